/**
 * Coupons on product pages and claiming them. Claiming is race-free: a per-(member, coupon)
 * advisory lock makes the per-member limit hold, and one conditional UPDATE issues a coupon
 * only while claimed < total, in the same transaction as the member's coupon row.
 */
import { and, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { ClaimedCoupon, CouponView } from '@shop/contracts/marketing';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { fail } from '../../platform/shop-error.ts';
import { CLAIM_FAILURE, couponRuleText, decideClaimState, type Claimant } from './coupon-rules.ts';

const cp = schema.coupons;
const mc = schema.memberCoupons;
type CouponRow = typeof cp.$inferSelect;

const DAY_MS = 24 * 3600 * 1000;

/** Who asks: a signed-in member (id and roles) or nobody in particular. */
export interface CouponCaller {
  memberId: number;
  roles: readonly string[];
}

/** What a product is, for matching coupon scopes. */
export interface ProductScope {
  categoryCodes: string[];
  spuCodes: string[];
}

function scopeMatches(scope: ProductScope): SQL {
  const cats = scope.categoryCodes.length
    ? sql`(${cp.scope}->>'type' = 'category' AND jsonb_exists_any(${cp.scope}->'codes', ${sql.param(scope.categoryCodes)}::text[]))`
    : sql`false`;
  const spus = scope.spuCodes.length
    ? sql`(${cp.scope}->>'type' = 'spu' AND jsonb_exists_any(${cp.scope}->'codes', ${sql.param(scope.spuCodes)}::text[]))`
    : sql`false`;
  return sql`(${cp.scope}->>'type' = 'all' OR ${cats} OR ${spus})`;
}

export function createCouponService(database: Database) {
  const { db } = database;

  async function heldCounts(memberId: number, couponIds: number[]): Promise<Map<number, number>> {
    if (couponIds.length === 0) return new Map();
    const rows = await db
      .select({ couponId: mc.couponId, n: sql<number>`count(*)::int` })
      .from(mc)
      .where(and(eq(mc.memberId, memberId), inArray(mc.couponId, couponIds)))
      .groupBy(mc.couponId);
    return new Map(rows.map((r) => [r.couponId, r.n]));
  }

  async function toViews(rows: CouponRow[], caller: CouponCaller | null, now: Date): Promise<CouponView[]> {
    const held = caller
      ? await heldCounts(
          caller.memberId,
          rows.map((r) => r.id),
        )
      : new Map<number, number>();
    return rows.map((c) => {
      const who: Claimant | null = caller ? { held: held.get(c.id) ?? 0, roles: caller.roles } : null;
      return {
        cpnCd: c.cpnCd,
        name: c.name,
        kind: c.kind,
        amount: c.amount,
        discount: c.discount,
        threshold: c.threshold,
        ruleText: couponRuleText(c),
        claimBeginTime: formatBeijingTime(c.claimBeginAt.getTime()),
        claimEndTime: formatBeijingTime(c.claimEndAt.getTime()),
        claimBeginMs: c.claimBeginAt.getTime(),
        validDays: c.validDays,
        validBeginTime: c.validBeginAt ? formatBeijingTime(c.validBeginAt.getTime()) : null,
        validEndTime: c.validEndAt ? formatBeijingTime(c.validEndAt.getTime()) : null,
        role: c.role,
        state: decideClaimState(c, who, now.getTime()),
      };
    });
  }

  return {
    /** Public coupons usable on a product whose claim window has not ended (upcoming ones included). */
    async forProduct(scope: ProductScope, caller: CouponCaller | null, now: Date): Promise<CouponView[]> {
      const rows = await db
        .select()
        .from(cp)
        .where(and(eq(cp.status, 'active'), eq(cp.public, true), gt(cp.claimEndAt, now), scopeMatches(scope)))
        .orderBy(cp.claimBeginAt, cp.id);
      return toViews(rows, caller, now);
    },

    /**
     * Coupons the caller could claim now for what they are buying (cart, checkout): public, in
     * their claim window, usable on one of the products, and neither used up nor held to the
     * limit nor for a role the caller lacks. A visitor sees them as loginRequired.
     */
    async claimableFor(scope: ProductScope, caller: CouponCaller | null, now: Date): Promise<CouponView[]> {
      const rows = await db
        .select()
        .from(cp)
        .where(
          and(
            eq(cp.status, 'active'),
            eq(cp.public, true),
            lte(cp.claimBeginAt, now),
            gt(cp.claimEndAt, now),
            sql`${cp.claimed} < ${cp.total}`,
            scopeMatches(scope),
          ),
        )
        .orderBy(cp.threshold, cp.id);
      const views = await toViews(rows, caller, now);
      return views.filter((v) => v.state.status === 'canClaim' || (v.state.status === 'loginRequired' && v.role === null));
    },

    /**
     * The public coupons of a site claimable now (window open), all of them ('b2c') or one code.
     * Role-only coupons belong to the site of that role (student coupons on the student site).
     */
    async currentPublic(site: string, code: string, caller: CouponCaller | null, now: Date): Promise<CouponView[]> {
      const rows = await db
        .select()
        .from(cp)
        .where(
          and(
            eq(cp.status, 'active'),
            eq(cp.public, true),
            lte(cp.claimBeginAt, now),
            gt(cp.claimEndAt, now),
            sql`(${cp.role} IS NULL OR ${cp.role} = ${site})`,
            code.toLowerCase() === 'b2c' ? undefined : eq(cp.cpnCd, code),
          ),
        )
        .orderBy(cp.claimBeginAt, cp.id);
      return toViews(rows, caller, now);
    },

    /** Claim one coupon for a member; throws the catalogue error of the first failing check. */
    async claim(cpnCd: string, caller: CouponCaller, now: Date): Promise<ClaimedCoupon> {
      return db.transaction(async (tx) => {
        const [coupon] = await tx
          .select()
          .from(cp)
          // A pack's coupons are granted with the pack (coupon-pack.service.ts), never claimed alone.
          .where(and(eq(cp.cpnCd, cpnCd), eq(cp.status, 'active'), isNull(cp.pack)))
          .limit(1);
        if (!coupon) throw fail('E_NOT_FOUND', { message: '优惠券不存在或已失效' });
        // Serialises this member's claims of this coupon, so count-then-insert cannot overrun the limit.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`coupon-claim:${coupon.id}:${caller.memberId}`}, 0))`);
        const [{ held }] = await tx
          .select({ held: sql<number>`count(*)::int` })
          .from(mc)
          .where(and(eq(mc.couponId, coupon.id), eq(mc.memberId, caller.memberId)));
        const state = decideClaimState(coupon, { held, roles: caller.roles }, now.getTime());
        if (state.status !== 'canClaim' && state.status !== 'loginRequired') {
          const code = CLAIM_FAILURE[state.status];
          const message =
            state.status === 'roleRequired' ? (coupon.role === 'student' ? '该优惠券仅限认证学生领取' : '您的会员身份不符合该优惠券的领取条件') : undefined;
          throw fail(code, { message, data: { state } });
        }
        // The only place claimed grows: never past total, whatever runs in parallel.
        const [issued] = await tx
          .update(cp)
          .set({ claimed: sql`${cp.claimed} + 1` })
          .where(and(eq(cp.id, coupon.id), sql`${cp.claimed} < ${cp.total}`))
          .returning({ claimed: cp.claimed, total: cp.total });
        if (!issued) throw fail('ERR_COUPON_SOLD_OUT');
        const validFrom = coupon.validDays != null ? now : (coupon.validBeginAt ?? now);
        const validTo =
          coupon.validDays != null ? new Date(now.getTime() + coupon.validDays * DAY_MS) : (coupon.validEndAt ?? new Date(now.getTime() + 30 * DAY_MS));
        await tx.insert(mc).values({ couponId: coupon.id, memberId: caller.memberId, validFrom, validTo, claimedAt: now });
        return {
          cpnCd: coupon.cpnCd,
          name: coupon.name,
          ruleText: couponRuleText(coupon),
          validFrom: formatBeijingTime(validFrom.getTime()),
          validTo: formatBeijingTime(validTo.getTime()),
          claimedCount: held + 1,
          limit: coupon.perMemberLimit,
          remaining: issued.total - issued.claimed,
        };
      });
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
