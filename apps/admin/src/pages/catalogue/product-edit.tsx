/**
 * 商品 → 商品编辑 (permission catalogue.write; a new product also needs prices.write, since its
 * SKUs come with prices): name, model, type, category, selling point, description; attributes
 * (颜色, 存储 …) whose combinations make the SKUs; per SKU its code, list price and the main,
 * student and enterprise shops' prices (yuan here, integer fen to the API), low-stock mark,
 * pictures (uploaded, checked and re-encoded by the API) and status; on / off sale and a preview
 * link for a product not on sale. Fields are checked with the API's zod schemas, and the whole
 * body once more before it is sent.
 */
import { DeleteOutlined, EyeOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  PRODUCT_STATUSES,
  SKU_PICTURES_MAX,
  productCreateInputSchema,
  productUpdateInputSchema,
  skuContentSchema,
  type AdminProduct,
} from '@shop/contracts/catalogue-admin';
import { PRODUCT_TYPES } from '@shop/contracts/catalog';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, api } from '../../api.ts';
import { can, useProfile } from '../../profile-store.ts';
import { PICTURE_TYPES, pictureUploadRequest } from '../../picture-upload.ts';
import { zodRule } from '../../zod-rule.ts';
import { useCategoryTree } from './categories.tsx';
import { fenRule, showYuan, toFen, toYuan } from './money.ts';
import { useApiData } from '../../use-api-data.ts';

const TYPE_LABELS: Record<(typeof PRODUCT_TYPES)[number], string> = {
  phone: '手机',
  foldable: '折叠屏手机',
  tablet: '平板',
  watch: '手表',
  earbuds: '耳机',
  tv: '电视',
  audio: '音响',
  fridge: '冰箱',
  washer: '洗衣机',
  monitor: '显示器',
  storage: '存储',
  accessory: '配件',
};
const STATUS_BADGE = { on_sale: 'success', off_sale: 'default', draft: 'warning' } as const;

interface Picture {
  id: string;
  url: string;
}
interface SkuRow {
  skuCode: string;
  attrs: Record<string, string>;
  colorHex: string;
  lowStock: number;
  onSale: boolean;
  pictures: Picture[];
  /** Yuan in the form. */
  origPrice?: number | null;
  price?: number | null;
  studentPrice?: number | null;
  enterprisePrice?: number | null;
  /** Saved already: its prices are changed on 价格, not here. */
  saved?: boolean;
}
interface FormValues {
  spuCode: string;
  name: string;
  model: string;
  type: (typeof PRODUCT_TYPES)[number];
  categoryCode: string;
  sellingPoint: string;
  description: string;
  isNew: boolean;
  isHot: boolean;
  attributes: { name: string; values: string[] }[];
  skus: SkuRow[];
}

const s = productCreateInputSchema.shape;
const attrsText = (attrs: Record<string, string>) => Object.values(attrs).join(' / ');
const attrsKey = (attrs: Record<string, string>) => JSON.stringify(Object.entries(attrs).sort(([a], [b]) => a.localeCompare(b)));

/** Every combination of the attribute values, in the order given. */
function combinations(attributes: { name: string; values: string[] }[]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const a of attributes) {
    const name = a.name?.trim();
    const values = (a.values ?? []).map((v) => v.trim()).filter(Boolean);
    if (!name || values.length === 0) continue;
    out = out.flatMap((combo) => values.map((v) => ({ ...combo, [name]: v })));
  }
  return out.filter((c) => Object.keys(c).length > 0);
}

/** The attribute definitions a saved product's SKUs imply (for editing them again). */
function attributesOf(skus: { attrs: Record<string, string> }[]) {
  const byName = new Map<string, string[]>();
  for (const sku of skus)
    for (const [k, v] of Object.entries(sku.attrs)) {
      const list = byName.get(k) ?? [];
      if (!list.includes(v)) list.push(v);
      byName.set(k, list);
    }
  return [...byName].map(([name, values]) => ({ name, values }));
}

/** A SKU's pictures: upload (checked and re-encoded by the API), show, remove. */
function SkuPictures({ value = [], onChange, label }: { value?: Picture[]; onChange?: (v: Picture[]) => void; label: string }) {
  const { message } = App.useApp();
  return (
    <Space wrap size={4}>
      {value.map((p) => (
        <span key={p.id} style={{ position: 'relative', display: 'inline-block' }}>
          <img src={p.url} alt={`${label} 图片`} width={48} height={48} style={{ objectFit: 'cover', border: '1px solid #f0f0f0', borderRadius: 4 }} />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除 ${label} 的图片`}
            onClick={() => onChange?.(value.filter((x) => x.id !== p.id))}
          />
        </span>
      ))}
      {value.length < SKU_PICTURES_MAX && (
        <Upload
          accept={PICTURE_TYPES}
          showUploadList={false}
          customRequest={pictureUploadRequest<Picture>(
            '/api/admin/catalogue/pictures',
            (stored) => onChange?.([...value, { id: stored.id, url: stored.url }]),
            (text) => message.error(text),
          )}
        >
          <Button size="small" icon={<UploadOutlined />} aria-label={`上传 ${label} 的图片`}>
            图片
          </Button>
        </Upload>
      )}
    </Space>
  );
}

export function ProductEditPage() {
  const { spuCode } = useParams();
  const isNew = spuCode === undefined;
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const me = useProfile();
  const mayPrice = can(me, 'prices.write');
  const { tree } = useCategoryTree();
  const { data: product, error, loading, reload } = useApiData<AdminProduct>(isNew ? null : `/api/admin/catalogue/products/${encodeURIComponent(spuCode)}`);
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const skus = Form.useWatch('skus', form) ?? [];

  useEffect(() => {
    if (!product) return;
    form.setFieldsValue({
      spuCode: product.spuCode,
      name: product.name,
      model: product.model,
      type: product.type,
      categoryCode: product.categoryCode,
      sellingPoint: product.sellingPoint,
      description: product.description,
      isNew: product.isNew,
      isHot: product.isHot,
      attributes: attributesOf(product.skus.filter((k) => k.status === 'on_sale')),
      skus: product.skus.map((k) => ({
        skuCode: k.skuCode,
        attrs: k.attrs,
        colorHex: k.colorHex,
        lowStock: k.lowStock,
        onSale: k.status === 'on_sale',
        pictures: k.pictures,
        origPrice: toYuan(k.origPrice),
        price: toYuan(k.price),
        studentPrice: toYuan(k.studentPrice),
        enterprisePrice: toYuan(k.enterprisePrice),
        saved: true,
      })),
    });
  }, [product, form]);

  if (!isNew && error) return <Result status={error.statusCode === 404 ? '404' : 'error'} title={error.message} />;
  if (!isNew && loading && !product) return <Spin aria-label="加载中" />;
  if (isNew && !mayPrice) return <Result status="403" title="无权访问" subTitle="新建商品需要维护价格的权限。" />;

  const generateSkus = () => {
    const v = form.getFieldsValue(true) as FormValues;
    const combos = combinations(v.attributes ?? []);
    if (combos.length === 0) {
      message.warning('请先填写属性名和属性值');
      return;
    }
    const current = v.skus ?? [];
    const byAttrs = new Map(current.map((r) => [attrsKey(r.attrs), r]));
    const prefix = (v.spuCode || product?.spuCode || 'SKU').trim().toUpperCase();
    const used = new Set(current.map((r) => r.skuCode));
    let n = 1;
    const nextCode = () => {
      while (used.has(`${prefix}-${n}`)) n++;
      used.add(`${prefix}-${n}`);
      return `${prefix}-${n}`;
    };
    const rows = combos.map(
      (attrs): SkuRow => byAttrs.get(attrsKey(attrs)) ?? { skuCode: nextCode(), attrs, colorHex: '#cccccc', lowStock: 5, onSale: true, pictures: [] },
    );
    // Saved SKUs no combination names any more stay listed, off sale (a sold SKU is never deleted).
    const kept = current.filter((r) => r.saved && !rows.includes(r)).map((r) => ({ ...r, onSale: false }));
    form.setFieldsValue({ skus: [...rows, ...kept] });
  };

  const save = async () => {
    // The whole store, not only the fields drawn: a SKU's attributes and saved mark have no input of their own.
    const v = form.getFieldsValue(true) as FormValues;
    const skuBodies = (v.skus ?? []).map((r) => {
      const content = {
        skuCode: r.skuCode,
        attrs: r.attrs,
        colorHex: r.colorHex,
        lowStock: r.lowStock,
        status: r.onSale ? 'on_sale' : 'off_sale',
        pictures: r.pictures.map((p) => p.id),
      };
      if (r.saved && !isNew) return content;
      return {
        ...content,
        origPrice: toFen(r.origPrice),
        price: toFen(r.price),
        studentPrice: toFen(r.studentPrice),
        enterprisePrice: toFen(r.enterprisePrice),
      };
    });
    const content = {
      name: v.name,
      model: v.model ?? '',
      type: v.type,
      categoryCode: v.categoryCode,
      sellingPoint: v.sellingPoint ?? '',
      description: v.description ?? '',
      isNew: Boolean(v.isNew),
      isHot: Boolean(v.isHot),
      skus: skuBodies,
    };
    const body = isNew ? { spuCode: v.spuCode, ...content } : content;
    // The API's own schema once more over the whole body: what only the whole can say (two SKUs alike, a duplicate code).
    const checked = (isNew ? productCreateInputSchema : productUpdateInputSchema).safeParse(body);
    if (!checked.success) {
      message.error(checked.error.issues[0]?.message ?? '输入有误');
      return;
    }
    setSaving(true);
    try {
      const saved = isNew
        ? await api<AdminProduct>('POST', '/api/admin/catalogue/products', body)
        : await api<AdminProduct>('PUT', `/api/admin/catalogue/products/${encodeURIComponent(spuCode)}`, body);
      message.success('已保存');
      if (isNew) navigate(`/catalogue/products/${encodeURIComponent(saved.spuCode)}`, { replace: true });
      else await reload();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  const setStatus = async (status: 'on_sale' | 'off_sale') => {
    try {
      await api('POST', `/api/admin/catalogue/products/${encodeURIComponent(spuCode!)}/status`, { status });
      message.success(status === 'on_sale' ? '已上架，商城即时可见' : '已下架');
      await reload();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请稍后重试');
    }
  };

  const preview = async () => {
    try {
      const link = await api<{ url: string; expiresAt: number }>('POST', `/api/admin/catalogue/products/${encodeURIComponent(spuCode!)}/preview`);
      const url = new URL(link.url, window.location.origin).href;
      modal.info({
        title: '预览链接（24小时内有效）',
        width: 560,
        content: (
          <Typography.Paragraph copyable={{ text: url }}>
            <a href={url} target="_blank" rel="noreferrer" data-testid="preview-link">
              {url}
            </a>
          </Typography.Paragraph>
        ),
        okText: '关闭',
      });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '生成失败，请稍后重试');
    }
  };

  const categoryOptions = tree.map((c) => ({ label: c.name, options: c.children.map((k) => ({ value: k.code, label: k.name })) }));
  const priceCell = (field: 'origPrice' | 'price' | 'studentPrice' | 'enterprisePrice', label: string, optional: boolean) => ({
    title: label,
    key: field,
    render: (_: unknown, __: unknown, i: number) => {
      const row = skus[i];
      if (row?.saved && !isNew) return showYuan(toFen(row[field]));
      return (
        <Form.Item name={[i, field]} rules={[fenRule(optional)]} style={{ margin: 0 }}>
          <InputNumber
            min={0}
            precision={2}
            style={{ width: 110 }}
            placeholder={optional ? '同官方价' : '元'}
            aria-label={`${row?.skuCode ?? ''} ${label}（元）`}
          />
        </Form.Item>
      );
    },
  });

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      name="product-edit"
      onFinish={save}
      initialValues={{ model: '', sellingPoint: '', description: '', isNew: false, isHot: false, attributes: [{ name: '颜色', values: [] }], skus: [] }}
      scrollToFirstError
    >
      <Card
        title={isNew ? '新建商品' : `商品编辑：${product?.name ?? ''}`}
        extra={
          !isNew &&
          product && (
            <Space wrap>
              <Badge status={STATUS_BADGE[product.status]} text={PRODUCT_STATUSES[product.status]} />
              {product.status === 'on_sale' ? (
                <Button onClick={() => setStatus('off_sale')}>下架</Button>
              ) : (
                <>
                  <Button icon={<EyeOutlined />} onClick={preview}>
                    预览链接
                  </Button>
                  <Button type="primary" onClick={() => setStatus('on_sale')}>
                    上架
                  </Button>
                </>
              )}
              {mayPrice && <Link to={`/catalogue/products/${encodeURIComponent(product.spuCode)}/prices`}>修改价格</Link>}
              {can(me, 'stock.write') && <Link to={`/catalogue/stock?keyword=${encodeURIComponent(product.spuCode)}`}>库存</Link>}
            </Space>
          )
        }
      >
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              label="商品编码"
              name="spuCode"
              rules={isNew ? [zodRule(s.spuCode)] : []}
              required
              extra={isNew ? '字母、数字和连字符，创建后不可修改' : undefined}
            >
              <Input disabled={!isNew} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item label="商品名称" name="name" rules={[zodRule(s.name)]} required>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="型号" name="model" rules={[zodRule(s.model)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="商品类型" name="type" rules={[zodRule(s.type)]}>
              <Select options={PRODUCT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))} placeholder="请选择" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="类目" name="categoryCode" rules={[zodRule(s.categoryCode)]}>
              <Select options={categoryOptions} placeholder="请选择二级类目" showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="卖点" name="sellingPoint" rules={[zodRule(s.sellingPoint)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="描述" name="description" rules={[zodRule(s.description)]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Space size="large">
              <Form.Item name="isNew" valuePropName="checked" noStyle>
                <Checkbox>新品</Checkbox>
              </Form.Item>
              <Form.Item name="isHot" valuePropName="checked" noStyle>
                <Checkbox>热卖</Checkbox>
              </Form.Item>
            </Space>
          </Col>
        </Row>
      </Card>

      <Card title="规格与 SKU" style={{ marginTop: 16 }}>
        <Form.List name="attributes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={[field.name, 'name']} label="属性名" rules={[{ required: true, message: '属性名不能为空' }]}>
                    <Input placeholder="如 颜色、存储" style={{ width: 140 }} aria-label={`属性名 ${field.name + 1}`} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'values']} label="属性值（回车添加）">
                    <Select
                      mode="tags"
                      open={false}
                      placeholder="如 幻夜黑"
                      style={{ width: 420 }}
                      aria-label={`属性值 ${field.name + 1}`}
                      tokenSeparators={[',', '，']}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`删除属性 ${field.name + 1}`}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                  />
                </Space>
              ))}
              <Space>
                <Button icon={<PlusOutlined />} onClick={() => add({ name: '', values: [] })}>
                  添加属性
                </Button>
                <Button type="primary" ghost onClick={generateSkus}>
                  生成 SKU
                </Button>
              </Space>
            </>
          )}
        </Form.List>
        {!isNew && (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            message="已保存 SKU 的价格请在“修改价格”中调整；未列出的 SKU 保存后下架（不删除）；库存请在“库存”中调整。"
          />
        )}
        <Form.List name="skus">
          {() => (
            <Table<SkuRow>
              style={{ marginTop: 16 }}
              rowKey="skuCode"
              dataSource={skus}
              pagination={false}
              locale={{ emptyText: '填写属性后点击“生成 SKU”' }}
              columns={[
                { title: '属性', key: 'attrs', render: (_: unknown, r) => attrsText(r.attrs) },
                {
                  title: 'SKU 编码',
                  key: 'skuCode',
                  render: (_: unknown, r, i) => (
                    <Form.Item name={[i, 'skuCode']} rules={[zodRule(skuContentSchema.shape.skuCode)]} style={{ margin: 0 }}>
                      <Input disabled={r.saved && !isNew} style={{ width: 170 }} aria-label={`${attrsText(r.attrs)} SKU 编码`} />
                    </Form.Item>
                  ),
                },
                priceCell('origPrice', '划线价', false),
                priceCell('price', '官方商城价', false),
                priceCell('studentPrice', '学生专区价', true),
                priceCell('enterprisePrice', '企业购价', true),
                {
                  title: '低库存提醒',
                  key: 'lowStock',
                  render: (_: unknown, r, i) => (
                    <Form.Item name={[i, 'lowStock']} rules={[zodRule(skuContentSchema.shape.lowStock)]} style={{ margin: 0 }}>
                      <InputNumber min={0} precision={0} style={{ width: 80 }} aria-label={`${r.skuCode} 低库存提醒`} />
                    </Form.Item>
                  ),
                },
                {
                  title: '图片',
                  key: 'pictures',
                  render: (_: unknown, r, i) => (
                    <Form.Item name={[i, 'pictures']} style={{ margin: 0 }}>
                      <SkuPictures label={r.skuCode} />
                    </Form.Item>
                  ),
                },
                {
                  title: '在售',
                  key: 'onSale',
                  render: (_: unknown, r, i) => (
                    <Form.Item name={[i, 'onSale']} valuePropName="checked" style={{ margin: 0 }}>
                      <Switch aria-label={`${r.skuCode} 在售`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          )}
        </Form.List>
        <div style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {isNew ? '创建商品' : '保存'}
          </Button>
        </div>
      </Card>
    </Form>
  );
}
