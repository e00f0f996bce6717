/**
 * Rows of the catalogue read port (apps/api product module, ProductProvides.catalogue) that other
 * modules read: delivery (delivery rules, arrival notices), the product-page ads, the share
 * poster, checkout and trade-in recovery (order). Server-side only; no runtime code.
 */

/** A published SKU with its product, at a site's price. */
export interface CatalogueSku {
  skuCode: string;
  spuCode: string;
  productName: string;
  skuName: string;
  productType: string;
  /** Picture design key (media module; '' = the type's standard picture). */
  productDesign: string;
  colorHex: string;
  stock: number;
  /** Price on the asked site (site price when set, else the list price), fen. */
  price: number;
  /** Stock > 0 and both SKU and product on sale. */
  buyable: boolean;
}

/** A SKU being bought, at the site's price, with its category path (checkout). */
export interface CheckoutSku {
  skuCode: string;
  skuName: string;
  attrs: Record<string, string>;
  colorHex: string;
  /** Selling price on the site (site price, else the SKU's own), fen. */
  price: number;
  origPrice: number;
  stock: number;
  skuStatus: 'on_sale' | 'off_sale';
  spuCode: string;
  productName: string;
  productType: string;
  /** Picture design key (media module; '' = the type's standard picture). */
  productDesign: string;
  productStatus: 'on_sale' | 'off_sale' | 'draft';
  categoryCode: string;
  parentCategoryCode: string | null;
}

/** A trade-in model the shop recycles, with its estimate and subsidy in fen (trade-in recovery). */
export interface TradeInModelRow {
  code: string;
  /** Recycling platform rclmPlf: 1, 2 or 3. */
  platform: number;
  brand: string;
  name: string;
  productTypes: string[];
  estimate: number;
  subsidy: number;
}
