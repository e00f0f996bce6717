/**
 * What the delivery services need from the product module's catalogue (type for the delivery
 * rules, stock for arrival notices), declared here and satisfied structurally by the
 * catalogue app.ts hands over (DeliveryNeeds.catalogue), so that delivery reads no catalogue
 * table and imports no other module. Drafts are invisible here as everywhere outside preview.
 */
import type { SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';

type SkuFacts = CatalogueSku;

/**
 * The SKUs that can be bought again (in stock, SKU and product on sale), which the notifier
 * joins arrival notices on (alias `buyable_sku`).
 */
type BuyableSkuRelation = SubqueryWithSelection<{ skuCode: SQL.Aliased<string>; name: SQL.Aliased<string>; skuName: SQL.Aliased<string> }, 'buyable_sku'>;

export interface CatalogLookup {
  /** A published SKU with its price on the site (default 'cn'). */
  sku(skuCode: string, siteCode?: string): Promise<SkuFacts | undefined>;
  /** The published SPU's SKUs, in display order (the first is the default one). */
  skusOf(spuCode: string, siteCode?: string): Promise<SkuFacts[]>;
  buyableSkus(): BuyableSkuRelation;
}
