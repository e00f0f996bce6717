/**
 * The flash sales a shopper can see now: every SKU of a running flash-sale activity (actTyp 10),
 * then those starting soon, with the flash price, what is left of the sale's own stock, the
 * window and the page where the flash price is charged (/activityproduct/{spu}/{sku}). The home
 * page's strip and the product page's flash-sale link read this; nothing here is made up.
 */
import { and, asc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { FlashSaleItem, FlashSaleList } from '@shop/contracts/marketing';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { ACT_TYP } from '@shop/contracts/pdp-rules';
import { isProductType, productImageUrl } from '../media/index.ts';
import { activityStatus } from './coupon-rules.ts';
import { runsOnSite } from './activity.service.ts';

const a = schema.activities;
const s = schema.activitySkus;
const HOUR_MS = 3600 * 1000;

/** What the flash-sale list needs from the product module (satisfied by MarketingNeeds.catalogue). */
export interface FlashSaleCatalogue {
  /** Published SKUs by code with their product and price on the site, in one read. */
  skusByCode(skuCodes: readonly string[], siteCode?: string): Promise<Map<string, CatalogueSku>>;
}

export interface FlashSaleQuery {
  siteCode: string;
  now: Date;
  upcomingHours: number;
  limit: number;
  skuCd?: string;
}

/** One shown flash-sale SKU with the sale's whole allotment (act_total, null on old rows) and what is left of it (act_stock). */
export interface FlashSaleShown {
  item: FlashSaleItem;
  actTotal: number | null;
  actStock: number | null;
}

export function createFlashSaleReads(database: Database, catalogue: FlashSaleCatalogue) {
  const { db } = database;

  /** Every flash-sale SKU the shopper may see now (running, or upcoming within the hours and its lead time), in the list's order. */
  async function shown(q: Omit<FlashSaleQuery, 'limit'>): Promise<FlashSaleShown[]> {
    const nowMs = q.now.getTime();
    const rows = await db
      .select({ act: a, sku: s })
      .from(s)
      .innerJoin(a, eq(a.id, s.activityId))
      .where(
        and(
          eq(a.actTyp, ACT_TYP.seckill),
          eq(a.status, 'active'),
          runsOnSite(q.siteCode),
          gt(a.endAt, q.now),
          lte(a.beginAt, new Date(nowMs + q.upcomingHours * HOUR_MS)),
          isNotNull(s.actPrice),
          q.skuCd ? eq(s.skuCode, q.skuCd) : undefined,
        ),
      )
      .orderBy(asc(a.endAt), asc(a.id), asc(s.skuCode));
    const skus = await catalogue.skusByCode(
      rows.map((r) => r.sku.skuCode),
      q.siteCode,
    );
    const items: FlashSaleShown[] = [];
    rows.forEach(({ act, sku }) => {
      const c = skus.get(sku.skuCode);
      // Off the shelf or a draft: nothing to sell, so nothing to show.
      if (!c || (!c.buyable && c.stock > 0)) return;
      const beginMs = act.beginAt.getTime();
      const endMs = act.endAt.getTime();
      // Shown ahead of its start only within its display lead time when the console set one (展示提前量, rules.previewHours).
      const lead = (act.rules as { previewHours?: unknown }).previewHours;
      if (typeof lead === 'number' && beginMs - nowMs > lead * HOUR_MS) return;
      const stock = Math.max(0, Math.min(sku.actStock ?? c.stock, c.stock));
      const item: FlashSaleItem = {
        actCd: act.actCd,
        actNm: act.name,
        skuCd: sku.skuCode,
        spuCd: c.spuCode,
        prodNm: c.productName,
        skuNm: c.skuName,
        image: isProductType(c.productType) ? productImageUrl(c.productType, c.productDesign, 'front', c.colorHex) : '',
        actPrice: sku.actPrice!,
        price: c.price,
        stock,
        limitQty: sku.limitPerMember,
        beginTime: formatBeijingTime(beginMs),
        endTime: formatBeijingTime(endMs),
        beginMs,
        endMs,
        status: activityStatus(beginMs, endMs, nowMs),
        soldOut: stock === 0,
        href: `/activityproduct/${encodeURIComponent(c.spuCode)}/${encodeURIComponent(sku.skuCode)}`,
      };
      items.push({ item, actTotal: sku.actTotal, actStock: sku.actStock });
    });
    // Running first (soonest to end first), then upcoming (soonest to start first).
    const running = items.filter((x) => x.item.status === 'running');
    const upcoming = items
      .filter((x) => x.item.status === 'not-started')
      .sort((x, y) => x.item.beginMs - y.item.beginMs || x.item.skuCd.localeCompare(y.item.skuCd));
    return [...running, ...upcoming];
  }

  return {
    shown,
    async list(q: FlashSaleQuery): Promise<FlashSaleList> {
      const all = await shown(q);
      return { serverTimeMs: q.now.getTime(), items: all.slice(0, q.limit).map((x) => x.item) };
    },
  };
}

export type FlashSaleReads = ReturnType<typeof createFlashSaleReads>;
