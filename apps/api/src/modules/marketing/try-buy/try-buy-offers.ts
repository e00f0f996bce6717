/**
 * 先试后买 offers as the shop uses them (@shop/contracts/try-buy): the /trybuy page's running
 * offers, and the port the cart's buy now and the order's checkout ask (an offer's facts, whether
 * a member already applied) and the order transaction takes a unit through (a claim row and one
 * conditional UPDATE of units_taken, never past units_total whatever the concurrency), given
 * back when that order is cancelled before delivery. The order module never reads these tables.
 */
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { schema, type Database, type Db, type Tx } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { tryBuyApplyRefusal, tryBuyOfferState, type TryBuyApplyRefusalCode, type TryBuyList, type TryBuyOfferState } from '@shop/contracts/try-buy';
import { isProductType, productImageUrl } from '../../media/index.ts';
import type { FlashSaleCatalogue } from '../flash-sales.ts';

const t = schema.tryBuyOffers;
const c = schema.tryBuyClaims;

export type TryBuyOfferRow = typeof t.$inferSelect;

/** An offer as buy now and checkout judge an application. */
export interface TryBuyOfferFacts {
  code: string;
  skuCode: string;
  title: string;
  trialDays: number;
  unitsTotal: number;
  unitsLeft: number;
  state: TryBuyOfferState;
}

/** What taking a unit in the order transaction answered. */
export type TryBuyTake = { kind: 'taken'; trialDays: number } | { kind: 'refused'; code: TryBuyApplyRefusalCode | 'ERR_TRYBUY_NOT_FOUND'; message: string };

export const offerTimes = (row: Pick<TryBuyOfferRow, 'beginAt' | 'endAt' | 'paused' | 'endedAt'>) => ({
  beginAt: row.beginAt.getTime(),
  endAt: row.endAt.getTime(),
  paused: row.paused,
  endedAt: row.endedAt?.getTime() ?? null,
});

const factsOf = (row: TryBuyOfferRow, nowMs: number): TryBuyOfferFacts => ({
  code: row.code,
  skuCode: row.skuCode,
  title: row.title,
  trialDays: row.trialDays,
  unitsTotal: row.unitsTotal,
  unitsLeft: Math.max(0, row.unitsTotal - row.unitsTaken),
  state: tryBuyOfferState(offerTimes(row), nowMs),
});

/** Running at `now`: in its window, not paused, not ended early. */
const runningAt = (now: Date) => and(isNull(t.endedAt), sql`NOT ${t.paused}`, lte(t.beginAt, now), gt(t.endAt, now));

export function createTryBuyOffers(database: Database, catalogue: FlashSaleCatalogue) {
  const { db } = database;

  async function byCode(run: Db | Tx, code: string): Promise<TryBuyOfferRow | undefined> {
    const [row] = await run.select().from(t).where(eq(t.code, code)).limit(1);
    return row;
  }

  return {
    /** The offer's facts at `now`, or undefined for an unknown code. */
    async offer(code: string, now: Date, run: Db | Tx = db): Promise<TryBuyOfferFacts | undefined> {
      const row = await byCode(run, code);
      return row ? factsOf(row, now.getTime()) : undefined;
    },

    /** Whether the member holds a unit of the offer (an application not cancelled). */
    async hasApplied(code: string, memberId: number, run: Db | Tx = db): Promise<boolean> {
      const [row] = await run
        .select({ id: c.id })
        .from(c)
        .innerJoin(t, eq(t.id, c.offerId))
        .where(and(eq(t.code, code), eq(c.memberId, memberId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Inside the order transaction: the member's claim (one per offer: the unique key; a second
     * application of the member's, even a concurrent one, finds it) and one unit, taken by a
     * conditional UPDATE that re-reads units_taken under the row's lock, so concurrent
     * applications never take more units than units_total. A refusal leaves the caller to roll back.
     */
    async take(tx: Tx, code: string, memberId: number, orderNo: string, now: Date): Promise<TryBuyTake> {
      const claimed = await tx.execute<{ offer_id: string }>(sql`
        INSERT INTO ${c} (offer_id, member_id, order_no, created_at)
        SELECT id, ${memberId}, ${orderNo}, ${now} FROM ${t} WHERE code = ${code}
        ON CONFLICT (offer_id, member_id) DO NOTHING
        RETURNING offer_id`);
      const offerId = claimed.rows[0] ? Number(claimed.rows[0].offer_id) : undefined;
      if (offerId === undefined) {
        const row = await byCode(tx, code);
        if (!row) return { kind: 'refused', code: 'ERR_TRYBUY_NOT_FOUND', message: '试用活动不存在' };
        return { kind: 'refused', ...tryBuyApplyRefusal(factsOf(row, now.getTime()), true)! };
      }
      const [taken] = await tx
        .update(t)
        .set({ unitsTaken: sql`${t.unitsTaken} + 1`, updatedAt: now })
        .where(and(eq(t.id, offerId), sql`${t.unitsTaken} < ${t.unitsTotal}`, runningAt(now)))
        .returning({ trialDays: t.trialDays });
      if (taken) return { kind: 'taken', trialDays: taken.trialDays };
      const [row] = await tx.select().from(t).where(eq(t.id, offerId));
      const refusal = tryBuyApplyRefusal(factsOf(row!, now.getTime()), false) ?? { code: 'ERR_TRYBUY_NO_UNITS' as const, message: '试用名额已满' };
      return { kind: 'refused', ...refusal };
    },

    /** Inside a cancel's transaction: the order's claim and its unit go back (nothing when it held none). */
    async giveBack(tx: Tx, orderNo: string): Promise<void> {
      await tx.execute(sql`
        WITH gone AS (DELETE FROM ${c} WHERE order_no = ${orderNo} RETURNING offer_id)
        UPDATE ${t} SET units_taken = units_taken - 1, updated_at = now() FROM gone WHERE ${t}.id = gone.offer_id`);
    },

    /** The /trybuy page: running offers with a SKU the shop shows, at the shopper's site's price; soonest to end first. */
    async list(siteCode: string, now: Date): Promise<TryBuyList> {
      const rows = await db.select().from(t).where(runningAt(now)).orderBy(asc(t.endAt), asc(t.id)).limit(100);
      const skus = await catalogue.skusByCode(
        rows.map((r) => r.skuCode),
        siteCode,
      );
      const items: TryBuyList['items'] = [];
      rows.forEach((r) => {
        const sku = skus.get(r.skuCode);
        // Off the shelf or a draft: nothing to try.
        if (!sku || (!sku.buyable && sku.stock > 0)) return;
        items.push({
          code: r.code,
          title: r.title,
          skuCd: r.skuCode,
          spuCd: sku.spuCode,
          prodNm: sku.productName,
          skuNm: sku.skuName,
          image: isProductType(sku.productType) ? productImageUrl(sku.productType, sku.productDesign, 'front', sku.colorHex) : '',
          price: sku.price,
          trialDays: r.trialDays,
          unitsTotal: r.unitsTotal,
          unitsLeft: Math.max(0, r.unitsTotal - r.unitsTaken),
          beginTime: formatBeijingTime(r.beginAt.getTime()),
          endTime: formatBeijingTime(r.endAt.getTime()),
          beginMs: r.beginAt.getTime(),
          endMs: r.endAt.getTime(),
        });
      });
      return { serverTimeMs: now.getTime(), items };
    },
  };
}

export type TryBuyOffers = ReturnType<typeof createTryBuyOffers>;
