/**
 * 订单 → 订单详情 (permission orders.read): lines and the amount breakdown exactly as the shop
 * shows them (the shared breakdownRows of contracts over the order's stored breakdown), payments,
 * the messages the member was sent, status and tracking events. 发货 (shipping.write): carrier and
 * waybill number, checked with the API's own schema; 取消订单 (refunds.write): an unpaid order,
 * with a reason; 取消并退款 (refunds.write, issue #17): a paid unshipped order, its money back
 * through the gateway that took it; 重新发起退款: a refund the gateway failed. 退款记录 lists every
 * refund row with its state and the gateway's reason. The buttons show only when the role may and
 * the order's status allows.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  ADMIN_CANCEL_REASON_MAX,
  SHIPPING_CARRIERS,
  adminCancelInputSchema,
  adminShipInputSchema,
  type AdminOrderDetail,
  type ShippingCarrier,
} from '@shop/contracts/admin-orders';
import { formatYuan } from '@shop/contracts/money';
import { breakdownRows } from '@shop/contracts/pricing';
import { Alert, App, Button, Card, Descriptions, Form, Input, List, Modal, Result, Select, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../api.ts';
import { can, useProfile } from '../../profile-store.ts';
import { zodFieldRule, zodRule } from '../../zod-rule.ts';

const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '—');
const carrierOptions = (Object.keys(SHIPPING_CARRIERS) as ShippingCarrier[]).map((c) => ({ value: c, label: SHIPPING_CARRIERS[c].name }));

function ShipDialog({ orderNo, open, onClose, onDone }: { orderNo: string; open: boolean; onClose: () => void; onDone: (d: AdminOrderDetail) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ carrier: ShippingCarrier; trackingNo: string }>();
  const [saving, setSaving] = useState(false);
  const carrier = Form.useWatch('carrier', form);
  const submit = async () => {
    // A refused field shows its message under the field; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const d = await api<AdminOrderDetail>('POST', `/api/admin/orders/${orderNo}/ship`, v);
      message.success('已发货，会员已收到发货消息');
      form.resetFields();
      onDone(d);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '发货失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`订单发货 ${orderNo}`}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="确认发货"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="ship">
        <Form.Item label="承运商" name="carrier" rules={[zodRule(adminShipInputSchema.shape.carrier)]}>
          <Select
            placeholder="请选择承运商"
            options={carrierOptions}
            onChange={() => form.getFieldValue('trackingNo') && form.validateFields(['trackingNo'])}
          />
        </Form.Item>
        <Form.Item
          label="运单号"
          name="trackingNo"
          extra={carrier ? `如 ${SHIPPING_CARRIERS[carrier].example}` : undefined}
          rules={[zodFieldRule(adminShipInputSchema, 'trackingNo', () => form.getFieldsValue())]}
        >
          <Input placeholder="请输入运单号" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
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
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    // A refused field shows its message under the field; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const d = await api<AdminOrderDetail>('POST', `/api/admin/orders/${orderNo}/cancel`, v);
      message.success(refund === null ? '订单已取消，库存与优惠已退回，会员已收到通知' : `订单已取消，${formatYuan(refund)} 已发起原路退款，会员已收到通知`);
      form.resetFields();
      onDone(d);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '取消失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`${refund === null ? '取消订单' : '取消并退款'} ${orderNo}`}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={refund === null ? '确认取消订单' : '确认取消并退款'}
      cancelText="返回"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      destroyOnHidden
    >
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
      <Form form={form} layout="vertical" name="cancel">
        <Form.Item label="取消原因" name="reason" rules={[zodRule(adminCancelInputSchema.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={ADMIN_CANCEL_REASON_MAX} showCount placeholder="如：客户来电要求取消" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 重新发起退款: confirmed once, sent under new refund numbers. */
function RetryRefundButton({ orderNo, onDone }: { orderNo: string; onDone: (d: AdminOrderDetail) => void }) {
  const { message, modal } = App.useApp();
  const retry = () =>
    modal.confirm({
      title: '重新发起退款？',
      content: '失败的退款将以新的退款单号重新发往原支付渠道。',
      okText: '重新发起',
      cancelText: '返回',
      onOk: async () => {
        try {
          onDone(await api<AdminOrderDetail>('POST', `/api/admin/orders/${orderNo}/refund-retry`));
          message.success('已重新发起退款');
        } catch (e) {
          message.error(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
        }
      },
    });
  return (
    <Button type="primary" danger onClick={retry}>
      重新发起退款
    </Button>
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
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Space>
            <Link to="/orders" aria-label="返回订单列表">
              <ArrowLeftOutlined />
            </Link>
            <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
              订单 {order.orderNo}
            </Typography.Title>
            <Tag color="blue" data-testid="order-status">
              {order.statusLabel}
            </Tag>
          </Space>
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
            {mayRetry && <RetryRefundButton orderNo={order.orderNo} onDone={done} />}
          </Space>
        </Space>
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
            { key: 'invoice', label: '发票', children: order.invoice ? `${order.invoice.typeLabel}：${order.invoice.title}` : '不开发票' },
            { key: 'remark', label: '备注', children: order.remark || '—' },
            ...(order.cancelReason ? [{ key: 'cancel', label: '取消原因', children: order.cancelReason }] : []),
          ]}
        />
      </Card>
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
      {detail.refunds.length > 0 && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>退款记录</h2>}>
          <Table
            rowKey="refundNo"
            pagination={false}
            dataSource={detail.refunds}
            columns={[
              { title: '退款单号', dataIndex: 'refundNo' },
              { title: '原支付单', dataIndex: 'payNo' },
              { title: '渠道', dataIndex: 'methodName' },
              { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
              {
                title: '状态',
                key: 'status',
                render: (_: unknown, r) => (
                  <Space direction="vertical" size={0}>
                    <Tag color={r.status === 'succeeded' ? 'green' : r.status === 'failed' ? 'red' : 'blue'}>
                      {r.retried ? `${r.statusLabel}（已重新发起）` : r.statusLabel}
                    </Tag>
                    {r.failureReason && <Typography.Text type="danger">{r.failureReason}</Typography.Text>}
                  </Space>
                ),
              },
              { title: '原因', dataIndex: 'reason' },
              { title: '发起时间', dataIndex: 'createdAt', render: time },
              { title: '完成时间', dataIndex: 'finishedAt', render: time },
            ]}
          />
        </Card>
      )}
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
      <ShipDialog orderNo={order.orderNo} open={dialog === 'ship'} onClose={() => setDialog(null)} onDone={done} />
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
