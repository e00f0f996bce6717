import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activityLabel, activityStatus, couponRuleText, decideClaimState, yuanText, zheText, type ClaimableCoupon } from './coupon-rules.ts';

const H = 3600_000;
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const coupon = (over: Partial<ClaimableCoupon> = {}): ClaimableCoupon => ({
  claimBeginAt: new Date(NOW - H),
  claimEndAt: new Date(NOW + H),
  total: 10,
  claimed: 0,
  perMemberLimit: 1,
  role: null,
  ...over,
});
const member = (held = 0, roles: string[] = ['member']) => ({ held, roles });

describe('coupon rule text', () => {
  it('reads like the shop writes it', () => {
    expect(couponRuleText({ kind: 'amount', amount: 10000, discount: 1000, threshold: 100000 })).toBe('满1000减100');
    expect(couponRuleText({ kind: 'amount', amount: 5000, discount: 1000, threshold: 0 })).toBe('立减50');
    expect(couponRuleText({ kind: 'amount', amount: 550, discount: 1000, threshold: 9950 })).toBe('满99.5减5.5');
    expect(couponRuleText({ kind: 'discount', amount: 0, discount: 950, threshold: 0 })).toBe('95折');
    expect(couponRuleText({ kind: 'discount', amount: 0, discount: 900, threshold: 200000 })).toBe('满2000享9折');
    expect(couponRuleText({ kind: 'discount', amount: 0, discount: 885, threshold: 0 })).toBe('88.5折');
  });

  it('shows any fen amount as yuan without trailing zeros, round-tripping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (fen) => {
        const t = yuanText(fen);
        expect(t).not.toMatch(/\.$|\.\d*0$/);
        expect(Math.round(Number(t) * 100)).toBe(fen);
      }),
    );
    // The percent paid reads back from the text: two digits as is, one digit (or less) is tenths.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (pm) => {
        const v = Number(zheText(pm));
        expect(v < 10 ? v * 10 : v).toBeCloseTo(pm / 10);
      }),
    );
  });
});

describe('claim state', () => {
  it('lets a member claim an open coupon and says so', () => {
    expect(decideClaimState(coupon(), member(), NOW)).toEqual({
      status: 'canClaim',
      canClaim: true,
      claimedCount: 0,
      limit: 1,
      remaining: 10,
      soldOut: false,
      notStarted: false,
      ended: false,
    });
  });

  it('answers each failure in the order the claim endpoint checks them', () => {
    expect(decideClaimState(coupon({ role: 'student' }), member(), NOW).status).toBe('roleRequired');
    expect(decideClaimState(coupon({ role: 'student' }), member(0, ['member', 'student']), NOW).status).toBe('canClaim');
    expect(decideClaimState(coupon({ claimBeginAt: new Date(NOW + 1) }), member(), NOW).status).toBe('notStarted');
    expect(decideClaimState(coupon({ claimEndAt: new Date(NOW) }), member(), NOW).status).toBe('ended');
    expect(decideClaimState(coupon(), member(1), NOW).status).toBe('limitReached');
    expect(decideClaimState(coupon({ claimed: 10 }), member(), NOW)).toMatchObject({ status: 'soldOut', soldOut: true, remaining: 0 });
    // Several at once: the first in order wins.
    expect(decideClaimState(coupon({ claimed: 10, claimEndAt: new Date(NOW - 1) }), member(1), NOW).status).toBe('ended');
  });

  it('shows a visitor the coupon without member fields, needing login', () => {
    expect(decideClaimState(coupon({ role: 'student' }), null, NOW)).toMatchObject({ status: 'loginRequired', canClaim: false, claimedCount: null });
    expect(decideClaimState(coupon({ claimed: 10 }), null, NOW).status).toBe('soldOut');
  });

  it('never offers a claim beyond the window, the limit or the stock (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: -10, max: 10 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        (b, len, total, claimed, limit, held) => {
          const c = coupon({
            claimBeginAt: new Date(NOW + b * H),
            claimEndAt: new Date(NOW + (b + Math.abs(len) + 1) * H),
            total,
            claimed: Math.min(claimed, total),
            perMemberLimit: limit,
          });
          const s = decideClaimState(c, member(held), NOW);
          const open = c.claimBeginAt.getTime() <= NOW && NOW < c.claimEndAt.getTime();
          expect(s.canClaim).toBe(open && held < limit && c.claimed < total);
        },
      ),
    );
  });
});

describe('activity label and status', () => {
  it('labels by type, the ladder by its first step', () => {
    expect(activityLabel({ actTyp: 10 })).toBe('限时秒杀');
    expect(activityLabel({ actTyp: 8 })).toBe('预售');
    expect(
      activityLabel({
        actTyp: 13,
        ladder: [
          { fullCnt: 3, discount: 900 },
          { fullCnt: 2, discount: 950 },
        ],
      }),
    ).toBe('满2件95折');
  });

  it('is not-started, running, ended around the window', () => {
    expect(activityStatus(10, 20, 9)).toBe('not-started');
    expect(activityStatus(10, 20, 10)).toBe('running');
    expect(activityStatus(10, 20, 20)).toBe('ended');
  });
});
