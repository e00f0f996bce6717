/**
 * CMS endpoints the storefront reads: the top banner, navigation, footer, banners, ads
 * (home and product page), popular searches. All public: a visitor's header needs them
 * before any sign-in.
 */
import { z } from 'zod';
import { adSchema, bannerSchema, footerSchema, navGroupSchema, topBannerSchema } from '../cms.ts';
import { pdpAdSchema, pdpGiftRemarkSchema } from '../delivery.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['cms'];

/** Platform words in CMS paths: content is kept for pc / h5 / app; mobile, wxApp and aliApp read the h5 content. */
export const CMS_PLATFORM_WORDS = ['pc', 'h5', 'app', 'mobile', 'aliApp', 'wxApp'] as const;
export const cmsPlatformWordSchema = z
  .enum(CMS_PLATFORM_WORDS, { error: '不支持的平台' })
  .meta({ description: 'pc、h5、app；mobile、wxApp、aliApp 按 h5 处理' });

export const topBannerParamsSchema = z.object({ id: z.string().min(1).max(128).meta({ description: '顶部横幅编号，如 global（全站）、student' }) });
export const topBannerExtraParamsSchema = topBannerParamsSchema.extend({ extra: z.string().min(1).max(128).meta({ description: '附加段（忽略）' }) });
/** The activity host adds vver=1 (spec 7); accepted and otherwise ignored. */
export const topBannerQuerySchema = z.object({ vver: z.string().max(16).optional() });
export const cmsPlatformParamsSchema = z.object({ platform: cmsPlatformWordSchema });
export const cmsPlatformQuerySchema = z.object({ platform: cmsPlatformWordSchema.default('pc') });
export const positionCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '位置编码格式不正确' });
const productCode = z.string().trim().min(1).max(64, { error: '商品编码过长' });

const TOP_BANNER_DESCRIPTION = '无此编号或不在展示时间内时 data 为 null（不显示横幅），不报错。';

export const cmsEndpoints = {
  topBannerPc: defineEndpoint({
    method: 'GET',
    path: '/api/cms/content/pc/v1/getTopBanner/:id',
    params: topBannerParamsSchema,
    query: topBannerQuerySchema,
    data: topBannerSchema,
    summary: '顶部横幅（PC）',
    description: TOP_BANNER_DESCRIPTION,
    tags,
  }),
  topBannerPcExtra: defineEndpoint({
    method: 'GET',
    path: '/api/cms/content/pc/v1/getTopBanner/:id/:extra',
    params: topBannerExtraParamsSchema,
    query: topBannerQuerySchema,
    data: topBannerSchema,
    summary: '顶部横幅（PC，带附加段）',
    description: TOP_BANNER_DESCRIPTION,
    tags,
  }),
  topBannerH5: defineEndpoint({
    method: 'GET',
    path: '/api/cms/content/h5/v1/getTopBanner/:id',
    params: topBannerParamsSchema,
    query: topBannerQuerySchema,
    data: topBannerSchema,
    summary: '顶部横幅（移动端、支付宝小程序）',
    description: TOP_BANNER_DESCRIPTION,
    tags,
  }),
  topBannerApp: defineEndpoint({
    method: 'GET',
    path: '/api/cms/app/content/app/v1/getTopBanner/:id',
    params: topBannerParamsSchema,
    query: topBannerQuerySchema,
    data: topBannerSchema,
    summary: '顶部横幅（App）',
    description: TOP_BANNER_DESCRIPTION,
    tags,
  }),
  indexAd: defineEndpoint({
    method: 'GET',
    path: '/api/cms/content/indexAd',
    query: cmsPlatformQuerySchema,
    data: z.array(adSchema),
    summary: '首页广告',
    tags,
  }),
  adList: defineEndpoint({
    method: 'GET',
    path: '/api/cms/advertise/:platform/getAdList/:posCd',
    params: cmsPlatformParamsSchema.extend({ posCd: positionCodeSchema }),
    data: z.array(adSchema),
    summary: '广告位内容',
    description: 'posCd 如 HOME_PROMO、HOME_CATEGORY、PC_LOGIN_PAGE、PDP_HORSE_RACE_LAMP、rollCenterNo；无内容时为空数组。',
    tags,
  }),
  pdpAdList: defineEndpoint({
    method: 'GET',
    path: '/api/cms/advertise/:platform/getAdPdpList/:posCd/:spuCd',
    params: z.object({ platform: cmsPlatformWordSchema, posCd: positionCodeSchema, spuCd: productCode }),
    data: z.array(pdpAdSchema),
    summary: '商品页广告位',
    description: '先取指定该 SPU 的广告；没有时取该位置的默认广告；都没有时为空数组。',
    tags,
  }),
  pdpGiftRemark: defineEndpoint({
    method: 'GET',
    path: '/api/cms/advertise/:platform/getAdPdpMap/PDP_GIFT_REMARK/:code',
    params: z.object({ platform: cmsPlatformWordSchema, code: productCode }),
    data: pdpGiftRemarkSchema,
    summary: '商品页赠品说明',
    description: 'code 为 SKU 或 SPU 编码；依次匹配 SKU、SPU 的专属说明，否则对有赠品的商品给默认说明；无说明时 remark 为空字符串。',
    tags,
  }),
  nav: defineEndpoint({
    method: 'GET',
    path: '/api/cms/:platform/nav',
    params: cmsPlatformParamsSchema,
    data: z.array(navGroupSchema),
    summary: '导航菜单（左侧品类组与右侧服务支持、企业客户）',
    tags,
  }),
  footer: defineEndpoint({
    method: 'GET',
    path: '/api/cms/:platform/footer',
    params: cmsPlatformParamsSchema,
    data: footerSchema,
    summary: '页脚（栏目、版权、备案号、法律链接、社交账号、地区语言）',
    tags,
  }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/api/cms/:platform/banners',
    params: cmsPlatformParamsSchema,
    query: z.object({ position: positionCodeSchema.default('home').meta({ description: '位置，默认 home（首页）' }) }),
    data: z.array(bannerSchema),
    summary: '轮播横幅',
    tags,
  }),
  hotSearch: defineEndpoint({
    method: 'GET',
    path: '/api/cms/search/hot',
    query: cmsPlatformQuerySchema,
    data: z.array(z.string()),
    summary: '热门搜索词',
    tags,
  }),
};
