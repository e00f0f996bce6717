/**
 * 先试后买 in after-sales (returnGoodsTryBuy): a try-buy order's trial decides which requests it
 * may get. While the trial is open (待签收, 试用中, 退还中) only a 'trybuy_return' of the whole
 * order, asked while it runs; a returned trial nothing more; a converted one (已购买) the usual
 * returns and exchanges, their windows counted from delivery. No opened-seal rule applies to a
 * trial return. Its refund is everything paid, shipping included, less the damage deduction set
 * at inspection (@shop/contracts/try-buy).
 */
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { reasonsFor, type AfterSalesDetail, type AfterSalesReason, type AfterSalesType } from '@shop/contracts/after-sales';
import { tryBuyRefund, tryBuyReturnRefusal } from '@shop/contracts/try-buy';
import type { Db, Tx } from '@shop/db';
import { trialOf, type TrialRow } from '../try-buy/trial-store.ts';
import type { AfterSalesOrder, AfterSalesRow } from './after-sales-queries.ts';

type Run = Db | Tx;

const OPEN_TRIAL: readonly TrialRow['state'][] = ['pending', 'trying', 'returning'];

/**
 * Why this order cannot get a request of this type for its trial's sake (Chinese), or null: a
 * trybuy_return needs a try-buy order whose trial runs; a try-buy order whose trial is open or
 * returned takes no other request. `trial` as read (undefined for an order without one).
 */
export function tryBuyGate(order: Pick<AfterSalesOrder, 'kind'>, type: AfterSalesType, trial: TrialRow | undefined, nowMs: number): string | null {
  if (type === 'trybuy_return') {
    if (order.kind !== 'trybuy' || !trial) return '只有先试后买的试用订单可以申请试用退还';
    return tryBuyReturnRefusal({ state: trial.state, endsAtMs: trial.endsAt?.getTime() ?? null, nowMs });
  }
  if (!trial) return null;
  if (OPEN_TRIAL.includes(trial.state)) return '试用订单请在试用期内申请试用退还或确认购买';
  if (trial.state === 'returned') return '试用商品已退还';
  return null;
}

/** A trial return's reason must be one of its own list. */
export const tryBuyReasonRefusal = (reason: AfterSalesReason) => (reasonsFor('trybuy_return').includes(reason) ? null : '试用退还不支持该原因，请重新选择');

/** The trial's dates and the refund's calculation on a trybuy_return request (null for other types). */
export async function tryBuyBlock(run: Run, row: AfterSalesRow, paid: number): Promise<AfterSalesDetail['tryBuy']> {
  if (row.type !== 'trybuy_return') return null;
  const trial = await trialOf(run, row.orderNo);
  return {
    trialDays: trial?.trialDays ?? 0,
    startsAt: trial?.startedAt ? formatBeijingTime(trial.startedAt.getTime()) : null,
    endsAt: trial?.endsAt ? formatBeijingTime(trial.endsAt.getTime()) : null,
    paid,
    deduction: row.deductionAmt,
    deductionReason: row.deductionReason,
    refund: tryBuyRefund(paid, row.deductionAmt),
  };
}

/**
 * A trial return's refund over the order's lines and shipping: each line's share and the
 * shipping (what refundOwed found for the whole order) less the deduction, taken from the lines
 * first, then the shipping, so the parts add up to paid − deduction exactly.
 */
export function deductFrom<P extends { refund: number }>(perLine: P[], shipping: number, deduction: number): { perLine: P[]; shipping: number } {
  let cut = deduction;
  const lines = perLine.map((p) => {
    const d = Math.min(cut, p.refund);
    cut -= d;
    return { ...p, refund: p.refund - d };
  });
  return { perLine: lines, shipping: Math.max(0, shipping - cut) };
}
