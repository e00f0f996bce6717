/**
 * Fixed-window counters for the sign-in calls where guessing or flooding is possible
 * (one upsert per hit, shared by every worker through PostgreSQL).
 */
import { lt, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';

const c = schema.signinRateCounters;

export function createSigninRateLimiter(opts: { database: Database; clock: Clock }) {
  const { db } = opts.database;
  return {
    /** Counts one hit of `key`; more than `limit` in the current window answers 429 with Retry-After. */
    async hit(key: string, limit: number, windowMs: number, message = '操作过于频繁，请稍后再试'): Promise<void> {
      const now = opts.clock.nowMs();
      const start = Math.floor(now / windowMs) * windowMs;
      const [row] = await db
        .insert(c)
        .values({ key, windowStart: new Date(start), hits: 1 })
        .onConflictDoUpdate({ target: [c.key, c.windowStart], set: { hits: sql`${c.hits} + 1` } })
        .returning({ hits: c.hits });
      // Now and then, forget windows older than a day.
      if (Math.random() < 0.01) await db.delete(c).where(lt(c.windowStart, new Date(now - 24 * 3600 * 1000)));
      if (row.hits > limit) {
        const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
        throw fail('E_RATE_LIMITED', { message, data: { retryAfter }, headers: { 'retry-after': String(retryAfter) } });
      }
    },
  };
}

export type SigninRateLimiter = ReturnType<typeof createSigninRateLimiter>;
