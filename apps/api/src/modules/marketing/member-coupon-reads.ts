/**
 * A member's own coupons by status, for the member module's coupon list and personal-centre
 * home (issue #13: the coupon tables are read through marketing). Scoped by member id. A
 * coupon still marked 'unused' whose validity ended reads as expired (no sweep job needed).
 */
import { and, asc, count, desc, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { COUPON_SCOPE_TEXT, type MyCoupon, type MyCouponPage, type MyCouponStatus } from '@shop/contracts/points';

const mc = schema.memberCoupons;
const c = schema.coupons;
const bj = (d: Date) => formatBeijingTime(d.getTime());

/** The effective status of a member coupon at `now`. */
function statusFilter(status: MyCouponStatus, now: Date): SQL {
  switch (status) {
    case 'unused':
      return and(eq(mc.status, 'unused'), gt(mc.validTo, now))!;
    case 'used':
      return eq(mc.status, 'used');
    case 'expired':
      return or(eq(mc.status, 'expired'), and(eq(mc.status, 'unused'), lte(mc.validTo, now)))!;
  }
}

type Scope = { type?: string; codes?: unknown };
function scopeOf(raw: unknown): { scopeType: MyCoupon['scopeType']; scopeCodes: string[] } {
  const s = (raw ?? {}) as Scope;
  const scopeType = s.type === 'category' || s.type === 'spu' ? s.type : 'all';
  const scopeCodes = scopeType === 'all' || !Array.isArray(s.codes) ? [] : s.codes.map(String);
  return { scopeType, scopeCodes };
}

export function createMemberCouponReads(database: Database) {
  const { db } = database;

  return {
    /** One page of the member's coupons in `status` at `now`, with the count of each status. */
    async memberCoupons(memberId: number, q: { status: MyCouponStatus; pageNo: number; pageSize: number }, now: Date): Promise<MyCouponPage> {
      const mine = eq(mc.memberId, memberId);
      const countOf = async (s: MyCouponStatus) =>
        (
          await db
            .select({ n: count() })
            .from(mc)
            .where(and(mine, statusFilter(s, now)))
        )[0].n;
      // Unused: soonest to lapse first; used: latest use first; expired: latest to lapse first.
      const order =
        q.status === 'unused' ? [asc(mc.validTo), desc(mc.id)] : q.status === 'used' ? [desc(mc.usedAt), desc(mc.id)] : [desc(mc.validTo), desc(mc.id)];
      const [unused, used, expired, rows] = await Promise.all([
        countOf('unused'),
        countOf('used'),
        countOf('expired'),
        db
          .select({ mc, c })
          .from(mc)
          .innerJoin(c, eq(c.id, mc.couponId))
          .where(and(mine, statusFilter(q.status, now)))
          .orderBy(...order)
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize),
      ]);
      const counts = { unused, used, expired };
      return {
        list: rows.map(({ mc: m, c: t }) => {
          const { scopeType, scopeCodes } = scopeOf(t.scope);
          return {
            id: m.id,
            cpnCd: t.cpnCd,
            name: t.name,
            kind: t.kind,
            amount: t.amount,
            discount: t.discount,
            threshold: t.threshold,
            scopeType,
            scope: COUPON_SCOPE_TEXT[scopeType],
            scopeCodes,
            validFrom: bj(m.validFrom),
            validTo: bj(m.validTo),
            orderNo: m.status === 'used' ? m.orderNo : null,
          };
        }),
        total: counts[q.status],
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        counts,
      };
    },
  };
}

export type MemberCouponReads = ReturnType<typeof createMemberCouponReads>;
