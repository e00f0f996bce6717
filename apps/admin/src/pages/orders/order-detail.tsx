/**
 * 订单 → 订单详情 (permission orders.read): lines and the amount breakdown exactly as the shop
 * shows them (the shared breakdownRows of contracts over the order's stored breakdown), payments,
 * the messages the member was sent, status and tracking events. 发货 (shipping.write): carrier and
 * waybill number, checked with the API's own schema; 取消订单 (refunds.write): an unpaid order,
 * with a reason; 取消并退款 (refunds.write, issue #17): a paid unshipped order, its money back
 * through the gateway that took it; 重新发起退款: a refund the gateway failed. 退款记录 lists every
 * refund row with its state and the gateway's reason. The buttons show only when the role may and
 * the order's status allows. A try-buy order (先试后买) shows its trial: state, dates, days left and
 * its return request. 发票 (order-invoice-card.tsx): the invoice's standing, number and issue time.
 */
import { ADMIN_CANCEL_REASON_MAX, adminCancelInputSchema, type AdminOrderDetail } from '@shop/contracts/admin-orders';
import { formatYuan } from '@shop/contracts/money';
import { breakdownRows } from '@shop/contracts/pricing';
import type { OrderTryBuy } from '@shop/contracts/try-buy';
import { Alert, Button, Card, Descriptions, Form, Input, List, Result, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../api.ts';
import { DetailHeading } from '../../detail-heading.tsx';
import { can, useProfile } from '../../profile-store.ts';
import { FormDialog } from '../../form-dialog.tsx';
import { zodRule } from '../../zod-rule.ts';
import { RefundsCard, RetryRefundButton, ShipDialog } from './order-actions.tsx';
import { OrderInvoiceCard } from './order-invoice-card.tsx';

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '—');
const sectionTitle = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;

/** 先试后买: a try-buy order's trial — its state, dates, days left while it runs, and its return request. */
function TrialCard({ trial }: { trial: OrderTryBuy }) {
  const left = trial.daysLeft === null ? '—' : trial.daysLeft === 0 ? '今天结束' : `剩余 ${trial.daysLeft} 天`;
  return (
    <Card title={sectionTitle('先试后买')}>
      <Descriptions
        column={3}
        size="small"
        bordered
        items={[
          { key: 'state', label: '试用状态', children: <span data-testid="order-trial-state">{trial.stateTitle}</span> },
          { key: 'days', label: '试用天数', children: `${trial.trialDays} 天` },
          { key: 'left', label: '剩余天数', children: left },
          { key: 'starts', label: '开始', children: trial.startsAt ?? '签收后开始' },
          { key: 'ends', label: '结束', children: trial.endsAt ?? '—' },
          { key: 'paid', label: '押金（已付）', children: formatYuan(trial.paid) },
          { key: 'offer', label: '试用活动', children: trial.offerCode },
          {
            key: 'return',
            label: '试用退还',
            children: trial.returnReqNo ? <Link to={`/after-sales/${trial.returnReqNo}`}>{`售后 ${trial.returnReqNo}`}</Link> : '—',
          },
          ...(trial.convertedAt ? [{ key: 'converted', label: '确认购买时间', children: trial.convertedAt }] : []),
          ...(trial.returnedAt ? [{ key: 'returned', label: '退还时间', children: trial.returnedAt }] : []),
        ]}
      />
    </Card>
  );
}
function CancelDialog({
  orderNo,
  refund,
  open,
  onClose,
  onDone,
}: {
  orderNo: string;
  /** Fen to give back: a paid order's cancel (null: an unpaid order's). */
  refund: number | null;
  open: boolean;
  onClose: () => void;
  onDone: (d: AdminOrderDetail) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      title={`${refund === null ? '取消订单' : '取消并退款'} ${orderNo}`}
      open={open}
      onClose={onClose}
      onDone={onDone}
      path={`/api/admin/orders/${orderNo}/cancel`}
      name="cancel"
      form={form}
      okText={refund === null ? '确认取消订单' : '确认取消并退款'}
      cancelText="返回"
      danger
      success={refund === null ? '订单已取消，库存与优惠已退回，会员已收到通知' : `订单已取消，${formatYuan(refund)} 已发起原路退款，会员已收到通知`}
      failure="取消失败，请稍后重试"
      notice={
        <Alert
          type={refund === null ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 16 }}
          message={
            refund === null
              ? '取消后退回库存、优惠券与积分，原因会发给会员。'
              : `已付 ${formatYuan(refund)} 将原路退回会员的支付账户（不可撤回）；库存、有效期内的优惠券与积分同时退回，原因会发给会员。`
          }
        />
      }
    >
      <Form.Item label="取消原因" name="reason" rules={[zodRule(adminCancelInputSchema.shape.reason)]}>
        <Input.TextArea rows={3} maxLength={ADMIN_CANCEL_REASON_MAX} showCount placeholder="如：客户来电要求取消" />
      </Form.Item>
    </FormDialog>
  );
}

export function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  const profile = useProfile();
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const load = useCallback(async () => {
    try {
      setDetail(await api<AdminOrderDetail>('GET', `/api/admin/orders/${orderNo}`));
      setError(null);
    } catch (e) {
      setError(e instanceof ApiError ? e : new ApiError(500, 'E_INTERNAL', '加载失败，请稍后重试', null));
    }
  }, [orderNo]);
  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <Result status={error.statusCode === 404 ? '404' : 'error'} title={error.message} extra={<Link to="/orders">返回订单列表</Link>} />;
  if (!detail) return <Spin aria-label="加载中" />;
  const { order } = detail;
  const done = (d: AdminOrderDetail) => {
    setDetail(d);
    setDialog(null);
  };
  const mayShip = detail.can.ship && can(profile, 'shipping.write');
  const mayRefund = can(profile, 'refunds.write');
  const mayCancel = detail.can.cancel && mayRefund;
  const mayCancelRefund = detail.can.cancelRefund && mayRefund;
  const mayRetry = detail.can.retryRefund && mayRefund;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <DetailHeading
          back="/orders"
          backLabel="返回订单列表"
          title={`订单 ${order.orderNo}`}
          status={
            <>
              <Tag color="blue" data-testid="order-status">
                {order.statusLabel}
              </Tag>
              <Link to={`/after-sales?orderNo=${order.orderNo}`}>售后申请</Link>
            </>
          }
        >
          <Space>
            {mayShip && (
              <Button type="primary" onClick={() => setDialog('ship')}>
                发货
              </Button>
            )}
            {mayCancel && (
              <Button danger onClick={() => setDialog('cancel')}>
                取消订单
              </Button>
            )}
            {mayCancelRefund && (
              <Button danger onClick={() => setDialog('cancel')}>
                取消并退款
              </Button>
            )}
            {mayRetry && <RetryRefundButton<AdminOrderDetail> path={`/api/admin/orders/${order.orderNo}/refund-retry`} onDone={done} />}
          </Space>
        </DetailHeading>
        <Descriptions
          style={{ marginTop: 16 }}
          column={3}
          items={[
            { key: 'createdAt', label: '下单时间', children: order.createdAt },
            { key: 'paidAt', label: '支付时间', children: order.paidAt ?? '—' },
            { key: 'member', label: '会员', children: `${detail.memberMobile ?? '—'}（编号 ${detail.memberId}）` },
            { key: 'receiver', label: '收货人', children: `${order.address.receiver} ${order.address.mobileMasked}` },
            { key: 'address', label: '收货地址', span: 2, children: `${order.address.region} ${order.address.detail}` },
            {
              key: 'logistics',
              label: '物流',
              children: order.logistics ? <span data-testid="order-waybill">{`${order.logistics.carrier} ${order.logistics.trackingNo}`}</span> : '—',
            },
            { key: 'remark', label: '备注', children: order.remark || '—' },
            ...(order.cancelReason ? [{ key: 'cancel', label: '取消原因', children: order.cancelReason }] : []),
          ]}
        />
      </Card>
      {order.tryBuy && <TrialCard trial={order.tryBuy} />}
      <OrderInvoiceCard detail={detail} />
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>商品与金额</h2>}>
        <Table
          rowKey={(l) => `${l.skuCd}-${l.bundle?.group ?? ''}`}
          pagination={false}
          dataSource={order.lines}
          columns={[
            { title: '商品', dataIndex: 'name', render: (v: string, l) => (l.tag ? `${v}（${l.tag}）` : v) },
            { title: 'SKU', dataIndex: 'skuCd' },
            { title: '规格', key: 'attrs', render: (_: unknown, l) => l.attrs.map((a) => a.value).join(' / ') || '—' },
            { title: '单价', dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatYuan(v) },
            { title: '数量', dataIndex: 'qty', align: 'right' },
            { title: '小计', dataIndex: 'goods', align: 'right', render: (v: number) => formatYuan(v) },
          ]}
        />
        <Descriptions
          style={{ marginTop: 16, maxWidth: 420, marginInlineStart: 'auto' }}
          column={1}
          size="small"
          items={[
            ...breakdownRows(order.breakdown).map((r) => ({
              key: r.key,
              label: r.label,
              children: r.amount < 0 ? `-${formatYuan(-r.amount)}` : formatYuan(r.amount),
            })),
            { key: 'total', label: '订单总额', children: <strong data-testid="order-total">{formatYuan(order.breakdown.total)}</strong> },
            { key: 'paid', label: '已支付', children: formatYuan(order.paidAmt) },
            ...(order.refundedAmt > 0 ? [{ key: 'refunded', label: '已退款', children: formatYuan(order.refundedAmt) }] : []),
          ]}
        />
      </Card>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>支付记录</h2>}>
        <Table
          rowKey="payNo"
          pagination={false}
          dataSource={detail.payments}
          locale={{ emptyText: '暂无支付记录' }}
          columns={[
            { title: '支付单号', dataIndex: 'payNo' },
            { title: '方式', dataIndex: 'methodName' },
            { title: '阶段', dataIndex: 'stage', render: (v: string) => ({ full: '全款', deposit: '定金', balance: '尾款' })[v] ?? v },
            { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
            { title: '状态', dataIndex: 'status', render: (v: string) => ({ created: '待支付', paid: '已支付', failed: '失败', closed: '已关闭' })[v] ?? v },
            { title: '发起时间', dataIndex: 'createdAt', render: time },
            { title: '支付时间', dataIndex: 'paidAt', render: time },
          ]}
        />
      </Card>
      <RefundsCard
        refunds={detail.refunds}
        channel={[
          { title: '原支付单', dataIndex: 'payNo' },
          { title: '渠道', dataIndex: 'methodName' },
        ]}
        more={[{ title: '原因', dataIndex: 'reason' }]}
      />
      <Space align="start" style={{ width: '100%' }} size="middle" wrap>
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>状态与物流轨迹</h2>} style={{ minWidth: 480 }}>
          <Timeline
            items={detail.events.map((e) => ({
              color: e.kind === 'tracking' ? 'green' : 'blue',
              children: (
                <>
                  <div>{e.description}</div>
                  <Typography.Text type="secondary">
                    {e.at}
                    {e.location ? ` · ${e.location}` : ''}
                  </Typography.Text>
                </>
              ),
            }))}
          />
        </Card>
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>发给会员的消息</h2>} style={{ minWidth: 480 }}>
          <List
            dataSource={detail.messages}
            locale={{ emptyText: '暂无消息' }}
            renderItem={(m) => (
              <List.Item>
                <List.Item.Meta title={m.title} description={`${time(m.createdAt)} · ${m.body}`} />
              </List.Item>
            )}
          />
        </Card>
      </Space>
      <ShipDialog<AdminOrderDetail>
        title={`订单发货 ${order.orderNo}`}
        path={`/api/admin/orders/${order.orderNo}/ship`}
        okText="确认发货"
        success="已发货，会员已收到发货消息"
        open={dialog === 'ship'}
        onClose={() => setDialog(null)}
        onDone={done}
      />
      <CancelDialog
        orderNo={order.orderNo}
        refund={detail.can.cancelRefund ? order.paidAmt : null}
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        onDone={done}
      />
    </Space>
  );
}
