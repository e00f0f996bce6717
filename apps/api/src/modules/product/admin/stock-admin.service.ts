/**
 * Stock per SKU for the console (issue #16): the list, manual adjustments and their ledger.
 * An adjustment is one conditional UPDATE (`stock + delta >= 0`), so concurrent adjustments and
 * the orders of a flash sale (which take stock by the same kind of statement, stock.service.ts)
 * can never drive it below zero; the ledger row and the audit row are written in the same
 * transaction. The shop is told at once (the public data version and NOTIFY public_data).
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Database, type Tx } from '@shop/db';
import {
  STOCK_MAX,
  type stockLedgerPageSchema,
  type stockLedgerQuerySchema,
  type stockListQuerySchema,
  type stockPageSchema,
  type STOCK_LIST_SORTS,
} from '@shop/contracts/catalogue-admin';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuditWrite } from './catalogue-admin.service.ts';

const { skus, stockLedger } = schema;

type StockRow = z.input<typeof stockPageSchema>['list'][number];

const stockRowSql = sql`SELECT s.id, s.sku_code, s.name AS sku_name, p.spu_code, p.name AS product_name, s.stock, s.low_stock, s.status
  FROM skus s JOIN products p ON p.id = s.product_id`;
type StockSqlRow = {
  id: string;
  sku_code: string;
  sku_name: string;
  spu_code: string;
  product_name: string;
  stock: number;
  low_stock: number;
  status: 'on_sale' | 'off_sale';
};
const stockRowOf = (r: StockSqlRow): StockRow => ({
  skuCode: r.sku_code,
  skuName: r.sku_name,
  spuCode: r.spu_code,
  productName: r.product_name,
  stock: Number(r.stock),
  lowStock: Number(r.low_stock),
  status: r.status,
});

/** Whitelisted ORDER BY of the list; the SKU's id last so a page never shifts among equal stock. */
const STOCK_ORDER: Record<(typeof STOCK_LIST_SORTS)[number], SQL> = {
  stock: sql`s.stock ASC, s.id ASC`,
  '-stock': sql`s.stock DESC, s.id DESC`,
  skuCode: sql`s.sku_code ASC, s.id ASC`,
  '-skuCode': sql`s.sku_code DESC, s.id DESC`,
};

export function createStockAdmin({ database, clock }: { database: Database; clock: Clock }) {
  const { db } = database;

  async function skuOf(tx: Tx | Database['db'], skuCode: string) {
    const { rows } = await tx.execute<StockSqlRow>(sql`${stockRowSql} WHERE s.sku_code = ${skuCode}`);
    if (!rows[0]) throw fail('ERR_ADMIN_SKU_NOT_FOUND', { data: { skuCode } });
    return rows[0];
  }

  async function list(q: z.output<typeof stockListQuerySchema>): Promise<z.input<typeof stockPageSchema>> {
    const where: SQL[] = [sql`TRUE`];
    if (q.keyword) {
      const k = q.keyword.toLowerCase();
      where.push(sql`(strpos(lower(s.name), ${k}) > 0 OR strpos(lower(s.sku_code), ${k}) > 0 OR strpos(lower(p.spu_code), ${k}) > 0)`);
    }
    if (q.low === 'true') where.push(sql`s.stock <= s.low_stock`);
    const filter = sql.join(where, sql` AND `);
    const [rows, total] = await Promise.all([
      db.execute<StockSqlRow>(sql`${stockRowSql} WHERE ${filter} ORDER BY ${STOCK_ORDER[q.sort]} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
      db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM skus s JOIN products p ON p.id = s.product_id WHERE ${filter}`),
    ]);
    return { list: rows.rows.map(stockRowOf), total: Number(total.rows[0]?.n ?? 0), page: q.page, pageSize: q.pageSize };
  }

  async function adjust(skuCode: string, input: { delta: number; reason: string }, who: { id: number; name: string }, audit: AuditWrite) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      // One statement decides: no read-then-write gap for a concurrent order or adjustment to slip into.
      const [moved] = await tx
        .update(skus)
        .set({ stock: sql`${skus.stock} + ${input.delta}` })
        .where(sql`${skus.skuCode} = ${skuCode} AND ${skus.stock} + ${input.delta} >= 0 AND ${skus.stock} + ${input.delta} <= ${STOCK_MAX}`)
        .returning({ id: skus.id, stock: skus.stock });
      if (!moved) {
        const current = await skuOf(tx, skuCode);
        throw fail(Number(current.stock) + input.delta < 0 ? 'ERR_ADMIN_STOCK_INSUFFICIENT' : 'ERR_ADMIN_STOCK_TOO_HIGH', {
          data: { stock: Number(current.stock) },
        });
      }
      const [entry] = await tx
        .insert(stockLedger)
        .values({ skuId: moved.id, delta: input.delta, stockAfter: moved.stock, reason: input.reason, staffId: who.id, actor: who.name, at: now })
        .returning();
      await audit(tx, {
        action: 'catalogue.stock.adjusted',
        target: `sku:${skuCode}`,
        before: { stock: moved.stock - input.delta },
        after: { stock: moved.stock, delta: input.delta, reason: input.reason },
      });
      // The stock triggers announce only threshold crossings (migration 0008, for the sales of a
      // rush); an operator's adjustment is rare, so the shop is told of every one.
      await tx.execute(sql`SELECT nextval('public_data_version'), pg_notify('public_data', 'skus')`);
      return {
        sku: stockRowOf(await skuOf(tx, skuCode)),
        entry: { id: entry!.id, at: entry!.at.getTime(), delta: entry!.delta, stockAfter: entry!.stockAfter, reason: entry!.reason, actor: entry!.actor },
      };
    });
  }

  async function ledger(skuCode: string, q: z.output<typeof stockLedgerQuerySchema>): Promise<z.input<typeof stockLedgerPageSchema>> {
    const sku = await skuOf(db, skuCode);
    const skuId = Number(sku.id);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(stockLedger)
        .where(eq(stockLedger.skuId, skuId))
        .orderBy(desc(stockLedger.at), desc(stockLedger.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: sql<number>`count(*)::int` }).from(stockLedger).where(eq(stockLedger.skuId, skuId)),
    ]);
    return {
      sku: stockRowOf(sku),
      list: rows.map((r) => ({ id: r.id, at: r.at.getTime(), delta: r.delta, stockAfter: r.stockAfter, reason: r.reason, actor: r.actor })),
      total: Number(total?.n ?? 0),
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  return { list, adjust, ledger };
}

export type StockAdmin = ReturnType<typeof createStockAdmin>;
