/**
 * What the order module (checkout, the order's life, reviewable lines, trade-in recovery)
 * needs from the product module's catalogue, declared here and satisfied structurally by the
 * catalogue app.ts hands over (OrderNeeds.catalogue, the product module's), so that no order file reads a catalogue
 * table or imports the product module. Reads made inside the order transaction take its `tx`.
 */
import type { SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@shop/db';
import type { CheckoutSku, TradeInModelRow } from '@shop/contracts/catalogue-rows';
import type { DesignNow } from '@shop/contracts/custom-goods';

type Run = Db | Tx;

/** A SKU being bought, at the site's price, with its category path. */
export type SkuRow = CheckoutSku;

/**
 * The catalogue's view of what an order line's picture needs, joined on order_lines.sku_code
 * (alias `sku_display`; SQL columns sku_display__sku_code, sku_display__product_type,
 * sku_display__product_design, sku_display__color_hex). Null when the SKU is gone; the
 * product type and picture design also when its product is.
 */
type SkuDisplayRelation = SubqueryWithSelection<
  {
    skuCode: SQL.Aliased<string>;
    productType: SQL.Aliased<string | null>;
    productDesign: SQL.Aliased<string | null>;
    colorHex: SQL.Aliased<string>;
  },
  'sku_display'
>;

export interface OrderCatalogue {
  /** The SKUs being bought, by code (unknown codes are absent). */
  checkoutSkus(codes: readonly string[], siteCode: string, run?: Run): Promise<Map<string, SkuRow>>;
  /** Bespoke designs by number, priced from the product's options now (unknown numbers are absent). */
  designsNow(nos: readonly string[], run?: Run): Promise<Map<string, DesignNow>>;
  /** Each SKU's category code (unknown codes are absent). */
  skuCategories(codes: readonly string[], run?: Run): Promise<Map<string, string>>;
  /** Services by code with name, price and the product types they apply to. */
  servicesByCode(codes: readonly string[]): Promise<{ code: string; name: string; price: number; productTypes: string[] }[]>;
  /** Gifts of a SKU with the gift's display name. */
  giftsOf(skuCode: string): Promise<{ code: string; name: string }[]>;
  /** A trade-in model (undefined: unknown code). */
  tradeInModel(code: string, run?: Run): Promise<TradeInModelRow | undefined>;
  /** The trade-in models accepted towards a product type, in the shop's order (third/getRecycling). */
  tradeInModelsFor(productType: string): Promise<TradeInModelRow[]>;
  /** A bundle with its items ([{ skuCode, bundlePrice }], in order); undefined: unknown code. */
  bundleByCode(
    code: string,
    run?: Run,
  ): Promise<{ code: string; name: string; mainSpuCode: string; active: boolean; items: { skuCode: string; bundlePrice: number }[] } | undefined>;
  /** SKU display facts to join order lines on. */
  skuDisplay(): SkuDisplayRelation;
}
