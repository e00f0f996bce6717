/**
 * What the student shop needs from the product module, declared here and satisfied
 * structurally by the catalogue app.ts hands over (MemberNeeds.catalogue, the product module's), so that it reads no
 * catalogue table and imports no other module.
 */

/** A student-shop offer: a product and its SKU with the student-site price (fen). */
interface StudentOfferRow {
  spuCode: string;
  skuCode: string;
  name: string;
  skuName: string;
  type: string;
  /** Picture design key (media module; '' = the type's standard picture). */
  design: string;
  colorHex: string;
  studentPrice: number;
  price: number;
  stock: number;
}

export interface StudentCatalogue {
  /** On-sale products with a student-site price, each with its first on-sale SKU carrying one (in stock first). */
  studentOffers(limit?: number): Promise<StudentOfferRow[]>;
}
