/**
 * 营销 → 优惠券 (permission coupons.write): coupon templates by issuing state and name / code,
 * with claim and use figures; create and edit in one form checked with the API's own zod schema
 * (money typed in yuan, sent as fen); stop issuing (claims end now, claimed coupons stay usable).
 */
import { COUPON_ISSUE_STATES, type CouponAdminRow, couponAdminQuerySchema, couponInputSchema } from '@shop/contracts/marketing-admin';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, api } from '../../api.ts';
import { ListCard, TwoLines, useEditableList, withTotal } from '../../editable-list.tsx';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { zodRule } from '../../zod-rule.ts';
import { showYuan, toFen, toYuan } from '../catalogue/money.ts';
import { ListSearchForm } from '../../list-search-form.tsx';

const PATH = '/api/admin/marketing/coupons';
const time = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm'));
const stateOptions = Object.entries(COUPON_ISSUE_STATES).map(([value, label]) => ({ value, label }));
const SCOPES = { all: '全部商品', category: '指定类目', spu: '指定商品' } as const;
const benefit = (r: CouponAdminRow) =>
  `${r.threshold > 0 ? `满${showYuan(r.threshold)} ` : ''}${r.kind === 'amount' ? `减${showYuan(r.amount)}` : `${r.discount / 100}折`}`;

interface FormValues {
  name?: string;
  kind?: 'amount' | 'discount';
  amount?: number | null;
  discount?: number | null;
  threshold?: number | null;
  scopeType?: 'all' | 'category' | 'spu';
  codes?: string[];
  total?: number | null;
  perMemberLimit?: number | null;
  claimBeginAt?: Dayjs | null;
  claimEndAt?: Dayjs | null;
  validDays?: number | null;
  validBeginAt?: Dayjs | null;
  validEndAt?: Dayjs | null;
  public?: boolean;
}

const toInput = (v: FormValues) => ({
  name: v.name,
  kind: v.kind,
  amount: toFen(v.amount) ?? 0,
  discount: v.discount ?? 1000,
  threshold: toFen(v.threshold) ?? undefined,
  scope: v.scopeType === 'all' || !v.scopeType ? { type: 'all' } : { type: v.scopeType, codes: v.codes ?? [] },
  total: v.total ?? undefined,
  perMemberLimit: v.perMemberLimit ?? undefined,
  claimBeginAt: v.claimBeginAt?.valueOf(),
  claimEndAt: v.claimEndAt?.valueOf(),
  validDays: v.validDays ?? null,
  validBeginAt: v.validBeginAt?.valueOf() ?? null,
  validEndAt: v.validEndAt?.valueOf() ?? null,
  public: v.public ?? true,
});

/** Where an issue of the API's input lands in the form. */
const FIELD_OF: Record<string, keyof FormValues> = { scope: 'codes' };

const schemaRule =
  (field: keyof FormValues, values: () => FormValues): Rule =>
  () => ({
    validator: async () => {
      const parsed = couponInputSchema.safeParse(toInput(values()));
      if (parsed.success) return;
      const issue = parsed.error.issues.find((i) => (FIELD_OF[String(i.path[0])] ?? i.path[0]) === field);
      if (issue) throw new Error(issue.message);
    },
  });

const timeProps = { showTime: { format: 'HH:mm' }, format: 'YYYY-MM-DD HH:mm', style: { width: 200 } } as const;

function CouponForm({ editing, open, onClose, onSaved }: { editing: CouponAdminRow | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form);
  const scopeType = Form.useWatch('scopeType', form);
  const values = () => form.getFieldsValue(true) as FormValues;
  const rule = (field: keyof FormValues) => [schemaRule(field, values)];
  const initial: FormValues = editing
    ? {
        name: editing.name,
        kind: editing.kind,
        amount: toYuan(editing.amount),
        discount: editing.discount,
        threshold: toYuan(editing.threshold),
        scopeType: editing.scope.type,
        codes: editing.scope.codes ?? [],
        total: editing.total,
        perMemberLimit: editing.perMemberLimit,
        claimBeginAt: dayjs(editing.claimBeginAt),
        claimEndAt: dayjs(editing.claimEndAt),
        validDays: editing.validDays,
        validBeginAt: editing.validBeginAt === null ? null : dayjs(editing.validBeginAt),
        validEndAt: editing.validEndAt === null ? null : dayjs(editing.validEndAt),
        public: editing.public,
      }
    : { kind: 'amount', scopeType: 'all', threshold: 0, perMemberLimit: 1, validDays: 7, public: true };

  const save = async (v: FormValues) => {
    setSaving(true);
    try {
      const row = editing
        ? await api<CouponAdminRow>('PUT', `${PATH}/${encodeURIComponent(editing.cpnCd)}`, toInput(v))
        : await api<CouponAdminRow>('POST', PATH, toInput(v));
      message.success(editing ? `已保存：${row.name}` : `已创建：${row.name}`);
      onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'ERR_ADMIN_COUPON_TOTAL_BELOW_CLAIMED') form.setFields([{ name: 'total', errors: [e.message] }]);
      else message.error(e instanceof ApiError ? e.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={editing ? `编辑优惠券：${editing.name}` : '新建优惠券'}
      open={open}
      okText={editing ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      width={680}
    >
      <Form form={form} layout="vertical" name="coupon" initialValues={initial} onFinish={save} preserve={false}>
        <Form.Item label="优惠券名称" name="name" rules={rule('name')} required>
          <Input maxLength={40} />
        </Form.Item>
        <Space size="large" wrap>
          <Form.Item label="优惠类型" name="kind">
            <Select
              style={{ width: 120 }}
              options={[
                { value: 'amount', label: '满减' },
                { value: 'discount', label: '折扣' },
              ]}
            />
          </Form.Item>
          {kind === 'discount' ? (
            <Form.Item label="折扣（千分比，900 即 9 折）" name="discount" rules={rule('discount')} required>
              <InputNumber min={1} max={999} precision={0} style={{ width: 160 }} />
            </Form.Item>
          ) : (
            <Form.Item label="优惠金额（元）" name="amount" rules={rule('amount')} required>
              <InputNumber min={0} precision={2} style={{ width: 160 }} />
            </Form.Item>
          )}
          <Form.Item label="使用门槛（元，0 为无门槛）" name="threshold" rules={rule('threshold')} required>
            <InputNumber min={0} precision={2} style={{ width: 180 }} />
          </Form.Item>
        </Space>
        <Space size="large" wrap>
          <Form.Item label="适用范围" name="scopeType">
            <Select style={{ width: 140 }} options={Object.entries(SCOPES).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          {scopeType && scopeType !== 'all' && (
            <Form.Item label={scopeType === 'category' ? '类目编码' : '商品编码（SPU）'} name="codes" rules={rule('codes')}>
              <Select mode="tags" style={{ width: 320 }} tokenSeparators={[',', ' ']} placeholder="输入后回车" />
            </Form.Item>
          )}
        </Space>
        <Space size="large" wrap>
          <Form.Item
            label="发放总量（张）"
            name="total"
            rules={rule('total')}
            required
            extra={editing ? `已领取 ${editing.claimed} 张，不能少于此数` : undefined}
          >
            <InputNumber min={1} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="每人限领（张）" name="perMemberLimit" rules={rule('perMemberLimit')} required>
            <InputNumber min={1} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="公开领取" name="public" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Space size="large" wrap>
          <Form.Item label="领取开始时间" name="claimBeginAt" rules={rule('claimBeginAt')} required>
            <DatePicker {...timeProps} />
          </Form.Item>
          <Form.Item label="领取结束时间" name="claimEndAt" rules={rule('claimEndAt')} required dependencies={['claimBeginAt']}>
            <DatePicker {...timeProps} />
          </Form.Item>
        </Space>
        <Space size="large" wrap>
          <Form.Item label="领取后有效天数" name="validDays" rules={rule('validDays')} extra="不填则按固定有效期">
            <InputNumber min={1} max={365} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="有效期开始" name="validBeginAt" rules={rule('validBeginAt')}>
            <DatePicker {...timeProps} />
          </Form.Item>
          <Form.Item label="有效期结束" name="validEndAt" rules={rule('validEndAt')} dependencies={['validBeginAt', 'validDays']}>
            <DatePicker {...timeProps} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

export function CouponsPage() {
  const { tableProps, searchFormProps, filters, sorters, setEditing, create, act, dialogProps } = useEditableList<
    CouponAdminRow,
    { state?: string; keyword?: string }
  >('marketing-coupons', undefined, [{ field: 'claimBeginAt', order: 'desc' }]);

  return (
    <ListCard title="优惠券">
      <ListSearchForm
        formProps={searchFormProps}
        name="coupon-search"
        actions={
          <Space>
            <ExportCsvButton<CouponAdminRow>
              path={PATH}
              filters={filters}
              sorters={sorters}
              fileName="优惠券"
              header={['编码', '名称', '优惠', '范围', '发放总量', '已领取', '已使用', '每人限领', '领取开始', '领取结束', '状态']}
              row={(r) => [
                r.cpnCd,
                r.name,
                benefit(r),
                SCOPES[r.scope.type],
                r.total,
                r.claimed,
                r.used,
                r.perMemberLimit,
                time(r.claimBeginAt),
                time(r.claimEndAt),
                COUPON_ISSUE_STATES[r.state],
              ]}
            />
            <Button type="primary" onClick={create}>
              新建优惠券
            </Button>
          </Space>
        }
      >
        <Form.Item label="状态" name="state">
          <Select allowClear placeholder="全部" options={stateOptions} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="名称或编码" name="keyword" rules={[zodRule(couponAdminQuerySchema.shape.keyword)]}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<CouponAdminRow>
        {...tableProps}
        rowKey="cpnCd"
        pagination={withTotal(tableProps.pagination)}
        columns={[
          { title: '名称', dataIndex: 'name', render: (v: string, r) => <TwoLines main={v} sub={r.cpnCd} /> },
          { title: '优惠', key: 'benefit', render: (_: unknown, r) => benefit(r) },
          { title: '范围', key: 'scope', render: (_: unknown, r) => SCOPES[r.scope.type] },
          { title: '发放总量', dataIndex: 'total' },
          { title: '已领取', dataIndex: 'claimed', sorter: true },
          { title: '已使用', dataIndex: 'used', sorter: true },
          {
            title: '领取时间',
            dataIndex: 'claimBeginAt',
            sorter: true,
            defaultSortOrder: 'descend',
            sortDirections: ['descend', 'ascend'],
            render: (_: unknown, r) => `${time(r.claimBeginAt)} 至 ${time(r.claimEndAt)}`,
          },
          { title: '状态', dataIndex: 'state', render: (s: CouponAdminRow['state']) => <Tag>{COUPON_ISSUE_STATES[s]}</Tag> },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(r)} aria-label={`编辑 ${r.name}`}>
                  编辑
                </Button>
                {r.state !== 'stopped' && (
                  <Popconfirm
                    title="停止发放后不能再领取，已领取的券照常可用。确定停发？"
                    okText="确定"
                    cancelText="再想想"
                    onConfirm={() => act(`${PATH}/${encodeURIComponent(r.cpnCd)}/stop`, `已停止发放：${r.name}`)}
                  >
                    <Button type="link" danger aria-label={`停止发放 ${r.name}`}>
                      停发
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <CouponForm key={dialogProps.editing?.cpnCd ?? 'new'} {...dialogProps} />
    </ListCard>
  );
}
