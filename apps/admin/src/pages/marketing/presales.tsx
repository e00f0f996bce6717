import { PRESALE_STATES, type PresaleAdminRow, type PresaleState, presaleAdminQuerySchema, presaleCreateSchema } from '@shop/contracts/marketing-admin';
import { Badge, Button, DatePicker, Form, Input, InputNumber, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { showYuan, toFen, toYuan } from '../catalogue/money.ts';
import { ListCard, withTotal } from '../../editable-list.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { ActivityDialog, type ActivityFormProps, SkuCodeItem, useActivityForm } from './activity-dialog.tsx';
import { fieldByCode } from './activity-input.ts';
import { ActivitySearchFields, activityColumns, activityId, time, timeProps, sortsByBegin, useActivityList } from './activity-parts.tsx';

const PATH = '/api/admin/marketing/presales';
const STATE_BADGE: Record<PresaleState, 'processing' | 'default' | 'warning' | 'success'> = {
  upcoming: 'warning',
  deposit: 'processing',
  balance: 'success',
  ended: 'default',
};
const stateBadge = (s: PresaleState) => <Badge status={STATE_BADGE[s]} text={PRESALE_STATES[s]} />;
const yuanText = (fen: number | null) => (fen === null ? '' : (fen / 100).toFixed(2));

interface FormValues {
  name?: string;
  skuCode?: string;
  deposit?: number | null;
  swellAmt?: number | null;
  actStock?: number | null;
  beginAt?: Dayjs | null;
  endAt?: Dayjs | null;
  balanceBeginAt?: Dayjs | null;
  balanceEndAt?: Dayjs | null;
}

const toInput = (v: FormValues) => ({
  name: v.name,
  skuCode: v.skuCode,
  deposit: toFen(v.deposit) ?? undefined,
  swellAmt: toFen(v.swellAmt) ?? undefined,
  actStock: v.actStock ?? undefined,
  beginAt: v.beginAt?.valueOf(),
  endAt: v.endAt?.valueOf(),
  balanceBeginAt: v.balanceBeginAt?.valueOf(),
  balanceEndAt: v.balanceEndAt?.valueOf(),
});

/** API answers that belong to one field (of the terms, the one the API names). */
const fieldOf = fieldByCode({
  ERR_ADMIN_PRESALE_TERMS: (e) => (e.data as { field?: string } | undefined)?.field ?? 'deposit',
  ERR_ADMIN_FLASH_SKU_NOT_FOUND: 'skuCode',
  ERR_ADMIN_FLASH_STOCK_BELOW_SOLD: 'actStock',
  ERR_ADMIN_PRESALE_OVERLAP: 'beginAt',
});

function PresaleForm({ editing, ...shown }: ActivityFormProps<PresaleAdminRow>) {
  const { form, rule } = useActivityForm(presaleCreateSchema, toInput, editing !== null);
  const termsFixed = editing !== null && editing.sold > 0;
  /** Quick picks, computed when picked: the deposit from now; the balance from the deposit's end. */
  const after = (field: keyof FormValues, days: number, label: string) => ({
    label,
    value: () => ((form.getFieldValue(field) as Dayjs | null | undefined) ?? dayjs()).add(days, 'day'),
  });

  const initial: FormValues = editing
    ? {
        name: editing.name,
        skuCode: editing.skuCode,
        deposit: toYuan(editing.deposit),
        swellAmt: toYuan(editing.swellAmt),
        actStock: editing.actStock,
        beginAt: dayjs(editing.beginAt),
        endAt: dayjs(editing.endAt),
        balanceBeginAt: dayjs(editing.balanceBeginAt),
        balanceEndAt: dayjs(editing.balanceEndAt),
      }
    : {};

  return (
    <ActivityDialog<FormValues, PresaleAdminRow>
      {...shown}
      title={editing ? `编辑预售：${editing.name}` : '新建预售'}
      width={680}
      name="presale"
      form={form}
      initialValues={initial}
      path={PATH}
      id={editing && activityId(editing)}
      toBody={toInput}
      said={(row) => [row.name, PRESALE_STATES[row.state]]}
      fieldOf={fieldOf}
    >
      <Form.Item label="活动名称" name="name" rules={rule('name')} required>
        <Input maxLength={40} placeholder="如 新品预售" />
      </Form.Item>
      <SkuCodeItem
        editing={editing !== null}
        rules={rule('skuCode')}
        extra={
          editing
            ? `${editing.productName} ${editing.skuName}，售价 ${showYuan(editing.price)}`
            : '定金须低于该 SKU 的主站售价；定金 + 膨胀金额须低于售价，尾款 = 售价 − 定金 − 膨胀金额；每人限购 1 件'
        }
      />
      {termsFixed ? (
        <Typography.Paragraph type="warning">已有 {editing.sold} 件支付定金：定金、膨胀金额与时间不能再改，只能延长尾款结束时间。</Typography.Paragraph>
      ) : null}
      <Space size="large" wrap>
        <Form.Item label="定金（元）" name="deposit" rules={rule('deposit')} required>
          <InputNumber min={0} precision={2} style={{ width: 160 }} disabled={termsFixed} />
        </Form.Item>
        <Form.Item
          label="膨胀金额（元）"
          name="swellAmt"
          rules={rule('swellAmt')}
          required
          dependencies={['deposit']}
          extra="尾款时定金之外再抵扣的金额，不低于定金"
        >
          <InputNumber min={0} precision={2} style={{ width: 160 }} disabled={termsFixed} />
        </Form.Item>
        <Form.Item
          label="活动库存（件）"
          name="actStock"
          rules={rule('actStock')}
          required
          extra={editing ? `已付定金 ${editing.sold} 件，不能少于此数` : undefined}
        >
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        <Form.Item label="定金开始" name="beginAt" rules={rule('beginAt')} required>
          <DatePicker {...timeProps} disabled={termsFixed} presets={[{ label: '现在', value: () => dayjs() }]} />
        </Form.Item>
        <Form.Item label="定金结束" name="endAt" rules={rule('endAt')} required dependencies={['beginAt']}>
          <DatePicker {...timeProps} disabled={termsFixed} presets={[after('beginAt', 3, '开始后 3 天'), after('beginAt', 7, '开始后 7 天')]} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        <Form.Item label="尾款开始" name="balanceBeginAt" rules={rule('balanceBeginAt')} required dependencies={['endAt']}>
          <DatePicker {...timeProps} disabled={termsFixed} presets={[after('endAt', 0, '定金结束时')]} />
        </Form.Item>
        <Form.Item label="尾款结束" name="balanceEndAt" rules={rule('balanceEndAt')} required dependencies={['balanceBeginAt']}>
          <DatePicker {...timeProps} presets={[after('balanceBeginAt', 3, '尾款开始后 3 天'), after('balanceBeginAt', 7, '尾款开始后 7 天')]} />
        </Form.Item>
      </Space>
    </ActivityDialog>
  );
}

export function PresalesPage() {
  const {
    tableProps,
    searchFormProps,
    filters,
    sorters,
    setEditing,
    end: endRow,
    create,
    dialogProps,
  } = useActivityList<PresaleAdminRow>('marketing-presales', PATH);
  const end = (r: PresaleAdminRow) => endRow(r, r.state === 'deposit' ? `已停止收定金：${r.name}` : `已取消：${r.name}`);

  return (
    <ListCard title="预售">
      <ListSearchForm
        formProps={searchFormProps}
        name="presale-search"
        actions={
          <Space>
            <ExportCsvButton<PresaleAdminRow>
              path={PATH}
              filters={filters}
              sorters={sorters}
              fileName="预售"
              header={[
                '活动编码',
                '活动名称',
                'SKU 编码',
                '商品',
                '售价（元）',
                '定金（元）',
                '膨胀金额（元）',
                '尾款（元）',
                '活动库存',
                '已付定金',
                '定金开始',
                '定金结束',
                '尾款开始',
                '尾款结束',
                '状态',
              ]}
              row={(r) => [
                r.actCd,
                r.name,
                r.skuCode,
                r.skuName || r.productName,
                yuanText(r.price),
                yuanText(r.deposit),
                yuanText(r.swellAmt),
                yuanText(r.balanceDue),
                r.actStock,
                r.sold,
                time(r.beginAt),
                time(r.endAt),
                time(r.balanceBeginAt),
                time(r.balanceEndAt),
                PRESALE_STATES[r.state],
              ]}
            />
            <Button type="primary" onClick={create}>
              新建预售
            </Button>
          </Space>
        }
      >
        <ActivitySearchFields states={PRESALE_STATES} product={presaleAdminQuerySchema.shape.product} />
      </ListSearchForm>
      <Table<PresaleAdminRow>
        {...tableProps}
        rowKey={(r) => `${r.actCd}/${r.skuCode}`}
        pagination={withTotal(tableProps.pagination)}
        columns={[
          ...activityColumns<PresaleAdminRow>(),
          { title: '售价', dataIndex: 'price', render: (v: number | null) => showYuan(v) },
          { title: '定金', dataIndex: 'deposit', render: (v: number) => showYuan(v) },
          { title: '膨胀金额', dataIndex: 'swellAmt', render: (v: number) => showYuan(v) },
          { title: '尾款', dataIndex: 'balanceDue', render: (v: number | null) => showYuan(v) },
          { title: '库存/已付定金', key: 'stock', render: (_: unknown, r) => `${r.actStock} / ${r.sold}` },
          {
            title: '定金时间 / 尾款时间',
            ...sortsByBegin,
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0}>
                <span>定金 {`${time(r.beginAt)} 至 ${time(r.endAt)}`}</span>
                <span>尾款 {`${time(r.balanceBeginAt)} 至 ${time(r.balanceEndAt)}`}</span>
              </Space>
            ),
          },
          { title: '状态', dataIndex: 'state', render: stateBadge },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) =>
              r.state === 'ended' ? (
                '—'
              ) : (
                <Space size={0}>
                  <Button type="link" onClick={() => setEditing(r)} aria-label={`编辑 ${r.name}`}>
                    编辑
                  </Button>
                  {r.state === 'balance' ? null : (
                    <Popconfirm
                      title={r.state === 'deposit' ? '立即停止收定金？尾款时间不变。' : '取消这场尚未开始的预售？'}
                      okText="确定"
                      cancelText="再想想"
                      onConfirm={() => end(r)}
                    >
                      <Button type="link" danger aria-label={`结束 ${r.name}`}>
                        结束
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <PresaleForm key={dialogProps.editing ? activityId(dialogProps.editing) : 'new'} {...dialogProps} />
    </ListCard>
  );
}
