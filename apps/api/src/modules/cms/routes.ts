/**
 * CMS and system-configuration routes. The top-banner, index-ad, ad-list and config paths
 * are the ones spec 7 names; navigation, footer, banners and popular searches are ours.
 * All are public: a visitor's header needs them before any sign-in.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adSchema, bannerSchema, envelopeSchema, footerSchema, navGroupSchema, sysConfigSchema, topBannerSchema } from '@shop/contracts';
import { ok } from '../../platform/envelope.ts';
import type { CmsService } from './cms.service.ts';
import { contentPlatformOf, platformWordSchema } from './platforms.ts';

const tags = ['cms'];

const topBannerParams = z.object({ id: z.string().min(1).max(128).meta({ description: '顶部横幅编号，如 global（全站）、student' }) });
const topBannerExtraParams = topBannerParams.extend({ extra: z.string().min(1).max(128).meta({ description: '附加段（忽略）' }) });
/** The activity host adds vver=1 (spec 7); accepted and otherwise ignored. */
const topBannerQuery = z.object({ vver: z.string().max(16).optional() });
const platformParams = z.object({ platform: platformWordSchema });
const platformQuery = z.object({ platform: platformWordSchema.default('pc') });
const positionCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '位置编码格式不正确' });

export function cmsRoutes(api: FastifyInstance, cms: CmsService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const topBannerResponse = { 200: envelopeSchema(topBannerSchema) };
  const topBannerDescription = '无此编号或不在展示时间内时 data 为 null（不显示横幅），不报错。';

  r.get(
    '/cms/content/pc/v1/getTopBanner/:id',
    {
      schema: {
        tags,
        summary: '顶部横幅（PC）',
        description: topBannerDescription,
        params: topBannerParams,
        querystring: topBannerQuery,
        response: topBannerResponse,
      },
    },
    async (req) => ok(req, await cms.topBanner('pc', req.params.id)),
  );
  r.get(
    '/cms/content/pc/v1/getTopBanner/:id/:extra',
    {
      schema: {
        tags,
        summary: '顶部横幅（PC，带附加段）',
        description: topBannerDescription,
        params: topBannerExtraParams,
        querystring: topBannerQuery,
        response: topBannerResponse,
      },
    },
    async (req) => ok(req, await cms.topBanner('pc', req.params.id)),
  );
  r.get(
    '/cms/content/h5/v1/getTopBanner/:id',
    {
      schema: {
        tags,
        summary: '顶部横幅（移动端、支付宝小程序）',
        description: topBannerDescription,
        params: topBannerParams,
        querystring: topBannerQuery,
        response: topBannerResponse,
      },
    },
    async (req) => ok(req, await cms.topBanner('h5', req.params.id)),
  );
  r.get(
    '/cms/app/content/app/v1/getTopBanner/:id',
    {
      schema: {
        tags,
        summary: '顶部横幅（App）',
        description: topBannerDescription,
        params: topBannerParams,
        querystring: topBannerQuery,
        response: topBannerResponse,
      },
    },
    async (req) => ok(req, await cms.topBanner('app', req.params.id)),
  );

  r.get(
    '/cms/content/indexAd',
    { schema: { tags, summary: '首页广告', querystring: platformQuery, response: { 200: envelopeSchema(z.array(adSchema)) } } },
    async (req) => ok(req, await cms.indexAds(contentPlatformOf(req.query.platform))),
  );

  r.get(
    '/cms/advertise/:platform/getAdList/:posCd',
    {
      schema: {
        tags,
        summary: '广告位内容',
        description: 'posCd 如 HOME_PROMO、HOME_CATEGORY、PC_LOGIN_PAGE、PDP_HORSE_RACE_LAMP、rollCenterNo；无内容时为空数组。',
        params: platformParams.extend({ posCd: positionCode }),
        response: { 200: envelopeSchema(z.array(adSchema)) },
      },
    },
    async (req) => ok(req, await cms.ads(contentPlatformOf(req.params.platform), req.params.posCd)),
  );

  r.get(
    '/cms/:platform/nav',
    {
      schema: {
        tags,
        summary: '导航菜单（左侧品类组与右侧服务支持、企业客户）',
        params: platformParams,
        response: { 200: envelopeSchema(z.array(navGroupSchema)) },
      },
    },
    async (req) => ok(req, await cms.nav(contentPlatformOf(req.params.platform))),
  );

  r.get(
    '/cms/:platform/footer',
    {
      schema: {
        tags,
        summary: '页脚（栏目、版权、备案号、法律链接、社交账号、地区语言）',
        params: platformParams,
        response: { 200: envelopeSchema(footerSchema) },
      },
    },
    async (req) => ok(req, await cms.footer(contentPlatformOf(req.params.platform))),
  );

  r.get(
    '/cms/:platform/banners',
    {
      schema: {
        tags,
        summary: '轮播横幅',
        params: platformParams,
        querystring: z.object({ position: positionCode.default('home').meta({ description: '位置，默认 home（首页）' }) }),
        response: { 200: envelopeSchema(z.array(bannerSchema)) },
      },
    },
    async (req) => ok(req, await cms.banners(contentPlatformOf(req.params.platform), req.query.position)),
  );

  r.get(
    '/cms/search/hot',
    { schema: { tags, summary: '热门搜索词', querystring: platformQuery, response: { 200: envelopeSchema(z.array(z.string())) } } },
    async (req) => ok(req, await cms.hotSearches(contentPlatformOf(req.query.platform))),
  );

  r.get(
    '/sys/app/sys/config',
    {
      schema: {
        tags: ['sys'],
        summary: '系统配置（页头：搜索占位词、AI 搜索、国家与语言、登录/商城/加购标志、备案号、客服电话）',
        response: { 200: envelopeSchema(sysConfigSchema) },
      },
    },
    async (req) => ok(req, await cms.sysConfig()),
  );
}
