/**
 * What a member reads about their points and coupons: the balance summary, pages of the
 * ledger by type, and their coupons by status. Every read is scoped by member id. A coupon
 * still marked 'unused' whose validity ended reads as expired (no sweep job needed).
 */
import { and, asc, count, desc, eq, gt, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/pdp-rules';
import {
  COUPON_SCOPE_TEXT,
  POINT_KIND_TITLES,
  POINTS_EXPIRING_DAYS,
  type MyCoupon,
  type MyCouponPage,
  type MyCouponStatus,
  type PointsPage,
  type PointsSummary,
  type PointsType,
} from '@shop/contracts/points';

const p = schema.pointEntries;
const mc = schema.memberCoupons;
const c = schema.coupons;
const DAY_MS = 24 * 3600 * 1000;
const bj = (d: Date) => formatBeijingTime(d.getTime());

/** Ledger filter per tab: expiry entries are neither earning nor spending. */
function typeFilter(type: PointsType): SQL | undefined {
  switch (type) {
    case 'earn':
      return and(gt(p.delta, 0), ne(p.kind, 'expire'));
    case 'spend':
      return and(lt(p.delta, 0), ne(p.kind, 'expire'));
    case 'expire':
      return eq(p.kind, 'expire');
    default:
      return undefined;
  }
}

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

export function createPointsQueries(database: Database) {
  const { db } = database;

  return {
    async summary(memberId: number, now: Date): Promise<PointsSummary> {
      const soon = new Date(now.getTime() + POINTS_EXPIRING_DAYS * DAY_MS);
      const [row] = await db
        .select({
          available: sql<string>`coalesce(sum(${p.delta}), 0)`,
          earned: sql<string>`coalesce(sum(${p.delta}) filter (where ${p.delta} > 0 and ${p.kind} <> 'expire'), 0)`,
          spent: sql<string>`coalesce(-sum(${p.delta}) filter (where ${p.delta} < 0 and ${p.kind} <> 'expire'), 0)`,
          expiring: sql<string>`coalesce(sum(${p.delta}) filter (where ${p.delta} > 0 and ${p.expiresAt} > ${now} and ${p.expiresAt} <= ${soon}), 0)`,
        })
        .from(p)
        .where(eq(p.memberId, memberId));
      const available = Number(row?.available ?? 0);
      // What expires can never be more than what is left to spend.
      const expiringSoon = Math.max(0, Math.min(available, Number(row?.expiring ?? 0)));
      return { available, expiringSoon, earnedTotal: Number(row?.earned ?? 0), spentTotal: Number(row?.spent ?? 0) };
    },

    async entries(memberId: number, q: { type: PointsType; pageNo: number; pageSize: number }): Promise<PointsPage> {
      const where = and(eq(p.memberId, memberId), typeFilter(q.type));
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(p).where(where),
        db
          .select()
          .from(p)
          .where(where)
          .orderBy(desc(p.createdAt), desc(p.id))
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize),
      ]);
      return {
        list: rows.map((r) => ({ id: r.id, delta: r.delta, kind: r.kind, title: POINT_KIND_TITLES[r.kind] ?? '调整', orderNo: r.orderNo, at: bj(r.createdAt) })),
        total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },

    async coupons(memberId: number, q: { status: MyCouponStatus; pageNo: number; pageSize: number }, now: Date): Promise<MyCouponPage> {
      const mine = eq(mc.memberId, memberId);
      const countOf = async (s: MyCouponStatus) =>
        (
          await db
            .select({ n: count() })
            .from(mc)
            .where(and(mine, statusFilter(s, now)))
        )[0].n;
      // Unused: soonest to lapse first; used: latest use first; expired: latest to lapse first.
      const order = q.status === 'unused' ? [asc(mc.validTo), desc(mc.id)] : q.status === 'used' ? [desc(mc.usedAt), desc(mc.id)] : [desc(mc.validTo), desc(mc.id)];
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
export type PointsQueries = ReturnType<typeof createPointsQueries>;
