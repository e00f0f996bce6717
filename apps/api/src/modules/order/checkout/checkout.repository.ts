/**
 * Reads checkout needs that no other module's service answers — catalogue facts of the SKUs
 * being bought (site price, category path, status, stock), the names of chosen services and
 * gifts, a trade-in model — read-only; and the order module's own writes (orders, lines,
 * events, tokens) inside the order transaction.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';

const s = schema.skus;
const p = schema.products;
const o = schema.orders;
const ol = schema.orderLines;
const ot = schema.orderTokens;
type Runner = Database['db'] | Tx;

export interface SkuRow {
  skuCode: string;
  skuName: string;
  attrs: Record<string, string>;
  colorHex: string;
  /** Selling price on the site (site price, else the SKU's own), fen. */
  price: number;
  origPrice: number;
  stock: number;
  skuStatus: 'on_sale' | 'off_sale';
  spuCode: string;
  productName: string;
  productType: string;
  productStatus: 'on_sale' | 'off_sale' | 'draft';
  categoryCode: string;
  parentCategoryCode: string | null;
}

export interface TradeInModelRow {
  code: string;
  brand: string;
  name: string;
  productTypes: string[];
  estimate: number;
  subsidy: number;
}

export type OrderInsert = typeof o.$inferInsert;
export type OrderLineInsert = Omit<typeof ol.$inferInsert, 'orderId'>;

export function createCheckoutRepository(database: Database) {
  const { db } = database;
  return {
    async skus(codes: readonly string[], siteCode: string, run: Runner = db): Promise<Map<string, SkuRow>> {
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

    async services(codes: readonly string[]) {
      if (codes.length === 0) return [];
      const t = schema.productServices;
      return db
        .select({ code: t.code, name: t.name, price: t.price, productTypes: t.productTypes })
        .from(t)
        .where(inArray(t.code, [...codes]));
    },

    /** Gifts of a SKU with the gift SKU's name. */
    async gifts(skuCode: string): Promise<{ code: string; name: string }[]> {
      const g = schema.skuGifts;
      const rows = await db.select({ code: g.giftSkuCode, name: s.name, qty: g.qty }).from(g).leftJoin(s, eq(s.skuCode, g.giftSkuCode)).where(eq(g.skuCode, skuCode));
      return rows.map((r) => ({ code: r.code, name: (r.name ?? r.code) + (r.qty > 1 ? ` ×${r.qty}` : '') }));
    },

    async tradeInModel(code: string): Promise<TradeInModelRow | undefined> {
      const t = schema.tradeInModels;
      const [row] = await db.select({ code: t.code, brand: t.brand, name: t.name, productTypes: t.productTypes, estimate: t.estimate, subsidy: t.subsidy }).from(t).where(eq(t.code, code)).limit(1);
      return row;
    },

    // ── order tokens ──────────────────────────────────────────────────────

    async insertToken(token: string, memberId: number, expiresAt: Date, now: Date): Promise<void> {
      await db.insert(ot).values({ token, memberId, expiresAt, createdAt: now });
    },

    async token(token: string) {
      const [row] = await db.select().from(ot).where(eq(ot.token, token)).limit(1);
      return row;
    },

    /** Marks the token used by this order; false when it is unknown, used, expired or another member's. */
    async consumeToken(tx: Tx, token: string, memberId: number, orderNo: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(ot)
        .set({ usedAt: now, orderNo })
        .where(and(eq(ot.token, token), eq(ot.memberId, memberId), isNull(ot.usedAt), gt(ot.expiresAt, now)))
        .returning({ token: ot.token });
      return rows.length === 1;
    },

    /** Deletes tokens that expired before `before`; how many. */
    async deleteTokensExpiredBefore(before: Date): Promise<number> {
      const rows = await db.delete(ot).where(lt(ot.expiresAt, before)).returning({ token: ot.token });
      return rows.length;
    },

    /** The order a used token of the member placed (the double submit), or null. Inside the order transaction `run` is its tx. */
    async tokenOrder(token: string, memberId: number, run: Runner = db): Promise<string | null> {
      const [row] = await run
        .select({ orderNo: ot.orderNo })
        .from(ot)
        .where(and(eq(ot.token, token), eq(ot.memberId, memberId), isNotNull(ot.usedAt)))
        .limit(1);
      return row ? (row.orderNo ?? '') : null;
    },

    // ── orders ────────────────────────────────────────────────────────────

    /** Serialises order placement of one member (limits are counted, then written). */
    async lockMember(tx: Tx, memberId: number): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'order:' + memberId}))`);
    },

    /** Pieces of a SKU the member holds in live (not cancelled) orders of an activity. */
    async boughtInActivity(run: Runner, memberId: number, actCd: string, skuCode: string): Promise<number> {
      const [row] = await run
        .select({ n: sql<number>`COALESCE(SUM(${ol.qty}), 0)::int` })
        .from(ol)
        .innerJoin(o, eq(o.id, ol.orderId))
        .where(and(eq(o.memberId, memberId), ne(o.status, 'cancelled'), eq(ol.actCd, actCd), eq(ol.skuCode, skuCode)));
      return row?.n ?? 0;
    },

    async insertOrder(tx: Tx, order: OrderInsert, lines: readonly OrderLineInsert[], event: { code: string; description: string; at: Date }): Promise<number> {
      const [row] = await tx.insert(o).values(order).returning({ id: o.id });
      await tx.insert(ol).values(lines.map((l) => ({ ...l, orderId: row!.id })));
      await tx.insert(schema.orderEvents).values({ orderId: row!.id, kind: 'status', ...event });
      return row!.id;
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
