/**
 * 售后 → 售后详情 (permission orders.read): the request (type, reason, the member's words and
 * pictures, the order), its lines and refund, the return and exchange waybills, the progress steps
 * and timeline, and its refunds with the gateway's reasons. Each step's action shows only when the
 * request's state allows it (detail.can) and the role may: 审核通过 / 驳回 (after-sales.review),
 * 验货 and 发出换货 (shipping.write), 退款 / 重新发起退款 (refunds.write). Every answer is the request
 * as it now stands, shown at once.
 */
import { SHIPPING_CARRIERS, type ShippingCarrier } from '@shop/contracts/admin-orders';
import {
  RETURN_CARRIERS,
  adminAfterSalesApproveSchema,
  adminAfterSalesInspectSchema,
  adminAfterSalesRejectSchema,
  type AdminAfterSalesDetail,
  REFUND_TYPES,
  type ReturnCarrier,
} from '@shop/contracts/after-sales';
import { PAY_METHOD_NAMES, type PayMethod } from '@shop/contracts/checkout';
import { formatYuan } from '@shop/contracts/money';
import { tryBuyDeductionProblem } from '@shop/contracts/try-buy';
import { App, Button, Card, Descriptions, Form, Image, Input, InputNumber, Popconfirm, Radio, Result, Space, Spin, Steps, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../api.ts';
import { DetailHeading } from '../../detail-heading.tsx';
import { orderMemberItems } from '../../order-member-items.tsx';
import { FormDialog } from '../../form-dialog.tsx';
import { can, useProfile } from '../../profile-store.ts';
import { TimelineCard } from '../../status-queue.tsx';
import { useApiData } from '../../use-api-data.ts';
import { zodFieldRule, zodRule } from '../../zod-rule.ts';
import { toFen } from '../catalogue/money.ts';
import { RefundsCard, RetryRefundButton, ShipDialog } from '../orders/order-actions.tsx';
import { SlaText, afterSalesStatusTag } from './after-sales-shared.tsx';
import { spanText } from './after-sales-time.ts';

type Dialog = 'approve' | 'reject' | 'inspect' | 'ship' | null;
type Done = (d: AdminAfterSalesDetail) => void;

const RETURN_METHODS = { courier: '自行寄回', pickup: '上门取件' } as const;
const returnCarrierName = (c: string | null) => (c ? (RETURN_CARRIERS[c as ReturnCarrier]?.name ?? c) : '');
const shippingCarrierName = (c: string | null) => (c ? (SHIPPING_CARRIERS[c as ShippingCarrier]?.name ?? c) : '');
const sectionTitle = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;

interface DialogProps {
  reqNo: string;
  open: boolean;
  onClose: () => void;
  onDone: Done;
}

/** 审核通过 (a note, optional) and 驳回 (a reason, required): one text field each. */
const NOTE_DIALOGS = {
  approve: {
    title: '审核通过',
    field: 'note',
    label: '备注（选填）',
    rule: zodRule(adminAfterSalesApproveSchema.shape.note),
    placeholder: '如：已与会员电话确认',
    okText: '确认通过',
    danger: false,
    success: '已审核通过，会员已收到寄回地址',
    failure: '审核失败，请稍后重试',
  },
  reject: {
    title: '驳回申请',
    field: 'reason',
    label: '驳回原因',
    rule: zodRule(adminAfterSalesRejectSchema.shape.reason),
    placeholder: '如：商品已超过七天无理由退货期限',
    okText: '确认驳回',
    danger: true,
    success: '已驳回，原因已发给会员',
    failure: '驳回失败，请稍后重试',
  },
} as const;

function NoteDialog({ reqNo, action, ...rest }: DialogProps & { action: keyof typeof NOTE_DIALOGS }) {
  const [form] = Form.useForm<Record<string, string>>();
  const { title, field, label, rule, placeholder, ...texts } = NOTE_DIALOGS[action];
  return (
    <FormDialog {...rest} {...texts} title={`${title} ${reqNo}`} path={`/api/admin/after-sales/${reqNo}/${action}`} name={action} form={form}>
      <Form.Item label={label} name={field} rules={[rule]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder={placeholder} />
      </Form.Item>
    </FormDialog>
  );
}

interface InspectValues {
  result?: 'pass' | 'fail';
  note?: string;
  /** 损耗扣款 in yuan (try-buy returns only). */
  deduction?: number | null;
  deductionReason?: string;
}

/** What the API takes: the deduction in fen (0 when not set). */
const inspectBody = (v: InspectValues) => ({
  result: v.result,
  note: v.note ?? '',
  ...(v.deduction === undefined ? {} : { deduction: toFen(v.deduction) ?? 0, deductionReason: v.deductionReason ?? '' }),
});

/** 验货: the result and a note; a try-buy return's also a damage deduction (元, 0 … 已付) with its reason. */
function InspectDialog({ reqNo, paid, ...rest }: DialogProps & { paid: number | null }) {
  const [form] = Form.useForm<InspectValues>();
  const body = () => inspectBody(form.getFieldsValue());
  const rule = (field: string) => zodFieldRule(adminAfterSalesInspectSchema, field, body);
  const recheck = (field: keyof InspectValues) => () => form.getFieldError(field).length > 0 && form.validateFields([field]).catch(() => undefined);
  /** Not above what was paid (the API's own rule, with its message). */
  const withinPaid = {
    validator: async () => {
      const deduction = body().deduction ?? 0;
      if (paid !== null && deduction > paid) throw new Error(tryBuyDeductionProblem(paid, deduction, '') ?? '损耗扣款过大');
    },
  };
  return (
    <FormDialog
      {...rest}
      title={`验货 ${reqNo}`}
      path={`/api/admin/after-sales/${reqNo}/inspect`}
      name="inspect"
      form={form}
      okText="提交验货结果"
      success="验货结果已提交，会员已收到通知"
      failure="提交失败，请稍后重试"
      toBody={inspectBody}
      fieldOf={(e) => (e.code === 'ERR_AFTER_SALES_DEDUCTION' ? (e.message.includes('原因') ? 'deductionReason' : 'deduction') : null)}
    >
      <Form.Item label="验货结果" name="result" rules={[rule('result')]}>
        <Radio.Group
          onChange={() => {
            recheck('note')();
            recheck('deduction')();
          }}
          options={[
            { value: 'pass', label: '通过' },
            { value: 'fail', label: '不通过（商品寄回会员）' },
          ]}
        />
      </Form.Item>
      <Form.Item label="验货说明" name="note" rules={[rule('note')]} extra="不通过时须填写原因">
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：外观完好、配件齐全" />
      </Form.Item>
      {paid !== null && (
        <>
          <Form.Item
            label="损耗扣款（元）"
            name="deduction"
            initialValue={0}
            rules={[rule('deduction'), withinPaid]}
            extra={`试用商品有损耗时从退款中扣除，0 至已付 ${formatYuan(paid)}`}
          >
            <InputNumber min={0} precision={2} style={{ width: 160 }} onChange={recheck('deductionReason')} />
          </Form.Item>
          <Form.Item label="扣款原因" name="deductionReason" rules={[rule('deductionReason')]} dependencies={['deduction']} extra="有损耗扣款时必填">
            <Input.TextArea rows={2} maxLength={200} showCount placeholder="如：机身边框有明显划痕" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** 试用信息 of a try-buy return: the trial's dates and the refund = 已付 − 损耗扣款. */
function TrialCard({ tryBuy }: { tryBuy: NonNullable<AdminAfterSalesDetail['tryBuy']> }) {
  return (
    <Card title={sectionTitle('试用信息')}>
      <Descriptions
        column={3}
        size="small"
        bordered
        items={[
          { key: 'days', label: '试用天数', children: `${tryBuy.trialDays} 天` },
          { key: 'starts', label: '开始', children: tryBuy.startsAt ?? '—' },
          { key: 'ends', label: '结束', children: tryBuy.endsAt ?? '—' },
          { key: 'paid', label: '已付', children: <span data-testid="trybuy-paid">{formatYuan(tryBuy.paid)}</span> },
          { key: 'deduction', label: '损耗扣款', children: <span data-testid="trybuy-deduction">{formatYuan(tryBuy.deduction)}</span> },
          { key: 'reason', label: '扣款原因', children: <span data-testid="trybuy-deduction-reason">{tryBuy.deductionReason || '—'}</span> },
          { key: 'refund', label: '应退', span: 3, children: <strong data-testid="trybuy-refund">{formatYuan(tryBuy.refund)}</strong> },
        ]}
      />
    </Card>
  );
}

/** 退款: asked once with the amount, then sent back through the gateway that took the money. */
function RefundButton({ detail, onDone }: { detail: AdminAfterSalesDetail; onDone: Done }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const refund = async () => {
    setBusy(true);
    try {
      onDone(await api<AdminAfterSalesDetail>('POST', `/api/admin/after-sales/${detail.reqNo}/refund`));
      message.success(`已发起原路退款 ${formatYuan(detail.refundAmt)}`);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '退款失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={`确认原路退款 ${formatYuan(detail.refundAmt)}？`} okText="确认退款" cancelText="返回" onConfirm={refund}>
      <Button type="primary" danger loading={busy}>
        退款
      </Button>
    </Popconfirm>
  );
}

function Actions({ detail, open, onDone }: { detail: AdminAfterSalesDetail; open: (d: Dialog) => void; onDone: Done }) {
  const profile = useProfile();
  const review = can(profile, 'after-sales.review');
  const shipping = can(profile, 'shipping.write');
  const refunds = can(profile, 'refunds.write');
  return (
    <Space wrap>
      {detail.can.approve && review && (
        <Button type="primary" onClick={() => open('approve')}>
          审核通过
        </Button>
      )}
      {detail.can.reject && review && (
        <Button danger onClick={() => open('reject')}>
          驳回
        </Button>
      )}
      {detail.can.inspect && shipping && (
        <Button type="primary" onClick={() => open('inspect')}>
          验货
        </Button>
      )}
      {detail.can.shipExchange && shipping && (
        <Button type="primary" onClick={() => open('ship')}>
          发出换货
        </Button>
      )}
      {detail.can.refund && refunds && <RefundButton detail={detail} onDone={onDone} />}
      {detail.can.retryRefund && refunds && (
        <RetryRefundButton<AdminAfterSalesDetail> path={`/api/admin/after-sales/${detail.reqNo}/refund-retry`} onDone={onDone} />
      )}
    </Space>
  );
}

export function AfterSalesDetailPage() {
  const { reqNo = '' } = useParams();
  const { data: detail, setData, error } = useApiData<AdminAfterSalesDetail>(`/api/admin/after-sales/${encodeURIComponent(reqNo)}`);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (error) return <Result status={error.statusCode === 404 ? '404' : 'error'} title={error.message} extra={<Link to="/after-sales">返回售后队列</Link>} />;
  if (!detail) return <Spin aria-label="加载中" />;
  const done: Done = (d) => {
    setData(d);
    setDialog(null);
  };
  const now = Date.now();
  const isReturn = REFUND_TYPES.includes(detail.type);
  const dialogProps = { reqNo: detail.reqNo, onClose: () => setDialog(null), onDone: done };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <DetailHeading
          back="/after-sales"
          backLabel="返回售后队列"
          title={`售后 ${detail.reqNo}`}
          status={
            <>
              <span data-testid="after-sales-status">{afterSalesStatusTag(detail.status, detail.statusTitle)}</span>
              <SlaText slaDueAt={detail.slaDueAt} overdue={detail.overdue} now={now} />
            </>
          }
        >
          <Actions detail={detail} open={setDialog} onDone={done} />
        </DetailHeading>
        <Steps
          style={{ marginTop: 24 }}
          size="small"
          items={detail.steps.map((s) => ({ title: s.title, status: s.state === 'done' ? 'finish' : s.state === 'current' ? 'process' : 'wait' }))}
        />
        <Descriptions
          style={{ marginTop: 24 }}
          column={3}
          size="small"
          bordered
          items={[
            { key: 'type', label: '类型', children: detail.typeTitle },
            { key: 'reason', label: '原因', children: detail.reasonTitle },
            { key: 'opened', label: '已拆封', children: detail.opened ? '是' : '否' },
            ...orderMemberItems({ orderNo: detail.orderNo, member: detail }),
            { key: 'createdAt', label: '申请时间', children: detail.createdAt },
            { key: 'since', label: '当前状态已持续', children: spanText(now - detail.statusSince) },
            { key: 'updatedAt', label: '更新时间', children: detail.updatedAt },
            ...(detail.rejectReason
              ? [{ key: 'reject', label: '驳回原因', children: <Typography.Text type="danger">{detail.rejectReason}</Typography.Text> }]
              : []),
            {
              key: 'description',
              label: '问题描述',
              span: 3,
              children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{detail.description || '—'}</Typography.Paragraph>,
            },
            {
              key: 'pictures',
              label: '图片',
              span: 3,
              children: detail.pictures.length ? (
                <Image.PreviewGroup>
                  <Space wrap>
                    {detail.pictures.map((src, i) => (
                      <Image key={src} src={src} width={88} height={88} style={{ objectFit: 'cover' }} alt={`会员上传的图片 ${i + 1}`} />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : (
                '无'
              ),
            },
          ]}
        />
      </Card>
      <Card title={sectionTitle('商品与退款')}>
        <Table
          rowKey="lineId"
          pagination={false}
          dataSource={detail.lines}
          columns={[
            { title: '商品', dataIndex: 'skuNm' },
            { title: '规格', dataIndex: 'attrs', render: (v: string) => v || '—' },
            { title: '数量', dataIndex: 'qty', align: 'right' },
            { title: '单价', dataIndex: 'unitPrice', align: 'right', render: (v: number) => formatYuan(v) },
            ...(isReturn ? [{ title: '退款', dataIndex: 'refundAmt', align: 'right' as const, render: (v: number) => formatYuan(v) }] : []),
          ]}
        />
        {isReturn ? (
          <Descriptions
            style={{ marginTop: 16, maxWidth: 420, marginInlineStart: 'auto' }}
            column={1}
            size="small"
            items={[
              { key: 'refund', label: '退款金额', children: <strong data-testid="after-sales-refund">{formatYuan(detail.refundAmt)}</strong> },
              { key: 'shipping', label: '其中运费', children: formatYuan(detail.shippingRefund) },
              { key: 'points', label: '退回积分', children: `${detail.pointsBack} 积分` },
            ]}
          />
        ) : (
          <Typography.Paragraph style={{ marginTop: 16 }}>换货不退款：验货通过后发出同款新品。</Typography.Paragraph>
        )}
      </Card>
      {detail.tryBuy && <TrialCard tryBuy={detail.tryBuy} />}
      <Card title={sectionTitle('寄回与换货物流')}>
        <Descriptions
          column={3}
          size="small"
          items={[
            { key: 'method', label: '寄回方式', children: detail.returnMethod ? RETURN_METHODS[detail.returnMethod] : '尚未寄回' },
            {
              key: 'returnWaybill',
              label: '寄回运单',
              children: detail.returnTrackingNo ? `${returnCarrierName(detail.returnCarrier)} ${detail.returnTrackingNo}` : '—',
            },
            {
              key: 'address',
              label: '寄回地址',
              children: detail.returnAddress ? `${detail.returnAddress.receiver} ${detail.returnAddress.mobile} ${detail.returnAddress.address}` : '—',
            },
            ...(isReturn
              ? []
              : [
                  {
                    key: 'exchange',
                    label: '换货运单',
                    children: detail.exchangeTrackingNo ? (
                      <span data-testid="after-sales-exchange-waybill">{`${shippingCarrierName(detail.exchangeCarrier)} ${detail.exchangeTrackingNo}`}</span>
                    ) : (
                      '尚未发出'
                    ),
                  },
                ]),
          ]}
        />
      </Card>
      <RefundsCard refunds={detail.refunds} channel={[{ title: '渠道', dataIndex: 'method', render: (m: string) => PAY_METHOD_NAMES[m as PayMethod] ?? m }]} />
      <TimelineCard entries={detail.timeline} />
      <NoteDialog {...dialogProps} action="approve" open={dialog === 'approve'} />
      <NoteDialog {...dialogProps} action="reject" open={dialog === 'reject'} />
      <InspectDialog {...dialogProps} paid={detail.tryBuy?.paid ?? null} open={dialog === 'inspect'} />
      <ShipDialog<AdminAfterSalesDetail>
        title={`发出换货 ${detail.reqNo}`}
        path={`/api/admin/after-sales/${detail.reqNo}/ship-exchange`}
        okText="确认发出"
        success="换货已发出，会员已收到发货消息"
        open={dialog === 'ship'}
        onClose={() => setDialog(null)}
        onDone={done}
      />
    </Space>
  );
}
