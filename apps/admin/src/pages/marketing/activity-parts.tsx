/**
 * What the 营销 activity screens (限时抢购, 预售) share: how a time reads, how a time picker
 * looks, the search form's state and product fields, and the list's 活动 and 商品 columns.
 */
import { Form, Input, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { zodRule } from '../../zod-rule.ts';

export const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
export const timeProps = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm', style: { width: 220 } } as const;

interface ActivitySkuRow {
  actCd: string;
  name: string;
  skuCode: string;
  skuName: string;
  productName: string;
}

/** The list's first two columns: the activity (name over code) and the product (name over SKU code). */
export const activityColumns = <R extends ActivitySkuRow>() => [
  {
    title: '活动',
    dataIndex: 'name',
    render: (v: string, r: R) => (
      <Space direction="vertical" size={0}>
        {v}
        <Typography.Text type="secondary">{r.actCd}</Typography.Text>
      </Space>
    ),
  },
  {
    title: '商品',
    dataIndex: 'skuCode',
    render: (v: string, r: R) => (
      <Space direction="vertical" size={0}>
        {r.skuName || r.productName || '（商品已不在目录中）'}
        <Typography.Text type="secondary">{v}</Typography.Text>
      </Space>
    ),
  },
];

/** The search form's fields: the state (from the screen's labels) and the product code (the API's own rule). */
export function ActivitySearchFields({ states, product }: { states: Record<string, string>; product: z.ZodType }) {
  return (
    <>
      <Form.Item label="状态" name="state">
        <Select allowClear placeholder="全部" options={Object.entries(states).map(([value, label]) => ({ value, label }))} style={{ width: 120 }} />
      </Form.Item>
      <Form.Item label="商品编码" name="product" rules={[zodRule(product)]}>
        <Input allowClear placeholder="SKU 或 SPU 编码" style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}
