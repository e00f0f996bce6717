/**
 * 商品 → 库存 (permission stock.write): stock per SKU (filter by name or code, low stock only),
 * an adjustment (+ / −) that needs a reason — the API applies it in one conditional UPDATE and
 * refuses one that would go below zero — and each SKU's ledger. Sorted by stock, lowest first
 * (what needs buying in on top), or by SKU code; the list and a SKU's ledger export as CSV.
 */
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { STOCK_EXPORT_MAX, stockAdjustInputSchema, type stockLedgerPageSchema, type stockRowSchema } from '@shop/contracts/catalogue-admin';
import { App, Button, Card, Checkbox, Drawer, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, api, withQuery } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { zodRule } from '../../zod-rule.ts';
import { useApiData } from '../../use-api-data.ts';

type StockRow = z.infer<typeof stockRowSchema>;
type Ledger = z.infer<typeof stockLedgerPageSchema>;
type LedgerEntry = Ledger['list'][number];

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
const statusName = (s: StockRow['status']) => (s === 'on_sale' ? '在售' : '已下架');

interface Search {
  keyword?: string;
  low?: boolean;
}

function LedgerDrawer({ sku, onClose }: { sku: StockRow | null; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useApiData<Ledger>(
    sku ? withQuery(`/api/admin/catalogue/stock/${encodeURIComponent(sku.skuCode)}/ledger`, { page, pageSize: 20 }) : null,
  );
  return (
    <Drawer
      title={sku ? `库存流水：${sku.skuName}` : ''}
      open={sku !== null}
      onClose={onClose}
      width={720}
      destroyOnHidden
      extra={
        sku && (
          <ExportCsvButton<LedgerEntry>
            path={`/api/admin/catalogue/stock/${encodeURIComponent(sku.skuCode)}/ledger`}
            filters={[]}
            max={STOCK_EXPORT_MAX}
            fileName={`库存流水-${sku.skuCode}`}
            header={['时间', '调整', '调整后库存', '原因', '操作人']}
            row={(r) => [time(r.at), r.delta, r.stockAfter, r.reason, r.actor]}
          />
        )
      }
    >
      <Table
        rowKey="id"
        loading={loading}
        dataSource={data?.list}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '时间', dataIndex: 'at', render: time },
          { title: '调整', dataIndex: 'delta', render: (d: number) => <Tag color={d > 0 ? '#237804' : '#cf1322'}>{d > 0 ? `+${d}` : d}</Tag> },
          { title: '调整后库存', dataIndex: 'stockAfter' },
          { title: '原因', dataIndex: 'reason' },
          { title: '操作人', dataIndex: 'actor' },
        ]}
      />
    </Drawer>
  );
}

export function StockPage() {
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const initialKeyword = params.get('keyword') ?? undefined;
  const [adjusting, setAdjusting] = useState<StockRow | null>(null);
  const [ledgerOf, setLedgerOf] = useState<StockRow | null>(null);
  const [adjustForm] = Form.useForm<{ delta: number; reason: string }>();
  const { tableProps, searchFormProps, tableQuery, filters, sorters } = useTable<StockRow, ApiError, Search>({
    resource: 'catalogue-stock',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'stock', order: 'asc' }] },
    filters: { initial: initialKeyword ? [{ field: 'keyword', operator: 'contains', value: initialKeyword }] : [] },
    onSearch: (v): CrudFilter[] => [
      { field: 'keyword', operator: 'contains', value: v.keyword?.trim() || undefined },
      { field: 'low', operator: 'eq', value: v.low ? 'true' : undefined },
    ],
  });

  const adjust = async (v: { delta: number; reason: string }) => {
    if (!adjusting) return;
    try {
      const r = await api<{ sku: StockRow }>('POST', `/api/admin/catalogue/stock/${encodeURIComponent(adjusting.skuCode)}/adjust`, v);
      message.success(`已调整，当前库存 ${r.sku.stock}`);
      setAdjusting(null);
      adjustForm.resetFields();
      await tableQuery.refetch();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '调整失败，请稍后重试');
    }
  };

  return (
    <Card title="库存">
      <Form {...searchFormProps} name="stock-search" layout="inline" style={{ marginBottom: 16, rowGap: 8 }} initialValues={{ keyword: initialKeyword }}>
        <Form.Item label="名称或编码" name="keyword">
          <Input allowClear placeholder="SKU 名称、SKU / 商品编码" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="low" valuePropName="checked">
          <Checkbox>只看低库存</Checkbox>
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <ExportCsvButton<StockRow>
              path="/api/admin/catalogue/stock"
              filters={filters}
              sorters={sorters}
              max={STOCK_EXPORT_MAX}
              fileName="库存"
              header={['SKU 编码', 'SKU 名称', '商品编码', '商品名称', '库存', '低库存线', '状态']}
              row={(r) => [r.skuCode, r.skuName, r.spuCode, r.productName, r.stock, r.lowStock, statusName(r.status)]}
            />
          </Space>
        </Form.Item>
      </Form>
      <Table<StockRow>
        {...tableProps}
        rowKey="skuCode"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 个 SKU` }}
        columns={[
          { title: 'SKU 编码', dataIndex: 'skuCode', sorter: true },
          { title: 'SKU 名称', dataIndex: 'skuName' },
          { title: '商品编码', dataIndex: 'spuCode' },
          {
            title: '库存',
            dataIndex: 'stock',
            sorter: true,
            defaultSortOrder: 'ascend',
            render: (n: number, r) => (
              <Space>
                {n}
                {n <= r.lowStock && <Tag color="#ad4e00">低库存</Tag>}
              </Space>
            ),
          },
          { title: '状态', dataIndex: 'status', render: statusName },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" onClick={() => setAdjusting(r)}>
                  调整库存
                </Button>
                <Button type="link" onClick={() => setLedgerOf(r)}>
                  流水
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={adjusting ? `调整库存：${adjusting.skuName}（当前 ${adjusting.stock}）` : ''}
        open={adjusting !== null}
        okText="确认调整"
        cancelText="取消"
        onCancel={() => setAdjusting(null)}
        onOk={() => adjustForm.submit()}
        destroyOnHidden
      >
        <Form form={adjustForm} layout="vertical" name="stock-adjust" onFinish={adjust}>
          <Form.Item label="调整数量（正数入库，负数出库）" name="delta" rules={[zodRule(stockAdjustInputSchema.shape.delta)]} required>
            <InputNumber precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="调整原因" name="reason" rules={[zodRule(stockAdjustInputSchema.shape.reason)]} required>
            <Input.TextArea rows={2} placeholder="如 采购入库、盘点损耗" />
          </Form.Item>
        </Form>
      </Modal>
      <LedgerDrawer sku={ledgerOf} onClose={() => setLedgerOf(null)} />
    </Card>
  );
}
