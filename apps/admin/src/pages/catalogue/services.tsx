/**
 * 商品 → 服务 (catalogue.write): the value-added services sold with a product (安装, 延保, 关怀计划):
 * name, kind, price, term, the product types offered it, order and whether it is on sale,
 * filtered by kind, product type, state and name; create and edit in the shared dialog checked
 * with the API's own schema (price typed in yuan, sent in fen; the server's refusals under their
 * field); 下架 (asked once: hidden from new sales, kept on the orders that bought it) and 重新上架.
 */
import { PRODUCT_TYPES } from '@shop/contracts/catalog';
import {
  PRODUCT_TYPE_LABELS,
  SERVICE_KINDS,
  SERVICE_LIMITS,
  type ServiceAdminRow,
  type ServiceInput,
  type ServiceKind,
  serviceInputSchema,
} from '@shop/contracts/product-service-admin';
import { Badge, Button, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { ListCard, TwoLines, useEditableList, withTotal } from '../../editable-list.tsx';
import { ListSearchForm } from '../../list-search-form.tsx';
import { ActivityDialog, type ActivityFormProps, useActivityForm } from '../marketing/activity-dialog.tsx';
import { fieldByCode } from '../marketing/activity-input.ts';
import { showYuan, toFen, toYuan } from './money.ts';

const PATH = '/api/admin/catalogue/services';
const KIND_OPTIONS = Object.entries(SERVICE_KINDS).map(([value, label]) => ({ value, label }));
const TYPE_OPTIONS = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));
const typeLabel = (t: string) => PRODUCT_TYPE_LABELS[t as keyof typeof PRODUCT_TYPE_LABELS] ?? t;

interface FormValues {
  name?: string;
  kind?: ServiceKind;
  description?: string;
  price?: number | null;
  months?: number | null;
  productTypes?: ServiceInput['productTypes'];
  sortOrder?: number | null;
}

/** The form's values as the API takes them (yuan → fen); a service has no SKU (the shared dialog's body may carry one). */
const toInput = (v: FormValues): Partial<ServiceInput> & { skuCode?: never } => ({
  name: v.name,
  kind: v.kind,
  description: v.description ?? '',
  price: toFen(v.price) ?? undefined,
  months: v.months ?? undefined,
  productTypes: v.productTypes ?? [],
  sortOrder: v.sortOrder ?? 0,
});

const FIELDS = ['name', 'kind', 'description', 'price', 'months', 'productTypes', 'sortOrder'];
/** API answers that belong to one field. */
const fieldOf = fieldByCode({
  ERR_ADMIN_SERVICE_NAME_TAKEN: 'name',
  E_VALIDATION: (e) => {
    const path = (e.data as { issues?: { path?: string }[] } | null)?.issues?.[0]?.path?.split('.')[0];
    return path && FIELDS.includes(path) ? path : null;
  },
});

function ServiceForm({ editing, ...shown }: ActivityFormProps<ServiceAdminRow>) {
  const { form, rule } = useActivityForm(serviceInputSchema, toInput, editing !== null);
  const initial: FormValues = editing
    ? {
        name: editing.name,
        kind: editing.kind,
        description: editing.description,
        price: toYuan(editing.price),
        months: editing.months,
        productTypes: editing.productTypes,
        sortOrder: editing.sortOrder,
      }
    : { kind: 'care', months: 12, productTypes: [], sortOrder: 0, description: '' };

  return (
    <ActivityDialog<FormValues, ServiceAdminRow>
      {...shown}
      title={editing ? `编辑服务：${editing.name}` : '新建服务'}
      width={640}
      name="service"
      form={form}
      initialValues={initial}
      path={PATH}
      id={editing && encodeURIComponent(editing.code)}
      toBody={toInput}
      said={(row) => [row.name, row.onSale ? '在售' : '已下架']}
      fieldOf={fieldOf}
    >
      <Space size="large" wrap>
        <Form.Item label="服务名称" name="name" rules={rule('name')} required>
          <Input maxLength={SERVICE_LIMITS.nameMax} placeholder="如 显示器碎屏保" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item label="服务类型" name="kind" rules={rule('kind')} required>
          <Select options={KIND_OPTIONS} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        <Form.Item label="价格（元）" name="price" rules={rule('price')} required extra="0 元即免费">
          <InputNumber min={0} precision={2} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="服务期限（月）" name="months" rules={rule('months')} dependencies={['kind']} required extra="延保与关怀计划至少 1 个月；安装可为 0">
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="排序" name="sortOrder" rules={rule('sortOrder')} extra="小的在前">
          <InputNumber min={0} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Space>
      <Form.Item label="适用商品类型" name="productTypes" rules={rule('productTypes')} required>
        <Select mode="multiple" options={TYPE_OPTIONS} placeholder="选择商品类型" />
      </Form.Item>
      <Form.Item label="服务说明" name="description" rules={rule('description')}>
        <Input.TextArea maxLength={SERVICE_LIMITS.descriptionMax} showCount rows={3} />
      </Form.Item>
    </ActivityDialog>
  );
}

interface Search {
  kind?: string;
  productType?: string;
  onSale?: string;
  keyword?: string;
}

export function ServicesPage() {
  const { tableProps, searchFormProps, setEditing, create, act, dialogProps } = useEditableList<ServiceAdminRow, Search>('catalogue-services');
  const at = (r: ServiceAdminRow) => `${PATH}/${encodeURIComponent(r.code)}`;

  return (
    <ListCard title="服务">
      <ListSearchForm
        formProps={searchFormProps}
        name="service-search"
        actions={
          <Button type="primary" onClick={create}>
            新建服务
          </Button>
        }
      >
        <Form.Item label="服务类型" name="kind">
          <Select allowClear placeholder="全部" options={KIND_OPTIONS} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="商品类型" name="productType">
          <Select allowClear placeholder="全部" options={TYPE_OPTIONS} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="状态" name="onSale">
          <Select
            allowClear
            placeholder="全部"
            options={[
              { value: 'true', label: '在售' },
              { value: 'false', label: '已下架' },
            ]}
            style={{ width: 110 }}
          />
        </Form.Item>
        <Form.Item label="名称" name="keyword">
          <Input allowClear placeholder="服务名称" style={{ width: 180 }} />
        </Form.Item>
      </ListSearchForm>
      <Table<ServiceAdminRow>
        {...tableProps}
        rowKey="code"
        pagination={withTotal(tableProps.pagination)}
        columns={[
          { title: '服务', dataIndex: 'name', render: (v: string, r) => <TwoLines main={v} sub={r.code} /> },
          { title: '类型', dataIndex: 'kindTitle' },
          { title: '价格', dataIndex: 'price', render: (v: number) => showYuan(v) },
          { title: '期限', dataIndex: 'months', render: (v: number) => (v > 0 ? `${v} 个月` : '—') },
          {
            title: '适用商品',
            dataIndex: 'productTypes',
            render: (v: string[]) => (
              <Space size={[0, 4]} wrap style={{ maxWidth: 220 }}>
                {v.map((x) => (
                  <Tag key={x}>{typeLabel(x)}</Tag>
                ))}
              </Space>
            ),
          },
          { title: '排序', dataIndex: 'sortOrder' },
          { title: '状态', dataIndex: 'onSale', render: (v: boolean) => <Badge status={v ? 'processing' : 'default'} text={v ? '在售' : '已下架'} /> },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditing(r)} aria-label={`编辑 ${r.name}`}>
                  编辑
                </Button>
                {r.onSale ? (
                  <Popconfirm
                    title="下架这项服务？商品页与结算不再提供，已购买的订单不受影响。"
                    okText="下架"
                    cancelText="再想想"
                    onConfirm={() => act(`${at(r)}/off`, `已下架：${r.name}`)}
                  >
                    <Button type="link" danger aria-label={`下架 ${r.name}`}>
                      下架
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button type="link" onClick={() => act(`${at(r)}/on`, `已重新上架：${r.name}`)} aria-label={`重新上架 ${r.name}`}>
                    重新上架
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ServiceForm key={dialogProps.editing?.code ?? 'new'} {...dialogProps} />
    </ListCard>
  );
}
