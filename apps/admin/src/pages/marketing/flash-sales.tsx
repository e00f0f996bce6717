import {
  FLASH_SALE_LIMITS,
  FLASH_SALE_STATES,
  type FlashSaleAdminRow,
  flashSaleAdminQuerySchema,
  flashSaleCreateSchema,
} from '@shop/contracts/marketing-admin';
import { Button, DatePicker, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ExportCsvButton } from '../../export-csv-button.tsx';
import { showYuan, toFen, toYuan } from '../catalogue/money.ts';
import { ListCard, withTotal } from '../../editable-list.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { ActivityDialog, type ActivityFormProps, SkuCodeItem, useActivityForm } from './activity-dialog.tsx';
import { fieldByCode } from './activity-input.ts';
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

const PATH = '/api/admin/marketing/flash-sales';

interface FormValues {
  name?: string;
  skuCode?: string;
  beginAt?: Dayjs | null;
  endAt?: Dayjs | null;
  actPrice?: number | null;
  actStock?: number | null;
  limitPerMember?: number | null;
  previewHours?: number | null;
  siteCodes?: string[];
}

/** The form's values as the API takes them (yuan → fen, times → epoch ms). */
const toInput = (v: FormValues) => ({
  name: v.name,
  skuCode: v.skuCode,
  beginAt: v.beginAt?.valueOf(),
  endAt: v.endAt?.valueOf(),
  actPrice: toFen(v.actPrice) ?? undefined,
  actStock: v.actStock ?? undefined,
  limitPerMember: v.limitPerMember ?? undefined,
  previewHours: v.previewHours ?? undefined,
  siteCodes: v.siteCodes ?? null,
});

/** Quick picks, computed when picked: the start now or in an hour; the end some hours from now. */
const beginPresets = [
  { label: '现在', value: () => dayjs() },
  { label: '1 小时后', value: () => dayjs().add(1, 'hour') },
];
const endPresets = [2, 24, 72].map((h) => ({ label: `${h} 小时后`, value: () => dayjs().add(h, 'hour') }));

/** API answers that belong to one field. */
const fieldOf = fieldByCode({
  ERR_ADMIN_FLASH_PRICE_NOT_BELOW: 'actPrice',
  ERR_ADMIN_FLASH_STOCK_BELOW_SOLD: 'actStock',
  ERR_ADMIN_FLASH_SKU_NOT_FOUND: 'skuCode',
});

function FlashSaleForm({ editing, ...shown }: ActivityFormProps<FlashSaleAdminRow>) {
  const { form, rule } = useActivityForm(flashSaleCreateSchema, toInput, editing !== null);

  const initial: FormValues = editing
    ? {
        name: editing.name,
        skuCode: editing.skuCode,
        beginAt: dayjs(editing.beginAt),
        endAt: dayjs(editing.endAt),
        actPrice: toYuan(editing.actPrice),
        actStock: editing.actStock,
        limitPerMember: editing.limitPerMember,
        previewHours: editing.previewHours,
        siteCodes: editing.siteCodes ?? [],
      }
    : { limitPerMember: 1, previewHours: FLASH_SALE_LIMITS.previewHoursDefault, siteCodes: [] };

  return (
    <ActivityDialog<FormValues, FlashSaleAdminRow>
      {...shown}
      title={editing ? `编辑限时抢购：${editing.name}` : '新建限时抢购'}
      width={640}
      name="flash-sale"
      form={form}
      initialValues={initial}
      path={PATH}
      id={editing && activityId(editing)}
      toBody={toInput}
      said={(row) => [row.name, FLASH_SALE_STATES[row.state]]}
      fieldOf={fieldOf}
    >
      <Form.Item label="活动名称" name="name" rules={rule('name')} required>
        <Input maxLength={FLASH_SALE_LIMITS.nameMax} placeholder="如 双12 限时秒杀" />
      </Form.Item>
      <SkuCodeItem
        editing={editing !== null}
        rules={rule('skuCode')}
        extra={editing ? `${editing.productName} ${editing.skuName}，售价 ${showYuan(editing.price)}` : '活动价须低于该 SKU 在所选站点的售价'}
      />
      <Space size="large" wrap>
        <Form.Item label="开始时间" name="beginAt" rules={rule('beginAt')} required>
          <DatePicker {...timeProps} presets={beginPresets} />
        </Form.Item>
        <Form.Item label="结束时间" name="endAt" rules={rule('endAt')} required dependencies={['beginAt']}>
          <DatePicker {...timeProps} presets={endPresets} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        <Form.Item label="活动价（元）" name="actPrice" rules={rule('actPrice')} required>
          <InputNumber min={0} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          label="活动库存（件）"
          name="actStock"
          rules={rule('actStock')}
          required
          extra={editing ? `已售出或已预留 ${editing.sold} 件，不能少于此数` : undefined}
        >
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="每人限购（件）" name="limitPerMember" rules={rule('limitPerMember')} required>
          <InputNumber min={1} precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="展示提前量（小时）" name="previewHours" rules={rule('previewHours')} required extra="开始前多久在首页秒杀区展示">
          <InputNumber min={0} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Form.Item label="站点" name="siteCodes" rules={rule('siteCodes')} extra="不选即全部站点；价格按主站校验">
        <Select mode="tags" placeholder="全部站点" options={[{ value: 'cn', label: 'cn（主站）' }]} tokenSeparators={[',', ' ']} />
      </Form.Item>
    </ActivityDialog>
  );
}

export function FlashSalesPage() {
  const {
    tableProps,
    searchFormProps,
    filters,
    sorters,
    setEditing,
    end: endRow,
    create,
    dialogProps,
  } = useActivityList<FlashSaleAdminRow>('marketing-flash-sales', PATH);
  const end = (r: FlashSaleAdminRow) => endRow(r, r.state === 'running' ? `已提前结束：${r.name}` : `已取消：${r.name}`);

  return (
    <ListCard title="限时抢购">
      <ListSearchForm
        formProps={searchFormProps}
        name="flash-sale-search"
        actions={
          <Space>
            <ExportCsvButton<FlashSaleAdminRow>
              path={PATH}
              filters={filters}
              sorters={sorters}
              fileName="限时抢购"
              header={[
                '活动编码',
                '活动名称',
                'SKU 编码',
                '商品',
                '售价（元）',
                '活动价（元）',
                '活动库存',
                '已售/预留',
                '剩余',
                '每人限购',
                '提醒人数',
                '开始',
                '结束',
                '状态',
              ]}
              row={(r) => [
                r.actCd,
                r.name,
                r.skuCode,
                r.skuName || r.productName,
                r.price === null ? '' : (r.price / 100).toFixed(2),
                (r.actPrice / 100).toFixed(2),
                r.actStock,
                r.sold,
                r.remaining,
                r.limitPerMember,
                r.reminders,
                time(r.beginAt),
                time(r.endAt),
                FLASH_SALE_STATES[r.state],
              ]}
            />
            <Button type="primary" onClick={create}>
              新建限时抢购
            </Button>
          </Space>
        }
      >
        <ActivitySearchFields states={FLASH_SALE_STATES} product={flashSaleAdminQuerySchema.shape.product} />
      </ListSearchForm>
      <Table<FlashSaleAdminRow>
        {...tableProps}
        rowKey={(r) => `${r.actCd}/${r.skuCode}`}
        pagination={withTotal(tableProps.pagination)}
        columns={[
          ...activityColumns<FlashSaleAdminRow>(),
          {
            title: '活动价',
            dataIndex: 'actPrice',
            render: (v: number, r) => (
              <Space direction="vertical" size={0}>
                {showYuan(v)}
                <Typography.Text type="secondary" delete>
                  {showYuan(r.price)}
                </Typography.Text>
              </Space>
            ),
          },
          { title: '活动库存', dataIndex: 'actStock' },
          { title: '已售/预留', dataIndex: 'sold' },
          { title: '剩余', dataIndex: 'remaining' },
          { title: '每人限购', dataIndex: 'limitPerMember' },
          // Members who set 提醒我 on /speedKill: an inbox message goes to each when the sale starts.
          { title: '提醒人数', dataIndex: 'reminders' },
          { title: '活动时间', ...sortsByBegin, render: (_: unknown, r) => `${time(r.beginAt)} 至 ${time(r.endAt)}` },
          { title: '状态', dataIndex: 'state', render: windowStateBadge(FLASH_SALE_STATES) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <EditOrEndActions row={r} ask={{ running: '立即结束这场限时抢购？', upcoming: '取消这场尚未开始的限时抢购？' }} onEdit={setEditing} onEnd={end} />
            ),
          },
        ]}
      />
      <FlashSaleForm key={dialogProps.editing ? activityId(dialogProps.editing) : 'new'} {...dialogProps} />
    </ListCard>
  );
}
