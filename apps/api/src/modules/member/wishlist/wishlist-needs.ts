/**
 * What the wishlist needs from the product module, declared here and satisfied structurally
 * by the catalogue app.ts hands over (MemberNeeds.catalogue, the product module's), so that the wishlist reads no
 * catalogue table and imports no other module.
 */

/** A product's SKU as the wishlist card shows it. */
interface WishlistSku {
  spuCode: string;
  name: string;
  type: string;
  /** Picture design key (media module; '' = the type's standard picture). */
  design: string;
  productStatus: 'on_sale' | 'off_sale' | 'draft';
  skuCode: string;
  skuStatus: 'on_sale' | 'off_sale';
  colorHex: string;
  /** Site price, else the SKU's own, fen. */
  price: number;
}

export interface WishlistCatalogue {
  /** A product by SPU code: its id and status (undefined: unknown). */
  productByCode(spuCode: string): Promise<{ id: number; status: 'on_sale' | 'off_sale' | 'draft' } | undefined>;
  /** The SKU code when the SKU belongs to the product, else null. */
  skuOfProduct(productId: number, skuCode: string): Promise<string | null>;
  /** Every SKU of the products (any status), at the site's price, in display order. */
  wishlistSkus(spuCodes: readonly string[], siteCode: string): Promise<WishlistSku[]>;
}
