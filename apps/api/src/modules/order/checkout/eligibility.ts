/**
 * May this member buy this line now? The same rules the cart applies when a line is added
 * (on sale, stock, flash-sale / pre-sale window and limits, same-item limit; student site;
 * TTM qualification), checked again at checkout because time has passed since. Pure except
 * for the TTM gate, which another module answers.
 */
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { ACT_TYP, SUB_TYP, type SkuActivity } from '@shop/contracts/pdp-rules';
import { fail } from '../../../platform/shop-error.ts';
import { checkCartLine, pickActivity, type LineActivity } from '@shop/contracts/cart-line-rules';
import type { SkuRow } from './checkout.repository.ts';

export interface Buyer {
  memberId: number;
  roles: readonly string[];
  siteCd: string;
}

export interface LineRequest {
  skuCd: string;
  qty: number;
  subTyp: number;
  actCd: string | null;
}

const toLineActivity = (a: SkuActivity): LineActivity => ({
  actCd: a.actCd,
  actTyp: a.actTyp,
  beginMs: parseBeijingTime(a.beginTime),
  endMs: parseBeijingTime(a.endTime),
  actStock: a.actStock,
  limitQty: a.limitQty,
});

/**
 * The activity (flash sale or pre-sale) a line buys under, after checking every rule; null
 * for a regular line. Throws the catalogue error of the first rule that fails.
 */
export function checkLine(line: LineRequest, sku: SkuRow | undefined, activities: readonly SkuActivity[], buyer: Buyer, nowMs: number): SkuActivity | null {
  // A SKU that vanished or was never published can no longer be bought: off the shelf.
  if (!sku || sku.productStatus !== 'on_sale' || sku.skuStatus !== 'on_sale') throw fail('ERR_ORDER_OFF_SHELF', sku ? { message: `${sku.skuName}已下架` } : {});
  // Spec 6: the student site sells to verified students only.
  if (buyer.siteCd === 'student' && !buyer.roles.includes('student'))
    throw fail('ERR_STUDENT_ONLY', { message: '学生专区商品仅限认证学生购买，请先完成学生认证' });

  let chosen: SkuActivity | null = null;
  if (line.subTyp !== SUB_TYP.normal) {
    const actTyp = line.subTyp === SUB_TYP.seckill ? ACT_TYP.seckill : ACT_TYP.presale;
    const picked = pickActivity(activities.map(toLineActivity), actTyp, nowMs, line.actCd ?? undefined);
    chosen = picked ? (activities.find((a) => a.actCd === picked.actCd) ?? null) : null;
    const failure = checkCartLine({ resultingQty: line.qty, stock: sku.stock, subTyp: line.subTyp, activity: picked, nowMs });
    if (failure) throw fail(failure.code, { message: failure.message });
  } else {
    const failure = checkCartLine({ resultingQty: line.qty, stock: sku.stock, subTyp: line.subTyp, activity: null, nowMs });
    if (failure) throw fail(failure.code, { message: failure.message });
  }
  return chosen;
}

/**
 * A reserved line's units are no longer in the activity's own stock (buy now took them for the
 * member): its activity is checked with them counted back in, so a sale sold out to the others
 * does not refuse the member who holds a unit.
 */
export function reservedFor(
  line: { reservation: number | null; actCd: string | null; qty: number },
  activities: readonly SkuActivity[],
): readonly SkuActivity[] {
  if (line.reservation === null) return activities;
  return activities.map((a) => (a.actCd === line.actCd && a.actStock !== null ? { ...a, actStock: a.actStock + line.qty } : a));
}

/** The tiered-discount ladder running for a SKU now, if any. */
export function runningLadder(activities: readonly SkuActivity[], nowMs: number) {
  const a = activities.find((x) => x.actTyp === ACT_TYP.ladder && parseBeijingTime(x.beginTime) <= nowMs && nowMs < parseBeijingTime(x.endTime));
  return a?.ladder ?? [];
}
