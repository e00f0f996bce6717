/**
 * 系统 → 审计日志 (permission audit.read): every staff write, newest first (or oldest first by the
 * 时间 column); filters by who, what
 * (a prefix of the action), target and time; paging; the filtered list exported as CSV for
 * Excel (UTF-8 with BOM), page by page through the same API, at most 10,000 rows.
 */
import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import type { z } from 'zod';
import type { staffAuditEntrySchema } from '@shop/contracts/staff';
import { Button, Card, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError } from '../api.ts';
import { ExportCsvButton } from '../export-csv-button.tsx';
import { ListSearchForm } from '../list-search-form.tsx';

type Entry = z.infer<typeof staffAuditEntrySchema>;

/** What the actions mean, in the staff's words (an action not listed shows its code). */
const ACTION_LABELS: Record<string, string> = {
  'staff.login.succeeded': '登录成功',
  'staff.login.failed': '登录失败',
  'staff.logout': '退出登录',
  'staff.password.changed': '修改密码',
  'staff.totp.enrolment-started': '获取动态验证码密钥',
  'staff.totp.enabled': '开启动态验证码',
  'staff.totp.disabled': '关闭动态验证码',
  'staff.account.created': '新建员工',
  'staff.account.role-changed': '修改员工角色',
  'staff.account.disabled': '停用员工',
  'staff.account.enabled': '启用员工',
  'staff.account.password-reset': '重置员工密码',
  'staff.role.permissions-changed': '修改角色权限',
  'catalogue.category.created': '新建类目',
  'catalogue.category.updated': '修改类目',
  'catalogue.category.reordered': '调整类目顺序',
  'catalogue.category.deleted': '删除类目',
  'catalogue.product.created': '新建商品',
  'catalogue.product.updated': '修改商品',
  'catalogue.product.on-sale': '商品上架',
  'catalogue.product.off-sale': '商品下架',
  'catalogue.prices.updated': '修改价格',
  'catalogue.stock.adjusted': '调整库存',
  'order.shipped': '订单发货',
  'order.cancelled': '取消订单',
  'order.refund_retried': '重新发起退款',
  'member.personal-data.revealed': '查看会员完整信息',
  'member.points.adjusted': '调整会员积分',
  'member.account.disabled': '停用会员',
  'member.account.enabled': '启用会员',
  'ticket.replied': '回复服务工单',
  'ticket.status.changed': '修改工单状态',
  'message.created': '新建系统消息',
  'message.cancelled': '取消系统消息',
  'enterprise.quoted': '企业采购报价',
  'enterprise.status.changed': '修改企业采购申请状态',
  'content.block.created': '新建内容',
  'content.block.updated': '修改内容',
  'content.block.published': '内容上线',
  'content.block.unpublished': '内容下线',
  'content.block.reordered': '调整内容顺序',
  'faq.category.created': '新建常见问题分类',
  'faq.category.updated': '修改常见问题分类',
  'faq.category.published': '常见问题分类上线',
  'faq.category.unpublished': '常见问题分类下线',
  'faq.category.deleted': '删除常见问题分类',
  'faq.category.reordered': '调整常见问题分类顺序',
  'faq.question.created': '新建常见问题',
  'faq.question.updated': '修改常见问题',
  'faq.question.published': '常见问题上线',
  'faq.question.unpublished': '常见问题下线',
  'faq.question.deleted': '删除常见问题',
  'faq.question.reordered': '调整常见问题顺序',
  'agreement.draft.created': '新建协议草稿',
  'agreement.draft.updated': '修改协议草稿',
  'agreement.draft.deleted': '删除协议草稿',
  'agreement.version.published': '发布协议版本',
  'marketing.flash-sale.created': '新建限时抢购',
  'marketing.flash-sale.updated': '修改限时抢购',
  'marketing.flash-sale.ended': '结束限时抢购',
  'marketing.presale.created': '新建预售',
  'marketing.presale.updated': '修改预售',
  'marketing.presale.ended': '结束预售',
  'marketing.ttm-codes.generated': '生成TTM邀请码',
  'marketing.ttm-code.voided': '作废TTM邀请码',
  'marketing.coupon.created': '新建优惠券',
  'marketing.coupon.updated': '修改优惠券',
  'marketing.coupon.stopped': '优惠券停止发放',
  'chat.answer': '在线客服回复',
  'chat.close': '结束在线客服会话',
  'setting.changed': '修改系统设置',
};
const actionOptions = [
  { value: 'staff.login', label: '登录（成功与失败）' },
  { value: 'staff.account', label: '员工账号的变更' },
  { value: 'staff.role', label: '角色权限的变更' },
  { value: 'catalogue', label: '商品、价格与库存的变更' },
  { value: 'order', label: '订单的处理' },
  { value: 'member', label: '会员的查看与变更' },
  { value: 'ticket', label: '服务工单的处理' },
  { value: 'enterprise', label: '企业采购询价的处理' },
  { value: 'content', label: '页面内容的变更' },
  { value: 'faq', label: '常见问题的变更' },
  { value: 'agreement', label: '协议与政策的变更' },
  { value: 'marketing', label: '营销活动、优惠券与邀请码的变更' },
  { value: 'chat', label: '在线客服' },
  { value: 'setting', label: '系统设置的变更' },
  { value: 'message', label: '系统消息的发送' },
  ...Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
const json = (v: unknown) => (v ? JSON.stringify(v) : '');

interface Search {
  actor?: string;
  action?: string;
  target?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const filtersOf = (v: Search): CrudFilter[] => [
  { field: 'actor', operator: 'eq', value: v.actor?.trim() || undefined },
  { field: 'action', operator: 'startswith', value: v.action },
  { field: 'target', operator: 'startswith', value: v.target?.trim() || undefined },
  { field: 'from', operator: 'gte', value: v.range?.[0]?.valueOf() },
  { field: 'to', operator: 'lte', value: v.range?.[1]?.valueOf() },
];

export function AuditLogPage() {
  const { tableProps, searchFormProps, filters, sorters } = useTable<Entry, ApiError, Search>({
    resource: 'audit-log',
    syncWithLocation: false,
    pagination: { pageSize: 20 },
    sorters: { initial: [{ field: 'at', order: 'desc' }] },
    onSearch: filtersOf,
  });

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        审计日志
      </Typography.Title>
      <ListSearchForm
        formProps={searchFormProps}
        name="audit-search"
        actions={
          <ExportCsvButton<Entry>
            path="/api/admin/audit-log"
            filters={filters}
            sorters={sorters}
            fileName="审计日志"
            header={['编号', '时间', '操作人', '员工编号', 'IP', '操作', '操作代码', '对象', '变更前', '变更后']}
            row={(r) => [
              r.id,
              time(r.at),
              r.actor,
              r.staffId ?? '',
              r.ip ?? '',
              ACTION_LABELS[r.action] ?? r.action,
              r.action,
              r.target ?? '',
              json(r.before),
              json(r.after),
            ]}
          />
        }
      >
        <Form.Item label="操作人" name="actor">
          <Input allowClear placeholder="账号名" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="操作" name="action">
          <Select allowClear placeholder="全部操作" options={actionOptions} style={{ width: 200 }} popupMatchSelectWidth={false} />
        </Form.Item>
        <Form.Item label="对象" name="target">
          <Input allowClear placeholder="如 staff:12" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label="时间" name="range">
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </ListSearchForm>
      <Table<Entry>
        {...tableProps}
        rowKey="id"
        pagination={{ ...tableProps.pagination, showTotal: (n) => `共 ${n} 条` }}
        expandable={{
          expandedRowRender: (r) => (
            <pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {`变更前：${r.before ? JSON.stringify(r.before, null, 2) : '—'}\n变更后：${r.after ? JSON.stringify(r.after, null, 2) : '—'}`}
            </pre>
          ),
          rowExpandable: (r) => Boolean(r.before || r.after),
          // Ant Design's own expand button has no accessible name.
          expandIcon: ({ expanded, onExpand, record, expandable }) =>
            expandable ? (
              <Button
                type="text"
                size="small"
                icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
                aria-label={expanded ? '收起变更详情' : '展开变更详情'}
                aria-expanded={expanded}
                onClick={(e) => onExpand(record, e)}
              />
            ) : null,
        }}
        columns={[
          { title: '时间', dataIndex: 'at', render: time, width: 180, sorter: true, defaultSortOrder: 'descend', sortDirections: ['descend', 'ascend'] },
          { title: '操作人', dataIndex: 'actor' },
          { title: 'IP', dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
          { title: '操作', dataIndex: 'action', render: (v: string) => ACTION_LABELS[v] ?? v },
          { title: '对象', dataIndex: 'target', render: (v: string | null) => v ?? '—' },
          {
            title: '变更',
            key: 'change',
            render: (_: unknown, r) => (
              <Typography.Text ellipsis style={{ maxWidth: 360 }}>
                {json(r.after) || '—'}
              </Typography.Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
