/**
 * Star coin (星币): a daily sign-in (one per Beijing day) with a streak bonus, a ledger and
 * its balance. A sign-in runs under the member's star-coin lock; the partial unique index on
 * (member_id, sign_day) is the last guard against a double sign-in.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@shop/db';
import { beijingDate, formatBeijingTime } from '@shop/contracts/beijing-time';
import { STAR_COIN_RULES, starCoinRewardFor, type SignInResult, type StarCoinInfo, type StarCoinPage } from '@shop/contracts/stars';
import { fail } from '../../../platform/shop-error.ts';

const DAY_MS = 24 * 3600 * 1000;
const KIND_TITLES: Record<string, string> = { sign_in: '每日签到', adjust: '调整' };

export function createStarCoin(database: Database) {
  const { db } = database;
  type Run = Pick<Database['db'], 'execute'>;

  const balanceOf = async (run: Run, memberId: number) =>
    Number((await run.execute<{ s: string }>(sql`SELECT coalesce(sum(delta), 0) AS s FROM star_coin_entries WHERE member_id = ${memberId}`)).rows[0]?.s ?? 0);
  const signOf = async (run: Run, memberId: number, day: string) =>
    (
      await run.execute<{ streak: number; delta: number }>(
        sql`SELECT streak, delta FROM star_coin_entries WHERE member_id = ${memberId} AND kind = 'sign_in' AND sign_day = ${day}`,
      )
    ).rows[0];

  return {
    async info(memberId: number, now: Date, month?: string): Promise<StarCoinInfo> {
      const today = beijingDate(now.getTime());
      const yesterday = beijingDate(now.getTime() - DAY_MS);
      const m = month ?? today.slice(0, 7);
      const [balance, todayRow, yesterdayRow, days] = await Promise.all([
        balanceOf(db, memberId),
        signOf(db, memberId, today),
        signOf(db, memberId, yesterday),
        db.execute<{ sign_day: string }>(
          sql`SELECT sign_day FROM star_coin_entries WHERE member_id = ${memberId} AND kind = 'sign_in' AND sign_day LIKE ${`${m}-%`} ORDER BY sign_day`,
        ),
      ]);
      const streak = todayRow?.streak ?? yesterdayRow?.streak ?? 0;
      return {
        balance,
        signedToday: Boolean(todayRow),
        streak,
        todayReward: todayRow ? todayRow.delta : starCoinRewardFor((yesterdayRow?.streak ?? 0) + 1),
        today,
        month: m,
        signedDays: days.rows.map((r) => Number(r.sign_day.slice(8, 10))),
        rules: STAR_COIN_RULES,
      };
    },

    async signIn(memberId: number, now: Date): Promise<SignInResult> {
      const day = beijingDate(now.getTime());
      const yesterday = beijingDate(now.getTime() - DAY_MS);
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'starcoin:' + memberId}))`);
        if (await signOf(tx, memberId, day)) throw fail('ERR_STAR_COIN_SIGNED_TODAY');
        const streak = ((await signOf(tx, memberId, yesterday))?.streak ?? 0) + 1;
        const reward = starCoinRewardFor(streak);
        const inserted = await tx.execute(sql`
          INSERT INTO star_coin_entries (member_id, kind, delta, sign_day, streak, note, created_at)
          VALUES (${memberId}, 'sign_in', ${reward}, ${day}, ${streak}, ${`连续签到第 ${streak} 天`}, ${now})
          ON CONFLICT (member_id, sign_day) WHERE kind = 'sign_in' DO NOTHING RETURNING id`);
        if (inserted.rows.length === 0) throw fail('ERR_STAR_COIN_SIGNED_TODAY');
        return { reward, streak, balance: await balanceOf(tx, memberId), day };
      });
    },

    async history(memberId: number, q: { pageNo: number; pageSize: number }): Promise<StarCoinPage> {
      const [count, rows] = await Promise.all([
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM star_coin_entries WHERE member_id = ${memberId}`),
        db.execute<{ id: string; delta: number; kind: string; streak: number; created_at: Date }>(sql`
          SELECT id, delta, kind, streak, created_at FROM star_coin_entries WHERE member_id = ${memberId}
          ORDER BY created_at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
      ]);
      return {
        list: rows.rows.map((r) => ({
          id: Number(r.id),
          delta: r.delta,
          title: r.kind === 'sign_in' ? `${KIND_TITLES.sign_in}（连续 ${r.streak} 天）` : (KIND_TITLES[r.kind] ?? '调整'),
          at: formatBeijingTime(new Date(r.created_at).getTime()),
        })),
        total: count.rows[0]?.n ?? 0,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },
  };
}
