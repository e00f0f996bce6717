/**
 * 售后 → 售后队列 (permission orders.read): returns, exchanges and try-buy returns (试用退还), those longest in their state
 * first; the states with each state's count; filters by request number, order number, type and
 * overdue only — all held in the address, so a filtered queue can be linked to (the order detail's
 * 售后申请) and survives a reload; how long each request has been in its state and its SLA (red past
 * it, orange with under 4 hours left); the filtered queue exported as CSV for Excel.
 */
import type { CrudFilter } from '@refinedev/core';
import {
  AFTER_SALES_STATUSES,
  AFTER_SALES_STATUS_TITLES,
  AFTER_SALES_TYPES,
  AFTER_SALES_TYPE_TITLES,
  REFUND_TYPES,
  adminAfterSalesQuerySchema,
  type AdminAfterSalesPage,
  type AdminAfterSalesRow,
  type AfterSalesStatus,
} from '@shop/contracts/after-sales';
import { formatYuan } from '@shop/contracts/money';
import { Alert, Card, Checkbox, Form, Input, Select, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { withQuery } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { OrderNoField, blankIsNone } from '../../search-fields.tsx';
import { StatusButtons, queuePagination, useNow, useQueueAddress } from '../../status-queue.tsx';
import { useApiData } from '../../use-api-data.ts';
import { zodRule } from '../../zod-rule.ts';
import { SlaText, afterSalesStatusTag, asShortTime, asTime } from './after-sales-shared.tsx';
import { spanText } from './after-sales-time.ts';

const PATH = '/api/admin/after-sales';
const PAGE_SIZE = 20;
const { shape } = adminAfterSalesQuerySchema;

interface Search {
  reqNo?: string;
  orderNo?: string;
  type?: string;
  overdue?: boolean;
}

/** The queue's filters as the address holds them (and the API takes them). */
const FILTERS = ['reqNo', 'orderNo', 'type', 'overdue', 'status'] as const;

export function AfterSalesListPage() {
  const { filter, page, go } = useQueueAddress(FILTERS);
  const { data, loading, error } = useApiData<AdminAfterSalesPage>(withQuery(PATH, { ...filter, page, pageSize: PAGE_SIZE }));
  const now = useNow();
  const [form] = Form.useForm<Search>();
  const formKey = `${filter.reqNo}|${filter.orderNo}|${filter.type}|${filter.overdue}`;
  // A link into the queue (or back and forward) while it is open: the form shows the address's filters.
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey stands for the filters the form shows.
  useEffect(() => {
    form.setFieldsValue({ reqNo: filter.reqNo, orderNo: filter.orderNo, type: filter.type, overdue: filter.overdue === 'true' });
  }, [form, formKey]);

  const search = (v: Search) =>
    go({ reqNo: v.reqNo?.trim() || undefined, orderNo: v.orderNo?.trim() || undefined, type: v.type, overdue: v.overdue ? 'true' : undefined });

  const counts = data?.statusCounts ?? {};
  const exportFilters: CrudFilter[] = FILTERS.map((field) => ({ field, operator: 'eq', value: filter[field] }));

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        售后
      </Typography.Title>
      <ListSearchForm<Search>
        formProps={{ form, onFinish: search }}
        name="after-sales-search"
        actions={
          <ExportCsvButton<AdminAfterSalesRow>
            path={PATH}
            filters={exportFilters}
            fileName="售后"
            header={[
              '售后单号',
              '订单号',
              '类型',
              '状态',
              '原因',
              '会员手机（脱敏）',
              '商品',
              '数量',
              '退款金额（元）',
              '申请时间',
              '进入当前状态',
              '处理时限',
              '是否超时',
            ]}
            row={(r) => [
              r.reqNo,
              r.orderNo,
              r.typeTitle,
              r.statusTitle,
              r.reasonTitle,
              r.memberMobile ?? '',
              r.summary,
              r.qty,
              (r.refundAmt / 100).toFixed(2),
              asTime(r.createdAt),
              asTime(r.statusSince),
              r.slaDueAt ? asTime(r.slaDueAt) : '',
              r.overdue ? '是' : '否',
            ]}
          />
        }
      >
        <Form.Item label="售后单号" name="reqNo" normalize={blankIsNone} rules={[zodRule(shape.reqNo)]}>
          <Input allowClear placeholder="AS 开头" style={{ width: 190 }} />
        </Form.Item>
        <OrderNoField rule={shape.orderNo} />
        <Form.Item label="类型" name="type">
          <Select
            allowClear
            placeholder="全部类型"
            style={{ width: 120 }}
            options={AFTER_SALES_TYPES.map((t) => ({ value: t, label: AFTER_SALES_TYPE_TITLES[t] }))}
          />
        </Form.Item>
        <Form.Item name="overdue" valuePropName="checked">
          <Checkbox>仅看超时</Checkbox>
        </Form.Item>
      </ListSearchForm>
      <StatusButtons
        label="售后状态"
        value={filter.status}
        counts={counts}
        states={AFTER_SALES_STATUSES.map((st) => [st, AFTER_SALES_STATUS_TITLES[st]] as const)}
        onChange={(status) => go({ status })}
      />
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminAfterSalesRow>
        rowKey="reqNo"
        size="middle"
        loading={loading}
        dataSource={data?.list}
        pagination={queuePagination(page, PAGE_SIZE, data?.total ?? 0, go)}
        columns={[
          // What staff act on first (state, its age, the SLA) before what describes the request.
          {
            title: '售后单号 / 订单号',
            key: 'numbers',
            width: 195,
            render: (_: unknown, r) => (
              <>
                <div>
                  <Link to={`/after-sales/${r.reqNo}`}>{r.reqNo}</Link>
                </div>
                <Link to={`/orders/${r.orderNo}`}>{r.orderNo}</Link>
              </>
            ),
          },
          { title: '状态', dataIndex: 'status', width: 88, render: (s: AfterSalesStatus, r) => afterSalesStatusTag(s, r.statusTitle) },
          { title: '已持续', dataIndex: 'statusSince', width: 76, render: (v: number) => spanText(now - v) },
          {
            title: '处理时限',
            key: 'sla',
            width: 130,
            render: (_: unknown, r) => <SlaText slaDueAt={r.slaDueAt} overdue={r.overdue} now={now} short />,
          },
          {
            title: '类型 / 原因',
            key: 'reason',
            width: 120,
            render: (_: unknown, r) => (
              <>
                <div>{r.typeTitle}</div>
                <Typography.Text type="secondary">{r.reasonTitle}</Typography.Text>
              </>
            ),
          },
          // The summary names each line with its quantity (商品 ×2；…).
          { title: '商品与数量', dataIndex: 'summary', ellipsis: true },
          {
            title: '退款金额',
            dataIndex: 'refundAmt',
            align: 'right',
            width: 90,
            render: (v: number, r) => (REFUND_TYPES.includes(r.type) ? formatYuan(v) : '—'),
          },
          { title: '会员手机', dataIndex: 'memberMobile', width: 110, render: (v: string | null) => v ?? '—' },
          { title: '申请时间', dataIndex: 'createdAt', width: 118, render: asShortTime },
        ]}
      />
    </Card>
  );
}
