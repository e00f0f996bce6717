/**
 * The console's 服务 (value-added services, issue #16): extended warranty, care plans and
 * installation sold with a product (table product_services). The same schemas for the API and
 * the console's form. Price in integer fen; months 0–60 (warranty and care need at least 1). A
 * service already bought is never deleted: 下架 hides it from new sales (the product page, the
 * cart, checkout) and keeps it for the orders that have it.
 */
import { z } from 'zod';
import { PRODUCT_TYPES } from './catalog.ts';

export const SERVICE_KINDS = { install: '安装', warranty: '延保', care: '关怀计划' } as const;
export type ServiceKind = keyof typeof SERVICE_KINDS;

export const PRODUCT_TYPE_LABELS: Readonly<Record<(typeof PRODUCT_TYPES)[number], string>> = {
  phone: '手机',
  foldable: '折叠屏',
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

export const SERVICE_LIMITS = { nameMax: 30, descriptionMax: 200, monthsMax: 60, priceMax: 10_000_000, sortOrderMax: 9999 } as const;

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

export const serviceAdminQuerySchema = z.object({
  kind: z.enum(['install', 'warranty', 'care'], { error: '服务类型须为 install、warranty 或 care' }).optional(),
  productType: z.enum(PRODUCT_TYPES, { error: '商品类型有误' }).optional(),
  onSale: z.enum(['true', 'false'], { error: '状态有误' }).optional(),
  keyword: z.string().trim().max(30, '关键词最多30个字').optional(),
  page,
  pageSize,
});
export type ServiceAdminQuery = z.input<typeof serviceAdminQuerySchema>;

export const serviceInputSchema = z
  .object({
    name: z.string({ error: '请输入服务名称' }).trim().min(1, '请输入服务名称').max(SERVICE_LIMITS.nameMax, `服务名称最多${SERVICE_LIMITS.nameMax}个字`),
    kind: z.enum(['install', 'warranty', 'care'], { error: '请选择服务类型' }),
    description: z.string().trim().max(SERVICE_LIMITS.descriptionMax, `服务说明最多${SERVICE_LIMITS.descriptionMax}个字`).default(''),
    price: z.number({ error: '请输入价格' }).int('价格须为整数（单位：分）').min(0, '价格不能为负数').max(SERVICE_LIMITS.priceMax, '价格不能超过100000元'),
    months: z
      .number({ error: '请输入服务期限' })
      .int('服务期限须为整数（月）')
      .min(0, '服务期限不能为负数')
      .max(SERVICE_LIMITS.monthsMax, `服务期限最多${SERVICE_LIMITS.monthsMax}个月`),
    productTypes: z
      .array(z.enum(PRODUCT_TYPES, { error: '商品类型有误' }), { error: '请选择适用的商品类型' })
      .min(1, '至少选择一个适用的商品类型')
      .transform((v) => [...new Set(v)]),
    sortOrder: z
      .number({ error: '排序须为数字' })
      .int('排序须为整数')
      .min(0, '排序不能为负数')
      .max(SERVICE_LIMITS.sortOrderMax, `排序最大${SERVICE_LIMITS.sortOrderMax}`)
      .default(0),
  })
  .refine((v) => v.kind === 'install' || v.months >= 1, { message: '延保与关怀计划的服务期限至少1个月', path: ['months'] });
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, '请提供服务编码')
    .max(64, '服务编码最多64个字符')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '服务编码有误'),
});

export const serviceAdminRowSchema = z
  .object({
    code: z.string(),
    kind: z.enum(['install', 'warranty', 'care']),
    kindTitle: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    months: z.number().int(),
    productTypes: z.array(z.enum(PRODUCT_TYPES)),
    sortOrder: z.number().int(),
    /** false: 已下架 — not offered to new sales, kept for the orders that have it. */
    onSale: z.boolean(),
  })
  .meta({ id: 'ServiceAdminRow' });
export type ServiceAdminRow = z.infer<typeof serviceAdminRowSchema>;

export const serviceAdminPageSchema = z.object({
  list: z.array(serviceAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
