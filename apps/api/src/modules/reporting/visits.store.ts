/**
 * The shop's visitors (issue #16 概览): the storefront's once-a-day beacon recorded as one
 * (Beijing day, visitor id) row — idempotent, so a repeated beacon counts once — and unique
 * visitors per day read back for the dashboard. Rows older than KEEP_DAYS are pruned now and
 * then on a write (the dashboard shows 30 days; a little more is kept for a late look back),
 * so the table stays a few hundred days of two small columns at most.
 */
import { and, count, gte, lt, lte } from 'drizzle-orm';
import { schema } from '@shop/db';
import { beijingDate } from '@shop/contracts/beijing-time';
import type { ApiContext } from '../../platform/types.ts';

const v = schema.siteVisits;
export const KEEP_DAYS = 90;
/** One write in PRUNE_EVERY also deletes the rows past KEEP_DAYS (one indexed range delete). */
const PRUNE_EVERY = 500;
const DAY_MS = 24 * 3600_000;

export function createVisitStore(ctx: Pick<ApiContext, 'database' | 'clock'>) {
  const { db } = ctx.database;
  return {
    /** Records `visitorId` for today (Beijing, by the server's clock); a second time the same day changes nothing. */
    async record(visitorId: string): Promise<void> {
      const now = ctx.clock.nowMs();
      await db
        .insert(v)
        .values({ day: beijingDate(now), visitorId })
        .onConflictDoNothing();
      if (Math.random() < 1 / PRUNE_EVERY) await db.delete(v).where(lt(v.day, beijingDate(now - KEEP_DAYS * DAY_MS)));
    },
    /** Unique visitors per Beijing day from `fromDay` to `toDay` (inclusive, 'YYYY-MM-DD'); days without any are absent. */
    async byDay(fromDay: string, toDay: string): Promise<Map<string, number>> {
      const rows = await db
        .select({ day: v.day, n: count() })
        .from(v)
        .where(and(gte(v.day, fromDay), lte(v.day, toDay)))
        .groupBy(v.day);
      return new Map(rows.map((r) => [r.day, Number(r.n)]));
    },
  };
}

export type VisitStore = ReturnType<typeof createVisitStore>;
