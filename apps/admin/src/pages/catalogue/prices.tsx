/**
 * 商品 → 价格 (permission prices.write; hidden from roles without it, and refused by the API):
 * per SKU the list price and the main, student and enterprise shops' prices, in yuan here and
 * integer fen to the API, checked with the API's schema. The shop shows a saved price at once.
 */
import { priceUpdateInputSchema, type productPricesSchema } from '@shop/contracts/catalogue-admin';
import { App, Button, Card, Form, InputNumber, Result, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, api } from '../../api.ts';
import { fenRule, toFen, toYuan } from './money.ts';
import { useApiData } from '../../use-api-data.ts';

type Prices = z.infer<typeof productPricesSchema>;
type Row = { skuCode: string; name: string; origPrice: number | null; price: number | null; studentPrice: number | null; enterprisePrice: number | null };

const FIELDS = [
  ['origPrice', '划线价', false],
  ['price', '官方商城价', false],
  ['studentPrice', '学生专区价', true],
  ['enterprisePrice', '企业购价', true],
] as const;

export function PricesPage() {
  const { spuCode = '' } = useParams();
  const { message } = App.useApp();
  const path = `/api/admin/catalogue/products/${encodeURIComponent(spuCode)}/prices`;
  const { data, error, loading, reload } = useApiData<Prices>(path);
  const [form] = Form.useForm<{ skus: Row[] }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (data)
      form.setFieldsValue({
        skus: data.skus.map((k) => ({
          ...k,
          origPrice: toYuan(k.origPrice),
          price: toYuan(k.price),
          studentPrice: toYuan(k.studentPrice),
          enterprisePrice: toYuan(k.enterprisePrice),
        })),
      });
  }, [data, form]);

  if (error)
    return (
      <Result
        status={error.statusCode === 403 ? '403' : error.statusCode === 404 ? '404' : 'error'}
        title={error.statusCode === 403 ? '无权访问' : error.message}
        subTitle={error.statusCode === 403 ? error.message : undefined}
      />
    );
  if (loading && !data) return <Spin aria-label="加载中" />;

  const save = async () => {
    const rows = (form.getFieldsValue(true) as { skus: Row[] }).skus;
    const body = {
      skus: rows.map((r) => ({
        skuCode: r.skuCode,
        origPrice: toFen(r.origPrice),
        price: toFen(r.price),
        studentPrice: toFen(r.studentPrice),
        enterprisePrice: toFen(r.enterprisePrice),
      })),
    };
    const checked = priceUpdateInputSchema.safeParse(body);
    if (!checked.success) {
      message.error(checked.error.issues[0]?.message ?? '价格有误');
      return;
    }
    setSaving(true);
    try {
      await api('PUT', path, body);
      message.success('价格已保存，商城即时生效');
      await reload();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={`价格：${spuCode}`} extra={<Link to={`/catalogue/products/${encodeURIComponent(spuCode)}`}>返回商品编辑</Link>}>
      <Form form={form} name="prices" onFinish={save}>
        <Form.List name="skus">
          {() => (
            <Table<Row>
              rowKey="skuCode"
              dataSource={data?.skus as Row[] | undefined}
              pagination={false}
              columns={[
                { title: 'SKU', dataIndex: 'name' },
                { title: 'SKU 编码', dataIndex: 'skuCode' },
                ...FIELDS.map(([field, label, optional]) => ({
                  title: `${label}（元）`,
                  key: field,
                  render: (_: unknown, r: Row, i: number) => (
                    <Form.Item name={[i, field]} rules={[fenRule(optional)]} style={{ margin: 0 }}>
                      <InputNumber
                        min={0}
                        precision={2}
                        style={{ width: 130 }}
                        placeholder={optional ? '同官方价' : undefined}
                        aria-label={`${r.skuCode} ${label}（元）`}
                      />
                    </Form.Item>
                  ),
                })),
              ]}
            />
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }}>
          保存价格
        </Button>
      </Form>
    </Card>
  );
}
