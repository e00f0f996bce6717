/**
 * 营销 → 套装 of the console (@shop/contracts/bundle-admin): bundles of a main product (SPU) with
 * one to five accessory SKUs at bundle prices. What the schema cannot check is checked here
 * against the catalogue, in the write's own transaction: the main SPU exists; each item is an
 * on-sale SKU of an on-sale product, not of the main SPU, its bundle price no higher than the
 * SKU's own (main-shop) price. Each write runs in one transaction with its audit row; the
 * bundles table's public-data trigger (migration 0008) makes the shop see it at once.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Database, type Tx } from '@shop/db';
import {
  BUNDLE_STATUSES,
  type BundleAdminPage,
  type BundleAdminRow,
  type bundleAdminQuerySchema,
  type bundleInputSchema,
  type BundleStatus,
} from '@shop/contracts/bundle-admin';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { AuditWrite } from './catalogue-admin.service.ts';

type Input = z.output<typeof bundleInputSchema>;
type Query = z.output<typeof bundleAdminQuerySchema>;
type Runner = Database['db'] | Tx;

interface BundleSqlRow extends Record<string, unknown> {
  code: string;
  name: string;
  main_spu_code: string;
  main_product_name: string | null;
  status: BundleStatus;
  items: { skuCode: string; bundlePrice: number; skuName: string | null; productName: string | null; price: number | null; onSale: boolean | null }[] | null;
}

/** A bundle with its main product's name and each item's SKU as the catalogue has it now. */
const bundleRowSql = sql`
  SELECT b.code, b.name, b.main_spu_code, b.status,
         (SELECT mp.name FROM products mp WHERE mp.spu_code = b.main_spu_code LIMIT 1) AS main_product_name,
         (SELECT json_agg(json_build_object('skuCode', i.item ->> 'skuCode', 'bundlePrice', (i.item ->> 'bundlePrice')::int,
                                            'skuName', s.name, 'productName', p.name, 'price', s.price,
                                            'onSale', s.status = 'on_sale' AND p.status = 'on_sale') ORDER BY i.ord)
            FROM jsonb_array_elements(b.items) WITH ORDINALITY AS i(item, ord)
            LEFT JOIN skus s ON s.sku_code = i.item ->> 'skuCode'
            LEFT JOIN products p ON p.id = s.product_id) AS items
    FROM bundles b`;

const rowOf = (r: BundleSqlRow): BundleAdminRow => ({
  code: r.code,
  name: r.name,
  mainSpuCode: r.main_spu_code,
  mainProductName: r.main_product_name ?? '',
  status: r.status,
  statusTitle: BUNDLE_STATUSES[r.status],
  items: (r.items ?? []).map((i) => ({
    skuCode: i.skuCode,
    skuName: i.skuName ?? '',
    productName: i.productName ?? '',
    price: i.price ?? null,
    bundlePrice: Number(i.bundlePrice),
    onSale: i.onSale === true,
  })),
});

/** What the audit log keeps of a bundle. */
const auditView = (r: BundleAdminRow) => ({
  name: r.name,
  mainSpuCode: r.mainSpuCode,
  items: r.items.map((i) => ({ skuCode: i.skuCode, bundlePrice: i.bundlePrice })),
  status: r.status,
});

export function createBundleAdmin({ database, clock }: { database: Database; clock: Clock }) {
  const { db } = database;

  async function one(run: Runner, code: string, lock = false): Promise<BundleAdminRow> {
    if (lock) await run.execute(sql`SELECT 1 FROM bundles WHERE code = ${code} FOR UPDATE`);
    const { rows } = await run.execute<BundleSqlRow>(sql`${bundleRowSql} WHERE b.code = ${code}`);
    if (!rows[0]) throw fail('ERR_ADMIN_BUNDLE_NOT_FOUND', { data: { code } });
    return rowOf(rows[0]);
  }

  /** The catalogue checks of a bundle's fields; the SKU rows are locked so a price cannot move under the check. */
  async function check(tx: Tx, input: Input): Promise<void> {
    const { rows: main } = await tx.execute<{ id: number }>(sql`SELECT id FROM products WHERE spu_code = ${input.mainSpuCode}`);
    if (!main[0]) throw fail('ERR_ADMIN_BUNDLE_MAIN_SPU', { message: `主商品 ${input.mainSpuCode} 不存在`, data: { spuCode: input.mainSpuCode } });
    const codes = input.items.map((i) => i.skuCode);
    const { rows } = await tx.execute<{ sku_code: string; price: number; on_sale: boolean; spu_code: string }>(sql`
      SELECT s.sku_code, s.price, s.status = 'on_sale' AND p.status = 'on_sale' AS on_sale, p.spu_code
        FROM skus s JOIN products p ON p.id = s.product_id
       WHERE s.sku_code IN (${sql.join(
         codes.map((c) => sql`${c}`),
         sql`, `,
       )})
       FOR UPDATE OF s`);
    const bySku = new Map(rows.map((r) => [r.sku_code, r]));
    input.items.forEach((item, index) => {
      const sku = bySku.get(item.skuCode);
      const data = { index, skuCode: item.skuCode };
      if (!sku || !sku.on_sale) throw fail('ERR_ADMIN_BUNDLE_ITEM_SKU', { message: `套装商品SKU ${item.skuCode} 不存在或未在售`, data });
      if (sku.spu_code === input.mainSpuCode)
        throw fail('ERR_ADMIN_BUNDLE_ITEM_OF_MAIN', { message: `${item.skuCode} 是主商品自己的SKU，不能作为套装商品`, data });
      if (item.bundlePrice > Number(sku.price))
        throw fail('ERR_ADMIN_BUNDLE_PRICE_ABOVE', {
          message: `套装价不能高于该SKU的售价 ¥${(Number(sku.price) / 100).toFixed(2)}`,
          data: { ...data, price: Number(sku.price) },
        });
    });
  }

  const itemsJson = (input: Input) => JSON.stringify(input.items.map((i) => ({ skuCode: i.skuCode, bundlePrice: i.bundlePrice })));

  async function setStatus(code: string, status: BundleStatus, audit: AuditWrite): Promise<BundleAdminRow> {
    return db.transaction(async (tx) => {
      const before = await one(tx, code, true);
      if (before.status === status) return before;
      await tx.execute(sql`UPDATE bundles SET status = ${status} WHERE code = ${code}`);
      const after = await one(tx, code);
      await audit(tx, {
        action: status === 'active' ? 'marketing.bundle.enabled' : 'marketing.bundle.disabled',
        target: `bundle:${code}`,
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    });
  }

  return {
    async list(q: Query): Promise<BundleAdminPage> {
      const where: SQL[] = [sql`TRUE`];
      if (q.status) where.push(sql`b.status = ${q.status}`);
      if (q.product) {
        // The main SPU, an item's SKU, or the SPU an item's SKU belongs to.
        where.push(sql`(b.main_spu_code = ${q.product}
          OR b.items @> ${JSON.stringify([{ skuCode: q.product }])}::jsonb
          OR EXISTS (SELECT 1 FROM jsonb_array_elements(b.items) i JOIN skus s ON s.sku_code = i ->> 'skuCode' JOIN products p ON p.id = s.product_id
                      WHERE p.spu_code = ${q.product}))`);
      }
      const filter = sql.join(where, sql` AND `);
      const [rows, total] = await Promise.all([
        db.execute<BundleSqlRow>(sql`${bundleRowSql} WHERE ${filter} ORDER BY b.code LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM bundles b WHERE ${filter}`),
      ]);
      return { list: rows.rows.map(rowOf), total: Number(total.rows[0]?.n ?? 0), page: q.page, pageSize: q.pageSize };
    },

    async create(input: Input, audit: AuditWrite): Promise<BundleAdminRow> {
      return db.transaction(async (tx) => {
        await check(tx, input);
        const code = `BD-${clock.now().getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
        await tx.insert(schema.bundles).values({
          code,
          name: input.name,
          mainSpuCode: input.mainSpuCode,
          items: input.items.map((i) => ({ skuCode: i.skuCode, bundlePrice: i.bundlePrice })),
          status: 'active',
        });
        const after = await one(tx, code);
        await audit(tx, { action: 'marketing.bundle.created', target: `bundle:${code}`, after: auditView(after) });
        return after;
      });
    },

    async update(code: string, input: Input, audit: AuditWrite): Promise<BundleAdminRow> {
      return db.transaction(async (tx) => {
        const before = await one(tx, code, true);
        await check(tx, input);
        await tx.execute(
          sql`UPDATE bundles SET name = ${input.name}, main_spu_code = ${input.mainSpuCode}, items = ${itemsJson(input)}::jsonb WHERE code = ${code}`,
        );
        const after = await one(tx, code);
        await audit(tx, { action: 'marketing.bundle.updated', target: `bundle:${code}`, before: auditView(before), after: auditView(after) });
        return after;
      });
    },

    enable: (code: string, audit: AuditWrite) => setStatus(code, 'active', audit),
    disable: (code: string, audit: AuditWrite) => setStatus(code, 'inactive', audit),
  };
}

export type BundleAdmin = ReturnType<typeof createBundleAdmin>;
