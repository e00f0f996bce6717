/**
 * 营销 → 阶梯价 (activities.write): tiered prices, one SKU each (活动, 商品, 阶梯 满N件X折, 活动时间,
 * 状态), filtered by state and product; create and edit in the activity dialog checked with the
 * API's own schema (the tiers in a Form.List, each tier's field refused under itself; the
 * server's refusals shown under their field); 提前结束 / 取消活动 asked once. The discount is
 * typed in 折 (9.5) and sent in per-mille (950), the shape the shop's ladder rule reads.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { discountZhe, LADDER_LIMITS, LADDER_STATES, type LadderAdminRow, ladderAdminQuerySchema, ladderCreateSchema } from '@shop/contracts/ladder-admin';
import { Button, DatePicker, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { ListCard, withTotal } from '../../editable-list.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { showYuan } from '../catalogue/money.ts';
import { ActivityDialog, type ActivityFormProps, SkuCodeItem, useActivityForm } from './activity-dialog.tsx';
import { checkedBody, fieldByCode } from './activity-input.ts';
import {
  ActivitySearchFields,
  activityColumns,
  activityId,
  time,
  timeProps,
  sortsByBegin,
  useActivityList,
  EditOrEndActions,
  windowStateBadge,
} from './activity-parts.tsx';

const PATH = '/api/admin/marketing/ladders';

interface TierValues {
  fullCnt?: number | null;
  /** 折, e.g. 9.5 */
  zhe?: number | null;
}

interface FormValues {
  name?: string;
  skuCode?: string;
  beginAt?: Dayjs | null;
  endAt?: Dayjs | null;
  tiers?: TierValues[];
}

/** 9.5 折 → 950 ‰ (what activities.rules.ladder keeps). */
const perMille = (zhe: number | null | undefined) => (zhe === null || zhe === undefined ? undefined : Math.round(zhe * 100));

/** The form's values as the API takes them (折 → per-mille, times → epoch ms). */
const toInput = (v: FormValues) => ({
  name: v.name,
  skuCode: v.skuCode,
  beginAt: v.beginAt?.valueOf(),
  endAt: v.endAt?.valueOf(),
  tiers: (v.tiers ?? []).map((t) => ({ fullCnt: t?.fullCnt ?? undefined, discount: perMille(t?.zhe) })),
});

/** "满2件9.5折，满3件9折" */
const tiersText = (tiers: LadderAdminRow['tiers']) => tiers.map((t) => `满${t.fullCnt}件${discountZhe(t.discount)}`).join('，');

/** API answers that belong to one field. */
const fieldOf = fieldByCode({
  ERR_ADMIN_LADDER_SKU_NOT_FOUND: 'skuCode',
  ERR_ADMIN_LADDER_OVERLAP: 'beginAt',
  E_VALIDATION: (e) => {
    const path = (e.data as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path;
    if (path && ['name', 'skuCode', 'beginAt', 'endAt'].includes(path)) return path;
    return e.message.includes('结束时间') ? 'endAt' : null;
  },
});

const beginPresets = [
  { label: '现在', value: () => dayjs() },
  { label: '明天', value: () => dayjs().add(1, 'day').startOf('day') },
];
const endPresets = [7, 30, 90].map((d) => ({ label: `${d} 天后`, value: () => dayjs().add(d, 'day').endOf('day') }));

function LadderForm({ editing, ...shown }: ActivityFormProps<LadderAdminRow>) {
  const isEdit = editing !== null;
  const { form, rule } = useActivityForm(ladderCreateSchema, toInput, isEdit);
  /** A tier's field checked with the API's whole schema: the issue at tiers[i].key, under that field. */
  const tierRule = (index: number, key: 'fullCnt' | 'discount'): Rule[] => [
    {
      validator: async () => {
        const parsed = ladderCreateSchema.safeParse(checkedBody(toInput(form.getFieldsValue(true) as FormValues), isEdit));
        if (parsed.success) return;
        const issue = parsed.error.issues.find((i) => i.path[0] === 'tiers' && i.path[1] === index && i.path[2] === key);
        if (issue) throw new Error(issue.message);
      },
    },
  ];
  /** The tiers as a whole (how many). */
  const tiersRule = {
    validator: async (_: unknown, tiers: TierValues[] | undefined) => {
      const n = tiers?.length ?? 0;
      if (n < 1) throw new Error('至少设置1档阶梯');
      if (n > LADDER_LIMITS.tiersMax) throw new Error(`最多设置${LADDER_LIMITS.tiersMax}档阶梯`);
    },
  };

  const initial: FormValues = editing
    ? {
        name: editing.name,
        skuCode: editing.skuCode,
        beginAt: dayjs(editing.beginAt),
        endAt: dayjs(editing.endAt),
        tiers: editing.tiers.map((t) => ({ fullCnt: t.fullCnt, zhe: t.discount / 100 })),
      }
    : { tiers: [{ fullCnt: 2, zhe: 9.5 }] };

  return (
    <ActivityDialog<FormValues, LadderAdminRow>
      {...shown}
      title={editing ? `编辑阶梯价：${editing.name}` : '新建阶梯价'}
      width={640}
      name="ladder"
      form={form}
      initialValues={initial}
      path={PATH}
      id={editing && activityId(editing)}
      toBody={toInput}
      said={(row) => [row.name, row.stateTitle]}
      fieldOf={fieldOf}
    >
      <Form.Item label="活动名称" name="name" rules={rule('name')} required>
        <Input maxLength={LADDER_LIMITS.nameMax} placeholder="如 配件多件优惠" />
      </Form.Item>
      <SkuCodeItem
        editing={isEdit}
        rules={rule('skuCode')}
        extra={editing ? `${editing.productName} ${editing.skuName}，售价 ${showYuan(editing.price)}` : '同一 SKU 的阶梯价时间不能重叠'}
      />
      <Space size="large" wrap>
        <Form.Item label="开始时间" name="beginAt" rules={rule('beginAt')} required>
          <DatePicker {...timeProps} presets={beginPresets} />
        </Form.Item>
        <Form.Item label="结束时间" name="endAt" rules={rule('endAt')} required dependencies={['beginAt']}>
          <DatePicker {...timeProps} presets={endPresets} />
        </Form.Item>
      </Space>
      {/* A block of its own: beside the inline row of time pickers it sat on their line. */}
      <div>
        <Typography.Text strong>阶梯</Typography.Text>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {`买满件数后每件按折扣价计；1–${LADDER_LIMITS.tiersMax} 档，起购件数从 2 起逐档递增，折扣逐档降低（0.1 折为单位）`}
      </Typography.Paragraph>
      <Form.List name="tiers" rules={[tiersRule]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item
                  label={`第 ${index + 1} 档 起购件数`}
                  name={[field.name, 'fullCnt']}
                  rules={tierRule(index, 'fullCnt')}
                  dependencies={fields.filter((f) => f.name < field.name).map((f) => ['tiers', f.name, 'fullCnt'])}
                  required
                >
                  <InputNumber min={0} precision={0} addonAfter="件" style={{ width: 140 }} />
                </Form.Item>
                <Form.Item
                  label={`第 ${index + 1} 档 折扣`}
                  name={[field.name, 'zhe']}
                  rules={tierRule(index, 'discount')}
                  dependencies={fields.filter((f) => f.name < field.name).map((f) => ['tiers', f.name, 'zhe'])}
                  required
                >
                  <InputNumber min={0} max={10} step={0.1} precision={1} addonAfter="折" style={{ width: 140 }} />
                </Form.Item>
                {fields.length > 1 ? (
                  <Button type="text" icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} aria-label={`删除第 ${index + 1} 档`} />
                ) : null}
              </Space>
            ))}
            <Form.Item>
              <Button type="dashed" onClick={() => add({})} icon={<PlusOutlined />} disabled={fields.length >= LADDER_LIMITS.tiersMax}>
                添加一档
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          </>
        )}
      </Form.List>
    </ActivityDialog>
  );
}

export function LaddersPage() {
  const { tableProps, searchFormProps, setEditing, end: endRow, create, dialogProps } = useActivityList<LadderAdminRow>('marketing-ladders', PATH);
  const end = (r: LadderAdminRow) => endRow(r, r.state === 'running' ? `已提前结束：${r.name}` : `已取消：${r.name}`);

  return (
    <ListCard title="阶梯价">
      <ListSearchForm
        formProps={searchFormProps}
        name="ladder-search"
        actions={
          <Button type="primary" onClick={create}>
            新建阶梯价
          </Button>
        }
      >
        <ActivitySearchFields states={LADDER_STATES} product={ladderAdminQuerySchema.shape.product} />
      </ListSearchForm>
      <Table<LadderAdminRow>
        {...tableProps}
        rowKey={(r) => `${r.actCd}/${r.skuCode}`}
        pagination={withTotal(tableProps.pagination)}
        columns={[
          ...activityColumns<LadderAdminRow>(),
          { title: '售价', dataIndex: 'price', render: (v: number | null) => showYuan(v) },
          { title: '阶梯', dataIndex: 'tiers', render: (v: LadderAdminRow['tiers']) => <span data-testid="ladder-tiers">{tiersText(v)}</span> },
          { title: '活动时间', ...sortsByBegin, render: (_: unknown, r) => `${time(r.beginAt)} 至 ${time(r.endAt)}` },
          { title: '状态', dataIndex: 'state', render: windowStateBadge(LADDER_STATES) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <EditOrEndActions row={r} ask={{ running: '立即结束这个阶梯价？', upcoming: '取消这个尚未开始的阶梯价？' }} onEdit={setEditing} onEnd={end} />
            ),
          },
        ]}
      />
      <LadderForm key={dialogProps.editing ? activityId(dialogProps.editing) : 'new'} {...dialogProps} />
    </ListCard>
  );
}
