/**
 * The flash-sale rush's sold-out rule (pure): from what was read of an activity SKU's own
 * stock, is an attempt sure to be refused for want of it? Buy now and checkout answer such an
 * attempt 活动商品已抢光 before any other work. Only "sold out" is decided here: every other
 * case (not started, ended, another site, over the limit, units left) goes the full way, which
 * checks everything again and answers with its own refusal or places the order.
 */
import { ACT_TYP, SUB_TYP } from '@shop/contracts/pdp-rules';
import { CART_SAME_ITEM_LIMIT } from '@shop/contracts/cart';

/** What the sold-out check reads of one activity SKU (an active activity). */
export interface StockGlance {
  activityId: number;
  actTyp: number;
  beginMs: number;
  endMs: number;
  siteCodes: string[] | null;
  /** Per member (a pre-sale's is PRESALE_PURCHASE_LIMIT). */
  limitQty: number;
  /** Units left as read; Infinity when the activity has no stock of its own. */
  stock: number;
  /** Holds older than the grace exist (a placement killed before its order), or reservations past their expiry. */
  stale: boolean;
  /** Members (user numbers) holding a live reservation of the activity SKU (抢购资格): their units are not in `stock`. */
  holders: readonly string[];
}

/** A line about to be bought under an activity, as the sold-out check takes it. */
export interface ActivityLineAsk {
  actCd: string;
  skuCode: string;
  qty: number;
  /** 3 flash sale, 4 pre-sale (the cart's subTyp). */
  subTyp: number;
  siteCd: string;
  /** The asking member's user number, when a member asks: one holding a reservation is never sold out. */
  holder?: string;
}

/**
 * Sold out for this ask: the activity is of the line's kind, runs on the site and at `nowMs`,
 * the quantity is within the limits, fewer units are left than asked, and the asker holds no
 * reservation of it (a member who does goes on to buy the unit held for them).
 */
export function soldOutFor(
  seen: Pick<StockGlance, 'actTyp' | 'beginMs' | 'endMs' | 'siteCodes' | 'limitQty' | 'stock'> & { holders?: readonly string[] },
  ask: Pick<ActivityLineAsk, 'qty' | 'subTyp' | 'siteCd' | 'holder'>,
  nowMs: number,
): boolean {
  const kind = ask.subTyp === SUB_TYP.seckill ? ACT_TYP.seckill : ask.subTyp === SUB_TYP.presale ? ACT_TYP.presale : null;
  return (
    seen.actTyp === kind &&
    (seen.siteCodes === null || seen.siteCodes.includes(ask.siteCd)) &&
    seen.beginMs <= nowMs &&
    nowMs < seen.endMs &&
    ask.qty <= Math.min(seen.limitQty, CART_SAME_ITEM_LIMIT) &&
    seen.stock < ask.qty &&
    !(ask.holder !== undefined && seen.holders?.includes(ask.holder))
  );
}
