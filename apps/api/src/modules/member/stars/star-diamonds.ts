/**
 * Star diamonds (星钻): conversions of points (stored, at most one per Beijing day) and
 * order-earned credit (derived from the member's paid orders at read time: pending until
 * the order completes, then effective for STAR_VALID_MONTHS, then settled). Every read is
 * scoped by the member id from the token. The paid orders come from the order module's reads
 * (StarOrders), composed into the one query that lists a member's entries.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@shop/db';
import { beijingDate, formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  STAR_CONVERT_MAX_POINTS,
  STAR_CONVERT_POINTS,
  STAR_EXPIRING_DAYS,
  STAR_ORDER_FEN_PER_DIAMOND,
  STAR_RULES,
  STAR_STATE_LABELS,
  STAR_VALID_MONTHS,
  type ConvertResult,
  type StarEntry,
  type StarEntryPage,
  type StarState,
  type StarSummary,
} from '@shop/contracts/stars';
import { fail } from '../../../platform/shop-error.ts';
import type { PointsService } from '../points.service.ts';
import type { StarOrders } from './stars-needs.ts';

const DAY_MS = 24 * 3600 * 1000;
const bj = (d: Date | string | null) => (d ? formatBeijingTime(new Date(d).getTime()) : null);

/** The same calendar instant STAR_VALID_MONTHS later (used for conversions; SQL uses interval for orders). */
export function expiryOf(from: Date): Date {
  const d = new Date(from.getTime());
  d.setUTCMonth(d.getUTCMonth() + STAR_VALID_MONTHS);
  return d;
}

type EntryRow = {
  code: string;
  source: 'convert' | 'order';
  amount: number;
  points_spent: number | null;
  order_no: string | null;
  created_at: Date;
  effective_at: Date | null;
  expires_at: Date | null;
  state: StarState;
};

/** All of a member's entries (conversions and paid orders) with their state at `now`. */
function entriesOf(orders: StarOrders, memberId: number, now: Date): SQL {
  return sql`(
    SELECT e.*, CASE WHEN e.effective_at IS NULL THEN 'pending' WHEN e.expires_at > ${now} THEN 'effective' ELSE 'settled' END AS state
    FROM (
      SELECT d.code, 'convert' AS source, d.amount, d.points_spent, NULL::text AS order_no, d.created_at, d.created_at AS effective_at, d.expires_at
      FROM star_diamond_entries d WHERE d.member_id = ${memberId}
      UNION ALL
      SELECT 'O' || o.order_no, 'order', (o.paid_amt / ${STAR_ORDER_FEN_PER_DIAMOND})::int, o.paid_amt, o.order_no, o.paid_at,
             o.completed_at, o.completed_at + ${`${STAR_VALID_MONTHS} months`}::interval
      FROM ${orders.paidOrdersQuery(memberId, STAR_ORDER_FEN_PER_DIAMOND)} o
    ) e
  )`;
}

function toEntry(r: EntryRow): StarEntry {
  return {
    code: r.code,
    source: r.source,
    title: r.source === 'convert' ? '积分兑换' : `订单 ${r.order_no} 获得`,
    amount: Number(r.amount),
    state: r.state,
    stateLabel: STAR_STATE_LABELS[r.state],
    pointsSpent: r.points_spent === null ? null : Number(r.points_spent),
    orderNo: r.order_no,
    createdAt: bj(r.created_at)!,
    effectiveAt: bj(r.effective_at),
    expiresAt: bj(r.expires_at),
  };
}

/** Effective and pending totals at `now` (the personal-centre home reads these). */
export async function starTotals(
  database: Database,
  orders: StarOrders,
  memberId: number,
  now: Date,
): Promise<{ effective: number; pending: number; settled: number; expiringSoon: number; earliestExpiry: Date | null }> {
  const soon = new Date(now.getTime() + STAR_EXPIRING_DAYS * DAY_MS);
  const result = await database.db.execute<{ effective: string; pending: string; settled: string; expiring: string; earliest: Date | null }>(sql`
    SELECT coalesce(sum(amount) FILTER (WHERE state = 'effective'), 0) AS effective,
           coalesce(sum(amount) FILTER (WHERE state = 'pending'), 0) AS pending,
           coalesce(sum(amount) FILTER (WHERE state = 'settled'), 0) AS settled,
           coalesce(sum(amount) FILTER (WHERE state = 'effective' AND expires_at <= ${soon}), 0) AS expiring,
           min(expires_at) FILTER (WHERE state = 'effective' AND expires_at <= ${soon}) AS earliest
    FROM ${entriesOf(orders, memberId, now)} x`);
  const row = result.rows[0];
  return {
    effective: Number(row?.effective ?? 0),
    pending: Number(row?.pending ?? 0),
    settled: Number(row?.settled ?? 0),
    expiringSoon: Number(row?.expiring ?? 0),
    earliestExpiry: row?.earliest ? new Date(row.earliest) : null,
  };
}

export function createStarDiamonds(database: Database, points: PointsService, orders: StarOrders) {
  const { db } = database;

  const convertedOn = async (run: Pick<Database['db'], 'execute'>, memberId: number, day: string) =>
    (await run.execute(sql`SELECT 1 FROM star_diamond_entries WHERE member_id = ${memberId} AND conv_day = ${day} AND source = 'convert' LIMIT 1`)).rows
      .length > 0;

  return {
    async page(memberId: number, state: StarState, q: { pageNo: number; pageSize: number }, now: Date): Promise<StarEntryPage> {
      const all = entriesOf(orders, memberId, now);
      const [count, rows] = await Promise.all([
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${all} x WHERE x.state = ${state}`),
        db.execute<EntryRow>(sql`SELECT * FROM ${all} x WHERE x.state = ${state}
          ORDER BY ${state === 'settled' ? sql`x.expires_at DESC` : sql`x.created_at DESC`}, x.code DESC
          LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
      ]);
      return { list: rows.rows.map(toEntry), total: count.rows[0]?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /** One of the member's own entries; another member's code answers 404. */
    async detail(memberId: number, code: string, now: Date): Promise<StarEntry> {
      const result = await db.execute<EntryRow>(sql`SELECT * FROM ${entriesOf(orders, memberId, now)} x WHERE x.code = ${code}`);
      const row = result.rows[0];
      if (!row) throw fail('ERR_STAR_ENTRY_NOT_FOUND');
      return toEntry(row);
    },

    async summary(memberId: number, now: Date): Promise<StarSummary> {
      const [totals, available, today] = await Promise.all([
        starTotals(database, orders, memberId, now),
        points.balance(memberId),
        convertedOn(db, memberId, beijingDate(now.getTime())),
      ]);
      return {
        effective: totals.effective,
        pending: totals.pending,
        settled: totals.settled,
        expiringSoon: totals.expiringSoon,
        pointsAvailable: available,
        convertedToday: today,
        rate: { points: STAR_CONVERT_POINTS, diamonds: 1 },
        maxPoints: STAR_CONVERT_MAX_POINTS,
        validMonths: STAR_VALID_MONTHS,
        rules: STAR_RULES,
      };
    },

    /** Everything that ever became effective (effective now plus settled). */
    async accumulated(memberId: number, now: Date): Promise<{ total: number }> {
      const t = await starTotals(database, orders, memberId, now);
      return { total: t.effective + t.settled };
    },

    async expiring(memberId: number, now: Date): Promise<{ amount: number; days: number; earliestAt: string | null }> {
      const t = await starTotals(database, orders, memberId, now);
      return { amount: t.expiringSoon, days: STAR_EXPIRING_DAYS, earliestAt: bj(t.earliestExpiry) };
    },

    /**
     * Points → star diamonds, at most once per Beijing day, in one transaction with the
     * points spend. The member's star lock serialises conversions (the second one sees the
     * first's row); the partial unique index is the last guard. Locks: stars, then points
     * (orders take only the points lock), so no deadlock.
     */
    async convert(memberId: number, pointsToSpend: number, now: Date): Promise<ConvertResult> {
      if (pointsToSpend % STAR_CONVERT_POINTS !== 0 || pointsToSpend < STAR_CONVERT_POINTS)
        throw fail('E_VALIDATION', { message: `兑换积分须为 ${STAR_CONVERT_POINTS} 的整数倍` });
      const day = beijingDate(now.getTime());
      const amount = pointsToSpend / STAR_CONVERT_POINTS;
      const code = `C${randomBytes(6).toString('hex').toUpperCase()}`;
      const expiresAt = expiryOf(now);
      const pointsAvailable = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'stars:' + memberId}))`);
        if (await convertedOn(tx, memberId, day)) throw fail('ERR_STAR_CONVERT_ONCE_PER_DAY');
        const left = await points.spendForStars(tx, memberId, pointsToSpend, code, now);
        const inserted = await tx.execute(sql`
          INSERT INTO star_diamond_entries (code, member_id, source, amount, points_spent, conv_day, created_at, expires_at)
          VALUES (${code}, ${memberId}, 'convert', ${amount}, ${pointsToSpend}, ${day}, ${now}, ${expiresAt})
          ON CONFLICT (member_id, conv_day) WHERE source = 'convert' DO NOTHING RETURNING id`);
        if (inserted.rows.length === 0) throw fail('ERR_STAR_CONVERT_ONCE_PER_DAY');
        return left;
      });
      const totals = await starTotals(database, orders, memberId, now);
      return {
        entry: toEntry({
          code,
          source: 'convert',
          amount,
          points_spent: pointsToSpend,
          order_no: null,
          created_at: now,
          effective_at: now,
          expires_at: expiresAt,
          state: 'effective',
        }),
        pointsAvailable,
        effective: totals.effective,
      };
    },
  };
}
export type StarDiamonds = ReturnType<typeof createStarDiamonds>;
