/** Cart endpoints of the product page's buy buttons: add to cart, buy now, the cart count, replace one line. Visitors (anonymous token) and members. */
import { z } from 'zod';
import {
  addCartResultSchema,
  buyNowResultSchema,
  cartCountSchema,
  cartIdParamsSchema,
  cartIdsBodySchema,
  cartInfoSchema,
  cartLineSchema,
  cartPlatformParamsSchema,
  cartViewSchema,
  checkStkBodySchema,
  checkStkResultSchema,
  selectAllBodySchema,
  selectLinesBodySchema,
  updateLineBodySchema,
  updateQtyBodySchema,
} from '../cart.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['cart'];
const auth = 'any' as const;

/** The refusals every cart write documents. */
export const CART_WRITE_FAILURES =
  '失败时整单不写入：未知 SKU 404；已下架 ERR_ORDER_OFF_SHELF；库存不足 ERR_ORDER_CHECK_STOCK_EMPTY；同一商品超过5件 ERR_CART_SAME_ITEM_LIMIT；秒杀须在活动时间内且不超过限购与活动库存；预售须在定金期内且限购1件；学生站点须为认证学生（ERR_STUDENT_ONLY）；需邀请码的首发商品须先完成资格验证（ERR_TTM_REQUIRED）。';

export const cartEndpoints = {
  addCart: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/addCart',
    body: cartInfoSchema,
    data: addCartResultSchema,
    summary: '加入购物车',
    description: `请求体为 cartInfo（spec 3）。同一 SKU 合并为一行并累加数量。${CART_WRITE_FAILURES}`,
    tags,
    auth,
  }),
  buyNow: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/buyNow',
    body: cartInfoSchema,
    data: buyNowResultSchema,
    summary: '立即购买（不进购物车）',
    description: `校验同加入购物车（按购物车为空计算数量），返回结算地址，其中 buyNow 为签名令牌（30 分钟有效）。${CART_WRITE_FAILURES}`,
    tags,
    auth,
  }),
  count: defineEndpoint({
    method: 'GET',
    path: '/api/cart/cart/count',
    data: cartCountSchema,
    summary: '购物车商品件数（与页头数字一致）',
    tags,
    auth,
  }),
  updateLine: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/updateLine',
    body: updateLineBodySchema,
    data: addCartResultSchema,
    summary: '修改购物车中的一行（规格、数量、服务）',
    description: `cartInfo 加 cartId；数量为修改后的数量。改为已在购物车中的另一 SKU 时合并两行（合计不超过5件）。${CART_WRITE_FAILURES}`,
    tags,
    auth,
  }),
};

/** The cart page's calls (issue #5): the view and the line edits, each answering the new cart view; the line the product page edits; the public stock check. Visitors (anonymous token) and members. */
export const cartPageEndpoints = {
  getCart: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/getCart/:x',
    params: cartPlatformParamsSchema,
    data: cartViewSchema,
    summary: '购物车（有效商品、失效商品、已选商品的价格汇总）',
    description:
      'x 为平台：pc、mobile、app、wxApp、aliApp，购物车内容相同。单价按 siteCd 站点价；秒杀行为秒杀价，预售行为定金。汇总来自结算同一计价引擎，会员的优惠券为预估（结算时可更换）。',
    tags,
    auth,
  }),
  updateQty: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/updateQty',
    body: updateQtyBodySchema,
    data: cartViewSchema,
    summary: '修改数量',
    description:
      '数量 1..min(5, 库存, 活动限购)。超过5件 ERR_CART_SAME_ITEM_LIMIT；超过库存 ERR_ORDER_CHECK_STOCK_EMPTY；超过限购 ERR_ORDER_OVER_PURCHASE_LIMIT；已下架 ERR_ORDER_OFF_SHELF；非本人购物车 404。',
    tags,
    auth,
  }),
  select: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/select',
    body: selectLinesBodySchema,
    data: cartViewSchema,
    summary: '勾选 / 取消勾选',
    description: '失效商品不能勾选；任一 cartId 不属于本人则 404 且不做任何修改。',
    tags,
    auth,
  }),
  selectAll: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/selectAll',
    body: selectAllBodySchema,
    data: cartViewSchema,
    summary: '全选 / 取消全选（仅有效商品）',
    tags,
    auth,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/remove',
    body: cartIdsBodySchema,
    data: cartViewSchema,
    summary: '删除商品',
    description: '任一 cartId 不属于本人则 404 且不做任何修改。',
    tags,
    auth,
  }),
  moveToWishlist: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/moveToWishlist',
    body: cartIdsBodySchema,
    data: cartViewSchema,
    summary: '移入收藏（仅会员；访客返回 E_USER_4010）',
    tags,
    auth,
  }),
  clearInvalid: defineEndpoint({
    method: 'POST',
    path: '/api/cart/cart/clearInvalid',
    body: z.object({}).optional(),
    data: cartViewSchema,
    summary: '清空失效商品',
    tags,
    auth,
  }),
  line: defineEndpoint({
    method: 'GET',
    path: '/api/cart/cart/line/:cartId',
    params: cartIdParamsSchema,
    data: cartLineSchema,
    summary: '读取购物车中的一行（修改所选规格）',
    description: '只能读取本人购物车中的行，否则 404。',
    tags,
    auth,
  }),
  checkStock: defineEndpoint({
    method: 'POST',
    path: '/api/order/siteCd/ecom/checkStk',
    body: checkStkBodySchema,
    data: checkStkResultSchema,
    summary: '库存查询',
    description: '每个 SKU 的库存与状态：in_stock 有货、low 库存紧张、sold_out 售罄、off_sale 已下架（未知 SKU 亦为 off_sale）。',
    tags,
  }),
};
