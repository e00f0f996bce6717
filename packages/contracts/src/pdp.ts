/**
 * Product-detail contracts (issue #4): what /api/product/pdp/baseInfo and the live price /
 * stock calls answer. Field names follow spec 3 (spuBaseInfo, selectedSku, …). Money is
 * integer fen; times are Beijing wall clock 'YYYY-MM-DD HH:mm:ss' unless named *Ms.
 * Other product-detail calls add their schemas below their own heading in this file.
 */
import { z } from 'zod';
import { productTypeSchema } from './catalog.ts';

const fen = (description: string) => z.number().int().meta({ description: `${description}（分）` });
const yn = z.enum(['Y', 'N']);

export const ladderStepSchema = z.object({
  fullCnt: z.number().int().meta({ description: '满件数' }),
  discount: z.number().int().meta({ description: '折扣，千分比（950 = 95 折）' }),
});

export const skuActivitySchema = z.object({
  actCd: z.string(),
  actTyp: z.number().int().meta({ description: '8 预售，10 秒杀，13 阶梯折扣' }),
  actNm: z.string(),
  beginTime: z.string().meta({ description: '秒杀：开始；预售：定金开始（北京时间）' }),
  endTime: z.string(),
  actPrice: z.number().int().nullable().meta({ description: '秒杀价或预售定金（分）' }),
  actStock: z.number().int().nullable().meta({ description: '活动库存；null 表示使用商品库存' }),
  limitQty: z.number().int(),
  swellAmt: z.number().int().meta({ description: '定金膨胀金额（分）' }),
  balanceBeginTime: z.string().nullable().optional(),
  balanceEndTime: z.string().nullable().optional(),
  ladder: z.array(ladderStepSchema).optional(),
});

export const pdpAttrValueSchema = z.object({
  value: z.string(),
  /** Colour swatch, when the attribute is a colour. */
  hex: z.string().nullable(),
  image: z.string().nullable(),
});
export const pdpAttrSchema = z.object({ name: z.string().meta({ example: '颜色' }), values: z.array(pdpAttrValueSchema) });

/** selectedSku of spec 3, one per SKU of the product. */
export const pdpSkuSchema = z.object({
  skuId: z.number().int(),
  skuCd: z.string(),
  skuNm: z.string(),
  /** Gallery picture URLs (front, back, side, detail). */
  skuImg: z.array(z.string()),
  price: fen('售价（站点价）'),
  origPrice: fen('原价'),
  stkCnt: z.number().int().meta({ description: '可售库存' }),
  lkStkCnt: z.number().int().meta({ description: '锁定库存' }),
  lowStkCnt: z.number().int().meta({ description: '低库存阈值：库存不高于它时提示“库存紧张”' }),
  giftIntegration: z.number().int().meta({ description: '购买赠送积分' }),
  useIntegrationLim: z.number().int().meta({ description: '可用积分抵扣上限（积分）' }),
  attrs: z.record(z.string(), z.string()),
  zk: z.array(ladderStepSchema).meta({ description: '阶梯折扣（按 fullCnt 升序）' }),
  deliveryTyp: z.number().int(),
  upPkgSku: z.string().nullable().meta({ description: '升级套餐 SKU' }),
  stkNoti: yn.meta({ description: '缺货时可订阅到货通知' }),
  status: z.enum(['on_sale', 'off_sale']),
  activities: z.array(skuActivitySchema),
});
export type PdpSku = z.infer<typeof pdpSkuSchema>;

export const spuBaseInfoSchema = z.object({
  prodCd: z.string(),
  prodNm: z.string(),
  sellingPoint: z.string(),
  productType: productTypeSchema,
  catgLvlOneCd: z.string(),
  catgLvlOneNm: z.string(),
  catgLvlTwoCd: z.string(),
  catgLvlTwoNm: z.string(),
  newYn: yn,
  hotYn: yn,
  typCd: z.enum(['MAIN', 'SECKILL', 'SECKILL2', 'PRESALE2']).meta({ description: '按服务器时间与默认 SKU 解析的商品类型' }),
  totalStar: z.number().meta({ description: '平均星级 0–5，一位小数' }),
  commentCount: z.number().int(),
  servIds: z.array(z.string()).meta({ description: '可选服务代码' }),
  tailDispYn: yn.meta({ description: '是否显示尾款' }),
  swellDpstDispYn: yn.meta({ description: '是否显示定金膨胀' }),
  swellDpstAmt: z.number().int(),
  skuPrice: fen('最低售价'),
  purchaseRuleInfo: z.object({
    limitQty: z.number().int().meta({ description: '每单限购件数（0 表示仅受同款 5 件规则限制）' }),
    studentOnly: z.boolean(),
    text: z.string(),
  }),
  secKillDispMinite: z.number().int(),
  status: z.enum(['on_sale', 'off_sale', 'draft']),
  has3d: z.boolean(),
  tradeInExtension: z.boolean().meta({ description: '以旧换新延展页（-TS）' }),
  ttmCompleted: z.boolean(),
  bespoke: z.boolean().meta({ description: '可定制（/design/product）' }),
});
export type SpuBaseInfo = z.infer<typeof spuBaseInfoSchema>;

export const pdpBaseInfoSchema = z.object({
  spuBaseInfo: spuBaseInfoSchema,
  attrs: z.array(pdpAttrSchema),
  skus: z.array(pdpSkuSchema),
  /** The SKU the page opens on: the one in the address, else the default-SKU table, else the first in stock. */
  selectedSkuCd: z.string(),
  serverTimeMs: z.number().int(),
  preview: z.boolean(),
});
export type PdpBaseInfo = z.infer<typeof pdpBaseInfoSchema>;

/** Live price and stock (common/stkPrice, h5/pdp/v2/getSkuStkCnt). */
export const skuStockPriceSchema = z.object({
  skuCd: z.string(),
  price: z.number().int(),
  origPrice: z.number().int(),
  stkCnt: z.number().int(),
  lowStkCnt: z.number().int(),
  status: z.enum(['on_sale', 'off_sale']),
});
export type SkuStockPrice = z.infer<typeof skuStockPriceSchema>;
