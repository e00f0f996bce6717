/**
 * 营销 → 赠品 of the console (@shop/contracts/bundle-admin): the gifts given with a SKU (sku_gifts:
 * the SKU, the gift SKU, how many, a remark). Both SKUs must exist and differ; one gift SKU once
 * per SKU. The shop gives a gift only while the gift SKU is on sale with stock ≥ qty (the product
 * page's read), so the list shows the gift's stock and whether it is on sale. Each write runs in
 * one transaction with its audit row; the sku_gifts table's public-data trigger (migration 0008)
 * makes the shop see it at once.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Database, type Tx } from '@shop/db';
import type { GiftAdminPage, GiftAdminRow, giftAdminQuerySchema, giftCreateSchema, giftUpdateSchema } from '@shop/contracts/bundle-admin';
import { fail } from '../../../platform/shop-error.ts';
import type { AuditWrite } from './catalogue-admin.service.ts';

type Create = z.output<typeof giftCreateSchema>;
type Update = z.output<typeof giftUpdateSchema>;
type Query = z.output<typeof giftAdminQuerySchema>;
type Runner = Database['db'] | Tx;

interface GiftSqlRow extends Record<string, unknown> {
  sku_code: string;
  gift_sku_code: string;
  qty: number;
  remark: string;
  sku_name: string | null;
  product_name: string | null;
  gift_name: string | null;
  gift_stock: number | null;
  gift_on_sale: boolean | null;
}

const giftRowSql = sql`
  SELECT g.sku_code, g.gift_sku_code, g.qty, g.remark, s.name AS sku_name, p.name AS product_name,
         gs.name AS gift_name, gs.stock AS gift_stock, gs.status = 'on_sale' AND gp.status = 'on_sale' AS gift_on_sale
    FROM sku_gifts g
    LEFT JOIN skus s ON s.sku_code = g.sku_code LEFT JOIN products p ON p.id = s.product_id
    LEFT JOIN skus gs ON gs.sku_code = g.gift_sku_code LEFT JOIN products gp ON gp.id = gs.product_id`;

const rowOf = (r: GiftSqlRow): GiftAdminRow => ({
  skuCode: r.sku_code,
  skuName: r.sku_name ?? '',
  productName: r.product_name ?? '',
  giftSkuCode: r.gift_sku_code,
  giftName: r.gift_name ?? '',
  giftStock: r.gift_stock === null ? null : Number(r.gift_stock),
  giftOnSale: r.gift_on_sale === true,
  qty: Number(r.qty),
  remark: r.remark,
});

const auditView = (r: GiftAdminRow) => ({ skuCode: r.skuCode, giftSkuCode: r.giftSkuCode, qty: r.qty, remark: r.remark });
const targetOf = (skuCode: string, giftSkuCode: string) => `gift:${skuCode}:${giftSkuCode}`;

export function createGiftAdmin({ database }: { database: Database }) {
  const { db } = database;

  async function one(run: Runner, skuCode: string, giftSkuCode: string, lock = false): Promise<GiftAdminRow> {
    const { rows } = await run.execute<GiftSqlRow>(
      sql`${giftRowSql} WHERE g.sku_code = ${skuCode} AND g.gift_sku_code = ${giftSkuCode}${lock ? sql` FOR UPDATE OF g` : sql``}`,
    );
    if (!rows[0]) throw fail('ERR_ADMIN_GIFT_NOT_FOUND', { data: { skuCode, giftSkuCode } });
    return rowOf(rows[0]);
  }

  const skuExists = async (tx: Tx, skuCode: string) => {
    const { rows } = await tx.execute<{ ok: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM skus WHERE sku_code = ${skuCode}) AS ok`);
    return rows[0]?.ok === true;
  };

  return {
    async list(q: Query): Promise<GiftAdminPage> {
      const where: SQL[] = [sql`TRUE`];
      if (q.product) where.push(sql`(g.sku_code = ${q.product} OR g.gift_sku_code = ${q.product} OR p.spu_code = ${q.product})`);
      const filter = sql.join(where, sql` AND `);
      const [rows, total] = await Promise.all([
        db.execute<GiftSqlRow>(sql`${giftRowSql} WHERE ${filter} ORDER BY g.sku_code, g.gift_sku_code LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
        db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM sku_gifts g LEFT JOIN skus s ON s.sku_code = g.sku_code LEFT JOIN products p ON p.id = s.product_id WHERE ${filter}`,
        ),
      ]);
      return { list: rows.rows.map(rowOf), total: Number(total.rows[0]?.n ?? 0), page: q.page, pageSize: q.pageSize };
    },

    async create(input: Create, audit: AuditWrite): Promise<GiftAdminRow> {
      return db.transaction(async (tx) => {
        if (!(await skuExists(tx, input.skuCode)))
          throw fail('ERR_ADMIN_GIFT_SKU', { message: `商品SKU ${input.skuCode} 不存在`, data: { skuCode: input.skuCode } });
        if (!(await skuExists(tx, input.giftSkuCode)))
          throw fail('ERR_ADMIN_GIFT_GIFT_SKU', { message: `赠品SKU ${input.giftSkuCode} 不存在`, data: { giftSkuCode: input.giftSkuCode } });
        const inserted = await tx
          .insert(schema.skuGifts)
          .values({ skuCode: input.skuCode, giftSkuCode: input.giftSkuCode, qty: input.qty, remark: input.remark })
          .onConflictDoNothing()
          .returning({ skuCode: schema.skuGifts.skuCode });
        if (inserted.length === 0) throw fail('ERR_ADMIN_GIFT_EXISTS', { data: { skuCode: input.skuCode, giftSkuCode: input.giftSkuCode } });
        const after = await one(tx, input.skuCode, input.giftSkuCode);
        await audit(tx, { action: 'marketing.gift.created', target: targetOf(input.skuCode, input.giftSkuCode), after: auditView(after) });
        return after;
      });
    },

    async update(skuCode: string, giftSkuCode: string, input: Update, audit: AuditWrite): Promise<GiftAdminRow> {
      return db.transaction(async (tx) => {
        const before = await one(tx, skuCode, giftSkuCode, true);
        await tx.execute(sql`UPDATE sku_gifts SET qty = ${input.qty}, remark = ${input.remark} WHERE sku_code = ${skuCode} AND gift_sku_code = ${giftSkuCode}`);
        const after = await one(tx, skuCode, giftSkuCode);
        await audit(tx, { action: 'marketing.gift.updated', target: targetOf(skuCode, giftSkuCode), before: auditView(before), after: auditView(after) });
        return after;
      });
    },

    async remove(skuCode: string, giftSkuCode: string, audit: AuditWrite): Promise<GiftAdminRow> {
      return db.transaction(async (tx) => {
        const before = await one(tx, skuCode, giftSkuCode, true);
        await tx.execute(sql`DELETE FROM sku_gifts WHERE sku_code = ${skuCode} AND gift_sku_code = ${giftSkuCode}`);
        await audit(tx, { action: 'marketing.gift.removed', target: targetOf(skuCode, giftSkuCode), before: auditView(before), after: null });
        return before;
      });
    },
  };
}

export type GiftAdmin = ReturnType<typeof createGiftAdmin>;
