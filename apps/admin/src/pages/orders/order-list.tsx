/**
 * 订单 → 订单列表 (permission orders.read): filters by order number, member phone, member number
 * (read from the address too: 会员详情's 全部订单 opens /orders?memberId=…), status, pay method and
 * order day (Beijing days); sort by order time or amount paid; paging; the filtered
 * list exported as CSV for Excel, page by page through the same API (at most EXPORT_MAX rows).
 */
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { ADMIN_ORDER_COUNT_CAP, ADMIN_ORDER_EXPORT_MAX, adminOrderListQuerySchema, type AdminOrderRow } from '@shop/contracts/admin-orders';
import { PAY_METHOD_NAMES, PAY_METHODS, type PayMethod } from '@shop/contracts/checkout';
import { formatYuan } from '@shop/contracts/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shop/contracts/order';
import { Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { zodRule } from '../../zod-rule.ts';
import { ListSearchForm } from '../../list-search-form.tsx';
import { DateRangeField, OrderNoField, blankIsNone } from '../../search-fields.tsx';

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '—');
const methods = (m: string[]) => m.map((x) => PAY_METHOD_NAMES[x as PayMethod] ?? x).join('、');
const statusColor: Record<string, string> = {
  pending_payment: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  delivered: 'green',
  completed: 'green',
  cancelled: 'default',
};
const { shape } = adminOrderListQuerySchema;

interface Search {
  orderNo?: string;
  mobile?: string;
  memberId?: string;
  status?: string;
  payMethod?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const filtersOf = (v: Search): CrudFilter[] => [
  { field: 'orderNo', operator: 'eq', value: v.orderNo?.trim() || undefined },
  { field: 'mobile', operator: 'eq', value: v.mobile?.trim() || undefined },
  { field: 'memberId', operator: 'eq', value: v.memberId?.trim() || undefined },
  { field: 'status', operator: 'eq', value: v.status },
  { field: 'payMethod', operator: 'eq', value: v.payMethod },
  { field: 'from', operator: 'gte', value: v.range?.[0]?.format('YYYY-MM-DD') },
  { field: 'to', operator: 'lte', value: v.range?.[1]?.format('YYYY-MM-DD') },
];

export function OrderListPage() {
  const [params] = useSearchParams();
  const initialMemberId = params.get('memberId')?.trim() || undefined;
  const { tableProps, searchFormProps, filters, sorters } = useTable<AdminOrderRow, ApiError, Search>({
    resource: 'orders',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    filters: { initial: initialMemberId ? [{ field: 'memberId', operator: 'eq', value: initialMemberId }] : [] },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: filtersOf,
  });

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        订单
      </Typography.Title>
      <ListSearchForm
        formProps={{ ...searchFormProps, initialValues: { memberId: initialMemberId } }}
        name="order-search"
        actions={
          <ExportCsvButton<AdminOrderRow>
            path="/api/admin/orders"
            filters={filters}
            sorters={sorters}
            max={ADMIN_ORDER_EXPORT_MAX}
            fileName="订单"
            header={['订单号', '下单时间', '支付时间', '状态', '会员手机', '收货人', '件数', '订单总额（元）', '实付（元）', '支付方式', '承运商', '运单号']}
            row={(r) => [
              r.orderNo,
              time(r.createdAt),
              time(r.paidAt),
              r.statusLabel,
              r.memberMobile ?? '',
              r.receiver,
              r.qtyTotal,
              (r.total / 100).toFixed(2),
              (r.paidAmt / 100).toFixed(2),
              methods(r.payMethods),
              r.carrier ?? '',
              r.trackingNo ?? '',
            ]}
          />
        }
      >
        <OrderNoField rule={shape.orderNo} />
        <Form.Item label="会员手机" name="mobile" normalize={blankIsNone} rules={[zodRule(shape.mobile)]}>
          <Input allowClear placeholder="11位手机号" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="会员编号" name="memberId" normalize={blankIsNone} rules={[zodRule(shape.memberId)]}>
          <Input allowClear placeholder="会员编号" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select allowClear placeholder="全部状态" style={{ width: 120 }} options={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))} />
        </Form.Item>
        <Form.Item label="支付方式" name="payMethod">
          <Select
            allowClear
            placeholder="全部方式"
            style={{ width: 150 }}
            popupMatchSelectWidth={false}
            options={PAY_METHODS.map((m) => ({ value: m, label: PAY_METHOD_NAMES[m] }))}
          />
        </Form.Item>
        <DateRangeField label="下单日期" name="range" />
      </ListSearchForm>
      <Table<AdminOrderRow>
        {...tableProps}
        rowKey="orderNo"
        pagination={{
          ...tableProps.pagination,
          // The API counts up to ADMIN_ORDER_COUNT_CAP: beyond it, narrow the filters.
          showTotal: (n) => (n >= ADMIN_ORDER_COUNT_CAP ? `至少 ${n} 条，请缩小筛选范围` : `共 ${n} 条`),
        }}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', render: (v: string) => <Link to={`/orders/${v}`}>{v}</Link> },
          { title: '下单时间', dataIndex: 'createdAt', render: time, sorter: true, defaultSortOrder: 'descend', width: 180 },
          {
            title: '状态',
            dataIndex: 'statusLabel',
            render: (v: string, r) => <Tag color={statusColor[r.status]}>{v}</Tag>,
          },
          { title: '会员手机', dataIndex: 'memberMobile', render: (v: string | null) => v ?? '—' },
          { title: '收货人', dataIndex: 'receiver' },
          { title: '件数', dataIndex: 'qtyTotal', align: 'right' },
          { title: '订单总额', dataIndex: 'total', align: 'right', render: (v: number) => formatYuan(v) },
          { title: '实付', dataIndex: 'paidAmt', align: 'right', sorter: true, render: (v: number) => formatYuan(v) },
          { title: '支付方式', dataIndex: 'payMethods', render: (v: string[]) => methods(v) || '—' },
          { title: '运单', key: 'waybill', render: (_: unknown, r) => (r.trackingNo ? `${r.carrier} ${r.trackingNo}` : '—') },
        ]}
      />
    </Card>
  );
}
