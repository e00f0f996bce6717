/**
 * Marketing on product pages (spec 7 Marketing): activities of SKUs, coupons usable on a
 * product, the site's public coupons, claiming a coupon. Listing routes are public; when a
 * member token comes along, each coupon also carries the member's own state.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import {
  claimCouponBodySchema,
  claimedCouponSchema,
  couponListSchema,
  pdpCouponBodySchema,
  productActivityListSchema,
  productCouponQueryBodySchema,
  type CouponView,
  type ProductActivityList,
} from '@shop/contracts/marketing';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { productAryParamsSchema, productOneParamsSchema } from '@shop/contracts/endpoints/marketing';
import { ok } from '../../platform/envelope.ts';
import { fail } from '../../platform/shop-error.ts';
import type { MarketingParts } from './marketing-needs.ts';
import type { CouponCaller, CouponService } from './coupon.service.ts';
import type { ProductScopeReader } from './product-scope.ts';
import { activityLabel, activityStatus } from './coupon-rules.ts';

const tags = ['marketing'];
// The address parameters the storefront also calls with: defined once, with the endpoints.
const aryParams = productAryParamsSchema;
const oneParams = productOneParamsSchema;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const code = (what: string) => z.string().trim().regex(CODE, `${what}格式有误`);
const pubCpnParams = z.object({ site: code('站点代码'), code: code('优惠券编码') });

export interface MarketingRouteDeps {
  deps: Pick<MarketingParts, 'activities' | 'ctx' | 'members'>;
  coupons: CouponService;
  productScope: ProductScopeReader;
}

export function marketingRoutes(api: FastifyInstance, { deps, coupons, productScope }: MarketingRouteDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { clock } = deps.ctx;

  /** The member behind a token, if any (public routes: the token is trusted without a session read). */
  async function callerOf(req: FastifyRequest): Promise<CouponCaller | null> {
    const m = await deps.members.ofAuth(req.auth);
    return m ? { memberId: m.id, roles: m.roles } : null;
  }

  async function activityList(skuCds: string[]): Promise<ProductActivityList> {
    const now = clock.now();
    const map = await deps.activities.forSkus(skuCds, now);
    return {
      serverTimeMs: now.getTime(),
      skus: skuCds.map((skuCd) => ({
        skuCd,
        activities: (map.get(skuCd) ?? []).map((a) => ({
          ...a,
          label: activityLabel(a),
          status: activityStatus(parseBeijingTime(a.beginTime), parseBeijingTime(a.endTime), now.getTime()),
        })),
      })),
    };
  }

  async function couponList(req: FastifyRequest, scope: { spuCd?: string; skuCds: string[]; catgCd?: string }) {
    const now = clock.now();
    const caller = await callerOf(req);
    const list: CouponView[] = await coupons.forProduct(await productScope(scope), caller, now);
    return { serverTimeMs: now.getTime(), signedIn: caller !== null, coupons: list };
  }

  r.get(
    '/act/market/getProductAryActivityList/:lastLvId/:spuId/:skuIds',
    {
      schema: {
        tags,
        summary: '多个 SKU 的营销活动（秒杀、预售、阶梯折扣）',
        description: 'skuIds 以逗号分隔，最多 50 个。未结束的活动均返回（含未开始），status 按服务器时间。',
        params: aryParams,
        response: { 200: envelopeSchema(productActivityListSchema) },
      },
    },
    async (req) => ok(req, await activityList(req.params.skuIds)),
  );

  r.get(
    '/act/market/getProductActivityList/:categoryLvlId/:spuId/:skuId',
    { schema: { tags, summary: '单个 SKU 的营销活动', params: oneParams, response: { 200: envelopeSchema(productActivityListSchema) } } },
    async (req) => ok(req, await activityList([req.params.skuId])),
  );

  r.get(
    '/act/market/getProductAryCouponList/:lastLvId/:spuId/:skuIds',
    {
      schema: {
        tags,
        summary: '商品可用优惠券（全场、所在类目或本商品）',
        description: '领取期未结束的公开优惠券。带会员令牌时返回本人已领张数与能否领取。',
        params: aryParams,
        response: { 200: envelopeSchema(couponListSchema) },
      },
    },
    async (req) => ok(req, await couponList(req, { spuCd: req.params.spuId, skuCds: req.params.skuIds, catgCd: req.params.lastLvId })),
  );

  r.post(
    '/act/market/postProductCouponList',
    { schema: { tags, summary: '商品可用优惠券（请求体方式）', body: productCouponQueryBodySchema, response: { 200: envelopeSchema(couponListSchema) } } },
    async (req) => {
      const { spuCd, skuCds, catgCd } = req.body;
      if (!spuCd && skuCds.length === 0 && !catgCd) throw fail('E_VALIDATION', { message: '请提供商品编码、SKU 编码或类目编码' });
      return ok(req, await couponList(req, { spuCd, skuCds, catgCd }));
    },
  );

  r.post(
    '/product/pdp/getCouponList/:prodCd',
    {
      schema: {
        tags: ['product'],
        summary: '商品详情：可领优惠券',
        description: '请求体可选 { skuCd }。',
        params: z.object({ prodCd: code('商品编码') }),
        body: pdpCouponBodySchema.nullish(),
        response: { 200: envelopeSchema(couponListSchema) },
      },
    },
    async (req) => ok(req, await couponList(req, { spuCd: req.params.prodCd, skuCds: req.body?.skuCd ? [req.body.skuCd] : [] })),
  );

  r.post(
    '/act/market/:site/:code/unlogin/hybris/getCurrentPubCpn',
    {
      schema: {
        tags,
        summary: '站点当前可领的公开优惠券（免登录）',
        description: 'code 为优惠券编码，或 b2c 表示全部公开券。仅含领取期内的券；限身份的券只在该身份的站点（如 student）出现。',
        params: pubCpnParams,
        response: { 200: envelopeSchema(couponListSchema) },
      },
    },
    async (req) => {
      const now = clock.now();
      const caller = await callerOf(req);
      const list = await coupons.currentPublic(req.params.site.toLowerCase(), req.params.code, caller, now);
      return ok(req, { serverTimeMs: now.getTime(), signedIn: caller !== null, coupons: list });
    },
  );

  r.post(
    '/act/market/coupon/receive',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: '领取优惠券',
        description: 'JSON 或表单 { cpnCd }。依次校验：券存在且有效、会员身份、领取未开始、已结束、个人上限、已领完。',
        body: claimCouponBodySchema,
        response: { 200: envelopeSchema(claimedCouponSchema) },
      },
    },
    async (req) => {
      const caller = await callerOf(req);
      if (!caller) throw fail('E_USER_4010');
      return ok(req, await coupons.claim(req.body.cpnCd, caller, clock.now()));
    },
  );
}
