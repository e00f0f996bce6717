/**
 * What the order detail and the after-sales detail share: the shipping dialog (carrier and
 * waybill, checked with the API's own schema — an order's 发货 and an exchange's 发出换货),
 * 重新发起退款 for a refund the gateway failed, and the 退款记录 table.
 */
import { SHIPPING_CARRIERS, adminShipInputSchema, type ShippingCarrier } from '@shop/contracts/admin-orders';
import { formatYuan } from '@shop/contracts/money';
import { App, Button, Card, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { ApiError, api } from '../../api.ts';
import { FormDialog } from '../../form-dialog.tsx';
import { zodFieldRule, zodRule } from '../../zod-rule.ts';

const carrierOptions = (Object.keys(SHIPPING_CARRIERS) as ShippingCarrier[]).map((c) => ({ value: c, label: SHIPPING_CARRIERS[c].name }));

export function ShipDialog<R>(props: {
  title: string;
  /** The POST that ships: { carrier, trackingNo }. */
  path: string;
  okText: string;
  success: string;
  open: boolean;
  onClose: () => void;
  onDone: (answer: R) => void;
}) {
  const [form] = Form.useForm<{ carrier: ShippingCarrier; trackingNo: string }>();
  const carrier = Form.useWatch('carrier', form);
  return (
    <FormDialog {...props} form={form} name="ship" failure="发货失败，请稍后重试">
      <Form.Item label="承运商" name="carrier" rules={[zodRule(adminShipInputSchema.shape.carrier)]}>
        <Select placeholder="请选择承运商" options={carrierOptions} onChange={() => form.getFieldValue('trackingNo') && form.validateFields(['trackingNo'])} />
      </Form.Item>
      <Form.Item
        label="运单号"
        name="trackingNo"
        extra={carrier ? `如 ${SHIPPING_CARRIERS[carrier].example}` : undefined}
        rules={[zodFieldRule(adminShipInputSchema, 'trackingNo', () => form.getFieldsValue())]}
      >
        <Input placeholder="请输入运单号" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}

/** 重新发起退款: confirmed once, sent under new refund numbers. */
export function RetryRefundButton<R>({ path, onDone }: { path: string; onDone: (answer: R) => void }) {
  const { message, modal } = App.useApp();
  const retry = () =>
    modal.confirm({
      title: '重新发起退款？',
      content: '失败的退款将以新的退款单号重新发往原支付渠道。',
      okText: '重新发起',
      cancelText: '返回',
      onOk: async () => {
        try {
          onDone(await api<R>('POST', path));
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

/** A refund row's tag colour: settled, failed, or on its way. */
const refundStatusColor = (status: string) => (status === 'succeeded' ? 'green' : status === 'failed' ? 'red' : 'blue');
const time = (ms: number | null) => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '—');

export interface RefundRow {
  refundNo: string;
  amount: number;
  status: string;
  statusLabel: string;
  failureReason: string | null;
  createdAt: number;
  finishedAt: number | null;
  /** A failed refund sent again under a new number. */
  retried?: boolean;
}

/**
 * 退款记录: each refund with its state and the gateway's reason for a failure (nothing when there
 * is none); `channel` are the columns between the number and the amount, `more` those after the state.
 */
export function RefundsCard<R extends RefundRow>({ refunds, channel, more = [] }: { refunds: R[]; channel: ColumnsType<R>; more?: ColumnsType<R> }) {
  if (!refunds.length) return null;
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>退款记录</h2>}>
      <Table<R>
        rowKey="refundNo"
        pagination={false}
        dataSource={refunds}
        columns={[
          { title: '退款单号', dataIndex: 'refundNo' },
          ...channel,
          { title: '金额', dataIndex: 'amount', align: 'right', render: (v: number) => formatYuan(v) },
          {
            title: '状态',
            key: 'status',
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={refundStatusColor(r.status)}>{r.retried ? `${r.statusLabel}（已重新发起）` : r.statusLabel}</Tag>
                {r.failureReason && <Typography.Text type="danger">{r.failureReason}</Typography.Text>}
              </Space>
            ),
          },
          ...more,
          { title: '发起时间', dataIndex: 'createdAt', render: time },
          { title: '完成时间', dataIndex: 'finishedAt', render: time },
        ]}
      />
    </Card>
  );
}
