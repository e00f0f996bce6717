/**
 * Pure rules of a cart line (add to cart, buy now, edit a line): the same-item limit, stock,
 * flash-sale and pre-sale windows and limits. Given what the line would become, answers the
 * first failing rule as a catalogue code (with a more precise message where useful), or null.
 */
import { CART_SAME_ITEM_LIMIT } from './cart.ts';
import { ACT_TYP, PRESALE_PURCHASE_LIMIT, SUB_TYP } from './pdp-rules.ts';
import type { ErrorCode } from './errors.ts';

export interface LineActivity {
  actCd: string;
  actTyp: number;
  beginMs: number;
  endMs: number;
  /** The activity's own stock, or null when it draws on the SKU's stock. */
  actStock: number | null;
  limitQty: number;
}

export interface LineCheck {
  /** Quantity the line would hold after the change. */
  resultingQty: number;
  /** SKU stock. */
  stock: number;
  subTyp: number;
  /** The activity chosen for subTyp 3 / 4 (null: the SKU has none of that kind). */
  activity: LineActivity | null;
  nowMs: number;
}

export interface LineFailure {
  code: ErrorCode;
  message?: string;
}

/**
 * Among a SKU's activities of one type, the one a cart line refers to: the given code, else
 * the running one, else the next to start, else the last to have ended.
 */
export function pickActivity(list: readonly LineActivity[], actTyp: number, nowMs: number, actCd?: string): LineActivity | null {
  const own = list.filter((a) => a.actTyp === actTyp && (!actCd || a.actCd === actCd));
  const running = own.find((a) => a.beginMs <= nowMs && nowMs < a.endMs);
  if (running) return running;
  const next = own.filter((a) => a.beginMs > nowMs).sort((x, y) => x.beginMs - y.beginMs)[0];
  if (next) return next;
  return own.filter((a) => a.endMs <= nowMs).sort((x, y) => y.endMs - x.endMs)[0] ?? null;
}

export function checkCartLine(c: LineCheck): LineFailure | null {
  if (c.resultingQty > CART_SAME_ITEM_LIMIT) return { code: 'ERR_CART_SAME_ITEM_LIMIT' };
  const a = c.activity;
  if (c.subTyp === SUB_TYP.seckill) {
    if (!a || a.actTyp !== ACT_TYP.seckill) return { code: 'ERR_SECKILL_ENDED', message: '该商品暂无秒杀活动' };
    if (c.nowMs < a.beginMs) return { code: 'ERR_SECKILL_NOT_STARTED' };
    if (c.nowMs >= a.endMs) return { code: 'ERR_SECKILL_ENDED' };
    if (c.resultingQty > a.limitQty) return { code: 'ERR_ORDER_OVER_PURCHASE_LIMIT', message: `秒杀商品每人限购${a.limitQty}件` };
    if (a.actStock !== null && c.resultingQty > a.actStock) return { code: 'ERR_ORDER_CHECK_STOCK_EMPTY' };
  } else if (c.subTyp === SUB_TYP.presale) {
    if (!a || a.actTyp !== ACT_TYP.presale) return { code: 'ERR_PRESALE_ENDED', message: '该商品暂无预售活动' };
    if (c.nowMs < a.beginMs) return { code: 'ERR_PRESALE_NOT_STARTED' };
    if (c.nowMs >= a.endMs) return { code: 'ERR_PRESALE_ENDED' };
    if (c.resultingQty > PRESALE_PURCHASE_LIMIT) return { code: 'ERR_ORDER_OVER_PURCHASE_LIMIT', message: `预售商品每人限购${PRESALE_PURCHASE_LIMIT}件` };
    if (a.actStock !== null && c.resultingQty > a.actStock) return { code: 'ERR_ORDER_CHECK_STOCK_EMPTY' };
  }
  if (c.resultingQty > c.stock) return { code: 'ERR_ORDER_CHECK_STOCK_EMPTY' };
  return null;
}

/** A service fits a product when it lists the product's type (phone, tv, …). */
export function serviceFits(productType: string, serviceTypes: readonly string[]): boolean {
  return serviceTypes.includes(productType);
}
