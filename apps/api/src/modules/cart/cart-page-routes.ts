/**
 * The cart page's calls (issue #5): getCart, the line edits (each answering the new cart
 * view), and the public stock check. Visitors (anonymous token) and members; moving to the
 * wishlist needs a member.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COOKIES, envelopeSchema } from '@shop/contracts';
import {
  cartIdsBodySchema,
  cartPlatformParamsSchema,
  cartViewSchema,
  checkStkBodySchema,
  checkStkResultSchema,
  selectAllBodySchema,
  selectLinesBodySchema,
  updateQtyBodySchema,
} from '@shop/contracts/cart';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { fail } from '../../platform/shop-error.ts';
import type { CartParts } from './cart-needs.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { CartCatalogue } from './cart-needs.ts';
import type { CartEditService, CartViewer } from './cart-edit.service.ts';
import type { CartViewBuilder } from './cart-view.ts';
import { cartOwnerKeyOf } from './cart-owner.ts';
import { stockStatusOf } from './cart-view-rules.ts';

const tags = ['cart'];
const anyToken = { auth: 'any' } as const;
const viewReply = { 200: envelopeSchema(cartViewSchema) };

export interface CartPageRouteDeps {
  deps: Pick<CartParts, 'ctx' | 'members'>;
  /** Stock facts for the stock check (the product module's catalogue). */
  catalogue: CartCatalogue;
  view: CartViewBuilder;
  edits: CartEditService;
}

export function cartPageRoutes(api: FastifyInstance, { deps, catalogue, view, edits }: CartPageRouteDeps) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { clock } = deps.ctx;

  async function viewerOf(req: FastifyRequest): Promise<CartViewer> {
    const ownerKey = cartOwnerKeyOf(req.auth);
    if (!ownerKey) throw fail('E_USER_4010');
    const member = req.auth.kind === 'member' ? await deps.members.ofAuth(req.auth) : null;
    return {
      ownerKey,
      siteCode: resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]),
      memberId: member?.id,
    };
  }

  r.post(
    '/cart/cart/getCart/:x',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '购物车（有效商品、失效商品、已选商品的价格汇总）',
        description:
          'x 为平台：pc、mobile、app、wxApp、aliApp，购物车内容相同。单价按 siteCd 站点价；秒杀行为秒杀价，预售行为定金。汇总来自结算同一计价引擎，会员的优惠券为预估（结算时可更换）。',
        params: cartPlatformParamsSchema,
        response: viewReply,
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const v = await viewerOf(req);
      return ok(req, await view.build(v.ownerKey, v, clock.now()));
    },
  );

  r.post(
    '/cart/cart/updateQty',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '修改数量',
        description:
          '数量 1..min(5, 库存, 活动限购)。超过5件 ERR_CART_SAME_ITEM_LIMIT；超过库存 ERR_ORDER_CHECK_STOCK_EMPTY；超过限购 ERR_ORDER_OVER_PURCHASE_LIMIT；已下架 ERR_ORDER_OFF_SHELF；非本人购物车 404。',
        body: updateQtyBodySchema,
        response: viewReply,
      },
    },
    async (req) => ok(req, await edits.updateQty(await viewerOf(req), req.body.cartId, req.body.qtyCnt, clock.now())),
  );

  r.post(
    '/cart/cart/select',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '勾选 / 取消勾选',
        description: '失效商品不能勾选；任一 cartId 不属于本人则 404 且不做任何修改。',
        body: selectLinesBodySchema,
        response: viewReply,
      },
    },
    async (req) => ok(req, await edits.select(await viewerOf(req), req.body.cartIds, req.body.selected, clock.now())),
  );

  r.post(
    '/cart/cart/selectAll',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '全选 / 取消全选（仅有效商品）',
        body: selectAllBodySchema,
        response: viewReply,
      },
    },
    async (req) => ok(req, await edits.selectAll(await viewerOf(req), req.body.selected, clock.now())),
  );

  r.post(
    '/cart/cart/remove',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '删除商品',
        description: '任一 cartId 不属于本人则 404 且不做任何修改。',
        body: cartIdsBodySchema,
        response: viewReply,
      },
    },
    async (req) => ok(req, await edits.remove(await viewerOf(req), req.body.cartIds, clock.now())),
  );

  r.post(
    '/cart/cart/moveToWishlist',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '移入收藏（仅会员；访客返回 E_USER_4010）',
        body: cartIdsBodySchema,
        response: viewReply,
      },
    },
    async (req) => ok(req, await edits.moveToWishlist(await viewerOf(req), req.body.cartIds, clock.now())),
  );

  r.post(
    '/cart/cart/clearInvalid',
    {
      config: anyToken,
      schema: {
        tags,
        summary: '清空失效商品',
        body: z.object({}).optional(),
        response: viewReply,
      },
    },
    async (req) => ok(req, await edits.clearInvalid(await viewerOf(req), clock.now())),
  );

  r.post(
    '/order/siteCd/ecom/checkStk',
    {
      schema: {
        tags,
        summary: '库存查询',
        description: '每个 SKU 的库存与状态：in_stock 有货、low 库存紧张、sold_out 售罄、off_sale 已下架（未知 SKU 亦为 off_sale）。',
        body: checkStkBodySchema,
        response: { 200: envelopeSchema(checkStkResultSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const codes = [...new Set(req.body.ecomStkSkuCds)];
      const rows = await catalogue.stockOf(codes);
      return ok(
        req,
        codes.map((skuCd) => {
          const row = rows.find((x) => x.skuCode === skuCd);
          if (!row) return { skuCd, stkCnt: 0, status: 'off_sale' as const };
          const onSale = row.skuStatus === 'on_sale' && row.productStatus === 'on_sale';
          return {
            skuCd,
            stkCnt: onSale ? row.stock : 0,
            status: stockStatusOf({
              stock: row.stock,
              lowStock: row.lowStock,
              onSale,
            }),
          };
        }),
      );
    },
  );
}
