/**
 * 以旧换新 → 回收单详情 (permission trade-in.write): the old device, the new order and the member,
 * the member's 成色问答 (their answers about the device's condition, saved before pickup; 未填写
 * when none), the money (estimate, subsidy, the credit taken, the final price and what accepting
 * settles), the return waybill of a declined device, and the timeline. Each step's action shows only when the
 * state allows it (detail.can): 标记已取件, 开始质检, 定价 (final price in 元, grade, notes),
 * 确认已退回. Every answer is the order as it now stands, shown at once.
 */
import { decimalToFen, formatYuan } from '@shop/contracts/money';
import {
  TRADE_IN_GRADES,
  TRADE_IN_RULES,
  adminTradeInNoteSchema,
  adminTradeInPriceSchema,
  tradeInPriceLine,
  tradeInSettlement,
  type AdminTradeInDetail,
} from '@shop/contracts/trade-in';
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Result, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, api } from '../../api.ts';
import { DetailHeading } from '../../detail-heading.tsx';
import { orderMemberItems } from '../../order-member-items.tsx';
import { FormDialog } from '../../form-dialog.tsx';
import { TimelineCard } from '../../status-queue.tsx';
import { useApiData } from '../../use-api-data.ts';
import { zodRule } from '../../zod-rule.ts';
import { SlaText, asTime } from '../after-sales/after-sales-shared.tsx';
import { spanText } from '../after-sales/after-sales-time.ts';
import { tradeInStatusTag } from './trade-in-shared.tsx';

type Dialog = 'pick-up' | 'inspect' | 'returned' | 'price' | null;
type Done = (d: AdminTradeInDetail) => void;

const sectionTitle = (text: string) => <h2 style={{ fontSize: 16, margin: 0 }}>{text}</h2>;

/** The three steps that take an optional note. */
const NOTE_DIALOGS = {
  'pick-up': { title: '标记已取件', okText: '确认已取件', success: '已标记取件，会员已收到通知', placeholder: '如：顺丰上门取件，运单号…' },
  inspect: { title: '开始质检', okText: '开始质检', success: '已开始质检，会员已收到通知', placeholder: '如：旧机已到回收中心' },
  returned: { title: '确认旧机已退回', okText: '确认已退回', success: '已确认退回，会员已收到通知', placeholder: '如：会员已签收' },
} as const;

interface DialogProps {
  rclmOrdNo: string;
  open: boolean;
  onClose: () => void;
  onDone: Done;
}

function NoteDialog({ rclmOrdNo, action, ...rest }: DialogProps & { action: keyof typeof NOTE_DIALOGS }) {
  const [form] = Form.useForm<{ note: string }>();
  const { title, placeholder, ...texts } = NOTE_DIALOGS[action];
  return (
    <FormDialog
      {...rest}
      {...texts}
      failure="操作失败，请稍后重试"
      title={`${title} ${rclmOrdNo}`}
      path={`/api/admin/trade-ins/${rclmOrdNo}/${action}`}
      name={`trade-in-${action}`}
      form={form}
    >
      <Form.Item label="备注（选填）" name="note" rules={[zodRule(adminTradeInNoteSchema.shape.note)]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder={placeholder} />
      </Form.Item>
    </FormDialog>
  );
}

/** 定价: the final price typed in 元 (two decimals) and sent in fen, with the grade and the notes; what it settles shown as typed. */
function PriceDialog({ detail, open, onClose, onDone }: { detail: AdminTradeInDetail; open: boolean; onClose: () => void; onDone: Done }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ yuan: number | null; grade: string; note: string }>();
  const [saving, setSaving] = useState(false);
  const yuan = Form.useWatch('yuan', form);
  const fen = (v: number | null | undefined) => (v === null || v === undefined ? null : decimalToFen(String(v)));
  const typed = fen(yuan);
  const settles = typed === null ? null : tradeInSettlement({ estimate: detail.estimate, credit: detail.credit, finalPrice: typed });
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      onDone(
        await api<AdminTradeInDetail>('POST', `/api/admin/trade-ins/${detail.rclmOrdNo}/price`, { finalPrice: fen(v.yuan), grade: v.grade, note: v.note }),
      );
      message.success('已定价，会员已收到确认通知');
      form.resetFields();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '定价失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`定价 ${detail.rclmOrdNo}`}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="确认定价"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="trade-in-price">
        <Form.Item
          label="最终回收价（元）"
          name="yuan"
          extra={`旧机估价 ${formatYuan(detail.estimate)}，已抵扣 ${formatYuan(detail.deviceCredit)}`}
          rules={[
            {
              required: true,
              // Typed in 元, checked in fen by the API's own schema.
              validator: async (_rule, value: number | null | undefined) => {
                if (value === null || value === undefined) throw new Error('请填写最终回收价');
                const checked = adminTradeInPriceSchema.shape.finalPrice.safeParse(fen(value));
                if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? '最终回收价不正确');
              },
            },
          ]}
        >
          <InputNumber style={{ width: '100%' }} min={0} precision={2} placeholder="如 1300.00" />
        </Form.Item>
        <Form.Item label="成色等级" name="grade" rules={[zodRule(adminTradeInPriceSchema.shape.grade)]}>
          <Select placeholder="请选择" options={Object.entries(TRADE_IN_GRADES).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item label="质检说明" name="note" rules={[zodRule(adminTradeInPriceSchema.shape.note)]}>
          <Input.TextArea rows={3} maxLength={300} showCount placeholder="如：屏幕轻微划痕，电池健康 86%" />
        </Form.Item>
      </Form>
      {settles && <Typography.Paragraph data-testid="trade-in-price-preview">{tradeInPriceLine(settles)}</Typography.Paragraph>}
    </Modal>
  );
}

export function TradeInDetailPage() {
  const { rclmOrdNo = '' } = useParams();
  const { data: detail, setData, error } = useApiData<AdminTradeInDetail>(`/api/admin/trade-ins/${encodeURIComponent(rclmOrdNo)}`);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (error) return <Result status={error.statusCode === 404 ? '404' : 'error'} title={error.message} extra={<Link to="/trade-ins">返回以旧换新队列</Link>} />;
  if (!detail) return <Spin aria-label="加载中" />;
  const done: Done = (d) => {
    setData(d);
    setDialog(null);
  };
  const now = Date.now();
  const dialogProps = { rclmOrdNo: detail.rclmOrdNo, onClose: () => setDialog(null), onDone: done };
  const settles = detail.finalPrice === null ? null : tradeInSettlement({ estimate: detail.estimate, credit: detail.credit, finalPrice: detail.finalPrice });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <DetailHeading
          back="/trade-ins"
          backLabel="返回以旧换新队列"
          title={`回收单 ${detail.rclmOrdNo}`}
          status={
            <>
              <span data-testid="trade-in-status">{tradeInStatusTag(detail.status, detail.statusTitle)}</span>
              <SlaText slaDueAt={detail.slaDueAt} overdue={detail.overdue} now={now} />
            </>
          }
        >
          <Space wrap>
            {detail.can.pickUp && (
              <Button type="primary" onClick={() => setDialog('pick-up')}>
                标记已取件
              </Button>
            )}
            {detail.can.inspect && (
              <Button type="primary" onClick={() => setDialog('inspect')}>
                开始质检
              </Button>
            )}
            {detail.can.price && (
              <Button type="primary" onClick={() => setDialog('price')}>
                定价
              </Button>
            )}
            {detail.can.confirmReturned && (
              <Button type="primary" onClick={() => setDialog('returned')}>
                确认已退回
              </Button>
            )}
          </Space>
        </DetailHeading>
        <Descriptions
          style={{ marginTop: 24 }}
          column={3}
          size="small"
          bordered
          items={[
            { key: 'device', label: '旧机', children: `${detail.deviceName}（${detail.modelCode}）` },
            { key: 'platform', label: '回收平台', children: detail.platformName },
            { key: 'imei', label: 'IMEI', children: detail.imei ?? '会员尚未填写' },
            ...orderMemberItems({ orderNo: detail.orderNo, orderLabel: '新机订单', member: detail }),
            { key: 'createdAt', label: '创建时间', children: asTime(detail.createdAt) },
            { key: 'since', label: '当前状态已持续', children: spanText(now - detail.statusSince) },
            ...(detail.answerDueAt ? [{ key: 'due', label: '会员确认截止', children: asTime(detail.answerDueAt) }] : []),
            ...(detail.returnShipment
              ? [{ key: 'return', label: '退回运单', children: `${detail.returnShipment.carrier} ${detail.returnShipment.trackingNo}` }]
              : []),
          ]}
        />
      </Card>
      <Card title={sectionTitle('成色问答')} data-testid="trade-in-condition">
        {detail.conditionAnswers.length > 0 ? (
          <Descriptions
            column={2}
            size="small"
            items={detail.conditionAnswers.map((a, i) => ({ key: `${i}-${a.code}`, label: a.question, children: a.answer }))}
          />
        ) : (
          <Typography.Text type="secondary">未填写</Typography.Text>
        )}
      </Card>
      <Card title={sectionTitle('定价与结算')}>
        <Descriptions
          column={2}
          size="small"
          items={[
            { key: 'estimate', label: '旧机估价', children: formatYuan(detail.estimate) },
            { key: 'subsidy', label: '换新补贴', children: formatYuan(detail.subsidy) },
            { key: 'credit', label: '新机订单抵扣', children: formatYuan(detail.credit) },
            { key: 'deviceCredit', label: '其中旧机部分', children: formatYuan(detail.deviceCredit) },
            { key: 'final', label: '最终回收价', children: detail.finalPrice === null ? '尚未定价' : formatYuan(detail.finalPrice) },
            { key: 'grade', label: '成色等级', children: detail.gradeTitle ?? '—' },
            { key: 'note', label: '质检说明', children: detail.inspectionNote ?? '—' },
            { key: 'settles', label: '结算', children: settles ? tradeInPriceLine(settles) : '—' },
            {
              key: 'payout',
              label: '回收差价（已结算）',
              children: <span data-testid="trade-in-payout">{detail.payout === null ? '—' : formatYuan(detail.payout)}</span>,
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {TRADE_IN_RULES.join(' ')}
        </Typography.Paragraph>
      </Card>
      <TimelineCard entries={detail.timeline} />
      <NoteDialog {...dialogProps} action="pick-up" open={dialog === 'pick-up'} />
      <NoteDialog {...dialogProps} action="inspect" open={dialog === 'inspect'} />
      <NoteDialog {...dialogProps} action="returned" open={dialog === 'returned'} />
      <PriceDialog detail={detail} open={dialog === 'price'} onClose={() => setDialog(null)} onDone={done} />
    </Space>
  );
}
