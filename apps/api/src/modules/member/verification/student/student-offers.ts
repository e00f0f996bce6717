/**
 * Read-only query of the catalogue for the student shop: on-sale products that have a
 * student-site price, each with its first on-sale SKU carrying one (the catalogue module has
 * no such listing; this reads its tables and writes nothing).
 */
import type { Database } from '@shop/db';
import type { ProductType } from '@shop/contracts';
import type { StudentOffer } from '@shop/contracts/verification';
import { productImageUrl } from '../../../media/product-svg.ts';

export async function studentOffers(database: Database, limit = 24): Promise<StudentOffer[]> {
  const { rows } = await database.pool.query<{
    spu_code: string;
    sku_code: string;
    name: string;
    sku_name: string;
    type: string;
    color_hex: string;
    student_price: number;
    price: number;
    stock: number;
  }>(
    `SELECT DISTINCT ON (p.sort_order, p.id) p.spu_code, s.sku_code, p.name, s.name AS sku_name, p.type, s.color_hex, sp.price AS student_price, s.price, s.stock
       FROM products p
       JOIN skus s ON s.product_id = p.id AND s.status = 'on_sale'
       JOIN sku_site_prices sp ON sp.sku_id = s.id AND sp.site_code = 'student'
      WHERE p.status = 'on_sale'
      ORDER BY p.sort_order, p.id, (s.stock > 0) DESC, s.sort_order, s.id
      LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    spuCd: r.spu_code,
    skuCd: r.sku_code,
    name: r.name,
    skuNm: r.sku_name,
    image: productImageUrl(r.type as ProductType, 'front', r.color_hex),
    studentPrice: Number(r.student_price),
    price: Number(r.price),
    saving: Math.max(0, Number(r.price) - Number(r.student_price)),
    inStock: Number(r.stock) > 0,
  }));
}
