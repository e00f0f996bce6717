/**
 * Cart contracts (issue #4): add to cart / buy now from the product page (the cartInfo of
 * spec 3), a cart line for editing, the cart count. Money in fen.
 */
import { z } from 'zod';

const code = (what: string) =>
  z
    .string({ error: `${what}不能为空` })
    .trim()
    .min(1, `${what}不能为空`)
    .max(64, `${what}过长`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, `${what}格式有误`);

export const CART_SAME_ITEM_LIMIT = 5;

/** cartInfo (spec 3) as the product page sends it. Unknown fields are ignored. */
export const cartInfoSchema = z.object({
  skuCd: code('SKU 编码'),
  qtyCnt: z.number({ error: '购买数量有误' }).int('购买数量有误').min(1, '购买数量至少为1件').max(CART_SAME_ITEM_LIMIT, '同一商品最多只能购买5件').default(1),
  subTyp: z.union([z.literal(0), z.literal(3), z.literal(4)], { error: '商品类型有误' }).default(0).meta({ description: '0 普通，3 秒杀，4 预售' }),
  actId: code('活动编码').optional().meta({ description: '活动编码（actCd）；秒杀、预售时可传' }),
  serviceIds: z.array(code('服务编码')).max(5, '所选服务过多').default([]),
  giftIds: z.array(code('赠品编码')).max(10, '所选赠品过多').default([]),
  bundleCode: code('套装编码').optional(),
  hsType: z.string().trim().max(64, '以旧换新参数有误').optional().meta({ description: '以旧换新：所选旧机型号' }),
  FQ: z.string().trim().max(16, '分期参数有误').optional().meta({ description: '分期期数' }),
  chCd: z.number().int().min(1).max(99).default(1),
  ordTyp: z.number().int().min(1).max(99).default(1),
});
export type CartInfo = z.infer<typeof cartInfoSchema>;
export type CartInfoInput = z.input<typeof cartInfoSchema>;

/** The options stored on a line (cart_items.options). */
export const cartLineOptionsSchema = z.object({
  serviceIds: z.array(z.string()),
  giftIds: z.array(z.string()),
  bundleCode: z.string().optional(),
  hsType: z.string().optional(),
  FQ: z.string().optional(),
  chCd: z.number().int(),
  ordTyp: z.number().int(),
});
export type CartLineOptions = z.infer<typeof cartLineOptionsSchema>;

export const cartLineSchema = z.object({
  cartId: z.number().int(),
  skuCd: z.string(),
  spuCd: z.string(),
  skuNm: z.string(),
  qtyCnt: z.number().int(),
  subTyp: z.number().int(),
  actCd: z.string().nullable(),
  options: cartLineOptionsSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const addCartResultSchema = z.object({
  totalCartNum: z.number().int().meta({ description: '购物车商品总件数（与页头数字一致）' }),
  line: cartLineSchema,
});
export type AddCartResult = z.infer<typeof addCartResultSchema>;

export const cartCountSchema = z.object({ totalCartNum: z.number().int() });

export const buyNowResultSchema = z.object({
  checkoutUrl: z.string().meta({ example: '/order/orderInfo?buyNow=…' }),
  token: z.string().meta({ description: '签名的立即购买令牌（30 分钟有效），结算页读取' }),
  expiresAtMs: z.number().int(),
});
export type BuyNowResult = z.infer<typeof buyNowResultSchema>;

export const cartIdParamsSchema = z.object({ cartId: z.coerce.number({ error: '购物车编号有误' }).int('购物车编号有误').positive('购物车编号有误').max(Number.MAX_SAFE_INTEGER) });

export const updateLineBodySchema = cartInfoSchema.extend({
  cartId: z.number({ error: '购物车编号有误' }).int('购物车编号有误').positive('购物车编号有误'),
});
export type UpdateLineBody = z.infer<typeof updateLineBodySchema>;

/** What a buy-now token carries (read by the checkout, issue #5). */
export interface BuyNowLine {
  skuCd: string;
  qtyCnt: number;
  subTyp: number;
  actCd: string | null;
  options: CartLineOptions;
  /** Cart owner key (userNo or anonymous id) it was issued to. */
  owner: string;
  /** Expiry, epoch ms. */
  exp: number;
}
