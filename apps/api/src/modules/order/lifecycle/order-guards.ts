/**
 * The data conditions named in the transitions table (@shop/contracts/order-transitions,
 * ORDER_GUARDS): one function per guard name, each the SQL the conditional UPDATE adds to
 * its WHERE (and the sweeps to their SELECT). The table names which guard a move needs;
 * moveOrder applies it, so no path can forget it or pick another.
 */
import { and, eq, gt, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { schema } from '@shop/db';
import { transitionOf, type OrderGuard, type OrderTransitionEvent } from '@shop/contracts/order-transitions';

const o = schema.orders;
const tr = schema.tryBuyTrials;
const DAY_MS = 24 * 3600_000;

/** What the caller knows that a guard may need. */
export interface GuardFacts {
  /** Fen paid (payment moves). */
  amount?: number;
  /** When the gateway took the money (the balance window is judged at this time). */
  at?: Date;
  /** The member asking (cancel, confirm receipt). */
  memberId?: number;
  /** The server clock now (timeouts, auto-confirm). */
  now?: Date;
  /** The carrier's step just recorded was its last one. */
  finalStep?: boolean;
  /** Days after delivery the shop confirms receipt (the operator's setting in force, auto-confirm). */
  autoConfirmDays?: number;
}

function need<K extends keyof GuardFacts>(facts: GuardFacts, key: K, guard: OrderGuard): NonNullable<GuardFacts[K]> {
  const v = facts[key];
  if (v === undefined || v === null) throw new Error(`order guard ${guard} needs ${key}`);
  return v as NonNullable<GuardFacts[K]>;
}

export const ORDER_GUARD_CONDITIONS: { readonly [G in OrderGuard]: (facts: GuardFacts) => SQL | undefined } = {
  fullPayment: (f) => and(sql`${o.kind} <> 'presale'`, eq(o.payableAmt, need(f, 'amount', 'fullPayment'))),
  depositPayment: (f) => and(eq(o.kind, 'presale'), eq(o.payableAmt, need(f, 'amount', 'depositPayment'))),
  balanceInWindow: (f) => {
    const at = need(f, 'at', 'balanceInWindow');
    return and(eq(o.balanceAmt, need(f, 'amount', 'balanceInWindow')), lte(o.balanceBeginAt, at), gt(o.balanceEndAt, at));
  },
  memberOwnsOrder: (f) => eq(o.memberId, need(f, 'memberId', 'memberOwnsOrder')),
  memberOwnsPlainOrder: (f) => and(eq(o.memberId, need(f, 'memberId', 'memberOwnsPlainOrder')), sql`${o.kind} <> 'trybuy'`),
  tryBuyOrder: () => eq(o.kind, 'trybuy'),
  payDeadlinePassed: (f) => lte(o.payDeadline, need(f, 'now', 'payDeadlinePassed')),
  balanceWindowClosed: (f) => and(eq(o.kind, 'presale'), lte(o.balanceEndAt, need(f, 'now', 'balanceWindowClosed'))),
  // Decided by the logistics adapter before the move: without its last step nothing moves.
  finalTrackingStep: (f) => (need(f, 'finalStep', 'finalTrackingStep') ? undefined : sql`false`),
  // A try-buy order is held while its trial is open (it completes by trial_convert); once returned it ends like any fully returned order.
  confirmDue: (f) =>
    and(
      lt(o.deliveredAt, new Date(need(f, 'now', 'confirmDue').getTime() - need(f, 'autoConfirmDays', 'confirmDue') * DAY_MS)),
      sql`(${o.kind} <> 'trybuy' OR EXISTS (SELECT 1 FROM ${tr} WHERE ${tr.orderNo} = ${o.orderNo} AND ${tr.state} = 'returned'))`,
    ),
};

/** The guard's condition, or undefined for a move the status alone decides. */
export const guardCondition = (guard: OrderGuard | null, facts: GuardFacts): SQL | undefined => (guard ? ORDER_GUARD_CONDITIONS[guard](facts) : undefined);

/**
 * The orders `event` may move now: status in the event's from-states and its guard. The
 * conditional UPDATE's WHERE (with the order number) and the sweeps' SELECT.
 */
export function movable(event: OrderTransitionEvent, facts: GuardFacts): SQL | undefined {
  const { from, guard } = transitionOf(event);
  return and(inArray(o.status, from), guardCondition(guard, facts));
}
