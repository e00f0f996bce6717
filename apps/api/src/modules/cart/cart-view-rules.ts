/**
 * Pure rules of the cart page: reading a SKU's attributes, whether a line can still be
 * bought (and why not, in Chinese), how many pieces it may hold, the low-stock tip and the
 * ladder label. No I/O, so the page, the edits and the merge all judge a line the same way.
 */
import { CART_SAME_ITEM_LIMIT, type CartInvalidLine, type ProdAttr } from '@shop/contracts/cart';
import { ACT_TYP, PRESALE_PURCHASE_LIMIT, SUB_TYP, type LadderStep } from '@shop/contracts/pdp-rules';
import type { LineActivity } from '@shop/contracts/cart-line-rules';

/**
 * prodAttr (spec 3): the attributes arrive as a JSON string in the original platform, and
 * as an object here; either way a missing or unreadable value gives an empty list.
 */
export function parseProdAttr(raw: unknown): ProdAttr[] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) {
    return value.flatMap((x) =>
      x && typeof x === 'object' && typeof (x as ProdAttr).name === 'string' && ['string', 'number'].includes(typeof (x as ProdAttr).value)
        ? [{ name: (x as ProdAttr).name, value: String((x as ProdAttr).value) }]
        : [],
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([name, v]) =>
      typeof v === 'string' || typeof v === 'number' ? [{ name, value: String(v) }] : [],
    );
  }
  return [];
}

export interface LineState {
  subTyp: number;
  stock: number;
  skuOnSale: boolean;
  productOnSale: boolean;
  /** The flash sale / pre-sale the line refers to (null for a normal line or none found). */
  activity: LineActivity | null;
  nowMs: number;
}

type Invalid = Pick<CartInvalidLine, 'reasonCode' | 'reason'>;

/** Why a line can no longer be bought, or null when it can. */
export function invalidReason(l: LineState): Invalid | null {
  if (!l.skuOnSale || !l.productOnSale) return { reasonCode: 'off_sale', reason: '商品已下架' };
  if (l.subTyp === SUB_TYP.seckill || l.subTyp === SUB_TYP.presale) {
    const seckill = l.subTyp === SUB_TYP.seckill;
    const a = l.activity;
    const wanted = seckill ? ACT_TYP.seckill : ACT_TYP.presale;
    if (!a || a.actTyp !== wanted || l.nowMs >= a.endMs)
      return {
        reasonCode: 'activity_ended',
        reason: seckill ? '秒杀活动已结束' : '预售定金支付已结束',
      };
    if (l.nowMs < a.beginMs)
      return {
        reasonCode: 'activity_ended',
        reason: seckill ? '秒杀活动尚未开始' : '预售尚未开始',
      };
    if (a.actStock !== null && a.actStock <= 0)
      return {
        reasonCode: 'sold_out',
        reason: seckill ? '秒杀商品已抢光' : '预售商品已售罄',
      };
  }
  if (l.stock <= 0) return { reasonCode: 'sold_out', reason: '商品已售罄' };
  return null;
}

/** The most pieces a line may hold: the same-item limit, the stock, the activity's limit and stock. */
export function maxQtyOf(l: Pick<LineState, 'subTyp' | 'stock' | 'activity'>): number {
  let max = Math.min(CART_SAME_ITEM_LIMIT, Math.max(0, l.stock));
  if (l.subTyp === SUB_TYP.presale) max = Math.min(max, PRESALE_PURCHASE_LIMIT);
  if (l.subTyp === SUB_TYP.seckill && l.activity) {
    max = Math.min(max, l.activity.limitQty);
    if (l.activity.actStock !== null) max = Math.min(max, l.activity.actStock);
  }
  return Math.max(0, max);
}

/** 仅剩N件 when the stock is at or below the SKU's low mark; a warning when the line holds more than is left. */
export function stockTipOf(stock: number, lowMark: number, qty: number): string | null {
  if (stock > 0 && qty > stock) return `库存不足，仅剩${stock}件，请减少购买数量`;
  if (stock > 0 && stock <= lowMark) return `仅剩${stock}件`;
  return null;
}

/** 950 per-mille → 9.5折, 900 → 9折. */
export function zheLabel(perMille: number): string {
  return `${Number((perMille / 100).toFixed(2))}折`;
}

/** The ladder as the tag shows it: its first step (满2件9.5折). */
export function ladderLabel(ladder: readonly LadderStep[]): string | null {
  const first = [...ladder].sort((a, b) => a.fullCnt - b.fullCnt)[0];
  return first ? `满${first.fullCnt}件${zheLabel(first.discount)}` : null;
}

/** checkStk: what a SKU's stock means to a shopper right now. */
export function stockStatusOf(s: { stock: number; lowStock: number; onSale: boolean }): 'in_stock' | 'low' | 'sold_out' | 'off_sale' {
  if (!s.onSale) return 'off_sale';
  if (s.stock <= 0) return 'sold_out';
  return s.stock <= s.lowStock ? 'low' : 'in_stock';
}
