/**
 * Activities of SKUs (flash sale, pre-sale, tiered discount), in the shape the product page
 * rules (@shop/contracts/pdp-rules) take. The product module asks here; it never reads the
 * marketing tables itself.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { sortLadder, type LadderStep, type SkuActivity } from '@shop/contracts/pdp-rules';
import { formatBeijingTime } from '@shop/contracts/beijing-time';

const a = schema.activities;
const s = schema.activitySkus;

interface ActivityRules {
  balanceBeginAt?: string;
  balanceEndAt?: string;
  ladder?: LadderStep[];
}

export function createActivityService(database: Database) {
  const { db } = database;
  return {
    /**
     * Active activities of each SKU that have not ended at `now` (ones still to come are
     * included: the page counts down to them). Keyed by SKU code; SKUs without any are absent.
     * `includeEnded` also returns ended ones (add to cart tells "ended" from "no such activity").
     */
    async forSkus(skuCodes: readonly string[], now: Date, opts: { includeEnded?: boolean } = {}): Promise<Map<string, SkuActivity[]>> {
      const out = new Map<string, SkuActivity[]>();
      if (skuCodes.length === 0) return out;
      const rows = await db
        .select({ act: a, sku: s })
        .from(s)
        .innerJoin(a, eq(a.id, s.activityId))
        .where(and(inArray(s.skuCode, [...skuCodes]), eq(a.status, 'active'), opts.includeEnded ? undefined : gt(a.endAt, now)))
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
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
