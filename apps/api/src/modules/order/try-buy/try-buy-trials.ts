/**
 * 先试后买 trials of the order module: the member's 确认购买 and the sweep that converts trials
 * whose end passed with no return asked (each: the trial's row locked, the order completed by
 * trial_convert with its points and e-invoice, the trial 已购买, in one transaction), and the
 * figures of each offer's applications for marketing's console. A return asked meanwhile takes
 * the same row lock (after-sales files it under it), so a trial is converted or returned, never both.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { TRY_BUY_TRIAL_STATES, tryBuyMayConvert } from '@shop/contracts/try-buy';
import { fail } from '../../../platform/shop-error.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { OrderTransitions } from '../lifecycle/order-transitions.ts';
import { markConverted, trialFigures, trialOf } from './trial-store.ts';

const tr = schema.tryBuyTrials;
const o = schema.orders;
const BATCH = 200;

export function createTryBuyTrials(db: Db, transitions: OrderTransitions, clock: Clock) {
  /** On `tx` holding the trial's row: the order completed and the trial 已购买; null when either did not move. */
  async function convert(tx: Tx, orderNo: string, now: Date, by: 'member' | 'expired') {
    const done = await transitions.completeTrial(tx, orderNo, now, by);
    if (!done) return null;
    if (!(await markConverted(tx, orderNo, now))) throw fail('ERR_TRYBUY_TRIAL_STATE');
    return done;
  }

  return {
    /** 确认购买 by the trial's member: 试用中 only (409 with the reason otherwise; 404 for an order that is not theirs or not a trial). */
    async confirmPurchase(orderNo: string, memberId: number): Promise<{ points: number }> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const trial = await trialOf(tx, orderNo, { memberId, forUpdate: true });
        if (!trial) {
          const [own] = await tx
            .select({ id: o.id })
            .from(o)
            .where(and(eq(o.orderNo, orderNo), eq(o.memberId, memberId)));
          throw fail(own ? 'ERR_TRYBUY_NOT_TRIAL' : 'ERR_ORDER_NOT_FOUND');
        }
        if (!tryBuyMayConvert(trial.state))
          throw fail('ERR_TRYBUY_TRIAL_STATE', {
            message:
              trial.state === 'pending'
                ? '商品签收后才能确认购买'
                : trial.state === 'returning'
                  ? '已申请试用退还，请先撤销退还申请再确认购买'
                  : `试用状态为「${TRY_BUY_TRIAL_STATES[trial.state]}」，不能确认购买`,
            data: { ordNo: orderNo, state: trial.state, stateTitle: TRY_BUY_TRIAL_STATES[trial.state] },
          });
        const done = await convert(tx, orderNo, now, 'member');
        if (!done) throw fail('ERR_TRYBUY_TRIAL_STATE');
        return { points: done.points };
      });
    },

    /** The minute sweep: running trials whose end passed with no return asked are bought. Answers how many. */
    async sweep(now: Date = clock.now()): Promise<number> {
      const due = await db
        .select({ orderNo: tr.orderNo })
        .from(tr)
        .where(and(eq(tr.state, 'trying'), lt(tr.endsAt, now)))
        .orderBy(asc(tr.endsAt))
        .limit(BATCH);
      let n = 0;
      for (const { orderNo } of due) {
        const done = await db.transaction(async (tx) => {
          // Re-read under the row's lock: a return asked meanwhile wins (the state is no longer trying).
          const trial = await trialOf(tx, orderNo, { forUpdate: true });
          if (!trial || trial.state !== 'trying' || !trial.endsAt || trial.endsAt >= now) return null;
          return convert(tx, orderNo, now, 'expired');
        });
        if (done) n++;
      }
      return n;
    },

    figures: (offerCodes: readonly string[]) => trialFigures(db, offerCodes),
  };
}

export type TryBuyTrials = ReturnType<typeof createTryBuyTrials>;
