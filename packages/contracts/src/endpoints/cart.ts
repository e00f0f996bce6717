/** Cart endpoints of the product page's buy buttons: add to cart, buy now, replace one line. Visitors (anonymous token) and members. */
import { addCartResultSchema, buyNowResultSchema, cartInfoSchema, updateLineBodySchema } from '../cart.ts';
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
