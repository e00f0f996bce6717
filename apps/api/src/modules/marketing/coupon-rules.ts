/**
 * Pure coupon and activity display rules: the Chinese rule text of a coupon, what a caller
 * may do with it (the same decision the claim endpoint enforces, in the same order), and the
 * label and status of an activity.
 */
import type { CouponClaimStatus, CouponState, ActivityStatus } from '@shop/contracts/marketing';
import { formatYuan } from '@shop/contracts/money';
import { sortLadder, type SkuActivity } from '@shop/contracts/pdp-rules';

/** Fen as yuan in rule text, without trailing zeros: 100000 → '1000', 9950 → '99.5'. */
export const yuanText = (fen: number) => formatYuan(fen, { symbol: false, grouping: false, decimals: 'trim' });

/**
 * Per-mille as 折 the way shops write it: the percent paid, a round ten shortened
 * (950 → '95', 900 → '9', 885 → '88.5'); under 10 % as tenths (90 → '0.9').
 */
export function zheText(perMille: number): string {
  const percent = perMille / 10;
  return String(percent % 10 === 0 || percent < 10 ? percent / 10 : percent);
}

export interface CouponRule {
  kind: 'amount' | 'discount';
  amount: number;
  discount: number;
  threshold: number;
}

/** 满1000减100 / 立减50 / 95折 / 满2000享9折. */
export function couponRuleText(c: CouponRule): string {
  if (c.kind === 'amount') return c.threshold > 0 ? `满${yuanText(c.threshold)}减${yuanText(c.amount)}` : `立减${yuanText(c.amount)}`;
  return c.threshold > 0 ? `满${yuanText(c.threshold)}享${zheText(c.discount)}折` : `${zheText(c.discount)}折`;
}

export interface ClaimableCoupon {
  claimBeginAt: Date;
  claimEndAt: Date;
  total: number;
  claimed: number;
  perMemberLimit: number;
  role: string | null;
}

/** The caller: null for a visitor (member-specific checks are then skipped). */
export interface Claimant {
  held: number;
  roles: readonly string[];
}

/**
 * What the caller can do with a coupon at `now`. Order = the claim endpoint's order of checks:
 * role, window not started, window ended, per-member limit, sold out.
 */
export function decideClaimState(c: ClaimableCoupon, who: Claimant | null, nowMs: number): CouponState {
  const soldOut = c.claimed >= c.total;
  const notStarted = nowMs < c.claimBeginAt.getTime();
  const ended = nowMs >= c.claimEndAt.getTime();
  let status: CouponClaimStatus;
  if (who && c.role && !who.roles.includes(c.role)) status = 'roleRequired';
  else if (notStarted) status = 'notStarted';
  else if (ended) status = 'ended';
  else if (who && who.held >= c.perMemberLimit) status = 'limitReached';
  else if (soldOut) status = 'soldOut';
  else if (!who) status = 'loginRequired';
  else status = 'canClaim';
  return {
    status,
    canClaim: status === 'canClaim',
    claimedCount: who ? who.held : null,
    limit: c.perMemberLimit,
    remaining: Math.max(0, c.total - c.claimed),
    soldOut,
    notStarted,
    ended,
  };
}

/** The catalogue code a claim fails with for each status (canClaim / loginRequired: none). */
export const CLAIM_FAILURE = {
  roleRequired: 'ERR_STUDENT_ONLY',
  notStarted: 'ERR_COUPON_NOT_STARTED',
  ended: 'ERR_COUPON_ENDED',
  limitReached: 'ERR_COUPON_CLAIM_LIMIT',
  soldOut: 'ERR_COUPON_SOLD_OUT',
} as const;

const ACT_LABEL: Record<number, string> = { 10: '限时秒杀', 8: '预售' };

/** 限时秒杀 / 预售 / 满2件95折 (the ladder's first step; further steps are in ladder). */
export function activityLabel(a: Pick<SkuActivity, 'actTyp' | 'ladder'>): string {
  if (a.actTyp === 13) {
    const first = sortLadder(a.ladder ?? [])[0];
    return first ? `满${first.fullCnt}件${zheText(first.discount)}折` : '多件优惠';
  }
  return ACT_LABEL[a.actTyp] ?? '优惠活动';
}

/** Status by the server clock; windows are instants, so no time-zone arithmetic is needed. */
export function activityStatus(beginMs: number, endMs: number, nowMs: number): ActivityStatus {
  if (nowMs < beginMs) return 'not-started';
  return nowMs < endMs ? 'running' : 'ended';
}
