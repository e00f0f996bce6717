/**
 * 营销 → 套装 (activities.write): the bundles (套装, 主商品, each accessory with its price and its
 * bundle price, 状态), filtered by product (SPU or SKU code) and status; create and edit in the
 * 营销 activity dialog, checked with the API's own schema (prices typed in yuan, sent in fen; the
 * server's refusals — an unknown or off-sale SKU, a price above the SKU's — shown under their
 * item's field); 停用 / 启用 each asked once.
 */
import {
  BUNDLE_LIMITS,
  BUNDLE_STATUSES,
  type BundleAdminRow,
  type BundleStatus,
  bundleAdminQuerySchema,
  bundleInputSchema,
} from '@shop/contracts/bundle-admin';
import { Badge, Button, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { ListCard, TwoLines, useEditableList, withTotal } from '../../editable-list.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { zodRule } from '../../zod-rule.ts';
import { showYuan, toYuan } from '../catalogue/money.ts';
import { ActivityDialog, type ActivityFormProps, useActivityForm } from './activity-dialog.tsx';
import { type BundleFormValues, bundleFieldOf, pathRule, toBundleInput } from './bundle-input.ts';

const PATH = '/api/admin/marketing/bundles';
/** The body a save sends; a bundle has no SKU of its own (the dialog's fixed-SKU rule does not apply). */
const bundleBody = (v: BundleFormValues): ReturnType<typeof toBundleInput> & { skuCode?: string } => toBundleInput(v);
// On one line: 启用 beside its dot, never wrapped under it when the items column takes the width.
const statusBadge = (s: BundleStatus) => (
  <Badge status={s === 'active' ? 'processing' : 'default'} text={BUNDLE_STATUSES[s]} style={{ whiteSpace: 'nowrap' }} />
);

function BundleForm({ editing, ...shown }: ActivityFormProps<BundleAdminRow>) {
  const { form, rule } = useActivityForm(bundleInputSchema, toBundleInput, editing !== null);
  const itemRule = (index: number, field: 'skuCode' | 'bundlePrice') =>
    pathRule(bundleInputSchema, ['items', index, field], () => toBundleInput(form.getFieldsValue(true) as BundleFormValues));

  const initial: BundleFormValues = editing
    ? {
        name: editing.name,
        mainSpuCode: editing.mainSpuCode,
        items: editing.items.map((i) => ({ skuCode: i.skuCode, bundlePriceYuan: toYuan(i.bundlePrice) })),
      }
    : { items: [{}] };

  return (
    <ActivityDialog<BundleFormValues, BundleAdminRow>
      {...shown}
      title={editing ? `编辑套装：${editing.name}` : '新建套装'}
      width={680}
      name="bundle"
      form={form}
      initialValues={initial}
      path={PATH}
      id={editing && encodeURIComponent(editing.code)}
      toBody={bundleBody}
      said={(row) => [row.name, row.statusTitle]}
      fieldOf={bundleFieldOf}
    >
      <Form.Item label="套装名称" name="name" rules={rule('name')} required>
        <Input maxLength={BUNDLE_LIMITS.nameMax} placeholder="如 手机配件超值套装" />
      </Form.Item>
      <Form.Item label="主商品 SPU 编码" name="mainSpuCode" rules={rule('mainSpuCode')} required extra="商品页展示在这个商品下；套装商品不能是它自己的 SKU">
        <Input placeholder="如 S25" />
      </Form.Item>
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <>
            <Typography.Text strong>套装商品</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {`${BUNDLE_LIMITS.itemsMin}–${BUNDLE_LIMITS.itemsMax} 个在售 SKU；套装价（元）须大于0且不高于该 SKU 的售价`}
            </Typography.Paragraph>
            {fields.map(({ key, name }) => (
              <Space key={key} align="start" wrap data-testid="bundle-item">
                <Form.Item
                  label={`SKU 编码 ${name + 1}`}
                  name={[name, 'skuCode']}
                  rules={[itemRule(name, 'skuCode')]}
                  required
                  dependencies={fields.filter((f) => f.name !== name).map((f) => ['items', f.name, 'skuCode'])}
                >
                  <Input placeholder="如 BUDS3-WHITE" style={{ width: 220 }} />
                </Form.Item>
                <Form.Item label={`套装价（元）${name + 1}`} name={[name, 'bundlePriceYuan']} rules={[itemRule(name, 'bundlePrice')]} required>
                  <InputNumber min={0} precision={2} step={1} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item label=" " colon={false}>
                  <Button onClick={() => remove(name)} disabled={fields.length <= BUNDLE_LIMITS.itemsMin} aria-label={`移除套装商品 ${name + 1}`}>
                    移除
                  </Button>
                </Form.Item>
              </Space>
            ))}
            <Form.Item>
              <Button type="dashed" onClick={() => add({})} disabled={fields.length >= BUNDLE_LIMITS.itemsMax} block>
                添加套装商品
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
    </ActivityDialog>
  );
}

function RowActions({ row, act, edit }: { row: BundleAdminRow; act: (path: string, success: string) => Promise<void>; edit: () => void }) {
  const at = `${PATH}/${encodeURIComponent(row.code)}`;
  return (
    <Space size={0}>
      <Button type="link" onClick={edit} aria-label={`编辑 ${row.name}`}>
        编辑
      </Button>
      {row.status === 'active' ? (
        <Popconfirm title="停用这个套装？商品页将不再展示。" okText="确定" cancelText="再想想" onConfirm={() => act(`${at}/disable`, `已停用：${row.name}`)}>
          <Button type="link" danger aria-label={`停用 ${row.name}`}>
            停用
          </Button>
        </Popconfirm>
      ) : (
        <Popconfirm title="启用这个套装？商品页将立即展示。" okText="确定" cancelText="再想想" onConfirm={() => act(`${at}/enable`, `已启用：${row.name}`)}>
          <Button type="link" aria-label={`启用 ${row.name}`}>
            启用
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

export function BundlesPage() {
  const { tableProps, searchFormProps, setEditing, create, act, dialogProps } = useEditableList<BundleAdminRow, { status?: string; product?: string }>(
    'marketing-bundles',
  );
  return (
    <ListCard title="套装">
      <ListSearchForm
        formProps={searchFormProps}
        name="bundle-search"
        actions={
          <Button type="primary" onClick={create}>
            新建套装
          </Button>
        }
      >
        <Form.Item label="状态" name="status">
          <Select allowClear placeholder="全部" options={Object.entries(BUNDLE_STATUSES).map(([value, label]) => ({ value, label }))} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="商品编码" name="product" rules={[zodRule(bundleAdminQuerySchema.shape.product)]}>
          <Input allowClear placeholder="SPU 或 SKU 编码" style={{ width: 200 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<BundleAdminRow>
        {...tableProps}
        rowKey="code"
        pagination={withTotal(tableProps.pagination)}
        columns={[
          { title: '套装', dataIndex: 'name', render: (v: string, r) => <TwoLines main={v} sub={r.code} /> },
          { title: '主商品', dataIndex: 'mainSpuCode', render: (v: string, r) => <TwoLines main={r.mainProductName || '（商品已不在目录中）'} sub={v} /> },
          {
            title: '套装商品（售价 → 套装价）',
            key: 'items',
            render: (_: unknown, r) => (
              <Space direction="vertical" size={0} data-testid="bundle-items">
                {r.items.map((i) => (
                  <span key={i.skuCode}>
                    {`${i.skuName || i.skuCode}（${i.skuCode}）${showYuan(i.price)} → ${showYuan(i.bundlePrice)}`}
                    {i.onSale ? null : <Typography.Text type="danger">{' 未在售'}</Typography.Text>}
                  </span>
                ))}
              </Space>
            ),
          },
          { title: '状态', dataIndex: 'status', render: statusBadge },
          { title: '操作', key: 'actions', render: (_: unknown, r) => <RowActions row={r} act={act} edit={() => setEditing(r)} /> },
        ]}
      />
      <BundleForm key={dialogProps.editing?.code ?? 'new'} {...dialogProps} />
    </ListCard>
  );
}
