/**
 * Product comparison and trade-in estimates (spec 7: compare/getPDPCompareBaseInfo,
 * compare/getCompareInfo, compare/getTradeInEstimateAmount; spec 3: the trade-in dialog).
 */
import { z } from 'zod';
import { productTypeSchema } from './catalog.ts';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Recycling platforms (rclmPlf) the trade-in dialog names. */
export const TRADE_IN_PLATFORMS = { 1: '官方回收', 2: '爱回收', 3: '闪回收' } as const satisfies Record<1 | 2 | 3, string>;
export type TradeInPlatform = keyof typeof TRADE_IN_PLATFORMS;
export const tradeInPlatformName = (p: number): string => TRADE_IN_PLATFORMS[p as TradeInPlatform] ?? '回收平台';
/** An old device's display name: the brand first, once (model names usually carry it already). */
export const tradeInDeviceName = (brand: string, name: string): string => (name.startsWith(brand) ? name : `${brand} ${name}`);

export const compareBaseInfoItemSchema = z.object({
  spuCode: z.string(),
  skuCode: z.string().meta({ description: '默认 SKU' }),
  name: z.string(),
  image: z.string(),
  price: z.number().int().meta({ description: '最低售价，分' }),
});
export const compareBaseInfoSchema = z.object({
  catgLvlOneCd: z.string(),
  catgLvlOneNm: z.string(),
  catgLvlTowCd: z.string(),
  catgLvlTowNm: z.string(),
  products: z.array(compareBaseInfoItemSchema),
});
export type CompareBaseInfo = z.infer<typeof compareBaseInfoSchema>;

export const compareProductSchema = z.object({
  spuCode: z.string(),
  skuCode: z.string(),
  name: z.string(),
  type: productTypeSchema,
  image: z.string(),
  price: z.number().int().meta({ description: '所选 SKU 售价，分' }),
  origPrice: z.number().int(),
  url: z.string(),
});
export type CompareProduct = z.infer<typeof compareProductSchema>;

export const compareRowSchema = z.object({
  group: z.string(),
  name: z.string(),
  values: z.array(z.string().nullable()).meta({ description: '与 products 一一对应；缺失为 null' }),
  same: z.boolean().meta({ description: '全部有值且相同' }),
});
export type CompareRow = z.infer<typeof compareRowSchema>;

export const compareInfoSchema = z.object({
  catgLvlTowCd: z.string(),
  products: z.array(compareProductSchema),
  rows: z.array(compareRowSchema),
});
export type CompareInfo = z.infer<typeof compareInfoSchema>;

export const tradeInModelSchema = z.object({
  code: z.string(),
  platform: z.number().int().min(1).max(3),
  platformName: z.string(),
  brand: z.string(),
  name: z.string(),
  estimate: z.number().int().meta({ description: '旧机估价，分' }),
  subsidy: z.number().int().meta({ description: '以旧换新补贴，分' }),
  total: z.number().int().meta({ description: '估价 + 补贴，分' }),
});
export type TradeInModel = z.infer<typeof tradeInModelSchema>;

/** Spec 3 trade-in dialog fields, filled from one old device (amounts in fen). */
export const tradeInDialogSchema = z.object({
  rclmPlf: z.number().int().min(1).max(3),
  Multiple: z.array(z.object({ code: z.string(), prodNm: z.string(), brand: z.string() })),
  OldmachineNewprice: z.number().int().meta({ description: '旧机回收价（含补贴），分' }),
  OldmachineOldprice: z.number().int().meta({ description: '旧机估价（不含补贴），分' }),
  subsidynewPrice: z.number().int().meta({ description: '新机到手价（减去旧机回收价与补贴），分' }),
  subsidyoldPrice: z.number().int().meta({ description: '新机原售价，分' }),
});
export type TradeInDialog = z.infer<typeof tradeInDialogSchema>;

export const tradeInEstimateSchema = z.object({
  spuCode: z.string(),
  skuCode: z.string(),
  productType: productTypeSchema,
  newPrice: z.number().int().meta({ description: '新机售价，分' }),
  models: z.array(tradeInModelSchema).meta({ description: '按平台、再按合计从高到低' }),
  groups: z.array(z.object({ platform: z.number().int(), platformName: z.string(), models: z.array(tradeInModelSchema) })),
  bestTotal: z.number().int().meta({ description: '最高估价 + 补贴，分；无可回收机型为 0' }),
  selected: tradeInModelSchema.nullable().meta({ description: '?model= 指定的旧机；未指定为 null' }),
  dialog: tradeInDialogSchema.nullable().meta({ description: '以旧换新弹窗字段（所选旧机，未指定时取最高估价）；无可回收机型为 null' }),
});
export type TradeInEstimate = z.infer<typeof tradeInEstimateSchema>;
