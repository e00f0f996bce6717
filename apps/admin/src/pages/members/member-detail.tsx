/**
 * 会员 → 会员详情 (permission members.read): the profile masked, with 查看完整信息 for a role with
 * members.reveal (each reveal is audited by the API); tabs for points (balance and recent ledger),
 * orders (each number opens 订单详情, 全部订单 the order list filtered to the member, for a role with
 * orders.read), coupons and star diamonds, verification and tags. 调整积分 (a signed amount and a reason,
 * checked with the API's zod schema) and 停用 / 启用 with a reason and a confirmation need
 * members.write.
 */
import { EyeOutlined } from '@ant-design/icons';
import {
  MEMBER_STATUSES,
  memberPointsAdjustInputSchema,
  memberStatusInputSchema,
  type MemberAdminDetail,
  type MemberRevealed,
} from '@shop/contracts/member-admin';
import { formatYuan } from '@shop/contracts/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/contracts/order';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Result, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../api.ts';
import { can, useProfile } from '../../profile-store.ts';
import { zodRule } from '../../zod-rule.ts';
import { memberStatusBadge } from './member-list.tsx';
import { DetailHeading } from '../../detail-heading';

const time = (ms: number | null | undefined) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm') : '—');
const GENDERS: Record<number, string> = { 0: '未知', 1: '男', 2: '女' };
const ROLE_LABELS: Record<string, string> = { member: '会员', student: '学生', enterprise: '企业' };
const adjust = memberPointsAdjustInputSchema.shape;

function PointsForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ delta: number; reason: string }>();
  const submit = async (v: { delta: number; reason: string }) => {
    setBusy(true);
    try {
      const r = await api<{ balance: number }>('POST', `/api/admin/members/${id}/points`, v);
      message.success(`积分已调整，当前余额 ${r.balance}`);
      setOpen(false);
      form.resetFields();
      onDone();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '调整失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>调整积分</Button>
      <Modal title="调整积分" open={open} onCancel={() => setOpen(false)} okText="确认调整" confirmLoading={busy} onOk={() => form.submit()} destroyOnHidden>
        <Form form={form} layout="vertical" name="points-adjust" onFinish={submit}>
          <Form.Item label="调整积分（正数增加，负数扣减）" name="delta" rules={[zodRule(adjust.delta)]}>
            <InputNumber style={{ width: '100%' }} precision={0} placeholder="如 500 或 -200" />
          </Form.Item>
          <Form.Item label="原因" name="reason" rules={[zodRule(adjust.reason)]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="将记入积分流水与审计日志" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

function StatusForm({ id, disabled, onDone }: { id: number; disabled: boolean; onDone: () => void }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const action = disabled ? '启用' : '停用';
  const submit = async (v: { reason: string }) => {
    setBusy(true);
    try {
      const r = await api<{ sessionsEnded: number }>('POST', `/api/admin/members/${id}/${disabled ? 'enable' : 'disable'}`, v);
      message.success(disabled ? '会员已启用' : `会员已停用，已结束 ${r.sessionsEnded} 个登录会话`);
      setOpen(false);
      form.resetFields();
      onDone();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : `${action}失败，请稍后重试`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button danger={!disabled} onClick={() => setOpen(true)}>
        {action}会员
      </Button>
      <Modal
        title={`${action}会员`}
        open={open}
        onCancel={() => setOpen(false)}
        okText={`确认${action}`}
        okButtonProps={{ danger: !disabled }}
        confirmLoading={busy}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Alert
          type={disabled ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 16 }}
          message={disabled ? '启用后该会员可以重新登录。' : '停用后该会员不能登录，其现有登录会话立即失效。'}
        />
        <Form form={form} layout="vertical" name="member-status" onFinish={submit}>
          <Form.Item label="原因" name="reason" rules={[zodRule(memberStatusInputSchema.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder="将记入审计日志" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export function MemberDetailPage() {
  const { id } = useParams();
  const profile = useProfile();
  const { message } = App.useApp();
  const [detail, setDetail] = useState<MemberAdminDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<MemberRevealed | null>(null);
  const [revealing, setRevealing] = useState(false);

  const load = useCallback(async () => {
    try {
      setDetail(await api<MemberAdminDetail>('GET', `/api/admin/members/${encodeURIComponent(id ?? '')}`));
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '加载失败，请稍后重试');
    }
  }, [id]);
  useEffect(() => {
    setRevealed(null);
    void load();
  }, [load]);

  const reveal = async () => {
    setRevealing(true);
    try {
      setRevealed(await api<MemberRevealed>('POST', `/api/admin/members/${encodeURIComponent(id ?? '')}/reveal`));
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '查看失败，请稍后重试');
    } finally {
      setRevealing(false);
    }
  };

  if (error) return <Result status="warning" title={error} extra={<Link to="/members">返回会员查询</Link>} />;
  if (!detail) return <Spin aria-label="加载中" />;
  const m = detail.member;
  const writable = can(profile, 'members.write');
  // 订单 opens only for a role with orders.read: without it the numbers stay plain text.
  const mayReadOrders = can(profile, 'orders.read');

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <DetailHeading back="/members" backLabel="返回会员查询" title={`会员 ${m.userNo}`} status={memberStatusBadge(m.status)}>
          <Space wrap>
            {can(profile, 'members.reveal') && !revealed ? (
              <Button icon={<EyeOutlined />} onClick={reveal} loading={revealing}>
                查看完整信息
              </Button>
            ) : null}
            {writable ? <PointsForm id={m.id} onDone={load} /> : null}
            {writable ? <StatusForm id={m.id} disabled={m.status === 'locked'} onDone={load} /> : null}
          </Space>
        </DetailHeading>
        {revealed ? <Alert type="info" showIcon style={{ marginTop: 16 }} message="已显示完整个人信息，本次查看已记入审计日志。" /> : null}
        <Descriptions style={{ marginTop: 16 }} column={3} size="small" bordered>
          <Descriptions.Item label="手机号">{revealed?.mobile ?? m.mobile}</Descriptions.Item>
          <Descriptions.Item label="昵称">{revealed?.nickname ?? m.nickname}</Descriptions.Item>
          <Descriptions.Item label="姓名">{(revealed ? revealed.realName : m.realName) || '—'}</Descriptions.Item>
          <Descriptions.Item label="生日">{(revealed ? revealed.birthday : m.birthday) ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="性别">{GENDERS[m.gender] ?? '未知'}</Descriptions.Item>
          <Descriptions.Item label="会员等级">{m.groupId}</Descriptions.Item>
          <Descriptions.Item label="身份">
            {m.roles.map((r) => (
              <Tag key={r}>{ROLE_LABELS[r] ?? r}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label="注册时间">{time(m.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="最近登录">{time(m.lastLoginAt)}</Descriptions.Item>
          <Descriptions.Item label="状态">{MEMBER_STATUSES[m.status]}</Descriptions.Item>
          <Descriptions.Item label="积分余额">
            <span data-testid="points-balance">{detail.points.balance}</span>
          </Descriptions.Item>
          <Descriptions.Item label="星钻">
            {detail.starDiamonds.effective}（待生效 {detail.starDiamonds.pending}）
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'points',
              label: '积分流水',
              children: (
                <Table
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={detail.points.recent}
                  columns={[
                    { title: '时间', dataIndex: 'at', render: time },
                    { title: '类型', dataIndex: 'title' },
                    { title: '积分', dataIndex: 'delta', render: (d: number) => (d > 0 ? `+${d}` : String(d)) },
                    { title: '订单号', dataIndex: 'orderNo', render: (v: string | null) => v ?? '—' },
                    { title: '说明', dataIndex: 'note', render: (v: string) => v || '—' },
                  ]}
                />
              ),
            },
            {
              key: 'orders',
              label: '最近订单',
              children: (
                <>
                  {mayReadOrders && (
                    <Typography.Paragraph>
                      <Link to={`/orders?memberId=${m.id}`}>全部订单</Link>
                    </Typography.Paragraph>
                  )}
                  <Table
                    rowKey="orderNo"
                    size="small"
                    pagination={false}
                    dataSource={detail.recentOrders}
                    columns={[
                      { title: '订单号', dataIndex: 'orderNo', render: (no: string) => (mayReadOrders ? <Link to={`/orders/${no}`}>{no}</Link> : no) },
                      { title: '状态', dataIndex: 'status', render: (s: string) => ORDER_STATUS_LABELS[s as OrderStatus] ?? s },
                      { title: '应付', dataIndex: 'payableAmt', render: (v: number) => formatYuan(v) },
                      { title: '已付', dataIndex: 'paidAmt', render: (v: number) => formatYuan(v) },
                      { title: '下单时间', dataIndex: 'createdAt', render: time },
                    ]}
                  />
                </>
              ),
            },
            {
              key: 'coupons',
              label: `优惠券（未使用 ${detail.coupons.counts.unused}）`,
              children: (
                <>
                  <Typography.Paragraph>
                    未使用 {detail.coupons.counts.unused} 张，已使用 {detail.coupons.counts.used} 张，已过期 {detail.coupons.counts.expired} 张
                  </Typography.Paragraph>
                  <Table
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={detail.coupons.unused}
                    columns={[
                      { title: '券码', dataIndex: 'cpnCd' },
                      { title: '名称', dataIndex: 'name' },
                      { title: '有效期至', dataIndex: 'validTo' },
                    ]}
                  />
                </>
              ),
            },
            {
              key: 'verification',
              label: '认证与标签',
              children: (
                <Descriptions column={1} size="small" bordered>
                  <Descriptions.Item label="学生认证">
                    {detail.verification.student
                      ? `${detail.verification.student.school}，${time(detail.verification.student.verifiedAt)} 认证，${detail.verification.student.expired ? '已过期' : `有效至 ${time(detail.verification.student.expiresAt)}`}`
                      : '未认证'}
                  </Descriptions.Item>
                  <Descriptions.Item label="企业认证">
                    {detail.verification.enterprise
                      ? `${detail.verification.enterprise.company}，${time(detail.verification.enterprise.verifiedAt)} 认证`
                      : '未认证'}
                  </Descriptions.Item>
                  <Descriptions.Item label="标签">{detail.tags.length ? detail.tags.map((t) => <Tag key={t.code}>{t.code}</Tag>) : '—'}</Descriptions.Item>
                </Descriptions>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
