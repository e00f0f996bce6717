/**
 * 营销 → 先试后买 (activities.write): the offers (活动, 商品/SKU, 押金 = the SKU's main-shop
 * price, 试用天数, 名额 taken/total, 申请时间, 状态) with what became of their applications
 * (申请 / 待签收 / 试用中 / 退还中 / 已购买 / 已退还 / 已取消), filtered by state and product; create
 * and edit in a dialog checked with the API's own schema (the server's refusals shown under their
 * field); 暂停 / 恢复 / 结束 each asked once.
 */
import {
  TRY_BUY_LIMITS,
  TRY_BUY_OFFER_STATES,
  type TryBuyAdminRow,
  type TryBuyOfferState,
  tryBuyAdminQuerySchema,
  tryBuyCreateSchema,
} from '@shop/contracts/try-buy';
import { Badge, Button, DatePicker, Form, Input, InputNumber, Popconfirm, Space, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ListCard, TwoLines, useEditableList, withTotal } from '../../editable-list.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { showYuan } from '../catalogue/money.ts';
import { type FormValues, fieldOf, toInput } from './try-buy-input.ts';
import { ActivityDialog, type ActivityFormProps, SkuCodeItem, useActivityForm } from './activity-dialog.tsx';
import { ActivitySearchFields, BEGIN_LATEST_FIRST, sortsByBegin, time, timeProps } from './activity-parts.tsx';

const PATH = '/api/admin/marketing/try-buys';
const STATE_BADGE: Record<TryBuyOfferState, 'processing' | 'default' | 'warning'> = {
  draft: 'warning',
  running: 'processing',
  paused: 'warning',
  ended: 'default',
};
const stateBadge = (s: TryBuyOfferState) => <Badge status={STATE_BADGE[s]} text={TRY_BUY_OFFER_STATES[s]} />;

/** The figures of an offer's applications, in the order an operator reads them. */
const FIGURES: [keyof TryBuyAdminRow['figures'], string][] = [
  ['applications', '申请'],
  ['pending', '待签收'],
  ['trying', '试用中'],
  ['returning', '退还中'],
  ['converted', '已购买'],
  ['returned', '已退还'],
  ['cancelled', '已取消'],
];

const beginPresets = [
  { label: '现在', value: () => dayjs() },
  { label: '明天', value: () => dayjs().add(1, 'day').startOf('day') },
];

function TryBuyForm({ editing, ...shown }: ActivityFormProps<TryBuyAdminRow>) {
  const { form, rule } = useActivityForm(tryBuyCreateSchema, toInput, editing !== null);
  /** Quick picks of the end, from the chosen start (or now). */
  const after = (days: number) => ({
    label: `开始后 ${days} 天`,
    value: () => ((form.getFieldValue('beginAt') as Dayjs | null | undefined) ?? dayjs()).add(days, 'day'),
  });

  const initial: FormValues = editing
    ? {
        skuCode: editing.skuCode,
        title: editing.title,
        trialDays: editing.trialDays,
        unitsTotal: editing.unitsTotal,
        beginAt: dayjs(editing.beginAt),
        endAt: dayjs(editing.endAt),
      }
    : { trialDays: TRY_BUY_LIMITS.trialDaysMin };

  return (
    <ActivityDialog<FormValues, TryBuyAdminRow>
      {...shown}
      title={editing ? `编辑先试后买：${editing.title}` : '新建先试后买'}
      width={640}
      name="try-buy"
      form={form}
      initialValues={initial}
      path={PATH}
      id={editing && encodeURIComponent(editing.code)}
      toBody={toInput}
      said={(row) => [row.title, row.stateTitle]}
      fieldOf={fieldOf}
    >
      <SkuCodeItem
        editing={editing !== null}
        rules={rule('skuCode')}
        extra={
          editing
            ? `${editing.productName} ${editing.skuName}，押金 ${showYuan(editing.deposit)}`
            : '押金 = 该 SKU 的主站售价，会员申请时全额支付，退还时扣除损耗后退回；每位会员每个活动限申请一次'
        }
      />
      <Form.Item label="活动标题" name="title" rules={rule('title')} required>
        <Input maxLength={TRY_BUY_LIMITS.titleMax} placeholder="如 旗舰手机七天试用" />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item
          label="试用天数"
          name="trialDays"
          rules={rule('trialDays')}
          required
          extra={`${TRY_BUY_LIMITS.trialDaysMin}–${TRY_BUY_LIMITS.trialDaysMax} 天，自签收当天起算`}
        >
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="试用名额（个）"
          name="unitsTotal"
          rules={rule('unitsTotal')}
          required
          extra={editing ? `已申请 ${editing.unitsTaken} 个，不能少于此数` : undefined}
        >
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        <Form.Item label="申请开始时间" name="beginAt" rules={rule('beginAt')} required>
          <DatePicker {...timeProps} presets={beginPresets} />
        </Form.Item>
        <Form.Item label="申请结束时间" name="endAt" rules={rule('endAt')} required dependencies={['beginAt']} extra="最长 90 天">
          <DatePicker {...timeProps} presets={[after(7), after(14), after(30)]} />
        </Form.Item>
      </Space>
    </ActivityDialog>
  );
}

/** 暂停 / 恢复 / 结束 of a row, each asked once. */
function RowActions({ row, act, edit }: { row: TryBuyAdminRow; act: (path: string, success: string) => Promise<void>; edit: () => void }) {
  if (row.state === 'ended') return '—';
  const at = `${PATH}/${encodeURIComponent(row.code)}`;
  const ask = (title: string, label: string, step: string, success: string, danger = false) => (
    <Popconfirm title={title} okText="确定" cancelText="再想想" onConfirm={() => act(`${at}/${step}`, success)}>
      <Button type="link" danger={danger} aria-label={`${label} ${row.title}`}>
        {label}
      </Button>
    </Popconfirm>
  );
  return (
    <Space size={0}>
      <Button type="link" onClick={edit} aria-label={`编辑 ${row.title}`}>
        编辑
      </Button>
      {row.paused
        ? ask('恢复接受试用申请？', '恢复', 'resume', `已恢复：${row.title}`)
        : ask('暂停接受试用申请？已申请的试用不受影响。', '暂停', 'pause', `已暂停：${row.title}`)}
      {ask('立即结束这个试用活动？结束后不能再修改，已申请的试用不受影响。', '结束', 'end', `已结束：${row.title}`, true)}
    </Space>
  );
}

export function TryBuysPage() {
  const { tableProps, searchFormProps, setEditing, create, act, dialogProps } = useEditableList<TryBuyAdminRow, { state?: string; product?: string }>(
    'marketing-try-buys',
    undefined,
    BEGIN_LATEST_FIRST,
  );
  return (
    <ListCard title="先试后买">
      <ListSearchForm
        formProps={searchFormProps}
        name="try-buy-search"
        actions={
          <Button type="primary" onClick={create}>
            新建先试后买
          </Button>
        }
      >
        <ActivitySearchFields states={TRY_BUY_OFFER_STATES} product={tryBuyAdminQuerySchema.shape.product} />
      </ListSearchForm>
      <Table<TryBuyAdminRow>
        {...tableProps}
        rowKey="code"
        pagination={withTotal(tableProps.pagination)}
        columns={[
          { title: '活动', dataIndex: 'title', render: (v: string, r) => <TwoLines main={v} sub={r.code} /> },
          {
            title: '商品 / SKU',
            dataIndex: 'skuCode',
            render: (v: string, r) => <TwoLines main={[r.productName, r.skuName].filter(Boolean).join(' ') || '（商品已不在目录中）'} sub={v} />,
          },
          { title: '押金', dataIndex: 'deposit', render: (v: number | null) => showYuan(v) },
          { title: '试用天数', dataIndex: 'trialDays', render: (v: number) => `${v} 天` },
          { title: '名额', key: 'units', render: (_: unknown, r) => <span data-testid="try-buy-units">{`${r.unitsTaken} / ${r.unitsTotal}`}</span> },
          {
            title: '申请时间',
            ...sortsByBegin,
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <span>{time(r.beginAt)} 至</span>
                <span>{time(r.endAt)}</span>
              </Space>
            ),
          },
          { title: '状态', dataIndex: 'state', render: stateBadge },
          {
            title: '申请情况',
            key: 'figures',
            render: (_: unknown, r) => (
              <Space size={[12, 0]} wrap style={{ maxWidth: 240 }} data-testid="try-buy-figures">
                {FIGURES.map(([key, label]) => (
                  <span key={key}>{`${label} ${r.figures[key]}`}</span>
                ))}
              </Space>
            ),
          },
          { title: '操作', key: 'actions', render: (_: unknown, r) => <RowActions row={r} act={act} edit={() => setEditing(r)} /> },
        ]}
      />
      <TryBuyForm key={dialogProps.editing?.code ?? 'new'} {...dialogProps} />
    </ListCard>
  );
}
