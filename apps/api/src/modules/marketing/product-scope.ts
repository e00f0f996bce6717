/**
 * Which categories and SPU a product page is about, for coupon scopes. The catalogue is the
 * truth: SKU and SPU codes are looked up (with the category's parent, so a level-1 coupon
 * applies too); the page's own category id is used only when nothing was found.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { resolveSpuCode } from '@shop/contracts/pdp-rules';
import type { ProductScope } from './coupon.service.ts';

const p = schema.products;
const s = schema.skus;
const c = schema.categories;

export function createProductScopeReader(database: Database) {
  const { db } = database;
  return async function productScope(input: { spuCd?: string; skuCds: readonly string[]; catgCd?: string }): Promise<ProductScope> {
    const spu = input.spuCd ? resolveSpuCode(input.spuCd).spuCode : undefined;
    const conds = [spu ? eq(p.spuCode, spu) : undefined, input.skuCds.length ? inArray(p.id, db.select({ id: s.productId }).from(s).where(inArray(s.skuCode, [...input.skuCds]))) : undefined].filter(
      (x) => x !== undefined,
    );
    const rows = conds.length
      ? await db
          .select({ spuCode: p.spuCode, category: p.categoryCode, parent: sql<string | null>`${c.parentCode}` })
          .from(p)
          .leftJoin(c, eq(c.code, p.categoryCode))
          .where(or(...conds))
      : [];
    if (rows.length === 0) return { categoryCodes: input.catgCd ? [input.catgCd] : [], spuCodes: spu ? [spu] : [] };
    const categoryCodes = new Set<string>();
    for (const r of rows) {
      categoryCodes.add(r.category);
      if (r.parent) categoryCodes.add(r.parent);
    }
    return { categoryCodes: [...categoryCodes], spuCodes: [...new Set(rows.map((r) => r.spuCode))] };
  };
}

export type ProductScopeReader = ReturnType<typeof createProductScopeReader>;
