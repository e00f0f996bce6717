/**
 * Activities of SKUs (flash sale, pre-sale, tiered discount), in the shape the product page
 * rules (@shop/contracts/pdp-rules) take, and a flash sale's own stock, which checkout takes
 * and a cancel gives back. The product and order modules ask here; they never read the
 * marketing tables themselves.
 */
import { and, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import { sortLadder, type LadderStep, type SkuActivity } from '@shop/contracts/pdp-rules';
import { formatBeijingTime } from '@shop/contracts/beijing-time';

const a = schema.activities;
const s = schema.activitySkus;

/** The activity runs on the site: listed there, or on every site. */
export const runsOnSite = (siteCd: string) => or(isNull(a.siteCodes), sql`${siteCd} = any(${a.siteCodes})`);

interface ActivityRules {
  balanceBeginAt?: string;
  balanceEndAt?: string;
  ladder?: LadderStep[];
}

export function createActivityService(database: Database) {
  const { db } = database;
  return {
    /**
     * Active activities of each SKU on site `siteCd` that have not ended at `now` (ones still to
     * come are included: the page counts down to them). Keyed by SKU code; SKUs without any are
     * absent. `includeEnded` also returns ended ones (add to cart tells "ended" from "no such activity").
     */
    async forSkus(skuCodes: readonly string[], siteCd: string, now: Date, opts: { includeEnded?: boolean } = {}): Promise<Map<string, SkuActivity[]>> {
      const out = new Map<string, SkuActivity[]>();
      if (skuCodes.length === 0) return out;
      const rows = await db
        .select({ act: a, sku: s })
        .from(s)
        .innerJoin(a, eq(a.id, s.activityId))
        .where(and(inArray(s.skuCode, [...skuCodes]), eq(a.status, 'active'), runsOnSite(siteCd), opts.includeEnded ? undefined : gt(a.endAt, now)))
        .orderBy(a.beginAt);
      for (const { act, sku } of rows) {
        const rules = act.rules as ActivityRules;
        const item: SkuActivity = {
          actCd: act.actCd,
          actTyp: act.actTyp,
          actNm: act.name,
          beginTime: formatBeijingTime(act.beginAt.getTime()),
          endTime: formatBeijingTime(act.endAt.getTime()),
          actPrice: sku.actPrice,
          actStock: sku.actStock,
          limitQty: sku.limitPerMember,
          swellAmt: sku.swellAmt,
          balanceBeginTime: rules.balanceBeginAt ? formatBeijingTime(Date.parse(rules.balanceBeginAt)) : null,
          balanceEndTime: rules.balanceEndAt ? formatBeijingTime(Date.parse(rules.balanceEndAt)) : null,
          ...(rules.ladder ? { ladder: sortLadder(rules.ladder) } : {}),
        };
        const list = out.get(sku.skuCode) ?? [];
        list.push(item);
        out.set(sku.skuCode, list);
      }
      return out;
    },

    /**
     * Takes qty from the flash sale's own stock of a SKU, inside the order's transaction, with
     * one conditional UPDATE (never below zero under concurrency); false when there is not enough.
     */
    async takeFlashSaleStock(tx: Tx, actCd: string, skuCode: string, qty: number): Promise<boolean> {
      const rows = await tx
        .update(s)
        .set({ actStock: sql`${s.actStock} - ${qty}` })
        .where(
          and(
            eq(s.skuCode, skuCode),
            isNotNull(s.actStock),
            gte(s.actStock, qty),
            sql`${s.activityId} = (SELECT ${a.id} FROM ${a} WHERE ${a.actCd} = ${actCd})`,
          ),
        )
        .returning({ sku: s.skuCode });
      return rows.length === 1;
    },

    /** Gives qty back to the flash sale's stock of a SKU (an unpaid order cancelled or expired). */
    async giveBackFlashSaleStock(tx: Tx, actCd: string, skuCode: string, qty: number): Promise<void> {
      await tx
        .update(s)
        .set({ actStock: sql`${s.actStock} + ${qty}` })
        .where(and(eq(s.skuCode, skuCode), isNotNull(s.actStock), sql`${s.activityId} = (SELECT ${a.id} FROM ${a} WHERE ${a.actCd} = ${actCd})`));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
