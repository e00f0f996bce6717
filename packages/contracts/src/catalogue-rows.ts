/**
 * Rows of the catalogue read port (apps/api product module, ProductProvides.catalogue) that several
 * modules read: delivery (delivery rules, arrival notices), the product-page ads and the share
 * poster. Server-side only; no runtime code.
 */

/** A published SKU with its product, at a site's price. */
export interface CatalogueSku {
  skuCode: string;
  spuCode: string;
  productName: string;
  skuName: string;
  productType: string;
  colorHex: string;
  stock: number;
  /** Price on the asked site (site price when set, else the list price), fen. */
  price: number;
  /** Stock > 0 and both SKU and product on sale. */
  buyable: boolean;
}
