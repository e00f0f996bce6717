/**
 * Orders that ran out of time: unpaid past their pay deadline (cancelled, everything given
 * back) and pre-sale orders whose balance window closed unpaid (cancelled, the deposit is
 * kept: BALANCE_EXPIRED_REASON). The per-order pg-boss job and the minute sweep both end
 * here, each order in its own transaction, so one failing order does not hold the others.
 */
import { asc } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { schema } from '@shop/db';
import type { OrderParts } from '../order-needs.ts';
import type { Runner } from '../order-ports.ts';
import { BALANCE_EXPIRED_REASON, PAY_TIMEOUT_REASON, type OrderTransitions } from './order-transitions.ts';
import { movable } from './order-guards.ts';

const o = schema.orders;
const BATCH = 200;

export function createOrderExpiry(deps: Pick<OrderParts, 'ctx'>, transitions: OrderTransitions) {
  const { db } = deps.ctx.database;

  /** Cancels one order if it is overdue at `now`; true when it was cancelled. On `run` (a savepoint inside a caller's transaction). */
  async function expireOne(orderNo: string, now: Date, run: Runner = db): Promise<boolean> {
    return run.transaction(async (tx) => {
      const unpaid = await transitions.cancel(tx, orderNo, 'pay_timeout', PAY_TIMEOUT_REASON, now);
      if (unpaid) return true;
      const balance = await transitions.cancel(tx, orderNo, 'balance_expired', BALANCE_EXPIRED_REASON, now);
      return balance !== null;
    });
  }

  return {
    expireOne,

    /** The sweep: every overdue order at `now`; answers how many were cancelled. */
    async cancelExpired(now: Date): Promise<number> {
      let cancelled = 0;
      for (;;) {
        // What expireOne's two conditional cancels would move at `now`: one SELECT per move, so
        // each reads its own partial index (orders_pending_idx, orders_balance_due_idx); an OR of
        // the two read every order (issue #15 item 7). The statuses differ, so no order is twice.
        const due = await unionAll(
          db.select({ orderNo: o.orderNo, payDeadline: o.payDeadline }).from(o).where(movable('pay_timeout', { now })),
          db.select({ orderNo: o.orderNo, payDeadline: o.payDeadline }).from(o).where(movable('balance_expired', { now })),
        )
          .orderBy(asc(o.payDeadline))
          .limit(BATCH);
        let n = 0;
        for (const { orderNo } of due) if (await expireOne(orderNo, now)) n++;
        cancelled += n;
        // Stop when a batch changed nothing (rows another process took meanwhile are skipped next time).
        if (due.length < BATCH || n === 0) return cancelled;
      }
    },
  };
}
export type OrderExpiry = ReturnType<typeof createOrderExpiry>;
