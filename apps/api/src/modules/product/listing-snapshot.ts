/**
 * What listings, search, facets and the category tree are computed from, loaded in one go and
 * kept in memory until public data changes (platform/public-data.ts): every listable product
 * (on sale, with an on-sale SKU) with its on-sale SKUs and their channel prices, and the
 * categories. Its cost is paid once per change, not per request, so a listing costs the same
 * with 65 products or 6,500 (issue #15 item 7).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@shop/db';
import type { ProductType } from '@shop/contracts';
import type { CardRow } from './card.ts';
import { invitationOnlySql } from './ttm/invitation-only.ts';

export interface SnapshotCategory {
  code: string;
  parentCode: string | null;
  name: string;
  level: number;
  icon: string;
  sortOrder: number;
  /** Hidden by an operator (issue #16): not in the shop's category tree. */
  hidden?: boolean;
}

export interface SnapshotSku {
  skuCode: string;
  /** Attribute name → value as text (what `attrs ->> name` gives). */
  attrs: Map<string, string>;
  colorName: string;
  colorHex: string;
  /** The cn price; `sitePrices` replaces it on a channel that has its own. */
  price: number;
  sitePrices: Map<string, number>;
  origPrice: number;
  stock: number;
  sortOrder: number;
}

/** A listable product: what its card shows, and what listings filter and sort it by. */
export interface SnapshotProduct extends Omit<CardRow, 'skus'> {
  id: number;
  parentCode: string | null;
  salesCount: number;
  /** ms since the epoch. */
  launchedAt: number;
  sortOrder: number;
  /** In display order (sort_order); never empty. */
  skus: SnapshotSku[];
}

export interface ListingSnapshot {
  /** In (level, sort_order, code) order. */
  categories: SnapshotCategory[];
  /** In id order. */
  products: SnapshotProduct[];
  byId: Map<number, SnapshotProduct>;
}

interface ProductRow extends Record<string, unknown> {
  id: string | number;
  spu_code: string;
  name: string;
  selling_point: string;
  type: ProductType;
  design: string;
  category_code: string;
  is_new: boolean;
  is_hot: boolean;
  invitation_only: boolean;
  sales_count: number;
  launched_ms: string | number;
  sort_order: number;
}

interface SkuRow extends Record<string, unknown> {
  product_id: string | number;
  sku_code: string;
  attrs: Record<string, unknown>;
  color_name: string;
  color_hex: string;
  price: number;
  orig_price: number;
  stock: number;
  sort_order: number;
  site_prices: Record<string, number> | null;
}

/** jsonb_each_text / ->> text of a JSON value: strings as they are, anything else as JSON. */
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export async function loadListingSnapshot(database: Database): Promise<ListingSnapshot> {
  const { db } = database;
  const [cats, prods, skus] = await Promise.all([
    db.execute<{ code: string; parent_code: string | null; name: string; level: number; icon: string; sort_order: number; hidden: boolean }>(
      sql`SELECT code, parent_code, name, level, icon, sort_order, hidden FROM categories ORDER BY level, sort_order, code`,
    ),
    db.execute<ProductRow>(sql`
      SELECT p.id, p.spu_code, p.name, p.selling_point, p.type, p.design, p.category_code, p.is_new, p.is_hot,
             ${invitationOnlySql(sql`p.spu_code`)} AS invitation_only, p.sales_count,
             (extract(epoch FROM p.launched_at) * 1000)::bigint AS launched_ms, p.sort_order
      FROM products p WHERE p.status = 'on_sale' ORDER BY p.id`),
    db.execute<SkuRow>(sql`
      SELECT s.product_id, s.sku_code, s.attrs, s.color_name, s.color_hex, s.price, s.orig_price, s.stock, s.sort_order,
             (SELECT jsonb_object_agg(sp.site_code, sp.price) FROM sku_site_prices sp WHERE sp.sku_id = s.id) AS site_prices
      FROM skus s WHERE s.status = 'on_sale' ORDER BY s.product_id, s.sort_order, s.id`),
  ]);

  const categories: SnapshotCategory[] = cats.rows.map((c) => ({
    code: c.code,
    parentCode: c.parent_code,
    name: c.name,
    level: c.level,
    icon: c.icon,
    sortOrder: c.sort_order,
    hidden: c.hidden,
  }));
  const categoryByCode = new Map(categories.map((c) => [c.code, c]));

  const skusByProduct = new Map<number, SnapshotSku[]>();
  for (const s of skus.rows) {
    const productId = Number(s.product_id);
    const list = skusByProduct.get(productId) ?? [];
    list.push({
      skuCode: s.sku_code,
      attrs: new Map(Object.entries(s.attrs ?? {}).map(([k, v]) => [k, asText(v)])),
      colorName: s.color_name,
      colorHex: s.color_hex,
      price: s.price,
      sitePrices: new Map(Object.entries(s.site_prices ?? {})),
      origPrice: s.orig_price,
      stock: s.stock,
      sortOrder: s.sort_order,
    });
    skusByProduct.set(productId, list);
  }

  const products: SnapshotProduct[] = [];
  for (const p of prods.rows) {
    const id = Number(p.id);
    const category = categoryByCode.get(p.category_code);
    const productSkus = skusByProduct.get(id);
    // Listable: in a known category and with something on sale.
    if (!category || !productSkus) continue;
    products.push({
      id,
      spuCode: p.spu_code,
      name: p.name,
      sellingPoint: p.selling_point,
      type: p.type,
      design: p.design,
      categoryCode: p.category_code,
      categoryName: category.name,
      parentCode: category.parentCode,
      isNew: p.is_new,
      isHot: p.is_hot,
      invitationOnly: p.invitation_only,
      salesCount: p.sales_count,
      launchedAt: Number(p.launched_ms),
      sortOrder: p.sort_order,
      skus: productSkus,
    });
  }
  return { categories, products, byId: new Map(products.map((p) => [p.id, p])) };
}
