/**
 * Which categories and SPU a product page is about, for coupon scopes. The catalogue is the
 * truth: SKU and SPU codes are looked up (with the category's parent, so a level-1 coupon
 * applies too) through the product module's catalogue; the page's own category id is used
 * only when nothing was found.
 */
import { resolveSpuCode } from '@shop/contracts/pdp-rules';
import type { ProductScope } from './coupon.service.ts';

/** What coupon scopes need from the product module (satisfied by MarketingNeeds.catalogue). */
export interface ScopeCatalogue {
  /** The products named by the SPU code and/or SKU codes, each with its category and that category's parent. */
  productScopeRows(spuCode: string | undefined, skuCodes: readonly string[]): Promise<{ spuCode: string; category: string; parent: string | null }[]>;
}

export function createProductScopeReader(catalogue: ScopeCatalogue) {
  return async function productScope(input: { spuCd?: string; skuCds: readonly string[]; catgCd?: string }): Promise<ProductScope> {
    const spu = input.spuCd ? resolveSpuCode(input.spuCd).spuCode : undefined;
    const rows = await catalogue.productScopeRows(spu, input.skuCds);
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
