/**
 * The console's 商品 area (issue #16): categories, products with their SKUs, channel prices,
 * on / off sale and preview links. Each write runs in one transaction with its audit row, so a
 * refused or failed write leaves neither. The shop sees a write at once: the catalogue tables'
 * triggers (migrations 0008 / 0010) move the public data version and NOTIFY public_data on
 * commit, which every worker's kept catalogue compares or listens to.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Database, type Tx } from '@shop/db';
import type {
  AdminCategory,
  AdminCategoryNode,
  AdminProduct,
  AdminSku,
  categoryCreateInputSchema,
  categoryReorderInputSchema,
  categoryUpdateInputSchema,
  priceUpdateInputSchema,
  productCreateInputSchema,
  productListPageSchema,
  productListQuerySchema,
  productPricesSchema,
  productUpdateInputSchema,
} from '@shop/contracts/catalogue-admin';
import type { ProductType } from '@shop/contracts';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';
import { buildSearchText } from '../search-terms.ts';
import { issuePreviewToken, previewPath } from '../pdp/preview-token.ts';
import { cataloguePictureUrl } from './catalogue-pictures.ts';

const { categories, products, skus, skuSitePrices, cataloguePictures } = schema;

/** Appends the audit row of this request's write on `tx` (bound to the request by the route). */
export type AuditWrite = (
  tx: Tx,
  what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) => Promise<void>;

type ProductRow = typeof products.$inferSelect;
type SkuRow = typeof skus.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** The channels priced in sku_site_prices (the main shop's price is skus.price). */
const SITE_CHANNELS = { studentPrice: 'student', enterprisePrice: 'enterprise' } as const;

const SORTS: Record<z.output<typeof productListQuerySchema>['sort'], SQL> = {
  '-launchedAt': sql`p.launched_at DESC, p.id DESC`,
  launchedAt: sql`p.launched_at ASC, p.id ASC`,
  spuCode: sql`p.spu_code ASC`,
  '-spuCode': sql`p.spu_code DESC`,
  name: sql`p.name ASC, p.id ASC`,
  '-name': sql`p.name DESC, p.id DESC`,
  '-salesCount': sql`p.sales_count DESC, p.id DESC`,
  salesCount: sql`p.sales_count ASC, p.id ASC`,
  '-stock': sql`stock DESC, p.id DESC`,
  stock: sql`stock ASC, p.id ASC`,
};

const categoryOf = (row: CategoryRow, productCount: number): AdminCategory => ({
  code: row.code,
  parentCode: row.parentCode,
  name: row.name,
  level: row.level,
  icon: row.icon,
  sortOrder: row.sortOrder,
  hidden: row.hidden,
  productCount,
});

/** What the audit log keeps of a product: its content, its SKUs' codes, attributes, status and pictures (prices have their own rows). */
const productAuditView = (p: ProductRow, skuRows: SkuRow[]) => ({
  name: p.name,
  model: p.model,
  type: p.type,
  categoryCode: p.categoryCode,
  sellingPoint: p.sellingPoint,
  isNew: p.isNew,
  isHot: p.isHot,
  status: p.status,
  skus: skuRows.map((s) => ({ skuCode: s.skuCode, attrs: s.attrs, status: s.status, lowStock: s.lowStock, pictures: s.pictures })),
});

const skuName = (productName: string, attrs: Record<string, string>) => [productName, ...Object.values(attrs)].join(' ');
const colourOf = (attrs: Record<string, string>, given: string) => given || attrs['颜色'] || attrs['颜色分类'] || '';

export function createCatalogueAdmin({ database, clock, secret }: { database: Database; clock: Clock; secret: string }) {
  const { db } = database;

  // ── categories ────────────────────────────────────────────────────────

  async function categoryTree(tx: Tx | Database['db'] = db): Promise<AdminCategoryNode[]> {
    const rows = await tx.select().from(categories).orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.code));
    const counts = await tx.select({ code: products.categoryCode, n: sql<number>`count(*)::int` }).from(products).groupBy(products.categoryCode);
    const countOf = new Map(counts.map((c) => [c.code, Number(c.n)]));
    const children = new Map<string, AdminCategory[]>();
    for (const r of rows) if (r.parentCode) children.set(r.parentCode, [...(children.get(r.parentCode) ?? []), categoryOf(r, countOf.get(r.code) ?? 0)]);
    return rows
      .filter((r) => !r.parentCode)
      .map((r) => {
        const kids = children.get(r.code) ?? [];
        const n = (countOf.get(r.code) ?? 0) + kids.reduce((sum, k) => sum + k.productCount, 0);
        return { ...categoryOf(r, n), children: kids };
      });
  }

  async function createCategory(input: z.output<typeof categoryCreateInputSchema>, audit: AuditWrite): Promise<AdminCategory> {
    return db.transaction(async (tx) => {
      let level = 1;
      if (input.parentCode) {
        const [parent] = await tx.select().from(categories).where(eq(categories.code, input.parentCode)).for('update');
        if (!parent) throw fail('ERR_ADMIN_CATEGORY_NOT_FOUND', { message: '上级类目不存在' });
        if (parent.level !== 1) throw fail('ERR_ADMIN_CATEGORY_LEVEL');
        level = 2;
      }
      const parentCode = input.parentCode ?? null;
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${categories.sortOrder}), 0)::int` })
        .from(categories)
        .where(parentCode ? eq(categories.parentCode, parentCode) : sql`${categories.parentCode} IS NULL`);
      const [row] = await tx
        .insert(categories)
        .values({ code: input.code, parentCode, name: input.name, level, icon: input.icon, sortOrder: Number(last?.n ?? 0) + 1 })
        .onConflictDoNothing({ target: categories.code })
        .returning();
      if (!row) throw fail('ERR_ADMIN_CATEGORY_CODE_TAKEN');
      await audit(tx, { action: 'catalogue.category.created', target: `category:${row.code}`, after: { name: row.name, parentCode, level } });
      return categoryOf(row, 0);
    });
  }

  async function updateCategory(code: string, input: z.output<typeof categoryUpdateInputSchema>, audit: AuditWrite): Promise<AdminCategory> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.code, code)).for('update');
      if (!before) throw fail('ERR_ADMIN_CATEGORY_NOT_FOUND');
      const change: Partial<CategoryRow> = {};
      if (input.name !== undefined && input.name !== before.name) change.name = input.name;
      if (input.icon !== undefined && input.icon !== before.icon) change.icon = input.icon;
      if (input.hidden !== undefined && input.hidden !== before.hidden) change.hidden = input.hidden;
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${products.categoryCode} = ${code} OR ${products.categoryCode} IN (SELECT code FROM categories WHERE parent_code = ${code})`);
      if (Object.keys(change).length === 0) return categoryOf(before, Number(n));
      const [after] = await tx.update(categories).set(change).where(eq(categories.code, code)).returning();
      const was = Object.fromEntries(Object.keys(change).map((k) => [k, before[k as keyof CategoryRow]]));
      await audit(tx, { action: 'catalogue.category.updated', target: `category:${code}`, before: was, after: change });
      return categoryOf(after!, Number(n));
    });
  }

  async function deleteCategory(code: string, audit: AuditWrite): Promise<{ code: string }> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.code, code)).for('update');
      if (!before) throw fail('ERR_ADMIN_CATEGORY_NOT_FOUND');
      // Creating a child or filing a product here locks this row too (createCategory, leafCategory):
      // so the counts taken under the lock stay true until the delete commits.
      const { rows } = await tx.execute<{ children: number; products: number }>(sql`
        SELECT (SELECT count(*)::int FROM categories WHERE parent_code = ${code}) AS children,
               (SELECT count(*)::int FROM products WHERE category_code = ${code}) AS products`);
      const { children = 0, products: inUse = 0 } = rows[0] ?? {};
      if (children > 0 || inUse > 0) throw fail('ERR_ADMIN_CATEGORY_NOT_EMPTY', { data: { children, products: inUse } });
      await tx.delete(categories).where(eq(categories.code, code));
      await audit(tx, {
        action: 'catalogue.category.deleted',
        target: `category:${code}`,
        before: { name: before.name, parentCode: before.parentCode, level: before.level, hidden: before.hidden },
      });
      return { code };
    });
  }

  async function reorderCategories(input: z.output<typeof categoryReorderInputSchema>, audit: AuditWrite): Promise<AdminCategoryNode[]> {
    return db.transaction(async (tx) => {
      const parent = input.parentCode;
      if (parent) {
        const [p] = await tx.select({ code: categories.code }).from(categories).where(eq(categories.code, parent));
        if (!p) throw fail('ERR_ADMIN_CATEGORY_NOT_FOUND', { message: '上级类目不存在' });
      }
      const siblings = await tx
        .select({ code: categories.code, sortOrder: categories.sortOrder })
        .from(categories)
        .where(parent ? eq(categories.parentCode, parent) : sql`${categories.parentCode} IS NULL`)
        .orderBy(asc(categories.sortOrder), asc(categories.code))
        .for('update');
      const known = new Set(siblings.map((s) => s.code));
      if (siblings.length !== input.codes.length || !input.codes.every((c) => known.has(c))) throw fail('ERR_ADMIN_CATEGORY_ORDER');
      const beforeOrder = siblings.map((s) => s.code);
      if (beforeOrder.join() !== input.codes.join()) {
        for (const [i, code] of input.codes.entries())
          await tx
            .update(categories)
            .set({ sortOrder: i + 1 })
            .where(eq(categories.code, code));
        await audit(tx, {
          action: 'catalogue.category.reordered',
          target: `category:${parent ?? '(一级)'}`,
          before: { order: beforeOrder },
          after: { order: input.codes },
        });
      }
      return categoryTree(tx);
    });
  }

  // ── products ──────────────────────────────────────────────────────────

  async function list(q: z.output<typeof productListQuerySchema>): Promise<z.input<typeof productListPageSchema>> {
    const where: SQL[] = [sql`TRUE`];
    if (q.keyword) {
      const k = q.keyword.toLowerCase();
      where.push(
        sql`(strpos(lower(p.name), ${k}) > 0 OR strpos(lower(p.spu_code), ${k}) > 0 OR EXISTS (SELECT 1 FROM skus k WHERE k.product_id = p.id AND strpos(lower(k.sku_code), ${k}) > 0))`,
      );
    }
    if (q.categoryCode)
      where.push(sql`(p.category_code = ${q.categoryCode} OR p.category_code IN (SELECT code FROM categories WHERE parent_code = ${q.categoryCode}))`);
    if (q.status) where.push(sql`p.status = ${q.status}`);
    const filter = sql.join(where, sql` AND `);
    const [rows, total] = await Promise.all([
      db.execute<{
        id: string;
        spu_code: string;
        name: string;
        type: string;
        category_code: string;
        category_name: string | null;
        status: 'draft' | 'on_sale' | 'off_sale';
        sku_count: number;
        min_price: number | null;
        max_price: number | null;
        stock: number;
        sales_count: number;
        launched_ms: string;
      }>(sql`
        SELECT p.id, p.spu_code, p.name, p.type, p.category_code, c.name AS category_name, p.status, p.sales_count,
               (extract(epoch FROM p.launched_at) * 1000)::bigint AS launched_ms,
               coalesce(s.sku_count, 0)::int AS sku_count, s.min_price, s.max_price, coalesce(s.stock, 0)::int AS stock
        FROM products p
        LEFT JOIN categories c ON c.code = p.category_code
        LEFT JOIN LATERAL (SELECT count(*) AS sku_count, min(price) AS min_price, max(price) AS max_price, sum(stock) AS stock
                           FROM skus WHERE product_id = p.id) s ON TRUE
        WHERE ${filter}
        ORDER BY ${SORTS[q.sort]}
        LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
      db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products p WHERE ${filter}`),
    ]);
    return {
      list: rows.rows.map((r) => ({
        id: Number(r.id),
        spuCode: r.spu_code,
        name: r.name,
        type: r.type,
        categoryCode: r.category_code,
        categoryName: r.category_name ?? r.category_code,
        status: r.status,
        skuCount: Number(r.sku_count),
        minPrice: r.min_price === null ? null : Number(r.min_price),
        maxPrice: r.max_price === null ? null : Number(r.max_price),
        stock: Number(r.stock),
        salesCount: Number(r.sales_count),
        launchedAt: Number(r.launched_ms),
      })),
      total: Number(total.rows[0]?.n ?? 0),
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async function productRow(tx: Tx | Database['db'], spuCode: string, lock = false): Promise<ProductRow> {
    const query = tx.select().from(products).where(eq(products.spuCode, spuCode));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw fail('ERR_ADMIN_PRODUCT_NOT_FOUND');
    return row;
  }

  const skuRowsOf = (tx: Tx | Database['db'], productId: number) =>
    tx.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.sortOrder), asc(skus.id));

  async function sitePricesOf(tx: Tx | Database['db'], skuIds: number[]) {
    const rows = skuIds.length ? await tx.select().from(skuSitePrices).where(inArray(skuSitePrices.skuId, skuIds)) : [];
    const bySku = new Map<number, Map<string, number>>();
    for (const r of rows) bySku.set(r.skuId, (bySku.get(r.skuId) ?? new Map()).set(r.siteCode, r.price));
    return bySku;
  }

  async function productView(tx: Tx | Database['db'], row: ProductRow): Promise<AdminProduct> {
    const skuRows = await skuRowsOf(tx, row.id);
    const prices = await sitePricesOf(
      tx,
      skuRows.map((s) => s.id),
    );
    return {
      id: row.id,
      spuCode: row.spuCode,
      name: row.name,
      model: row.model,
      type: row.type as ProductType,
      categoryCode: row.categoryCode,
      sellingPoint: row.sellingPoint,
      description: row.description,
      isNew: row.isNew,
      isHot: row.isHot,
      status: row.status,
      launchedAt: row.launchedAt.getTime(),
      searchText: row.searchText,
      skus: skuRows.map(
        (s): AdminSku => ({
          id: s.id,
          skuCode: s.skuCode,
          name: s.name,
          attrs: s.attrs,
          colorName: s.colorName,
          colorHex: s.colorHex,
          origPrice: s.origPrice,
          price: s.price,
          studentPrice: prices.get(s.id)?.get('student') ?? null,
          enterprisePrice: prices.get(s.id)?.get('enterprise') ?? null,
          stock: s.stock,
          lowStock: s.lowStock,
          status: s.status,
          pictures: (s.pictures ?? []).map((id) => ({ id, url: cataloguePictureUrl(id) })),
        }),
      ),
    };
  }

  /**
   * The second-level category a product goes into, and the names search uses (its own and its
   * parent's). Its row is share-locked: a delete of the category waits for this product to commit.
   */
  async function leafCategory(tx: Tx, code: string): Promise<string[]> {
    const [cat] = await tx.select().from(categories).where(eq(categories.code, code)).for('share');
    if (!cat) throw fail('ERR_ADMIN_CATEGORY_NOT_FOUND');
    if (cat.level !== 2 || !cat.parentCode) throw fail('ERR_ADMIN_CATEGORY_LEVEL');
    const [parent] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.code, cat.parentCode));
    return [cat.name, ...(parent ? [parent.name] : [])];
  }

  async function checkPictures(tx: Tx, ids: string[]) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return;
    const found = await tx.select({ id: cataloguePictures.id }).from(cataloguePictures).where(inArray(cataloguePictures.id, wanted));
    if (found.length !== wanted.length) throw fail('ERR_ADMIN_PICTURE_NOT_FOUND');
  }

  /** Every search word of the product, by the shop's own builder (search-terms.ts). */
  const searchTextOf = (
    p: { name: string; model: string; type: ProductType; sellingPoint: string },
    categoryNames: string[],
    skuList: { attrs: Record<string, string>; colorName: string }[],
  ) =>
    buildSearchText({
      name: p.name,
      model: p.model,
      type: p.type,
      categoryNames,
      sellingPoint: p.sellingPoint,
      colorNames: [...new Set(skuList.map((s) => colourOf(s.attrs, s.colorName)).filter(Boolean))],
    });

  async function writeSitePrices(tx: Tx, skuId: number, prices: { studentPrice?: number | null; enterprisePrice?: number | null }) {
    for (const [field, site] of Object.entries(SITE_CHANNELS) as [keyof typeof SITE_CHANNELS, string][]) {
      const price = prices[field];
      if (price === undefined) continue;
      if (price === null) await tx.delete(skuSitePrices).where(and(eq(skuSitePrices.skuId, skuId), eq(skuSitePrices.siteCode, site)));
      else
        await tx
          .insert(skuSitePrices)
          .values({ skuId, siteCode: site, price })
          .onConflictDoUpdate({ target: [skuSitePrices.skuId, skuSitePrices.siteCode], set: { price } });
    }
  }

  type NewSku = z.output<typeof productCreateInputSchema>['skus'][number];
  async function insertSku(tx: Tx, productId: number, productName: string, s: NewSku, sortOrder: number) {
    const [row] = await tx
      .insert(skus)
      .values({
        skuCode: s.skuCode,
        productId,
        name: skuName(productName, s.attrs),
        attrs: s.attrs,
        colorName: colourOf(s.attrs, s.colorName),
        colorHex: s.colorHex,
        price: s.price,
        origPrice: s.origPrice,
        stock: 0,
        lowStock: s.lowStock,
        status: s.status,
        sortOrder,
        pictures: s.pictures,
      })
      .onConflictDoNothing({ target: skus.skuCode })
      .returning();
    if (!row) throw fail('ERR_ADMIN_SKU_CODE_TAKEN', { data: { skuCode: s.skuCode } });
    await writeSitePrices(tx, row.id, s);
    return row;
  }

  async function create(input: z.output<typeof productCreateInputSchema>, audit: AuditWrite): Promise<AdminProduct> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const categoryNames = await leafCategory(tx, input.categoryCode);
      await checkPictures(
        tx,
        input.skus.flatMap((s) => s.pictures),
      );
      const [row] = await tx
        .insert(products)
        .values({
          spuCode: input.spuCode,
          name: input.name,
          model: input.model,
          type: input.type,
          categoryCode: input.categoryCode,
          sellingPoint: input.sellingPoint,
          description: input.description,
          isNew: input.isNew,
          isHot: input.isHot,
          status: 'draft',
          launchedAt: now,
          searchText: searchTextOf(input, categoryNames, input.skus),
        })
        .onConflictDoNothing({ target: products.spuCode })
        .returning();
      if (!row) throw fail('ERR_ADMIN_SPU_CODE_TAKEN');
      const skuRows: SkuRow[] = [];
      for (const [i, s] of input.skus.entries()) skuRows.push(await insertSku(tx, row.id, row.name, s, i + 1));
      await audit(tx, {
        action: 'catalogue.product.created',
        target: `product:${row.spuCode}`,
        after: { ...productAuditView(row, skuRows), prices: skuRows.map((s, i) => ({ skuCode: s.skuCode, ...pricesOfInput(input.skus[i]!) })) },
      });
      return productView(tx, row);
    });
  }

  const pricesOfInput = (s: { origPrice?: number; price?: number; studentPrice?: number | null; enterprisePrice?: number | null }) => ({
    origPrice: s.origPrice,
    price: s.price,
    studentPrice: s.studentPrice ?? null,
    enterprisePrice: s.enterprisePrice ?? null,
  });

  /**
   * A content edit. `mayPrice`: the caller's role grants prices.write, needed to add a SKU (which
   * comes with its prices); checked before anything is written.
   */
  async function update(spuCode: string, input: z.output<typeof productUpdateInputSchema>, mayPrice: boolean, audit: AuditWrite): Promise<AdminProduct> {
    return db.transaction(async (tx) => {
      const before = await productRow(tx, spuCode, true);
      const beforeSkus = await skuRowsOf(tx, before.id);
      const existing = new Map(beforeSkus.map((s) => [s.skuCode, s]));
      const added = input.skus.filter((s) => !existing.has(s.skuCode));
      if (added.length > 0 && !mayPrice) throw fail('ERR_ADMIN_FORBIDDEN', { data: { permission: 'prices.write' }, message: '新增SKU需要维护价格的权限' });
      for (const s of added) {
        if (s.price === undefined || s.origPrice === undefined) throw fail('ERR_ADMIN_SKU_PRICE_REQUIRED', { data: { skuCode: s.skuCode } });
        if (s.price > s.origPrice || (s.studentPrice ?? 0) > s.origPrice || (s.enterprisePrice ?? 0) > s.origPrice)
          throw fail('E_VALIDATION', { message: '售价不能高于划线价' });
      }
      const categoryNames = await leafCategory(tx, input.categoryCode);
      await checkPictures(
        tx,
        input.skus.flatMap((s) => s.pictures),
      );
      const [after] = await tx
        .update(products)
        .set({
          name: input.name,
          model: input.model,
          type: input.type,
          categoryCode: input.categoryCode,
          sellingPoint: input.sellingPoint,
          description: input.description,
          isNew: input.isNew,
          isHot: input.isHot,
          searchText: searchTextOf(input, categoryNames, input.skus),
        })
        .where(eq(products.id, before.id))
        .returning();
      const listed = new Set(input.skus.map((s) => s.skuCode));
      for (const [i, s] of input.skus.entries()) {
        const old = existing.get(s.skuCode);
        if (!old) {
          await insertSku(
            tx,
            before.id,
            input.name,
            { ...s, price: s.price!, origPrice: s.origPrice!, studentPrice: s.studentPrice ?? null, enterprisePrice: s.enterprisePrice ?? null },
            i + 1,
          );
          continue;
        }
        await tx
          .update(skus)
          .set({
            name: skuName(input.name, s.attrs),
            attrs: s.attrs,
            colorName: colourOf(s.attrs, s.colorName),
            colorHex: s.colorHex,
            lowStock: s.lowStock,
            status: s.status,
            sortOrder: i + 1,
            pictures: s.pictures,
          })
          .where(eq(skus.id, old.id));
      }
      // A SKU left out is taken off sale, not deleted: orders, carts and the ledger still name it.
      const dropped = beforeSkus.filter((s) => !listed.has(s.skuCode) && s.status !== 'off_sale').map((s) => s.id);
      if (dropped.length) await tx.update(skus).set({ status: 'off_sale' }).where(inArray(skus.id, dropped));
      const afterSkus = await skuRowsOf(tx, before.id);
      await audit(tx, {
        action: 'catalogue.product.updated',
        target: `product:${spuCode}`,
        before: productAuditView(before, beforeSkus),
        after: {
          ...productAuditView(after!, afterSkus),
          ...(added.length ? { addedPrices: added.map((s) => ({ skuCode: s.skuCode, ...pricesOfInput(s) })) } : {}),
        },
      });
      return productView(tx, after!);
    });
  }

  async function setStatus(spuCode: string, status: 'on_sale' | 'off_sale', audit: AuditWrite): Promise<AdminProduct> {
    return db.transaction(async (tx) => {
      const before = await productRow(tx, spuCode, true);
      if (before.status === status) return productView(tx, before);
      const [after] = await tx.update(products).set({ status }).where(eq(products.id, before.id)).returning();
      await audit(tx, {
        action: status === 'on_sale' ? 'catalogue.product.on-sale' : 'catalogue.product.off-sale',
        target: `product:${spuCode}`,
        before: { status: before.status },
        after: { status },
      });
      return productView(tx, after!);
    });
  }

  async function preview(spuCode: string) {
    const row = await productRow(db, spuCode);
    if (row.status === 'on_sale') throw fail('ERR_ADMIN_PREVIEW_ON_SALE');
    const { token, expiresAtMs } = issuePreviewToken(secret, row.spuCode, clock.nowMs());
    return { url: previewPath(row.spuCode, token), expiresAt: expiresAtMs };
  }

  // ── prices ────────────────────────────────────────────────────────────

  async function pricesView(tx: Tx | Database['db'], row: ProductRow): Promise<z.input<typeof productPricesSchema>> {
    const skuRows = await skuRowsOf(tx, row.id);
    const site = await sitePricesOf(
      tx,
      skuRows.map((s) => s.id),
    );
    return {
      spuCode: row.spuCode,
      skus: skuRows.map((s) => ({
        skuCode: s.skuCode,
        name: s.name,
        origPrice: s.origPrice,
        price: s.price,
        studentPrice: site.get(s.id)?.get('student') ?? null,
        enterprisePrice: site.get(s.id)?.get('enterprise') ?? null,
      })),
    };
  }

  const prices = async (spuCode: string) => pricesView(db, await productRow(db, spuCode));

  async function setPrices(spuCode: string, input: z.output<typeof priceUpdateInputSchema>, audit: AuditWrite) {
    return db.transaction(async (tx) => {
      const row = await productRow(tx, spuCode, true);
      const before = await pricesView(tx, row);
      const current = new Map(before.skus.map((s) => [s.skuCode, s]));
      const skuIds = new Map((await skuRowsOf(tx, row.id)).map((s) => [s.skuCode, s.id]));
      const changedBefore: unknown[] = [];
      const changedAfter: unknown[] = [];
      for (const s of input.skus) {
        const was = current.get(s.skuCode);
        const id = skuIds.get(s.skuCode);
        if (!was || id === undefined) throw fail('ERR_ADMIN_SKU_NOT_FOUND', { data: { skuCode: s.skuCode } });
        const next = { origPrice: s.origPrice, price: s.price, studentPrice: s.studentPrice, enterprisePrice: s.enterprisePrice };
        const old = { origPrice: was.origPrice, price: was.price, studentPrice: was.studentPrice, enterprisePrice: was.enterprisePrice };
        if (JSON.stringify(next) === JSON.stringify(old)) continue;
        await tx.update(skus).set({ price: s.price, origPrice: s.origPrice }).where(eq(skus.id, id));
        await writeSitePrices(tx, id, s);
        changedBefore.push({ skuCode: s.skuCode, ...old });
        changedAfter.push({ skuCode: s.skuCode, ...next });
      }
      if (changedAfter.length)
        await audit(tx, { action: 'catalogue.prices.updated', target: `product:${spuCode}`, before: { skus: changedBefore }, after: { skus: changedAfter } });
      return pricesView(tx, row);
    });
  }

  return {
    categoryTree: () => categoryTree(),
    createCategory,
    updateCategory,
    deleteCategory,
    reorderCategories,
    list,
    product: async (spuCode: string) => productView(db, await productRow(db, spuCode)),
    create,
    update,
    setStatus,
    preview,
    prices,
    setPrices,
  };
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
