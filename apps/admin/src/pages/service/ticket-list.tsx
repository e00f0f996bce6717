/**
 * 服务 → 服务工单 (permission tickets.write): the shop's support tickets, newest first, by ticket
 * number, the member's phone, status, type and the day opened; paging; the filtered list exported
 * as CSV for Excel with the masked phone the list shows. A row opens the ticket.
 */
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { TICKET_CATEGORIES, TICKET_CATEGORY_TITLES, TICKET_STATUSES, TICKET_STATUS_TITLES, type TicketStatus } from '@shop/contracts/inbox';
import { ticketAdminQuerySchema, type TicketAdminRow } from '@shop/contracts/service-admin';
import { Badge, type BadgeProps, Card, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import type { ApiError } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { zodRule } from '../../zod-rule.ts';
import { blankIsNone, serviceFilters, serviceTime } from './service-shared.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';

const shape = ticketAdminQuerySchema.shape;

// A badge, not a coloured tag: its text keeps the body colour (the light tags miss AA contrast).
const STATUS_BADGES: Record<TicketStatus, BadgeProps['status']> = {
  open: 'warning',
  processing: 'processing',
  replied: 'processing',
  resolved: 'success',
  closed: 'default',
};
export const ticketStatusTag = (s: TicketStatus) => <Badge status={STATUS_BADGES[s]} text={TICKET_STATUS_TITLES[s]} />;

interface Search {
  ticketNo?: string;
  mobile?: string;
  status?: string;
  category?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const filtersOf = (v: Search): CrudFilter[] => [
  ...serviceFilters(v, ['ticketNo', 'mobile'] as const),
  { field: 'category', operator: 'eq', value: v.category },
];

export function TicketListPage() {
  const { tableProps, searchFormProps, filters } = useTable<TicketAdminRow, ApiError, Search>({
    resource: 'service-tickets',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    onSearch: filtersOf,
  });

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        服务工单
      </Typography.Title>
      <ListSearchForm
        formProps={searchFormProps}
        name="ticket-search"
        actions={
          <ExportCsvButton<TicketAdminRow>
            path="/api/admin/service/tickets"
            filters={filters}
            fileName="服务工单"
            header={['工单号', '提交时间', '状态', '问题类型', '会员手机（脱敏）', '订单号', '问题摘要', '已回复', '更新时间']}
            row={(r) => [
              r.ticketNo,
              serviceTime(r.createdAt),
              r.statusTitle,
              r.categoryTitle,
              r.memberMobile ?? '',
              r.orderNo ?? '',
              r.summary,
              r.replied ? '是' : '否',
              serviceTime(r.updatedAt),
            ]}
          />
        }
      >
        <Form.Item label="工单号" name="ticketNo" normalize={blankIsNone} rules={[zodRule(shape.ticketNo)]}>
          <Input allowClear placeholder="ST 开头" style={{ width: 190 }} />
        </Form.Item>
        <Form.Item label="会员手机" name="mobile" normalize={blankIsNone} rules={[zodRule(shape.mobile)]}>
          <Input allowClear placeholder="11位手机号" style={{ width: 150 }} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            allowClear
            placeholder="全部状态"
            style={{ width: 120 }}
            options={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_TITLES[s] }))}
          />
        </Form.Item>
        <Form.Item label="问题类型" name="category">
          <Select
            allowClear
            placeholder="全部类型"
            style={{ width: 130 }}
            options={TICKET_CATEGORIES.map((c) => ({ value: c, label: TICKET_CATEGORY_TITLES[c] }))}
          />
        </Form.Item>
        <Form.Item label="提交日期" name="range">
          <DatePicker.RangePicker />
        </Form.Item>
      </ListSearchForm>
      <Table<TicketAdminRow>
        {...tableProps}
        rowKey="ticketNo"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '工单号', dataIndex: 'ticketNo', render: (v: string) => <Link to={`/service/tickets/${v}`}>{v}</Link> },
          { title: '提交时间', dataIndex: 'createdAt', render: serviceTime },
          { title: '状态', dataIndex: 'status', render: ticketStatusTag },
          { title: '问题类型', dataIndex: 'categoryTitle' },
          { title: '会员手机', dataIndex: 'memberMobile', render: (v: string | null) => v ?? '—' },
          { title: '问题', dataIndex: 'summary', ellipsis: true },
          { title: '已回复', dataIndex: 'replied', render: (v: boolean) => (v ? '是' : '否') },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Link to={`/service/tickets/${r.ticketNo}`} aria-label={`处理工单 ${r.ticketNo}`}>
                处理
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
