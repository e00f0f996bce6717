/**
 * Cart calls of the product page: add to cart, buy now, the cart count, and reading /
 * replacing one line (the /cartProduct edit page). Visitors (anonymous token) and members.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COOKIES, envelopeSchema } from '@shop/contracts';
import {
  addCartResultSchema,
  buyNowResultSchema,
  cartCountSchema,
  cartIdParamsSchema,
  cartInfoSchema,
  cartLineSchema,
  updateLineBodySchema,
} from '@shop/contracts/cart';
import { ok } from '../../platform/envelope.ts';
import { fail } from '../../platform/shop-error.ts';
import type { CartParts } from './cart-needs.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { CartRepository } from './cart.repository.ts';
import type { CartActor, CartService } from './cart.service.ts';
import { cartOwnerKeyOf } from './cart-owner.ts';
import { signBuyNowToken } from './buy-now-token.ts';

const tags = ['cart'];
const anyToken = { auth: 'any' } as const;

export interface CartRouteDeps {
  deps: Pick<CartParts, 'ctx' | 'members'>;
  carts: CartRepository;
  service: CartService;
}

export function cartRoutes(api: FastifyInstance, { deps, carts, service }: CartRouteDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { clock, config } = deps.ctx;

  function ownerOf(req: FastifyRequest): string {
    const owner = cartOwnerKeyOf(req.auth);
    if (!owner) throw fail('E_USER_4010');
    return owner;
  }

  async function actorOf(req: FastifyRequest): Promise<CartActor> {
    const ownerKey = ownerOf(req);
    const siteCd = resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]);
    const member = await deps.members.ofAuth(req.auth);
    return { ownerKey, isMember: req.auth.kind === 'member', memberId: member?.id, roles: member?.roles ?? [], siteCd };
  }

  const failures =
    '失败时整单不写入：未知 SKU 404；已下架 ERR_ORDER_OFF_SHELF；库存不足 ERR_ORDER_CHECK_STOCK_EMPTY；同一商品超过5件 ERR_CART_SAME_ITEM_LIMIT；秒杀须在活动时间内且不超过限购与活动库存；预售须在定金期内且限购1件；学生站点须为认证学生（ERR_STUDENT_ONLY）；需邀请码的首发商品须先完成资格验证（ERR_TTM_REQUIRED）。';

  r.post(
    '/cart/cart/addCart',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '加入购物车',
        description: `请求体为 cartInfo（spec 3）。同一 SKU 合并为一行并累加数量。${failures}`,
        body: cartInfoSchema,
        response: { 200: envelopeSchema(addCartResultSchema) },
      },
    },
    async (req) => ok(req, await service.add(req.body, await actorOf(req), clock.now())),
  );

  r.post(
    '/cart/cart/buyNow',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '立即购买（不进购物车）',
        description: `校验同加入购物车（按购物车为空计算数量），返回结算地址，其中 buyNow 为签名令牌（30 分钟有效）。${failures}`,
        body: cartInfoSchema,
        response: { 200: envelopeSchema(buyNowResultSchema) },
      },
    },
    async (req) => {
      const actor = await actorOf(req);
      const now = clock.now();
      const write = await service.checkBuyNow(req.body, actor, now);
      const { token, exp } = signBuyNowToken(
        config.secret,
        { skuCd: write.skuCode, qtyCnt: write.qty, subTyp: write.subTyp, actCd: write.actCd, options: write.options, owner: actor.ownerKey },
        now.getTime(),
      );
      return ok(req, { checkoutUrl: `/order/orderInfo?buyNow=${encodeURIComponent(token)}`, token, expiresAtMs: exp });
    },
  );

  r.get(
    '/cart/cart/count',
    { config: anyToken, schema: { tags, summary: '购物车商品件数（与页头数字一致）', response: { 200: envelopeSchema(cartCountSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, { totalCartNum: await carts.totalQty(ownerOf(req)) });
    },
  );

  r.get(
    '/cart/cart/line/:cartId',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '读取购物车中的一行（修改所选规格）',
        description: '只能读取本人购物车中的行，否则 404。',
        params: cartIdParamsSchema,
        response: { 200: envelopeSchema(cartLineSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await service.line(ownerOf(req), req.params.cartId));
    },
  );

  r.post(
    '/cart/cart/updateLine',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '修改购物车中的一行（规格、数量、服务）',
        description: `cartInfo 加 cartId；数量为修改后的数量。改为已在购物车中的另一 SKU 时合并两行（合计不超过5件）。${failures}`,
        body: updateLineBodySchema,
        response: { 200: envelopeSchema(addCartResultSchema) },
      },
    },
    async (req) => ok(req, await service.updateLine(req.body, await actorOf(req), clock.now())),
  );
}
