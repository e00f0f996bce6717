/**
 * The order's state machine as data (issue #13): every legal change of an order's status
 * is one row of ORDER_TRANSITIONS, and every other (status, event) pair is refused with a
 * spec-8 error code and its Chinese message. Pure, no database: the API's conditional
 * UPDATEs take their from-states and target from here (fromStates / transitionOf), the
 * storefront and the tests may ask nextStatus.
 *
 * Guards that depend on the order's data (its kind, the amount paid, its owner, the pay
 * deadline, the balance window, the parcel's last tracking step) are named in the table;
 * their conditions live in the API (modules/order/lifecycle/order-guards.ts), one function
 * per name.
 */
import { ERRORS, type ErrorCode } from './errors.ts';
import { AUTO_CONFIRM_DAYS, ORDER_STATUSES, type OrderStatus } from './order.ts';

/** What may happen to an order. */
export const ORDER_TRANSITION_EVENTS = [
  'paid_in_full',
  'deposit_paid',
  'balance_paid',
  'member_cancel',
  'staff_cancel',
  'member_cancel_paid',
  'staff_cancel_paid',
  'refund_succeeded',
  'refund_failed',
  'refund_retry',
  'pay_timeout',
  'balance_expired',
  'ship',
  'deliver',
  'confirm_receipt',
  'auto_confirm',
  'trial_convert',
] as const;
export type OrderTransitionEvent = (typeof ORDER_TRANSITION_EVENTS)[number];

/** The data conditions a move needs besides the order's status (checked by the API, see order-guards.ts). */
export const ORDER_GUARDS = {
  fullPayment: 'not a pre-sale order, and the amount paid equals its payable amount',
  depositPayment: 'a pre-sale order, and the amount paid equals its deposit (payable amount)',
  balanceInWindow: 'the amount paid equals the balance, paid inside the balance window [begin, end)',
  memberOwnsOrder: 'the order belongs to the member asking',
  memberOwnsPlainOrder: 'the order belongs to the member asking and is not a try-buy order (its trial is converted instead: trial_convert)',
  tryBuyOrder: 'a try-buy order (kind trybuy), its trial converted by the member (确认购买) or by the sweep after the trial ended',
  payDeadlinePassed: 'the pay deadline is at or before now',
  balanceWindowClosed: 'a pre-sale order whose balance window ended at or before now',
  finalTrackingStep: 'the carrier reported its last tracking step (signed for)',
  confirmDue: `delivered more than ${AUTO_CONFIRM_DAYS} days ago and not confirmed by the member (the order's own member earns the points); a try-buy order only once its trial was returned`,
} as const;
export type OrderGuard = keyof typeof ORDER_GUARDS;

export interface OrderTransition {
  readonly from: OrderStatus;
  readonly event: OrderTransitionEvent;
  readonly to: OrderStatus;
  /** The data condition the move also needs, or null when the status alone decides. */
  readonly guard: OrderGuard | null;
}

/** Every order starts here (checkout). */
export const INITIAL_ORDER_STATUS: OrderStatus = 'pending_payment';

/**
 * THE transitions table. It exists so the order's life is written down once: the API moves
 * orders only along these rows (a conditional UPDATE whose WHERE is the row's from-states
 * plus its guard, so a move applies once and a race answers the state it lost to), and the
 * unit test reads it instead of each path re-stating which statuses it may start from.
 *
 *   pending_payment ─paid_in_full─▶ paid ─ship─▶ shipped ─deliver─▶ delivered ─confirm_receipt / auto_confirm─▶ completed
 *   pending_payment ─deposit_paid─▶ deposit_paid ─balance_paid─▶ paid
 *   pending_payment ─member_cancel / pay_timeout─▶ cancelled
 *   deposit_paid ─balance_expired─▶ cancelled (deposit kept)
 *   paid ─member_cancel_paid / staff_cancel_paid─▶ refunding ─refund_succeeded─▶ refunded
 *   refunding ─refund_failed─▶ refund_failed ─refund_retry (staff)─▶ refunding
 *   delivered ─trial_convert─▶ completed   (a try-buy order: 确认购买, or its trial ended with no return asked)
 */
export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'pending_payment', event: 'paid_in_full', to: 'paid', guard: 'fullPayment' },
  { from: 'pending_payment', event: 'deposit_paid', to: 'deposit_paid', guard: 'depositPayment' },
  { from: 'deposit_paid', event: 'balance_paid', to: 'paid', guard: 'balanceInWindow' },
  { from: 'pending_payment', event: 'member_cancel', to: 'cancelled', guard: 'memberOwnsOrder' },
  { from: 'pending_payment', event: 'staff_cancel', to: 'cancelled', guard: null },
  { from: 'pending_payment', event: 'pay_timeout', to: 'cancelled', guard: 'payDeadlinePassed' },
  { from: 'deposit_paid', event: 'balance_expired', to: 'cancelled', guard: 'balanceWindowClosed' },
  { from: 'paid', event: 'member_cancel_paid', to: 'refunding', guard: 'memberOwnsOrder' },
  { from: 'paid', event: 'staff_cancel_paid', to: 'refunding', guard: null },
  { from: 'refunding', event: 'refund_succeeded', to: 'refunded', guard: null },
  { from: 'refunding', event: 'refund_failed', to: 'refund_failed', guard: null },
  { from: 'refund_failed', event: 'refund_retry', to: 'refunding', guard: null },
  { from: 'paid', event: 'ship', to: 'shipped', guard: null },
  { from: 'shipped', event: 'deliver', to: 'delivered', guard: 'finalTrackingStep' },
  { from: 'delivered', event: 'confirm_receipt', to: 'completed', guard: 'memberOwnsPlainOrder' },
  { from: 'delivered', event: 'auto_confirm', to: 'completed', guard: 'confirmDue' },
  { from: 'delivered', event: 'trial_convert', to: 'completed', guard: 'tryBuyOrder' },
];

export interface OrderRefusal {
  readonly code: ErrorCode;
  readonly message: string;
}
export type NextStatus = { readonly ok: true; readonly to: OrderStatus; readonly guard: OrderGuard | null } | ({ readonly ok: false } & OrderRefusal);

const refuse = (code: ErrorCode, message: string = ERRORS[code].message): OrderRefusal => ({ code, message });
const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered', 'completed'];

/**
 * What an illegal move answers, as the API answers it today: the member's cancel and
 * confirm-receipt name what went wrong; paying a cancelled order or an order already paid
 * is refused as the payment pages say it; the logistics steps answer the dev route's text.
 */
export function refusalFor(event: OrderTransitionEvent, from?: OrderStatus): OrderRefusal {
  switch (event) {
    case 'member_cancel':
    case 'staff_cancel':
    case 'member_cancel_paid':
    case 'staff_cancel_paid':
      if (from === 'cancelled' || from === 'refunding' || from === 'refunded' || from === 'refund_failed') return refuse('ERR_ORDER_STATUS', '订单已取消');
      return refuse('ERR_ORDER_STATUS', from === 'shipped' || from === 'delivered' ? '订单已发货，不可取消，请在收货后申请售后' : '当前订单状态不可取消');
    case 'refund_retry':
      return refuse('ERR_ORDER_STATUS', '订单当前没有失败的退款');
    case 'confirm_receipt':
      return refuse('ERR_ORDER_STATUS', from === 'completed' ? '订单已确认收货' : '订单尚未签收，暂不能确认收货');
    case 'paid_in_full':
    case 'deposit_paid':
    case 'balance_paid':
      if (from === 'cancelled') return refuse('ERR_ORDER_STATUS', '订单已取消，无法支付');
      if (from && PAID_STATUSES.includes(from)) return refuse('ERR_PAY_ALREADY_PAID');
      return refuse('ERR_ORDER_STATUS');
    case 'ship':
    case 'deliver':
      return refuse('ERR_ORDER_STATUS', '订单当前状态没有下一步物流');
    default:
      return refuse('ERR_ORDER_STATUS');
  }
}

/** Where `event` takes an order in status `from`, or the refusal it answers. */
export function nextStatus(from: OrderStatus, event: OrderTransitionEvent): NextStatus {
  const row = ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event);
  return row ? { ok: true, to: row.to, guard: row.guard } : { ok: false, ...refusalFor(event, from) };
}

/** True when `event` may move an order in status `from` (its guard aside). */
export const canMove = (from: OrderStatus, event: OrderTransitionEvent): boolean => ORDER_TRANSITIONS.some((t) => t.from === from && t.event === event);

/** The statuses `event` may start from: the IN (...) of the conditional UPDATE's WHERE. */
export function fromStates(event: OrderTransitionEvent): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.event === event).map((t) => t.from);
}

/**
 * The one move `event` makes, for a conditional UPDATE: its from-states, its target and its
 * guard. Every event of the table has one target and one guard (the unit test holds it to
 * that); an event that had several would need one UPDATE per target.
 */
export function transitionOf(event: OrderTransitionEvent): { from: OrderStatus[]; to: OrderStatus; guard: OrderGuard | null } {
  const rows = ORDER_TRANSITIONS.filter((t) => t.event === event);
  const first = rows[0];
  if (!first || rows.some((t) => t.to !== first.to || t.guard !== first.guard))
    throw new Error(`order event ${event}: not one target and guard in ORDER_TRANSITIONS`);
  return { from: rows.map((t) => t.from), to: first.to, guard: first.guard };
}

/** Statuses no event leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => !ORDER_TRANSITIONS.some((t) => t.from === s));
