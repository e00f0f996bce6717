/**
 * Cart contracts (issue #4): add to cart / buy now from the product page (the cartInfo of
 * spec 3), a cart line for editing, the cart count. Money in fen.
 */
import { z } from 'zod';
import { custGoodsNoSchema } from './custom-goods.ts';

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
  subTyp: z
    .union([z.literal(0), z.literal(3), z.literal(4)], { error: '商品类型有误' })
    .default(0)
    .meta({ description: '0 普通，3 秒杀，4 预售' }),
  actId: code('活动编码').optional().meta({ description: '活动编码（actCd）；秒杀、预售时可传' }),
  serviceIds: z.array(code('服务编码')).max(5, '所选服务过多').default([]),
  giftIds: z.array(code('赠品编码')).max(10, '所选赠品过多').default([]),
  bundleCode: code('套装编码').optional(),
  hsType: z.string().trim().max(64, '以旧换新参数有误').optional().meta({ description: '以旧换新：所选旧机型号' }),
  FQ: z.string().trim().max(16, '分期参数有误').optional().meta({ description: '分期期数' }),
  chCd: z.number().int().min(1).max(99).default(1),
  ordTyp: z.number().int().min(1).max(99).default(1),
  custGoodsNo: custGoodsNoSchema.optional().meta({ description: '定制商品：custGoods/addCustGoods 返回的定制方案编号' }),
  tryBuyCd: code('试用活动编码').optional().meta({ description: '先试后买：试用活动编码（仅立即购买；1件，按售价全额支付押金，不可用优惠券与积分）' }),
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
  /** A bespoke line's design (定制方案): priced from the product's options now. */
  custGoodsNo: z.string().optional(),
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

export const cartIdParamsSchema = z.object({
  cartId: z.coerce.number({ error: '购物车编号有误' }).int('购物车编号有误').positive('购物车编号有误').max(Number.MAX_SAFE_INTEGER),
});

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
  /**
   * A flash-sale line's purchase qualification (抢购资格): the id of the member's reservation
   * buy now took (the order consumes it), absent when none was taken (no own stock, a visitor).
   */
  rsv?: number;
  /** A 先试后买 application: the offer's code (the order becomes kind 'trybuy'). */
  tryBuy?: string;
}

// ---------------------------------------------------------------------------------------
// The cart page (issue #5): getCart, line edits, merge at sign-in, stock check.

/** Platforms of POST /api/cart/cart/getCart/{x} (spec 6 environments); all see the same cart. */
export const CART_PLATFORMS = ['pc', 'mobile', 'app', 'wxApp', 'aliApp'] as const;
export const cartPlatformParamsSchema = z.object({
  x: z.enum(CART_PLATFORMS, { error: '平台参数有误' }),
});

const cartIdSchema = z.number({ error: '购物车编号有误' }).int('购物车编号有误').positive('购物车编号有误').max(Number.MAX_SAFE_INTEGER, '购物车编号有误');
const cartIdsSchema = z.array(cartIdSchema, { error: '请选择商品' }).min(1, '请选择商品').max(100, '一次最多操作100件商品');

export const updateQtyBodySchema = z.object({
  cartId: cartIdSchema,
  // Above 5 is answered by the business rule (ERR_CART_SAME_ITEM_LIMIT), not by the schema.
  qtyCnt: z.number({ error: '购买数量有误' }).int('购买数量有误').min(1, '购买数量至少为1件').max(99, '同一商品最多只能购买5件'),
});
export type UpdateQtyBody = z.infer<typeof updateQtyBodySchema>;

export const selectLinesBodySchema = z.object({
  cartIds: cartIdsSchema,
  selected: z.boolean({ error: '勾选状态有误' }),
});
export const selectAllBodySchema = z.object({
  selected: z.boolean({ error: '勾选状态有误' }),
});
export const cartIdsBodySchema = z.object({ cartIds: cartIdsSchema });

export const prodAttrSchema = z.object({ name: z.string(), value: z.string() });
export type ProdAttr = z.infer<typeof prodAttrSchema>;

export const cartTagSchema = z.object({
  kind: z.enum(['seckill', 'presale', 'ladder', 'bundle', 'tradeIn']),
  label: z.string().meta({ example: '秒杀' }),
});

export const cartViewLineSchema = z.object({
  cartId: z.number().int(),
  skuCd: z.string(),
  spuCd: z.string(),
  skuNm: z.string(),
  prodNm: z.string(),
  image: z.string(),
  /** Parsed from the SKU's attributes (a JSON string or object); empty when missing or unreadable. */
  prodAttr: z.array(prodAttrSchema),
  qtyCnt: z.number().int(),
  selected: z.boolean(),
  subTyp: z.number().int(),
  actCd: z.string().nullable(),
  /** What one piece sells at now: site price, flash-sale price, or the pre-sale deposit, fen. */
  unitPrice: z.number().int(),
  /** List price, fen (struck through when above unitPrice). */
  origPrice: z.number().int(),
  stkCnt: z.number().int(),
  lowStock: z.boolean(),
  /** 仅剩N件 when stock runs low; 库存不足… when the line holds more than the stock. */
  stockTip: z.string().nullable(),
  /** The most this line may hold: min(5, stock, activity limit). */
  maxQty: z.number().int(),
  services: z.array(z.object({ code: z.string(), name: z.string(), price: z.number().int() })),
  gifts: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The bundle chosen with the line: its items at their bundle prices (× the line's qty), and why it cannot be bought now. */
  bundle: z
    .object({
      code: z.string(),
      name: z.string(),
      items: z.array(z.object({ skuCd: z.string(), skuNm: z.string(), price: z.number().int(), bundlePrice: z.number().int() })).default([]),
      /** 套装中的…库存不足 / 已下架 / 已失效, null when it can be bought. */
      problem: z.string().nullable().default(null),
    })
    .nullable(),
  tradeIn: z.object({ code: z.string(), name: z.string(), credit: z.number().int() }).nullable(),
  tags: z.array(cartTagSchema),
  presale: z
    .object({
      deposit: z.number().int(),
      swellAmt: z.number().int(),
      balance: z.number().int(),
    })
    .nullable(),
  /** What the ladder takes off this line at its quantity, fen. */
  ladderDiscount: z.number().int(),
  /** (unit price × qty − ladder) + services × qty, fen. */
  lineTotal: z.number().int(),
});
export type CartViewLine = z.infer<typeof cartViewLineSchema>;

export const INVALID_REASONS = ['off_sale', 'sold_out', 'activity_ended', 'design_changed'] as const;
export const cartInvalidLineSchema = z.object({
  cartId: z.number().int(),
  skuCd: z.string(),
  spuCd: z.string(),
  skuNm: z.string(),
  image: z.string(),
  prodAttr: z.array(prodAttrSchema),
  qtyCnt: z.number().int(),
  reasonCode: z.enum(INVALID_REASONS),
  reason: z.string().meta({ example: '商品已下架' }),
});
export type CartInvalidLine = z.infer<typeof cartInvalidLineSchema>;

export const cartSummarySchema = z.object({
  /** Pieces selected (valid lines only). */
  selectedCnt: z.number().int(),
  selectedLines: z.number().int(),
  listTotal: z.number().int(),
  goodsTotal: z.number().int(),
  priceSaving: z.number().int(),
  ladderDiscount: z.number().int(),
  servicesTotal: z.number().int(),
  /** Members only: the best usable coupon for the selection, an estimate (预估) until checkout. */
  coupon: z
    .object({
      cpnCd: z.string(),
      name: z.string(),
      discount: z.number().int(),
      label: z.literal('预估'),
    })
    .nullable(),
  tradeInCredit: z.number().int(),
  /** Estimated amount payable now (deposits for pre-sale lines). */
  payable: z.number().int(),
  /** Pre-sale balances due later. */
  balanceDue: z.number().int(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartViewSchema = z.object({
  cartInfos: z.array(cartViewLineSchema),
  invalidInfos: z.array(cartInvalidLineSchema),
  summary: cartSummarySchema,
  /** Every valid line is selected (and there is at least one). */
  allSelected: z.boolean(),
  /** Pieces in the cart, valid or not: the header's number. */
  totalCartNum: z.number().int(),
});
export type CartView = z.infer<typeof cartViewSchema>;

export const STOCK_STATUSES = ['in_stock', 'low', 'sold_out', 'off_sale'] as const;
export const checkStkBodySchema = z.object({
  ecomStkSkuCds: z.array(code('SKU 编码'), { error: '请传入 SKU 编码列表' }).min(1, '请传入 SKU 编码').max(50, '一次最多查询50个 SKU'),
});
export const stockStateSchema = z.object({
  skuCd: z.string(),
  stkCnt: z.number().int(),
  status: z.enum(STOCK_STATUSES),
});
export type StockState = z.infer<typeof stockStateSchema>;
export const checkStkResultSchema = z.array(stockStateSchema);
