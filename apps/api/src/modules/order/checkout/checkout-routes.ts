/**
 * Checkout calls (member only): the checkout view with a one-time order token, and the
 * submit that places the order. Every amount is computed here; the page sends back choices
 * and the payable it showed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COOKIES, envelopeSchema } from '@shop/contracts';
import { checkoutQuerySchema, checkoutViewSchema, submitOrderResultSchema, submitOrderSchema } from '@shop/contracts/checkout';
import { ok } from '../../../platform/envelope.ts';
import type { OrderParts } from '../order-needs.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { CheckoutActor, CheckoutService } from './checkout.service.ts';
import { orderSourceOf } from './order-source.ts';

const tags = ['order'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

const lineFailures =
  '每行重新校验：已下架 ERR_ORDER_OFF_SHELF；库存不足 ERR_ORDER_CHECK_STOCK_EMPTY；同一商品超过5件 ERR_CART_SAME_ITEM_LIMIT；秒杀 / 预售须在活动时间内（ERR_SECKILL_* / ERR_PRESALE_*）且不超过限购（ERR_ORDER_OVER_PURCHASE_LIMIT）；学生站点须为认证学生（ERR_STUDENT_ONLY）；首发商品须通过资格验证（ERR_TTM_REQUIRED）；立即购买令牌过期或非本人 ERR_ORDER_TOKEN_EXPIRED；购物车未选商品 400 E_VALIDATION；预售商品须单独结算。';

export function checkoutRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'members'>, service: CheckoutService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();

  async function actorOf(req: FastifyRequest): Promise<CheckoutActor> {
    const member = await deps.members.requireOfAuth(req.auth);
    return {
      memberId: member.id,
      userNo: member.userNo,
      roles: member.roles,
      siteCd: resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]),
      platform: orderSourceOf(req.headers),
    };
  }

  r.post(
    '/order/checkout/confirm',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '结算页信息（订单确认）',
        description: `来源为购物车已选商品或立即购买令牌。返回商品行、收货地址（指定 addressId，否则默认地址；非本人地址 ERR_DELIVERY_ADDRESS）、可选配送日期、可用 / 不可用优惠券（默认选中最优；couponId 为 null 表示不使用；所选券不可用 409 ERR_COUPON_UNUSABLE）、积分（上限 useIntegrationLim）、分期、以旧换新抵扣、服务端计算的金额与一次性下单令牌（30 分钟有效）。${lineFailures}`,
        security,
        body: checkoutQuerySchema,
        response: { 200: envelopeSchema(checkoutViewSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await service.confirm(await actorOf(req), req.body));
    },
  );

  r.post(
    '/order/checkout/submit',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '提交订单',
        description: `一个事务内完成：消耗下单令牌（重复提交——无论先后还是并发——均为 409 ERR_ORDER_DUPLICATE_SUBMIT，data.ordNo 为该令牌已生成的订单号；未知 / 过期 ERR_ORDER_TOKEN_EXPIRED），按结算页同样的规则重新计算；expectedPayable 与服务端应付金额不一致 409 ERR_ORDER_PRICE_MISMATCH；地址须为本人（ERR_DELIVERY_ADDRESS）且可配送（ERR_PDP_CHECK_DELIVERY）；配送日期须为可选日期（ERR_DELIVERY_DATE）；优惠券须可用（ERR_COUPON_UNUSABLE）；积分不超过上限（ERR_POINTS_INSUFFICIENT）；秒杀 / 预售每人限购（ERR_ORDER_OVER_PURCHASE_LIMIT）；扣减库存（ERR_ORDER_CHECK_STOCK_EMPTY）。发票：单位须填写正确的纳税人识别号（400）。失败时不写入任何数据。${lineFailures}`,
        security,
        body: submitOrderSchema,
        response: { 200: envelopeSchema(submitOrderResultSchema) },
      },
    },
    async (req) => ok(req, await service.submit(await actorOf(req), req.body, (msg, err) => req.log.error({ err }, msg))),
  );
}
