/**
 * The catalogue read port: what other modules may read of the product module's tables
 * (products, skus, site prices, categories, services, bundles, gifts, trade-in models),
 * created once by app.ts and provided as ProductProvides.catalogue. Each consumer declares the
 * part it needs as an interface in its own folder (cart/cart-needs.ts,
 * order/catalogue-needs.ts, …); this object satisfies them structurally, so no consumer
 * imports this module and this module imports no consumer.
 *
 * Reads a caller may make inside its transaction take the run handle last or first (the
 * transaction's `tx`, else the pool's `db`): inside a transaction every read must use it.
 *
 * This file: the cart's and checkout's SKU facts and line options, bespoke designs, trade-in models. The
 * lookups of the other modules are in catalogue-lookups.ts, the joinable views in
 * catalogue-relations.ts.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import { createCatalogueLookups } from './catalogue-lookups.ts';
import { createCatalogueRelations } from './catalogue-relations.ts';
import { createCustomGoods } from './bespoke/custom-goods.ts';
import type { CheckoutSku, TradeInModelRow } from '@shop/contracts/catalogue-rows';

const s = schema.skus;
const p = schema.products;
type Runner = Database['db'] | Tx;

/** A SKU as cart and checkout check it. */
export interface SkuFacts {
  skuCode: string;
  skuName: string;
  stock: number;
  skuStatus: 'on_sale' | 'off_sale';
  spuCode: string;
  productType: string;
  productStatus: 'on_sale' | 'off_sale' | 'draft';
}

export function createCatalogueReads(database: Database) {
  const { db } = database;
  return {
    ...createCatalogueRelations(database),
    ...createCatalogueLookups(database),
    /** Bespoke designs by number, priced from the product's options now (bespoke/custom-goods.ts). */
    designsNow: createCustomGoods(database).designsNow,

    // ── cart ──────────────────────────────────────────────────────────────

    /** One SKU with its product's code, type and status (undefined: no such SKU). */
    async skuFacts(run: Runner, skuCode: string): Promise<SkuFacts | undefined> {
      const [row] = await run
        .select({ skuCode: s.skuCode, skuName: s.name, stock: s.stock, skuStatus: s.status, spuCode: p.spuCode, productType: p.type, productStatus: p.status })
        .from(s)
        .innerJoin(p, eq(p.id, s.productId))
        .where(eq(s.skuCode, skuCode))
        .limit(1);
      return row;
    },

    /** Names for the services, gifts, bundles and trade-in models cart lines chose (four reads at once). */
    async optionNames(
      want: {
        services: string[];
        gifts: string[];
        bundles: string[];
        tradeIns: string[];
      },
      run: Runner = db,
    ) {
      const [services, gifts, bundles, tradeIns] = await Promise.all([
        want.services.length
          ? run
              .select({
                code: schema.productServices.code,
                name: schema.productServices.name,
                price: schema.productServices.price,
              })
              .from(schema.productServices)
              .where(inArray(schema.productServices.code, want.services))
          : [],
        want.gifts.length ? run.select({ code: s.skuCode, name: s.name }).from(s).where(inArray(s.skuCode, want.gifts)) : [],
        want.bundles.length
          ? run.select({ code: schema.bundles.code, name: schema.bundles.name }).from(schema.bundles).where(inArray(schema.bundles.code, want.bundles))
          : [],
        want.tradeIns.length
          ? run
              .select({
                code: schema.tradeInModels.code,
                name: schema.tradeInModels.name,
                estimate: schema.tradeInModels.estimate,
                subsidy: schema.tradeInModels.subsidy,
              })
              .from(schema.tradeInModels)
              .where(inArray(schema.tradeInModels.code, want.tradeIns))
          : [],
      ]);
      return { services, gifts, bundles, tradeIns };
    },

    /** Stock facts of SKUs for the stock check (unknown codes are absent). */
    async stockOf(skuCodes: readonly string[], run: Runner = db) {
      if (skuCodes.length === 0) return [];
      return run
        .select({
          skuCode: s.skuCode,
          stock: s.stock,
          lowStock: s.lowStock,
          skuStatus: s.status,
          productStatus: p.status,
        })
        .from(s)
        .innerJoin(p, eq(p.id, s.productId))
        .where(inArray(s.skuCode, [...skuCodes]));
    },

    /** The product types each service applies to (unknown codes are absent). */
    async serviceTypes(run: Runner, codes: readonly string[]): Promise<{ code: string; productTypes: string[] }[]> {
      if (codes.length === 0) return [];
      return (
        run
          .select({ code: schema.productServices.code, productTypes: schema.productServices.productTypes })
          .from(schema.productServices)
          // A service taken off sale (服务下架) is not offered to new sales.
          .where(and(inArray(schema.productServices.code, [...codes]), eq(schema.productServices.onSale, true)))
      );
    },

    /** The gift SKU codes given with a SKU. */
    async giftCodes(run: Runner, skuCode: string): Promise<string[]> {
      const rows = await run.select({ code: schema.skuGifts.giftSkuCode }).from(schema.skuGifts).where(eq(schema.skuGifts.skuCode, skuCode));
      return rows.map((r) => r.code);
    },

    /** Whether `code` is an active bundle of the product. */
    async activeBundle(run: Runner, code: string, spuCode: string): Promise<boolean> {
      const rows = await run
        .select({ code: schema.bundles.code })
        .from(schema.bundles)
        .where(and(eq(schema.bundles.code, code), eq(schema.bundles.mainSpuCode, spuCode), eq(schema.bundles.status, 'active')))
        .limit(1);
      return rows.length > 0;
    },

    // ── checkout ──────────────────────────────────────────────────────────

    /** A bundle with its items in order ([{ skuCode, bundlePrice }]); undefined: unknown code. */
    async bundleByCode(
      code: string,
      run: Runner = db,
    ): Promise<{ code: string; name: string; mainSpuCode: string; active: boolean; items: { skuCode: string; bundlePrice: number }[] } | undefined> {
      const [row] = await run.select().from(schema.bundles).where(eq(schema.bundles.code, code)).limit(1);
      if (!row) return undefined;
      const items = Array.isArray(row.items) ? (row.items as { skuCode?: unknown; bundlePrice?: unknown }[]) : [];
      return {
        code: row.code,
        name: row.name,
        mainSpuCode: row.mainSpuCode,
        active: row.status === 'active',
        items: items.map((i) => ({ skuCode: String(i.skuCode ?? ''), bundlePrice: Math.max(0, Math.trunc(Number(i.bundlePrice ?? 0))) })),
      };
    },

    /** The SKUs being bought, by code, at the site's price with their category path. */
    async checkoutSkus(codes: readonly string[], siteCode: string, run: Runner = db): Promise<Map<string, CheckoutSku>> {
      if (codes.length === 0) return new Map();
      const rows = await run
        .select({
          skuCode: s.skuCode,
          skuName: s.name,
          attrs: s.attrs,
          colorHex: s.colorHex,
          price: sql<number>`COALESCE(${schema.skuSitePrices.price}, ${s.price})`.mapWith(Number),
          origPrice: s.origPrice,
          stock: s.stock,
          skuStatus: s.status,
          spuCode: p.spuCode,
          productName: p.name,
          productType: p.type,
          productDesign: p.design,
          productStatus: p.status,
          categoryCode: p.categoryCode,
          parentCategoryCode: schema.categories.parentCode,
        })
        .from(s)
        .innerJoin(p, eq(p.id, s.productId))
        .leftJoin(schema.skuSitePrices, and(eq(schema.skuSitePrices.skuId, s.id), eq(schema.skuSitePrices.siteCode, siteCode)))
        .leftJoin(schema.categories, eq(schema.categories.code, p.categoryCode))
        .where(inArray(s.skuCode, [...codes]));
      return new Map(rows.map((r) => [r.skuCode, r]));
    },

    /** Each SKU's category code (unknown codes are absent): what after-sales rules are decided by. */
    async skuCategories(codes: readonly string[], run: Runner = db): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map();
      const rows = await run
        .select({ skuCode: s.skuCode, categoryCode: p.categoryCode })
        .from(s)
        .innerJoin(p, eq(p.id, s.productId))
        .where(inArray(s.skuCode, [...codes]));
      return new Map(rows.map((r) => [r.skuCode, r.categoryCode ?? '']));
    },

    /** Services by code with name, price and the product types they apply to. */
    async servicesByCode(codes: readonly string[]): Promise<{ code: string; name: string; price: number; productTypes: string[] }[]> {
      if (codes.length === 0) return [];
      const t = schema.productServices;
      return db
        .select({ code: t.code, name: t.name, price: t.price, productTypes: t.productTypes })
        .from(t)
        .where(and(inArray(t.code, [...codes]), eq(t.onSale, true)));
    },

    /** Gifts of a SKU with the gift SKU's name (and "×n" when more than one is given). */
    async giftsOf(skuCode: string): Promise<{ code: string; name: string }[]> {
      const g = schema.skuGifts;
      const rows = await db
        .select({ code: g.giftSkuCode, name: s.name, qty: g.qty })
        .from(g)
        .leftJoin(s, eq(s.skuCode, g.giftSkuCode))
        .where(eq(g.skuCode, skuCode));
      return rows.map((r) => ({ code: r.code, name: (r.name ?? r.code) + (r.qty > 1 ? ` ×${r.qty}` : '') }));
    },

    // ── trade-in ──────────────────────────────────────────────────────────

    /** A trade-in model (undefined: unknown code). Inside the order transaction `run` is its tx. */
    async tradeInModel(code: string, run: Runner = db): Promise<TradeInModelRow | undefined> {
      const t = schema.tradeInModels;
      const [row] = await run
        .select({ code: t.code, platform: t.platform, brand: t.brand, name: t.name, productTypes: t.productTypes, estimate: t.estimate, subsidy: t.subsidy })
        .from(t)
        .where(eq(t.code, code))
        .limit(1);
      return row;
    },

    async tradeInModelsFor(productType: string): Promise<TradeInModelRow[]> {
      const t = schema.tradeInModels;
      return db
        .select({ code: t.code, platform: t.platform, brand: t.brand, name: t.name, productTypes: t.productTypes, estimate: t.estimate, subsidy: t.subsidy })
        .from(t)
        .where(sql`${productType} = ANY(${t.productTypes})`)
        .orderBy(asc(t.platform), asc(t.sortOrder), asc(t.code));
    },
  };
}

export type CatalogueReads = ReturnType<typeof createCatalogueReads>;
