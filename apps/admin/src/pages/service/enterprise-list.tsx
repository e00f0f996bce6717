/**
 * 服务 → 企业采购询价 (permission tickets.write): the enterprise purchase requests, newest first,
 * by request number, company, the member's phone, status and the day filed; paging; CSV for
 * Excel with the masked phones the list shows. A row opens the request.
 */
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { ENT_STATUSES, ENT_STATUS_TITLES } from '@shop/contracts/inbox';
import { formatYuan } from '@shop/contracts/money';
import { entAdminQuerySchema, type EntAdminRow, type EntStatus } from '@shop/contracts/service-admin';
import { Badge, type BadgeProps, Card, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import type { ApiError } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { zodRule } from '../../zod-rule.ts';
import { blankIsNone, serviceFilters, serviceTime } from './service-shared.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';

const shape = entAdminQuerySchema.shape;
const STATUS_BADGES: Record<EntStatus, BadgeProps['status']> = { submitted: 'warning', contacted: 'processing', quoted: 'success', closed: 'default' };
export const entStatusBadge = (s: EntStatus) => <Badge status={STATUS_BADGES[s]} text={ENT_STATUS_TITLES[s]} />;
export const yuanOrDash = (fen: number | null) => (fen === null ? '—' : formatYuan(fen));

interface Search {
  code?: string;
  company?: string;
  mobile?: string;
  status?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const filtersOf = (v: Search): CrudFilter[] => serviceFilters(v, ['code', 'company', 'mobile'] as const);

export function EnterpriseListPage() {
  const { tableProps, searchFormProps, filters } = useTable<EntAdminRow, ApiError, Search>({
    resource: 'service-enterprise',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    onSearch: filtersOf,
  });

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        企业采购询价
      </Typography.Title>
      <ListSearchForm
        formProps={searchFormProps}
        name="enterprise-search"
        actions={
          <ExportCsvButton<EntAdminRow>
            path="/api/admin/service/enterprise"
            filters={filters}
            fileName="企业采购询价"
            header={['申请编号', '提交时间', '状态', '企业名称', '联系人', '联系电话（脱敏）', '会员手机（脱敏）', '采购件数', '预算（元）', '报价（元）']}
            row={(r) => [
              r.code,
              serviceTime(r.createdAt),
              r.statusTitle,
              r.company,
              r.contact,
              r.mobileMasked,
              r.memberMobile ?? '',
              r.totalQty,
              r.budget === null ? '' : (r.budget / 100).toFixed(2),
              r.quoteAmount === null ? '' : (r.quoteAmount / 100).toFixed(2),
            ]}
          />
        }
      >
        <Form.Item label="申请编号" name="code" normalize={blankIsNone} rules={[zodRule(shape.code)]}>
          <Input allowClear placeholder="EB 开头" style={{ width: 190 }} />
        </Form.Item>
        <Form.Item label="企业名称" name="company" normalize={blankIsNone} rules={[zodRule(shape.company)]}>
          <Input allowClear placeholder="包含的文字" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="会员手机" name="mobile" normalize={blankIsNone} rules={[zodRule(shape.mobile)]}>
          <Input allowClear placeholder="11位手机号" style={{ width: 150 }} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select allowClear placeholder="全部状态" style={{ width: 120 }} options={ENT_STATUSES.map((s) => ({ value: s, label: ENT_STATUS_TITLES[s] }))} />
        </Form.Item>
        <Form.Item label="提交日期" name="range">
          <DatePicker.RangePicker />
        </Form.Item>
      </ListSearchForm>
      <Table<EntAdminRow>
        {...tableProps}
        rowKey="code"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '申请编号', dataIndex: 'code', render: (v: string) => <Link to={`/service/enterprise/${v}`}>{v}</Link> },
          { title: '提交时间', dataIndex: 'createdAt', render: serviceTime },
          { title: '状态', dataIndex: 'status', render: entStatusBadge },
          { title: '企业名称', dataIndex: 'company' },
          { title: '会员手机', dataIndex: 'memberMobile', render: (v: string | null) => v ?? '—' },
          { title: '采购件数', dataIndex: 'totalQty' },
          { title: '预算', dataIndex: 'budget', render: yuanOrDash },
          { title: '报价', dataIndex: 'quoteAmount', render: yuanOrDash },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Link to={`/service/enterprise/${r.code}`} aria-label={`处理申请 ${r.code}`}>
                处理
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
