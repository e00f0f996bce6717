/**
 * 提醒我 on an upcoming flash-sale SKU (/speedKill, issue #18): a member's reminder (set once,
 * a second tap adds nothing; cancelled by deleting it), which of them a member has, how many an
 * activity SKU has (the console's 提醒人数), and the job's send: once a sale has started, each
 * unsent reminder becomes one inbox message. The send claims its rows with UPDATE … WHERE
 * sent_at IS NULL over rows locked FOR UPDATE SKIP LOCKED and writes the messages in the same
 * transaction, so two workers never send one twice and a failed send leaves the rows unsent.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { FlashSaleRemindResult } from '@shop/contracts/flash-sale-sessions';
import type { NewMessage } from '@shop/contracts/inbox';
import { formatYuan } from '@shop/contracts/money';
import { ACT_TYP } from '@shop/contracts/pdp-rules';
import { fail } from '../../platform/shop-error.ts';
import type { FlashSaleCatalogue } from './flash-sales.ts';

const a = schema.activities;
const s = schema.activitySkus;
const r = schema.flashSaleReminders;
const MAIN_SITE = 'cn';
/** Reminders sent per run at most (the next minute's run takes the rest). */
const SEND_BATCH = 500;

/** Where a reminder goes (satisfied by the member module's inbox: MarketingNeeds.inbox). */
export interface ReminderInbox {
  send(memberId: number, input: NewMessage, now?: Date, tx?: Tx): Promise<number>;
}

export const reminderKey = (actCd: string, skuCd: string) => `${actCd}\u0000${skuCd}`;

export function createFlashSaleReminders(database: Database) {
  const { db } = database;

  /** The flash-sale SKU a reminder is for, refused unless it has yet to start. */
  async function upcomingSku(actCd: string, skuCd: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ id: a.id, beginAt: a.beginAt, endAt: a.endAt, status: a.status })
      .from(s)
      .innerJoin(a, eq(a.id, s.activityId))
      .where(and(eq(a.actCd, actCd), eq(a.actTyp, ACT_TYP.seckill), eq(s.skuCode, skuCd)))
      .limit(1);
    if (!row) throw fail('ERR_SECKILL_REMIND_NOT_FOUND');
    if (row.status !== 'active' || row.endAt <= now) throw fail('ERR_SECKILL_REMIND_ENDED');
    if (row.beginAt <= now) throw fail('ERR_SECKILL_REMIND_STARTED');
    return row.id;
  }

  return {
    /** Sets the member's reminder (idempotent: the unique key keeps one row). */
    async remind(memberId: number, actCd: string, skuCd: string, now: Date): Promise<FlashSaleRemindResult> {
      const activityId = await upcomingSku(actCd, skuCd, now);
      await db.insert(r).values({ activityId, skuCode: skuCd, memberId, createdAt: now }).onConflictDoNothing();
      return { actCd, skuCd, reminded: true };
    },

    /** Cancels it (nothing to cancel is fine: the answer is the same). A reminder already sent stays as the record of it. */
    async cancel(memberId: number, actCd: string, skuCd: string): Promise<FlashSaleRemindResult> {
      const acts = db.select({ id: a.id }).from(a).where(eq(a.actCd, actCd));
      await db.delete(r).where(and(eq(r.memberId, memberId), eq(r.skuCode, skuCd), inArray(r.activityId, acts), sql`${r.sentAt} IS NULL`));
      return { actCd, skuCd, reminded: false };
    },

    /** The member's reminders as reminderKey(actCd, skuCd). */
    async keysOf(memberId: number): Promise<Set<string>> {
      const rows = await db.select({ actCd: a.actCd, skuCode: r.skuCode }).from(r).innerJoin(a, eq(a.id, r.activityId)).where(eq(r.memberId, memberId));
      return new Set(rows.map((x) => reminderKey(x.actCd, x.skuCode)));
    },

    /** Reminders per activity SKU (reminderKey(actCd, skuCd) → count), for the console's list. */
    async counts(actCds: readonly string[]): Promise<Map<string, number>> {
      if (actCds.length === 0) return new Map();
      const rows = await db
        .select({ actCd: a.actCd, skuCode: r.skuCode, n: sql<number>`count(*)::int` })
        .from(r)
        .innerJoin(a, eq(a.id, r.activityId))
        .where(inArray(a.actCd, [...actCds]))
        .groupBy(a.actCd, r.skuCode);
      return new Map(rows.map((x) => [reminderKey(x.actCd, x.skuCode), Number(x.n)]));
    },

    /** Sends the reminders of every sale running at `now` that were not sent yet; answers how many were sent. */
    async sendDue(now: Date, deps: { inbox: ReminderInbox; catalogue: FlashSaleCatalogue }): Promise<number> {
      // The products' names first, outside the transaction (the catalogue reads on its own connection).
      const due = await db.execute(sql`
        SELECT DISTINCT x.sku_code FROM ${r} x JOIN ${a} act ON act.id = x.activity_id
         WHERE x.sent_at IS NULL AND act.status = 'active' AND act.begin_at <= ${now} AND act.end_at > ${now}`);
      const dueSkus = (due as unknown as { rows: { sku_code: string }[] }).rows.map((x) => x.sku_code);
      if (dueSkus.length === 0) return 0;
      const skus = await deps.catalogue.skusByCode(dueSkus, MAIN_SITE);
      return db.transaction(async (tx) => {
        const res = await tx.execute(sql`
          UPDATE ${r} SET sent_at = ${now}
           WHERE id IN (
             SELECT x.id FROM ${r} x JOIN ${a} act ON act.id = x.activity_id
              WHERE x.sent_at IS NULL AND act.status = 'active' AND act.begin_at <= ${now} AND act.end_at > ${now}
              ORDER BY x.id LIMIT ${SEND_BATCH}
              FOR UPDATE OF x SKIP LOCKED)
             AND sent_at IS NULL
          RETURNING member_id, sku_code, activity_id`);
        const claimed = (res as unknown as { rows: { member_id: string | number; sku_code: string; activity_id: string | number }[] }).rows;
        if (claimed.length === 0) return 0;
        const prices = await tx
          .select({ activityId: s.activityId, skuCode: s.skuCode, actPrice: s.actPrice })
          .from(s)
          .where(inArray(s.activityId, [...new Set(claimed.map((c) => Number(c.activity_id)))]));
        const priceOf = new Map(prices.map((p) => [`${p.activityId}:${p.skuCode}`, p.actPrice]));
        for (const c of claimed) {
          const sku = skus.get(c.sku_code);
          const name = sku ? `${sku.productName} ${sku.skuName}`.trim() : c.sku_code;
          const price = priceOf.get(`${Number(c.activity_id)}:${c.sku_code}`);
          const link = sku ? `/activityproduct/${encodeURIComponent(sku.spuCode)}/${encodeURIComponent(c.sku_code)}` : '/speedKill';
          await deps.inbox.send(
            Number(c.member_id),
            {
              kind: 'activity',
              title: '您设置提醒的秒杀开始了',
              body: `您设置提醒的「${name}」限时秒杀已开始${price == null ? '' : `，秒杀价 ${formatYuan(price)}`}，数量有限，先到先得。`,
              link,
            },
            now,
            tx,
          );
        }
        return claimed.length;
      });
    },
  };
}

export type FlashSaleReminders = ReturnType<typeof createFlashSaleReminders>;
