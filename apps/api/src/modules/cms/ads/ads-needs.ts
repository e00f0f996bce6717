/**
 * What the product-page ads need from the product module's catalogue, declared here and
 * satisfied structurally by the catalogue app.ts hands over (CmsNeeds.catalogue), so that
 * the ads read no catalogue table and import no other module.
 */
export interface AdsCatalogue {
  /** A published SKU (undefined: no such SKU), for its SPU code. */
  sku(skuCode: string): Promise<{ skuCode: string; spuCode: string } | undefined>;
  /** The published SPU's SKUs. */
  skusOf(spuCode: string): Promise<{ skuCode: string }[]>;
  /** Whether any of the SKUs comes with a gift. */
  hasGifts(skuCodes: readonly string[]): Promise<boolean>;
}
