/**
 * The product page's calls (spec 7 "Product detail"): the first screen (baseInfo / preview
 * view), detail, specifications, the right-hand panel, upgrade packages, 360° frames,
 * bespoke prices, recommendations, live price and stock, the national subsidy, and the
 * panels around them (delivery estimate, live entry, TTM invitation, share poster, arrival
 * notice). Prices follow the site (?siteCd=, else the siteCd cookie, else cn); a draft
 * product answers only with a valid preview token (?previewToken=).
 */
import { z } from 'zod';
import { smsCodeRequestSchema, smsCodeResponseSchema } from '../auth.ts';
import { productCardSchema } from '../catalog.ts';
import { addCustGoodsBodySchema, customGoodsSchema } from '../custom-goods.ts';
import {
  arrivalNoticeRequestSchema,
  arrivalNoticeResponseSchema,
  deliveryEstimateSchema,
  LIVE_PLATFORMS,
  liveIconSchema,
  liveRoomSchema,
  sharePosterRequestSchema,
  sharePosterSchema,
  ttmVerifyRequestSchema,
  ttmVerifyStateSchema,
} from '../delivery.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  bespokeInfoSchema,
  bespokeSkuSchema,
  bundleSchema,
  pdpBaseInfoSchema,
  pdpDetailInfoSchema,
  pdpGallerySchema,
  pdpInInfoSchema,
  pdpSkuGallerySchema,
  pdpSkuSchema,
  pdpTopInfoSchema,
  pkgUpItemSchema,
  skuByIdSchema,
  skuStockPriceSchema,
  specGroupSchema,
  specialFundSchema,
} from '../pdp.ts';

const tags = ['product-detail'];

// ── address and query parameters (the API's, with Chinese messages) ─────────────────────
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const STK_PRICE_MAX = 50;

export const prodCdSchema = z.string().trim().min(1, '商品编码不能为空').max(40, '商品编码过长').regex(CODE, '商品编码格式有误');
export const skuCdSchema = z.string().trim().min(1, 'SKU 编码不能为空').max(60, 'SKU 编码过长').regex(CODE, 'SKU 编码格式有误');

export const prodParamsSchema = z.object({ prodCd: prodCdSchema });
export const prodSkuParamsSchema = z.object({ prodCd: prodCdSchema, skuCd: skuCdSchema });
export const skuCodeParamsSchema = z.object({ skuCode: skuCdSchema });

const siteCd = z.string().trim().max(32).optional().meta({ description: '站点代码（cn / student / enterprise）；缺省取 Cookie siteCd，再缺省 cn' });
const previewToken = z.string().trim().max(200).optional().meta({ description: '预览令牌（草稿商品）' });

export const pdpPageQuerySchema = z.object({
  siteCd,
  page: z
    .enum(['activity', 'product'], { message: 'page 只能是 activity 或 product' })
    .optional()
    .meta({ description: '活动商品页 activity / 普通商品页 product（决定 typCd 的解析）' }),
  previewToken,
});
export const pdpViewQuerySchema = pdpPageQuerySchema.extend({
  previewToken: z.string({ message: '缺少预览令牌' }).trim().min(1, '缺少预览令牌').max(200),
});
export const pdpSiteQuerySchema = z.object({ siteCd, previewToken });
export const pdpInInfoQuerySchema = pdpSiteQuerySchema.extend({ skuCd: skuCdSchema.optional() });
export const pdpBespokeQuerySchema = pdpSiteQuerySchema.extend({
  skuCd: skuCdSchema.optional(),
  choice: z.string().trim().max(400).optional().meta({ description: '所选定制项，如 topPanel:navy,material:glass' }),
});

/** One SKU code or a comma list of at most 50, de-duplicated in order. */
export const skuListParamsSchema = z.object({
  x: z
    .string()
    .max(4000)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length >= 1, 'SKU 编码不能为空')
    .refine((list) => list.length <= STK_PRICE_MAX, `一次最多查询 ${STK_PRICE_MAX} 个 SKU`)
    .refine((list) => list.every((c) => c.length <= 60 && CODE.test(c)), 'SKU 编码格式有误'),
});

export const recCountParamsSchema = z.object({
  prodCd: prodCdSchema,
  x: z
    .string()
    .regex(/^\d{1,2}$/, '推荐数量应为 1–20')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 20, '推荐数量应为 1–20'),
});

/** `:skuId` of the by-SKU-ID calls: digits only. */
export const skuIdParamsSchema = z.object({
  skuId: z
    .string()
    .regex(/^\d{1,15}$/, 'SKU ID 格式有误')
    .transform(Number),
});

/** `:x` of plp/v2/{x}/recSku: a category or product code. */
export const recSkuParamsSchema = z.object({
  x: z.string().trim().min(1).max(64, '编码过长').regex(CODE, '编码格式有误'),
});

const siteOnlyQuery = z.object({ siteCd });
const productCode = z.string().trim().min(1).max(64, { error: '商品编码过长' });
const regionCode = z.string().max(16);

const BASE_INFO_DESCRIPTION =
  '商品编码可为替换编码（SM-S9380 → S25U）或以旧换新延展页编码（S25U-TS）。未指定 SKU 时按默认 SKU 表，再取第一个有货的 SKU。typCd 按服务器时间解析；秒杀预告时长 secKillDispMinite 默认 30 分钟。未知或未发布商品 404（商品不存在）；已下架商品返回 ERR_ORDER_OFF_SHELF。';
const VIEW_DESCRIPTION = '与 baseInfo 相同的结构，preview 为 true。令牌无效或过期时 403 E_PREVIEW_TOKEN。';
const STK_PRICE_DESCRIPTION = 'x 为一个 SKU 编码或逗号分隔的最多 50 个。未知 SKU 不返回；全部未知时为空列表。不缓存。';
const liveRoomParams = { platform: z.enum(LIVE_PLATFORMS, { error: '不支持的平台' }), spuCd: productCode };

export const pdpEndpoints = {
  baseInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/baseInfo/:prodCd',
    params: prodParamsSchema,
    query: pdpPageQuerySchema,
    data: pdpBaseInfoSchema,
    summary: '商品详情页首屏数据（spuBaseInfo、规格、SKU 与活动）',
    description: BASE_INFO_DESCRIPTION,
    tags,
  }),
  baseInfoOfSku: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/baseInfo/:prodCd/:skuCd',
    params: prodSkuParamsSchema,
    query: pdpPageQuerySchema,
    data: pdpBaseInfoSchema,
    summary: '商品详情页首屏数据（spuBaseInfo、规格、SKU 与活动）',
    description: BASE_INFO_DESCRIPTION,
    tags,
  }),
  view: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/view/:prodCd',
    params: prodParamsSchema,
    query: pdpViewQuerySchema,
    data: pdpBaseInfoSchema,
    summary: '商品预览（含未发布商品，需预览令牌）',
    description: VIEW_DESCRIPTION,
    tags,
  }),
  viewOfSku: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/view/:prodCd/:skuCd',
    params: prodSkuParamsSchema,
    query: pdpViewQuerySchema,
    data: pdpBaseInfoSchema,
    summary: '商品预览（含未发布商品，需预览令牌）',
    description: VIEW_DESCRIPTION,
    tags,
  }),
  skuInfoList: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/skuInfoList/:prodCd',
    params: prodParamsSchema,
    query: pdpSiteQuerySchema,
    data: z.array(pdpSkuSchema),
    summary: '商品全部 SKU（价格、库存、活动）',
    tags,
  }),
  pkgUpData: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/pkgUpData/:prodCd',
    params: prodParamsSchema,
    query: pdpSiteQuerySchema,
    data: z.array(pkgUpItemSchema),
    summary: '升级套餐：每个 SKU 同颜色的下一档存储/尺寸及差价',
    tags,
  }),
  leftSkuInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/leftSkuInfo/:skuCode',
    params: skuCodeParamsSchema,
    query: pdpSiteQuerySchema,
    data: pdpSkuGallerySchema,
    summary: '单个 SKU 的图片与实时价格库存',
    tags,
  }),
  leftInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/leftInfo/:prodCd',
    params: prodParamsSchema,
    query: pdpSiteQuerySchema,
    data: pdpGallerySchema,
    summary: '商品图库（每种颜色的图片）',
    tags,
  }),
  topInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/topInfo/:prodCd',
    params: prodParamsSchema,
    query: pdpSiteQuerySchema,
    data: pdpTopInfoSchema,
    summary: '商品名称、类目路径、卖点、评分、分享标题',
    tags,
  }),
  detailInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/bottom/detailInfo/:prodCd',
    params: prodParamsSchema,
    query: pdpSiteQuerySchema,
    data: pdpDetailInfoSchema,
    summary: '图文详情（已净化的 HTML）、包装清单、亮点规格、规格参数',
    tags,
  }),
  detailInfoOfSku: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/bottom/detailInfo/:prodCd/:skuCd',
    params: prodSkuParamsSchema,
    query: pdpSiteQuerySchema,
    data: pdpDetailInfoSchema,
    summary: '图文详情（已净化的 HTML）、包装清单、亮点规格、规格参数',
    tags,
  }),
  specInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/bottom/specInfo/:prodCd',
    params: prodParamsSchema,
    query: pdpSiteQuerySchema,
    data: z.array(specGroupSchema),
    summary: '规格参数（分组）',
    tags,
  }),
  inInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/right/inInfo/:prodCd',
    params: prodParamsSchema,
    query: pdpInInfoQuerySchema,
    data: pdpInInfoSchema,
    summary: '右侧购买面板：服务、分期、赠品、套装、购买按钮状态',
    description: 'skuCd 缺省时取默认 SKU。分期按 SKU 站点价计算，低于 minPrice 不提供分期（fqmx.stopBuy）。赠品仅在赠品有库存时出现。',
    tags,
  }),
  productInfoBySkuId: defineEndpoint({
    method: 'POST',
    path: '/api/product/pdp/getProductInfoBySkuId/:skuId',
    params: skuIdParamsSchema,
    query: pdpSiteQuerySchema,
    data: skuByIdSchema,
    summary: '按 SKU ID 查询 SKU 与所属商品',
    tags,
  }),
  bundleInfoBySkuId: defineEndpoint({
    method: 'POST',
    path: '/api/product/pdp/getProductBundleInfoBySkuId/:skuId',
    params: skuIdParamsSchema,
    query: pdpSiteQuerySchema,
    data: z.array(bundleSchema),
    summary: '以该 SKU 为主商品的套装（套装价、总价、节省）',
    tags,
  }),
  list3DModel: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/list3DModel/:prodCd',
    params: prodParamsSchema,
    query: pdpInInfoQuerySchema,
    data: z.array(z.string()),
    summary: '360° 展示的帧图片（按角度排列，颜色随 skuCd；无 360° 展示时为空）',
    tags,
  }),
  bespokeSkuList: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/v2/listBespokeSkuInfo/:prodCd',
    params: prodParamsSchema,
    query: pdpSiteQuerySchema,
    data: z.array(bespokeSkuSchema),
    summary: '定制商品：每个 SKU 的定制项与默认价格（非定制商品为空列表）',
    tags,
  }),
  bespoke: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/v3/bespoke/:prodCd',
    params: prodParamsSchema,
    query: pdpBespokeQuerySchema,
    data: bespokeInfoSchema,
    summary: '定制商品：按所选定制项计算价格',
    description: 'choice 形如 topPanel:navy,material:glass；未选的定制项取第一项。非定制商品 bespoke 为 false、各列表为空。',
    tags,
  }),
  addCustGoods: defineEndpoint({
    method: 'POST',
    path: '/api/order/custGoods/addCustGoods',
    body: addCustGoodsBodySchema,
    data: customGoodsSchema,
    summary: '定制商品：保存定制方案（加入购物车或立即购买前）',
    description:
      '返回定制编号 custGoodsNo，随 cartInfo 一起提交；购物车、结算与订单按“SKU 售价 + 各选项加价”计价，订单行记录所选方案。未传的定制项取默认选项；同一 SKU 的同一方案返回原编号（existed: true）。非定制商品、未知定制项或选项 400，未知 SKU 404。',
    tags,
    auth: 'any',
  }),
  recSmartInfo: defineEndpoint({
    method: 'GET',
    path: '/api/product/pdp/v2/:prodCd/bottom/recSmartInfo/:x',
    params: recCountParamsSchema,
    query: pdpSiteQuerySchema,
    data: z.array(productCardSchema),
    summary: '为你推荐：同类目优先，再同大类，再热销（不含本商品）',
    tags,
  }),
  stkPrice: defineEndpoint({
    method: 'GET',
    path: '/api/product/common/stkPrice/:x',
    params: skuListParamsSchema,
    query: siteOnlyQuery,
    data: z.array(skuStockPriceSchema),
    summary: '实时价格与库存',
    description: STK_PRICE_DESCRIPTION,
    tags,
  }),
  skuStkCnt: defineEndpoint({
    method: 'GET',
    path: '/api/product/h5/pdp/v2/getSkuStkCnt/:x',
    params: skuListParamsSchema,
    query: siteOnlyQuery,
    data: z.array(skuStockPriceSchema),
    summary: '实时库存与价格（移动端）',
    description: STK_PRICE_DESCRIPTION,
    tags,
  }),
  recSku: defineEndpoint({
    method: 'GET',
    path: '/api/product/plp/v2/:x/recSku',
    params: recSkuParamsSchema,
    query: siteOnlyQuery,
    data: z.array(productCardSchema),
    summary: '推荐商品：x 为类目编码（该类目热销）或商品编码（相关商品）',
    tags,
  }),
  specialFund: defineEndpoint({
    method: 'GET',
    path: '/api/product/o2o/specialFund/:skuCode',
    params: skuCodeParamsSchema,
    query: siteOnlyQuery,
    data: specialFundSchema,
    summary: '国家以旧换新补贴（按 SKU）',
    description: '家电（电视、冰箱、洗衣机、显示器）补贴 15%，一级能效 20%，每件最高 ¥2000；手机、平板、手表补贴 15%，每件最高 ¥500，仅限单价不超过 ¥6000。',
    tags,
  }),

  // ── panels around the buy box ──────────────────────────────────────────────────────────
  deliveryEstimate: defineEndpoint({
    method: 'GET',
    path: '/api/product/deliveryTime/v2/getES/:skuCd/:provinceCode/:cityCode/:districtCode',
    params: z.object({
      skuCd: z.string().min(1).max(64).meta({ description: 'SKU 编码' }),
      provinceCode: regionCode,
      cityCode: regionCode,
      districtCode: regionCode,
    }),
    data: deliveryEstimateSchema,
    summary: '预计送达时间',
    description:
      '北京时间 16:00 前下单当日发货；华北/华东/华南仓同区 1 天、邻区 2 天、远区 3–4 天，偏远地区 +2 天；大家电 +1 天且预约送货（deliveryTyp 1）。港澳台及大家电的偏远地区返回 409 ERR_PDP_CHECK_DELIVERY。',
    tags: ['delivery'],
  }),
  liveIcon: defineEndpoint({
    method: 'GET',
    path: '/api/sys/storeLive/getLiveIconInfo/:platform/:spuCd',
    params: z.object(liveRoomParams),
    data: liveIconSchema,
    summary: '商品页直播入口',
    description: '有直播中的房间时 type 为 live，否则有回放时为 record；都没有时 live 为 false。',
    tags: ['delivery'],
  }),
  liveRooms: defineEndpoint({
    method: 'GET',
    path: '/api/sys/storeLive/getStartLive/:platform',
    params: z.object({ platform: liveRoomParams.platform }),
    data: z.array(liveRoomSchema),
    summary: '正在直播的房间（全部）',
    tags: ['delivery'],
  }),
  liveRoomsOfSpu: defineEndpoint({
    method: 'GET',
    path: '/api/sys/storeLive/getStartLive/:platform/:spuCd',
    params: z.object(liveRoomParams),
    data: z.array(liveRoomSchema),
    summary: '正在直播的房间（某商品）',
    tags: ['delivery'],
  }),
  ttmState: defineEndpoint({
    method: 'GET',
    path: '/api/product/ttm/getVerify/:spuCd/:skuCd',
    params: z.object({ spuCd: productCode, skuCd: productCode }),
    data: ttmVerifyStateSchema,
    summary: 'TTM 资格：是否需要邀请码、当前会员是否已验证',
    tags: ['delivery'],
  }),
  ttmVerify: defineEndpoint({
    method: 'POST',
    path: '/api/product/ttm/verifyCode/1/:spuCd/:skuCd',
    params: z.object({ spuCd: productCode, skuCd: productCode }),
    body: ttmVerifyRequestSchema,
    data: ttmVerifyStateSchema,
    summary: 'TTM 资格：验证邀请码（一码一用；错误 10 分钟内最多 5 次）',
    tags: ['delivery'],
    auth: 'member',
  }),
  sharePoster: defineEndpoint({
    method: 'POST',
    path: '/api/act/market/getPdpSharePic',
    body: sharePosterRequestSchema,
    data: sharePosterSchema,
    summary: '商品分享海报',
    description: '750×1200 SVG：商品图、名称、规格、价格与商品页二维码。未给 skuCd 时取该商品的默认 SKU。',
    tags: ['delivery'],
  }),
  arrivalSmsCode: defineEndpoint({
    method: 'POST',
    path: '/api/product/code/sms',
    body: smsCodeRequestSchema,
    data: smsCodeResponseSchema,
    summary: '到货通知：发送短信验证码',
    description: 'multipart/form-data、表单或 JSON：mobile、deviceId、可选 nvcVal。限制与登录验证码相同（60 秒一次、每天 10 次、每 IP 每小时上限）。',
    tags: ['delivery'],
  }),
  arrivalNotify: defineEndpoint({
    method: 'POST',
    path: '/api/product/pdp/skuArrivalNotice/notifyMe',
    body: arrivalNoticeRequestSchema,
    data: arrivalNoticeResponseSchema,
    summary: '到货通知：订阅',
    description: '校验短信验证码后登记；同一手机号重复订阅同一 SKU 返回 alreadySubscribed: true。有货的 SKU 返回 409。',
    tags: ['delivery'],
    auth: 'any',
  }),
};
