/**
 * Seed step 0004-product-detail: what the product page shows below the fold (overview HTML,
 * packing lists, 360° frames, highlights, bespoke options), value-added services, bundles,
 * gifts, one draft product (S26U, for preview) and one extra colour of an on-sale product
 * sold in a single storage (ZFLIP7-JADE-2, a sparse colour × storage matrix).
 * JSON under packages/db/seed/product-detail/, written by generate.ts there.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { bundles, productDetails, productServices, products, skuGifts, skuSitePrices, skus } from '../schema/index.ts';

type SkuRow = Omit<typeof skus.$inferInsert, 'productId'> & {
  sitePrices: Record<string, number>;
};
type ProductRow = Omit<typeof products.$inferInsert, 'launchedAt'> & {
  launchedAt: string;
  skus: SkuRow[];
};

export async function seedProductDetail(tx: Tx, read: <T>(name: string) => T): Promise<void> {
  const extraProducts = read<ProductRow[]>('product-detail/extra-products.json');
  const extraSkus = read<{ spuCode: string; sku: SkuRow }[]>('product-detail/extra-skus.json');

  await tx
    .insert(products)
    .values(
      extraProducts.map(({ skus: _skus, launchedAt, ...p }) => ({
        ...p,
        launchedAt: new Date(launchedAt),
      })),
    )
    .onConflictDoNothing();
  const spuCodes = [...extraProducts.map((p) => p.spuCode), ...extraSkus.map((e) => e.spuCode)];
  const productIds = new Map(
    (await tx.select({ id: products.id, spuCode: products.spuCode }).from(products).where(inArray(products.spuCode, spuCodes))).map((r) => [r.spuCode, r.id]),
  );

  const newSkus = [...extraProducts.flatMap((p) => p.skus.map((sku) => ({ spuCode: p.spuCode, sku }))), ...extraSkus];
  await tx
    .insert(skus)
    .values(
      newSkus.map(({ spuCode, sku: { sitePrices: _p, ...s } }) => ({
        ...s,
        productId: productIds.get(spuCode)!,
      })),
    )
    .onConflictDoNothing();
  const skuIds = new Map(
    (
      await tx
        .select({ id: skus.id, skuCode: skus.skuCode })
        .from(skus)
        .where(
          inArray(
            skus.skuCode,
            newSkus.map((n) => n.sku.skuCode),
          ),
        )
    ).map((r) => [r.skuCode, r.id]),
  );
  const priceRows = newSkus.flatMap(({ sku }) =>
    Object.entries(sku.sitePrices).map(([siteCode, price]) => ({
      skuId: skuIds.get(sku.skuCode)!,
      siteCode,
      price,
    })),
  );
  if (priceRows.length) await tx.insert(skuSitePrices).values(priceRows).onConflictDoNothing();

  await tx.insert(productDetails).values(read<(typeof productDetails.$inferInsert)[]>('product-detail/details.json')).onConflictDoNothing();
  await tx.insert(productServices).values(read<(typeof productServices.$inferInsert)[]>('product-detail/services.json')).onConflictDoNothing();
  await tx.insert(bundles).values(read<(typeof bundles.$inferInsert)[]>('product-detail/bundles.json')).onConflictDoNothing();
  await tx.insert(skuGifts).values(read<(typeof skuGifts.$inferInsert)[]>('product-detail/gifts.json')).onConflictDoNothing();
}
