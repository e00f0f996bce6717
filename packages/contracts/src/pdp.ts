/**
 * Product-detail contracts (issue #4): what /api/product/pdp/baseInfo and the live price /
 * stock calls answer. Field names follow spec 3 (spuBaseInfo, selectedSku, …). Money is
 * integer fen; times are Beijing wall clock 'YYYY-MM-DD HH:mm:ss' unless named *Ms.
 * Other product-detail calls add their schemas below their own heading in this file.
 */
import { z } from 'zod';
import { productTypeSchema } from './catalog.ts';

const fen = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}（分）` });
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
  invitationOnly: z.boolean().meta({ description: '凭邀请码购买：会员须先完成尝鲜资格验证' }),
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

// ---------------------------------------------------------------------------------------
// Gallery (leftSkuInfo, leftInfo), SKU list, top info

export const pdpSkuGallerySchema = z.object({
  skuCd: z.string(),
  skuNm: z.string(),
  colorName: z.string(),
  colorHex: z.string(),
  images: z.array(z.string()).meta({ description: '正面、背面、侧面、斜侧面图片' }),
  price: fen('售价（站点价）'),
  origPrice: fen('原价'),
  stkCnt: z.number().int(),
  lowStkCnt: z.number().int(),
  status: z.enum(['on_sale', 'off_sale']),
  has3d: z.boolean(),
});
export type PdpSkuGallery = z.infer<typeof pdpSkuGallerySchema>;

export const pdpGallerySchema = z.object({
  prodCd: z.string(),
  colours: z.array(
    z.object({
      colorName: z.string(),
      colorHex: z.string(),
      skuCds: z.array(z.string()),
      images: z.array(z.string()),
    }),
  ),
  frames3d: z.number().int().meta({ description: '360° 帧数（0 表示无）' }),
});
export type PdpGallery = z.infer<typeof pdpGallerySchema>;

export const pdpTopInfoSchema = z.object({
  prodCd: z.string(),
  prodNm: z.string(),
  sellingPoint: z.string(),
  breadcrumbs: z.array(z.object({ code: z.string(), name: z.string(), url: z.string() })),
  totalStar: z.number(),
  commentCount: z.number().int(),
  newYn: yn,
  hotYn: yn,
  shareTitle: z.string(),
});
export type PdpTopInfo = z.infer<typeof pdpTopInfoSchema>;

// ---------------------------------------------------------------------------------------
// Upgrade packages (pkgUpData)

export const pkgUpItemSchema = z.object({
  skuCd: z.string(),
  upPkgSku: z.string().nullable().meta({ description: '同颜色的下一档存储/尺寸' }),
  upPkgSkuNm: z.string().nullable(),
  upPkgAttr: z.string().nullable().meta({ description: '升级后的规格，如 12GB+512GB' }),
  priceDiff: fen('补差价').nullable(),
});
export type PkgUpItem = z.infer<typeof pkgUpItemSchema>;

// ---------------------------------------------------------------------------------------
// Bespoke (v2/listBespokeSkuInfo, v3/bespoke)

export const bespokeOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  hex: z.string().nullable(),
  priceDelta: fen('加价'),
});
export const bespokeGroupSchema = z.object({
  code: z.string(),
  name: z.string(),
  options: z.array(bespokeOptionSchema),
});
export const bespokeSkuSchema = z.object({
  skuCd: z.string(),
  skuNm: z.string(),
  basePrice: fen('SKU 售价'),
  price: fen('按所选定制项的价格'),
  groups: z.array(bespokeGroupSchema),
  choice: z.record(z.string(), z.string()).meta({ description: '定制项 → 所选选项' }),
});
export type BespokeSku = z.infer<typeof bespokeSkuSchema>;
export const bespokeInfoSchema = z.object({
  prodCd: z.string(),
  bespoke: z.boolean(),
  groups: z.array(bespokeGroupSchema),
  choice: z.record(z.string(), z.string()),
  skus: z.array(
    bespokeSkuSchema.pick({
      skuCd: true,
      skuNm: true,
      basePrice: true,
      price: true,
    }),
  ),
});
export type BespokeInfo = z.infer<typeof bespokeInfoSchema>;

// ---------------------------------------------------------------------------------------
// Detail (bottom/detailInfo, bottom/specInfo)

export const specGroupSchema = z.object({
  group: z.string(),
  items: z.array(z.object({ name: z.string(), value: z.string() })),
});
export const pdpDetailInfoSchema = z.object({
  prodCd: z.string(),
  detlTitl: z.string(),
  detlDsc: z.string(),
  detlHtml: z.string().meta({ description: 'PC 图文详情（已净化的 HTML）' }),
  detlH5: z.string().meta({ description: '移动端图文详情（已净化的 HTML）' }),
  packLst: z.array(z.object({ name: z.string(), qty: z.number().int() })),
  detailImgs: z.array(z.string()),
  spclSpec: z.array(z.object({ name: z.string(), value: z.string() })),
  spec: z.array(specGroupSchema),
});
export type PdpDetailInfo = z.infer<typeof pdpDetailInfoSchema>;

// ---------------------------------------------------------------------------------------
// Right-hand panel (right/inInfo), bundles, sku by id

export const pdpServiceSchema = z.object({
  servId: z.string(),
  kind: z.enum(['install', 'warranty', 'care']),
  name: z.string(),
  description: z.string(),
  price: fen('服务价格'),
  months: z.number().int(),
});
export type PdpService = z.infer<typeof pdpServiceSchema>;

export const instalmentOptionSchema = z.object({
  periods: z.number().int(),
  perPeriod: fen('每期金额'),
  firstPeriod: fen('首期金额（含尾差）'),
  fee: fen('手续费'),
  total: fen('总额'),
  interestFree: z.boolean(),
});

export const bundleSchema = z.object({
  code: z.string(),
  name: z.string(),
  mainSpuCode: z.string(),
  mainSkuCd: z.string(),
  mainPrice: fen('主商品价格'),
  items: z.array(
    z.object({
      skuCd: z.string(),
      skuNm: z.string(),
      image: z.string(),
      price: fen('单买价'),
      bundlePrice: fen('套装价'),
      stkCnt: z.number().int(),
    }),
  ),
  total: fen('套装总价'),
  saving: fen('节省'),
});
export type Bundle = z.infer<typeof bundleSchema>;

export const pdpGiftSchema = z.object({
  skuCd: z.string(),
  giftSkuCd: z.string(),
  giftNm: z.string(),
  image: z.string(),
  qty: z.number().int(),
  remark: z.string(),
});

export const buyButtonsSchema = z.record(z.string(), z.object({ stopBuy: z.boolean() }));

export const pdpInInfoSchema = z.object({
  prodCd: z.string(),
  skuCd: z.string(),
  services: z.object({
    install: z.array(pdpServiceSchema),
    warranty: z.array(pdpServiceSchema),
    care: z.array(pdpServiceSchema),
  }),
  servIds: z.array(z.string()),
  instalment: z.object({
    price: fen('分期金额'),
    minPrice: fen('可分期最低金额'),
    plans: z.array(instalmentOptionSchema),
  }),
  gifts: z.array(pdpGiftSchema),
  bundles: z.array(bundleSchema),
  buyButtons: buyButtonsSchema,
  eupFQType: z.string(),
  eupBTType: z.string(),
});
export type PdpInInfo = z.infer<typeof pdpInInfoSchema>;

export const skuByIdSchema = z.object({
  skuId: z.number().int(),
  skuCd: z.string(),
  skuNm: z.string(),
  prodCd: z.string(),
  prodNm: z.string(),
  productType: productTypeSchema,
  image: z.string(),
  price: z.number().int(),
  origPrice: z.number().int(),
  stkCnt: z.number().int(),
  status: z.enum(['on_sale', 'off_sale']),
});
export type SkuById = z.infer<typeof skuByIdSchema>;

// ---------------------------------------------------------------------------------------
// National trade-in subsidy (o2o/specialFund), preview token

export const specialFundSchema = z.object({
  skuCd: z.string(),
  eligible: z.boolean(),
  rate: z.number().int().meta({ description: '补贴比例（%）' }),
  amount: fen('补贴金额'),
  cap: fen('每件补贴上限'),
  text: z.string(),
});
export type SpecialFundInfo = z.infer<typeof specialFundSchema>;

export const previewTokenSchema = z.object({
  spuCode: z.string(),
  token: z.string(),
  expiresAtMs: z.number().int(),
  url: z.string(),
});
