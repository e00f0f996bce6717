/**
 * Merge at sign-in: a visitor's cart (keyed by the anonymous token's id) moves into the
 * member's cart in one transaction under both owners' locks. The same SKU bought the same
 * way adds up, capped at 5, the stock and the activity's limit (capped lines are reported);
 * other lines move over as they are; the visitor's cart ends empty.
 */
import type { Database } from '@shop/db';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { ACT_TYP, SUB_TYP } from '@shop/contracts/pdp-rules';
import type { ApiContext } from '../../platform/types.ts';
import type { CartRepository } from './cart.repository.ts';
import type { CartActivities, CartCatalogue } from './cart-needs.ts';
import { pickActivity } from '@shop/contracts/cart-line-rules';
import { maxQtyOf } from './cart-view-rules.ts';

export interface MergeResult {
  /** Lines moved over unchanged. */
  moved: number;
  /** Lines added to the member's line of the same SKU. */
  merged: number;
  /** Merged lines that could not hold the sum. */
  capped: { skuCd: string; wanted: number; kept: number }[];
  /** The member's line of a SKU the visitor chose another way (flash sale vs normal): the visitor's newer choice replaced it. */
  replaced: string[];
}

export function createCartMerge(database: Database, carts: CartRepository, activities: CartActivities, catalogue: CartCatalogue) {
  const { db } = database;
  return {
    async mergeInto(visitorKey: string, memberKey: string, siteCd: string, now: Date): Promise<MergeResult> {
      const result: MergeResult = {
        moved: 0,
        merged: 0,
        capped: [],
        replaced: [],
      };
      if (visitorKey === memberKey) return result;
      const preview = await carts.allLines(db, visitorKey);
      if (preview.length === 0) return result;
      // Activity windows are configuration: read before the transaction (see cart.service).
      const acts = await activities.forSkus([...new Set(preview.map((l) => l.skuCode))], siteCd, now, { includeEnded: true });
      return db.transaction(async (tx) => {
        // Both locks, always in the same order, so two merges cannot deadlock.
        for (const key of [visitorKey, memberKey].sort()) await carts.lockOwner(tx, key);
        const theirs = await carts.allLines(tx, memberKey);
        for (const v of await carts.allLines(tx, visitorKey)) {
          const m = theirs.find((x) => x.skuCode === v.skuCode);
          if (!m) {
            await carts.moveLine(tx, v.id, memberKey, now);
            result.moved += 1;
          } else if (m.subTyp === v.subTyp && (m.actCd ?? null) === (v.actCd ?? null)) {
            const sku = await catalogue.skuFacts(tx, v.skuCode);
            const list = (acts.get(v.skuCode) ?? []).map((a) => ({
              actCd: a.actCd,
              actTyp: a.actTyp,
              beginMs: parseBeijingTime(a.beginTime),
              endMs: parseBeijingTime(a.endTime),
              actStock: a.actStock,
              limitQty: a.limitQty,
            }));
            const activity =
              v.subTyp === SUB_TYP.normal
                ? null
                : pickActivity(list, v.subTyp === SUB_TYP.seckill ? ACT_TYP.seckill : ACT_TYP.presale, now.getTime(), v.actCd ?? undefined);
            const cap = maxQtyOf({
              subTyp: v.subTyp,
              stock: sku?.stock ?? 0,
              activity,
            });
            const wanted = m.qty + v.qty;
            // A sold-out line keeps its quantity (the page lists it as invalid); nothing is ever taken off the member's own line.
            const kept = Math.max(m.qty, Math.min(wanted, cap > 0 ? cap : 5, 5));
            await carts.setQty(tx, m.id, kept, now);
            await carts.deleteLines(tx, visitorKey, [v.id]);
            result.merged += 1;
            if (kept < wanted) result.capped.push({ skuCd: v.skuCode, wanted, kept });
          } else {
            await carts.deleteLines(tx, memberKey, [m.id]);
            await carts.moveLine(tx, v.id, memberKey, now);
            result.replaced.push(v.skuCode);
          }
        }
        return result;
      });
    },
  };
}

export type CartMerge = ReturnType<typeof createCartMerge>;

/**
 * What the cart provides to sign-in (auth's VisitorCartMerge): called once the member is
 * known, it never fails the sign-in (a merge that fails leaves both carts as they were — one
 * transaction — and is logged).
 */
export function createVisitorCartMerge(ctx: ApiContext, merge: CartMerge) {
  return {
    async mergeVisitorCart(
      visitorKey: string,
      memberKey: string,
      siteCd: string,
      log: { info(o: object, m: string): void; error(o: object, m: string): void },
    ): Promise<MergeResult | null> {
      try {
        const r = await merge.mergeInto(visitorKey, memberKey, siteCd, ctx.clock.now());
        if (r.moved || r.merged || r.replaced.length) log.info({ memberKey, ...r }, 'visitor cart merged');
        return r;
      } catch (err) {
        log.error({ err, memberKey }, 'visitor cart merge failed');
        return null;
      }
    },
  };
}
