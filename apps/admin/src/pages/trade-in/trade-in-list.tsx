/**
 * 以旧换新 → 回收单队列 (permission trade-in.write): the recycling orders of trade-ins, those longest
 * in their state first; the states with each state's count; filters by recycling number, order
 * number, member and creation date — all held in the address, so a filtered queue can be linked to
 * and survives a reload; how long each has been in its state and its time limit (red past it); the
 * filtered queue exported as CSV for Excel.
 */
import type { CrudFilter } from '@refinedev/core';
import { formatYuan } from '@shop/contracts/money';
import {
  TRADE_IN_STATUSES,
  TRADE_IN_STATUS_TITLES,
  adminTradeInQuerySchema,
  type AdminTradeInPage,
  type AdminTradeInRow,
  type TradeInStatus,
} from '@shop/contracts/trade-in';
import { Alert, Card, Form, Input, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { withQuery } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { DateRangeField, OrderNoField, blankIsNone } from '../../search-fields.tsx';
import { StatusButtons, queuePagination, useNow, useQueueAddress } from '../../status-queue.tsx';
import { useApiData } from '../../use-api-data.ts';
import { zodRule } from '../../zod-rule.ts';
import { SlaText, asShortTime, asTime } from '../after-sales/after-sales-shared.tsx';
import { spanText } from '../after-sales/after-sales-time.ts';
import { tradeInStatusTag } from './trade-in-shared.tsx';

const PATH = '/api/admin/trade-ins';
const PAGE_SIZE = 20;
const { shape } = adminTradeInQuerySchema;

interface Search {
  rclmOrdNo?: string;
  orderNo?: string;
  memberId?: string;
  dates?: [Dayjs, Dayjs];
}

const FILTERS = ['rclmOrdNo', 'orderNo', 'memberId', 'from', 'to', 'status'] as const;

export function TradeInListPage() {
  const { filter, page, go } = useQueueAddress(FILTERS);
  const { data, loading, error } = useApiData<AdminTradeInPage>(withQuery(PATH, { ...filter, page, pageSize: PAGE_SIZE }));
  const now = useNow();
  const [form] = Form.useForm<Search>();
  const formKey = `${filter.rclmOrdNo}|${filter.orderNo}|${filter.memberId}|${filter.from}|${filter.to}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey stands for the filters the form shows.
  useEffect(() => {
    form.setFieldsValue({
      rclmOrdNo: filter.rclmOrdNo,
      orderNo: filter.orderNo,
      memberId: filter.memberId,
      dates: filter.from && filter.to ? [dayjs(filter.from), dayjs(filter.to)] : undefined,
    });
  }, [form, formKey]);

  const search = (v: Search) =>
    go({
      rclmOrdNo: v.rclmOrdNo?.trim() || undefined,
      orderNo: v.orderNo?.trim() || undefined,
      memberId: v.memberId?.trim() || undefined,
      from: v.dates?.[0]?.format('YYYY-MM-DD'),
      to: v.dates?.[1]?.format('YYYY-MM-DD'),
    });

  const counts = data?.statusCounts ?? {};
  const exportFilters: CrudFilter[] = FILTERS.map((field) => ({ field, operator: 'eq', value: filter[field] }));

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        以旧换新
      </Typography.Title>
      <ListSearchForm<Search>
        formProps={{ form, onFinish: search }}
        name="trade-in-search"
        actions={
          <ExportCsvButton<AdminTradeInRow>
            path={PATH}
            filters={exportFilters}
            fileName="以旧换新回收单"
            header={[
              '回收单号',
              '订单号',
              '状态',
              '旧机',
              '回收平台',
              '估价（元）',
              '补贴（元）',
              '抵扣（元）',
              '最终回收价（元）',
              '回收差价（元）',
              '会员手机（脱敏）',
              '创建时间',
              '进入当前状态',
              '是否超时',
            ]}
            row={(r) => [
              r.rclmOrdNo,
              r.orderNo,
              r.statusTitle,
              r.deviceName,
              r.platformName,
              (r.estimate / 100).toFixed(2),
              (r.subsidy / 100).toFixed(2),
              (r.credit / 100).toFixed(2),
              r.finalPrice === null ? '' : (r.finalPrice / 100).toFixed(2),
              r.payout === null ? '' : (r.payout / 100).toFixed(2),
              r.memberMobile ?? '',
              asTime(r.createdAt),
              asTime(r.statusSince),
              r.overdue ? '是' : '否',
            ]}
          />
        }
      >
        <Form.Item label="回收单号" name="rclmOrdNo" normalize={blankIsNone} rules={[zodRule(shape.rclmOrdNo)]}>
          <Input allowClear placeholder="RC 开头" style={{ width: 190 }} />
        </Form.Item>
        <OrderNoField rule={shape.orderNo} placeholder="新机订单号" />
        <Form.Item label="会员ID" name="memberId" normalize={blankIsNone} rules={[zodRule(shape.memberId)]}>
          <Input allowClear placeholder="会员编号" style={{ width: 120 }} />
        </Form.Item>
        <DateRangeField label="创建日期" name="dates" />
      </ListSearchForm>
      <StatusButtons
        label="回收状态"
        value={filter.status}
        counts={counts}
        states={TRADE_IN_STATUSES.map((st) => [st, TRADE_IN_STATUS_TITLES[st]] as const)}
        onChange={(status) => go({ status })}
      />
      {error && <Alert type="error" showIcon message={error.message} style={{ marginBottom: 16 }} />}
      <Table<AdminTradeInRow>
        rowKey="rclmOrdNo"
        size="middle"
        loading={loading}
        dataSource={data?.list}
        pagination={queuePagination(page, PAGE_SIZE, data?.total ?? 0, go)}
        columns={[
          {
            title: '回收单号 / 订单号',
            key: 'numbers',
            width: 200,
            render: (_: unknown, r) => (
              <>
                <div>
                  <Link to={`/trade-ins/${r.rclmOrdNo}`}>{r.rclmOrdNo}</Link>
                </div>
                <Link to={`/orders/${r.orderNo}`}>{r.orderNo}</Link>
              </>
            ),
          },
          { title: '状态', dataIndex: 'status', width: 88, render: (s: TradeInStatus, r) => tradeInStatusTag(s, r.statusTitle) },
          { title: '已持续', dataIndex: 'statusSince', width: 76, render: (v: number) => spanText(now - v) },
          { title: '处理时限', key: 'sla', width: 130, render: (_: unknown, r) => <SlaText slaDueAt={r.slaDueAt} overdue={r.overdue} now={now} short /> },
          {
            title: '旧机 / 平台',
            key: 'device',
            ellipsis: true,
            render: (_: unknown, r) => (
              <>
                <div>{r.deviceName}</div>
                <Typography.Text type="secondary">{r.platformName}</Typography.Text>
              </>
            ),
          },
          { title: '估价', dataIndex: 'estimate', align: 'right', width: 96, render: (v: number) => formatYuan(v) },
          { title: '最终回收价', dataIndex: 'finalPrice', align: 'right', width: 100, render: (v: number | null) => (v === null ? '—' : formatYuan(v)) },
          { title: '会员手机', dataIndex: 'memberMobile', width: 110, render: (v: string | null) => v ?? '—' },
          { title: '创建时间', dataIndex: 'createdAt', width: 118, render: asShortTime },
        ]}
      />
    </Card>
  );
}
