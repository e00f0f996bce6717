/**
 * 营销 → 赠品 (activities.write): the gifts given with a SKU (商品 SKU, 赠品 SKU with its stock and
 * whether it is on sale — the shop gives it only while both hold — 数量, 备注), filtered by product
 * (SKU or SPU code); add and edit in the 营销 activity dialog checked with the API's own schema (the
 * server's refusals shown under their field); 移除 asked once.
 */
import { BUNDLE_LIMITS, type GiftAdminRow, giftAdminQuerySchema, giftCreateSchema } from '@shop/contracts/bundle-admin';
import { Button, Form, Input, InputNumber, Popconfirm, Space, Table, Typography } from 'antd';
import { ListCard, TwoLines, useEditableList, withTotal } from '../../editable-list.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { zodRule } from '../../zod-rule.ts';
import { ActivityDialog, type ActivityFormProps, SkuCodeItem, useActivityForm } from './activity-dialog.tsx';
import { type GiftFormValues, giftFieldOf, toGiftInput } from './bundle-input.ts';

const PATH = '/api/admin/marketing/gifts';
const giftId = (r: Pick<GiftAdminRow, 'skuCode' | 'giftSkuCode'>) => `${encodeURIComponent(r.skuCode)}/${encodeURIComponent(r.giftSkuCode)}`;
const giftTitle = (r: GiftAdminRow) => `${r.skuCode} 赠 ${r.giftName || r.giftSkuCode}`;

function GiftForm({ editing, ...shown }: ActivityFormProps<GiftAdminRow>) {
  const { form, rule } = useActivityForm(giftCreateSchema, toGiftInput, editing !== null);
  const initial: GiftFormValues = editing
    ? { skuCode: editing.skuCode, giftSkuCode: editing.giftSkuCode, qty: editing.qty, remark: editing.remark }
    : { qty: 1, remark: '' };

  return (
    <ActivityDialog<GiftFormValues, GiftAdminRow>
      {...shown}
      title={editing ? `编辑赠品：${giftTitle(editing)}` : '添加赠品'}
      width={560}
      name="gift"
      form={form}
      initialValues={initial}
      path={PATH}
      id={editing && giftId(editing)}
      toBody={toGiftInput}
      said={(row) => [giftTitle(row), `赠送 ${row.qty} 件`]}
      fieldOf={giftFieldOf}
    >
      <SkuCodeItem editing={editing !== null} rules={rule('skuCode')} extra="购买这个 SKU 时赠送" />
      <Form.Item
        label="赠品 SKU 编码"
        name="giftSkuCode"
        rules={editing ? [] : rule('giftSkuCode')}
        required={!editing}
        extra="赠品在售且库存不少于赠送数量时，商品页展示并随单赠送"
      >
        <Input disabled={editing !== null} placeholder="如 CASE-CLEAR" />
      </Form.Item>
      <Form.Item label="赠送数量（件）" name="qty" rules={rule('qty')} required extra={`${BUNDLE_LIMITS.giftQtyMin}–${BUNDLE_LIMITS.giftQtyMax} 件`}>
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="备注" name="remark" rules={rule('remark')}>
        <Input maxLength={BUNDLE_LIMITS.remarkMax} placeholder="如 赠完即止" />
      </Form.Item>
    </ActivityDialog>
  );
}

export function GiftsPage() {
  const { tableProps, searchFormProps, setEditing, create, act, dialogProps } = useEditableList<GiftAdminRow, { product?: string }>('marketing-gifts');
  return (
    <ListCard title="赠品">
      <ListSearchForm
        formProps={searchFormProps}
        name="gift-search"
        actions={
          <Button type="primary" onClick={create}>
            添加赠品
          </Button>
        }
      >
        <Form.Item label="商品编码" name="product" rules={[zodRule(giftAdminQuerySchema.shape.product)]}>
          <Input allowClear placeholder="SKU 或 SPU 编码" style={{ width: 200 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<GiftAdminRow>
        {...tableProps}
        rowKey={giftId}
        pagination={withTotal(tableProps.pagination)}
        columns={[
          {
            title: '商品 / SKU',
            dataIndex: 'skuCode',
            render: (v: string, r) => <TwoLines main={[r.productName, r.skuName].filter(Boolean).join(' ') || '（商品已不在目录中）'} sub={v} />,
          },
          { title: '赠品', dataIndex: 'giftSkuCode', render: (v: string, r) => <TwoLines main={r.giftName || '（赠品已不在目录中）'} sub={v} /> },
          { title: '数量', dataIndex: 'qty', render: (v: number) => `${v} 件` },
          {
            title: '赠品库存',
            dataIndex: 'giftStock',
            render: (v: number | null, r) => (
              <span>
                {v === null ? '—' : v}
                {r.giftOnSale ? null : <Typography.Text type="danger">{' 未在售'}</Typography.Text>}
              </span>
            ),
          },
          { title: '备注', dataIndex: 'remark', render: (v: string) => v || '—' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(r)} aria-label={`编辑 ${giftTitle(r)}`}>
                  编辑
                </Button>
                <Popconfirm
                  title="移除这个赠品？商品页将不再展示。"
                  okText="确定"
                  cancelText="再想想"
                  onConfirm={() => act(`${PATH}/${giftId(r)}`, `已移除：${giftTitle(r)}`, 'DELETE')}
                >
                  <Button type="link" danger aria-label={`移除 ${giftTitle(r)}`}>
                    移除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <GiftForm key={dialogProps.editing ? giftId(dialogProps.editing) : 'new'} {...dialogProps} />
    </ListCard>
  );
}
