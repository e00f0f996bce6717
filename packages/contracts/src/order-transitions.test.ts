import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERRORS } from './errors.ts';
import { ORDER_STATUSES, type OrderStatus } from './order.ts';
import {
  canMove,
  FINAL_ORDER_STATUSES,
  fromStates,
  INITIAL_ORDER_STATUS,
  nextStatus,
  ORDER_GUARDS,
  ORDER_TRANSITION_EVENTS,
  ORDER_TRANSITIONS,
  refusalFor,
  transitionOf,
  type OrderTransitionEvent,
} from './order-transitions.ts';

/** Written by hand from the code before the table existed: the table must say exactly this. */
const EXPECTED_LEGAL_MOVES = [
  'pending_payment --paid_in_full--> paid',
  'pending_payment --deposit_paid--> deposit_paid',
  'deposit_paid --balance_paid--> paid',
  'pending_payment --member_cancel--> cancelled',
  // Issue #16: staff cancel an unpaid order from the console, with a reason.
  'pending_payment --staff_cancel--> cancelled',
  'pending_payment --pay_timeout--> cancelled',
  'deposit_paid --balance_expired--> cancelled',
  'paid --ship--> shipped',
  'shipped --deliver--> delivered',
  'delivered --confirm_receipt--> completed',
  'delivered --auto_confirm--> completed',
  // 先试后买: a try-buy order completes when its trial is converted (确认购买 or the trial's end).
  'delivered --trial_convert--> completed',
  // Issue #17: a paid order not yet shipped is cancelled with its refund, by the member or by staff.
  'paid --member_cancel_paid--> refunding',
  'paid --staff_cancel_paid--> refunding',
  'refunding --refund_succeeded--> refunded',
  'refunding --refund_failed--> refund_failed',
  'refund_failed --refund_retry--> refunding',
];

/** What the API answered for each illegal move before the table (message included). */
const EXPECTED_REFUSALS: [OrderStatus, OrderTransitionEvent, string, string][] = [
  ['cancelled', 'member_cancel', 'ERR_ORDER_STATUS', '订单已取消'],
  ['paid', 'member_cancel', 'ERR_ORDER_STATUS', '当前订单状态不可取消'],
  ['shipped', 'member_cancel', 'ERR_ORDER_STATUS', '订单已发货，不可取消，请在收货后申请售后'],
  ['shipped', 'member_cancel_paid', 'ERR_ORDER_STATUS', '订单已发货，不可取消，请在收货后申请售后'],
  ['refunding', 'member_cancel_paid', 'ERR_ORDER_STATUS', '订单已取消'],
  ['refunded', 'staff_cancel_paid', 'ERR_ORDER_STATUS', '订单已取消'],
  ['paid', 'refund_retry', 'ERR_ORDER_STATUS', '订单当前没有失败的退款'],
  ['deposit_paid', 'member_cancel', 'ERR_ORDER_STATUS', '当前订单状态不可取消'],
  ['completed', 'confirm_receipt', 'ERR_ORDER_STATUS', '订单已确认收货'],
  ['pending_payment', 'confirm_receipt', 'ERR_ORDER_STATUS', '订单尚未签收，暂不能确认收货'],
  ['shipped', 'confirm_receipt', 'ERR_ORDER_STATUS', '订单尚未签收，暂不能确认收货'],
  ['cancelled', 'paid_in_full', 'ERR_ORDER_STATUS', '订单已取消，无法支付'],
  ['paid', 'paid_in_full', 'ERR_PAY_ALREADY_PAID', '订单已支付，请勿重复支付'],
  ['completed', 'balance_paid', 'ERR_PAY_ALREADY_PAID', '订单已支付，请勿重复支付'],
  ['completed', 'ship', 'ERR_ORDER_STATUS', '订单当前状态没有下一步物流'],
  ['pending_payment', 'deliver', 'ERR_ORDER_STATUS', '订单当前状态没有下一步物流'],
];

const key = (from: string, event: string, to: string) => `${from} --${event}--> ${to}`;

describe('the order transitions table', () => {
  it('holds exactly the legal moves of the order', () => {
    expect(ORDER_TRANSITIONS.map((t) => key(t.from, t.event, t.to)).sort()).toEqual([...EXPECTED_LEGAL_MOVES].sort());
  });

  it('has no duplicate (from, event), uses only known statuses, events and guards', () => {
    const pairs = ORDER_TRANSITIONS.map((t) => `${t.from}/${t.event}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const t of ORDER_TRANSITIONS) {
      expect(ORDER_STATUSES).toContain(t.from);
      expect(ORDER_STATUSES).toContain(t.to);
      expect(ORDER_TRANSITION_EVENTS).toContain(t.event);
      if (t.guard) expect(Object.keys(ORDER_GUARDS)).toContain(t.guard);
    }
    // Every event is used, every guard is named by some row.
    expect(new Set(ORDER_TRANSITIONS.map((t) => t.event))).toEqual(new Set(ORDER_TRANSITION_EVENTS));
    expect(new Set(ORDER_TRANSITIONS.flatMap((t) => (t.guard ? [t.guard] : [])))).toEqual(new Set(Object.keys(ORDER_GUARDS)));
  });

  it('starts at pending_payment; completed, cancelled and refunded are final; every status is reachable', () => {
    expect(INITIAL_ORDER_STATUS).toBe('pending_payment');
    expect([...FINAL_ORDER_STATUSES].sort()).toEqual(['cancelled', 'completed', 'refunded']);
    const reached = new Set<OrderStatus>([INITIAL_ORDER_STATUS]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const t of ORDER_TRANSITIONS)
        if (reached.has(t.from) && !reached.has(t.to)) {
          reached.add(t.to);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(ORDER_TRANSITIONS.map((t) => [key(t.from, t.event, t.to), t] as const))('allows %s', (_, t) => {
    expect(nextStatus(t.from, t.event)).toEqual({ ok: true, to: t.to, guard: t.guard });
    expect(canMove(t.from, t.event)).toBe(true);
    expect(fromStates(t.event)).toContain(t.from);
    expect(transitionOf(t.event)).toMatchObject({ to: t.to, guard: t.guard });
    expect(transitionOf(t.event).from).toContain(t.from);
  });

  it.each(ORDER_STATUSES.map((s) => [s] as const))('refuses, from %s, every event not in the table with a catalogue code', (from) => {
    const illegal = ORDER_TRANSITION_EVENTS.filter((ev) => !ORDER_TRANSITIONS.some((t) => t.from === from && t.event === ev));
    expect(illegal.length).toBeGreaterThan(0);
    for (const ev of illegal) {
      const r = nextStatus(from, ev);
      expect(r.ok, `${from} ${ev}`).toBe(false);
      if (r.ok) continue;
      expect(Object.keys(ERRORS)).toContain(r.code);
      expect(ERRORS[r.code].status).toBe(409);
      expect(r.message).toMatch(/[\u4e00-\u9fff]/);
      expect(canMove(from, ev)).toBe(false);
      expect(fromStates(ev)).not.toContain(from);
    }
  });

  it.each(EXPECTED_REFUSALS)('refuses %s --%s--> with %s %s (what the API answered)', (from, event, code, message) => {
    expect(nextStatus(from, event)).toEqual({ ok: false, code, message });
  });

  it('the plain refusal of an event (a guard failed, or the status is unknown to the caller)', () => {
    expect(refusalFor('member_cancel')).toEqual({ code: 'ERR_ORDER_STATUS', message: '当前订单状态不可取消' });
    expect(refusalFor('confirm_receipt')).toEqual({ code: 'ERR_ORDER_STATUS', message: '订单尚未签收，暂不能确认收货' });
    expect(refusalFor('pay_timeout')).toEqual({ code: 'ERR_ORDER_STATUS', message: ERRORS.ERR_ORDER_STATUS.message });
  });

  it('gives each event one target and one guard (what one conditional UPDATE needs)', () => {
    expect(fromStates('member_cancel')).toEqual(['pending_payment']);
    expect(fromStates('balance_expired')).toEqual(['deposit_paid']);
    expect(transitionOf('balance_paid')).toEqual({ from: ['deposit_paid'], to: 'paid', guard: 'balanceInWindow' });
    for (const ev of ORDER_TRANSITION_EVENTS) expect(() => transitionOf(ev)).not.toThrow();
  });

  it('nextStatus agrees with the table for any (status, event)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_TRANSITION_EVENTS), (from, event) => {
        const row = ORDER_TRANSITIONS.find((t) => t.from === from && t.event === event);
        const r = nextStatus(from, event);
        return row ? r.ok && r.to === row.to : !r.ok && r.code in ERRORS;
      }),
    );
  });
});
