/**
 * What a member reads about their points and coupons: the balance summary, pages of the
 * ledger by type, and their coupons by status (read through marketing, which owns the coupon
 * tables: MemberCoupons). Every read is scoped by member id.
 */
import { and, count, desc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  POINT_KIND_TITLES,
  POINTS_EXPIRING_DAYS,
  type MyCouponPage,
  type MyCouponStatus,
  type PointsPage,
  type PointsSummary,
  type PointsType,
} from '@shop/contracts/points';
import type { MemberCoupons } from './points-needs.ts';

const p = schema.pointEntries;
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

export function createPointsQueries(database: Database, memberCoupons: MemberCoupons) {
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
        list: rows.map((r) => ({
          id: r.id,
          delta: r.delta,
          kind: r.kind,
          title: POINT_KIND_TITLES[r.kind] ?? '调整',
          orderNo: r.orderNo,
          at: bj(r.createdAt),
        })),
        total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },

    /** The member's coupons, read through marketing (which owns the coupon tables). */
    coupons(memberId: number, q: { status: MyCouponStatus; pageNo: number; pageSize: number }, now: Date): Promise<MyCouponPage> {
      return memberCoupons.memberCoupons(memberId, q, now);
    },
  };
}
export type PointsQueries = ReturnType<typeof createPointsQueries>;
