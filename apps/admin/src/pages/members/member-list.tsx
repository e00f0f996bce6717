/**
 * 会员 → 会员查询 (permission members.read): search by phone (11 digits or the last 4), name or
 * nickname, member number, order number and status; sorted by registration time; paging; the filtered list exported as CSV
 * for Excel with the masked values the list shows (never the full phone or name). A row opens the
 * member's detail.
 */
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { MEMBER_STATUSES, memberAdminQuerySchema, type MemberAdminSummary } from '@shop/contracts/member-admin';
import { Badge, Card, Form, Input, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { ApiError } from '../../api.ts';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { zodRule } from '../../zod-rule.ts';
import { ListSearchForm } from '../../list-search-form.tsx';

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '—');
const statusOptions = Object.entries(MEMBER_STATUSES).map(([value, label]) => ({ value, label }));
const q = memberAdminQuerySchema.shape;

interface Search {
  mobile?: string;
  name?: string;
  userNo?: string;
  orderNo?: string;
  status?: string;
}

const filtersOf = (v: Search): CrudFilter[] =>
  (['mobile', 'name', 'userNo', 'orderNo', 'status'] as const).map((field) => ({ field, operator: 'eq', value: v[field]?.trim() || undefined }));

export const memberStatusBadge = (s: MemberAdminSummary['status']) => <Badge status={s === 'active' ? 'success' : 'error'} text={MEMBER_STATUSES[s]} />;

export function MemberListPage() {
  const { tableProps, searchFormProps, filters, sorters } = useTable<MemberAdminSummary, ApiError, Search>({
    resource: 'members',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'createdAt', order: 'desc' }] },
    onSearch: filtersOf,
  });

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        会员查询
      </Typography.Title>
      <ListSearchForm
        formProps={searchFormProps}
        name="member-search"
        actions={
          <ExportCsvButton<MemberAdminSummary>
            path="/api/admin/members"
            filters={filters}
            sorters={sorters}
            fileName="会员"
            header={['会员ID', '会员编号', '手机号（脱敏）', '昵称（脱敏）', '姓名（脱敏）', '状态', '身份', '注册时间', '最近登录']}
            row={(r) => [
              r.id,
              r.userNo,
              r.mobile,
              r.nickname,
              r.realName,
              MEMBER_STATUSES[r.status],
              r.roles.join(' '),
              time(r.createdAt),
              time(r.lastLoginAt),
            ]}
          />
        }
      >
        <Form.Item label="手机号" name="mobile" rules={[zodRule(q.mobile)]}>
          <Input allowClear placeholder="11位或后4位" style={{ width: 160 }} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="姓名/昵称" name="name" rules={[zodRule(q.name)]}>
          <Input allowClear placeholder="包含的文字" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="会员编号" name="userNo" rules={[zodRule(q.userNo)]}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="订单号" name="orderNo" rules={[zodRule(q.orderNo)]}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select allowClear placeholder="全部" options={statusOptions} style={{ width: 110 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<MemberAdminSummary>
        {...tableProps}
        rowKey="id"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 条` }}
        columns={[
          { title: '会员编号', dataIndex: 'userNo', render: (v: string, r) => <Link to={`/members/${r.id}`}>{v}</Link> },
          { title: '手机号', dataIndex: 'mobile' },
          { title: '昵称', dataIndex: 'nickname' },
          { title: '姓名', dataIndex: 'realName', render: (v: string) => v || '—' },
          { title: '状态', dataIndex: 'status', render: memberStatusBadge },
          { title: '注册时间', dataIndex: 'createdAt', render: time, sorter: true, defaultSortOrder: 'descend', sortDirections: ['descend', 'ascend'] },
          { title: '最近登录', dataIndex: 'lastLoginAt', render: time },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Link to={`/members/${r.id}`} aria-label={`查看会员 ${r.userNo} 的详情`}>
                详情
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
