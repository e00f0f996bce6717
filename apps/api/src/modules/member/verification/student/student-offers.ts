/**
 * The student shop's offers: on-sale products that have a student-site price, each with its
 * first on-sale SKU carrying one, read through the product module's catalogue (this module
 * reads no catalogue table) and shown with the product picture.
 */
import type { ProductType } from '@shop/contracts';
import type { StudentOffer } from '@shop/contracts/verification';
import { productImageUrl } from '../../../media/index.ts';
import type { StudentCatalogue } from './student-needs.ts';

export async function studentOffers(catalogue: StudentCatalogue, limit = 24): Promise<StudentOffer[]> {
  const rows = await catalogue.studentOffers(limit);
  return rows.map((r) => ({
    spuCd: r.spuCode,
    skuCd: r.skuCode,
    name: r.name,
    skuNm: r.skuName,
    image: productImageUrl(r.type as ProductType, r.design, 'front', r.colorHex),
    studentPrice: r.studentPrice,
    price: r.price,
    saving: Math.max(0, r.price - r.studentPrice),
    inStock: r.stock > 0,
  }));
}
