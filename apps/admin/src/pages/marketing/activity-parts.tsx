/**
 * What the 营销 activity screens (限时抢购, 预售, 阶梯价) share: how a time reads, how a time picker
 * looks, the search form's state and product fields, an activity's place under its list's path,
 * the list's 活动 and 商品 columns, and the list with its dialog's state and 结束 (先试后买 takes
 * the time and the search fields). Their dialog is activity-dialog.tsx.
 */
import type { CrudSort } from '@refinedev/core';
import type { SortOrder } from 'antd/es/table/interface';
import { Badge, Button, Form, Input, Popconfirm, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { TwoLines, useEditableList } from '../../editable-list.tsx';
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

type WindowState = 'upcoming' | 'running' | 'ended';
/** The activity lists open latest begin first; the API sorts (ACTIVITY_ADMIN_SORTS). */
export const BEGIN_LATEST_FIRST: CrudSort[] = [{ field: 'beginAt', order: 'desc' }];
/** The props of a list's time column that sorts it by begin time (the column shows the whole window). */
export const sortsByBegin: { dataIndex: string; sorter: true; defaultSortOrder: SortOrder; sortDirections: SortOrder[] } = {
  dataIndex: 'beginAt',
  sorter: true,
  defaultSortOrder: 'descend',
  sortDirections: ['descend', 'ascend'],
};

const WINDOW_BADGE = { upcoming: 'warning', running: 'processing', ended: 'default' } as const;

/** The 状态 cell of an activity that runs in a window (限时抢购, 阶梯价): a coloured dot and the screen's label. */
// On one line: 进行中 beside its dot, not broken under it when the other columns take the width.
export const windowStateBadge = (labels: Record<WindowState, string>) => (s: WindowState) => (
  <Badge status={WINDOW_BADGE[s]} text={labels[s]} style={{ whiteSpace: 'nowrap' }} />
);

/** An activity's place under its list's path: its code and its SKU's, URI-encoded. */
export const activityId = (r: { actCd: string; skuCode: string }) => `${encodeURIComponent(r.actCd)}/${encodeURIComponent(r.skuCode)}`;

/** The list's first two columns: the activity (name over code) and the product (name over SKU code). */
export const activityColumns = <R extends ActivitySkuRow>() => [
  {
    title: '活动',
    dataIndex: 'name',
    render: (v: string, r: R) => <TwoLines main={v} sub={r.actCd} />,
  },
  {
    title: '商品',
    dataIndex: 'skuCode',
    render: (v: string, r: R) => <TwoLines main={r.skuName || r.productName || '（商品已不在目录中）'} sub={v} />,
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

/**
 * The 操作 cell of an activity that ends (限时抢购, 阶梯价): 编辑, and 提前结束 while it runs or
 * 取消活动 before it starts, each asked first with its own question; '—' once it has ended.
 */
export function EditOrEndActions<R extends { state: string; name: string }>({
  row,
  ask,
  onEdit,
  onEnd,
}: {
  row: R;
  /** The question before ending a running one, and before calling off one still to come. */
  ask: { running: string; upcoming: string };
  onEdit: (row: R) => void;
  onEnd: (row: R) => void;
}) {
  if (row.state === 'ended') return '—';
  const running = row.state === 'running';
  return (
    <Space size={0}>
      <Button type="link" onClick={() => onEdit(row)} aria-label={`编辑 ${row.name}`}>
        编辑
      </Button>
      <Popconfirm title={running ? ask.running : ask.upcoming} okText="确定" cancelText="再想想" onConfirm={() => onEnd(row)}>
        <Button type="link" danger aria-label={`${running ? '提前结束' : '取消'} ${row.name}`}>
          {running ? '提前结束' : '取消活动'}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * An activity screen's list (by state and product, 20 a page) with its dialog's state
 * (useEditableList), and the row's 结束 (POST `${path}/:actCd/:skuCode/end`).
 */
export function useActivityList<Row extends { actCd: string; skuCode: string }>(resource: string, path: string) {
  const list = useEditableList<Row, { state?: string; product?: string }>(resource, undefined, BEGIN_LATEST_FIRST);
  return { ...list, end: (r: Row, success: string) => list.act(`${path}/${activityId(r)}/end`, success) };
}
