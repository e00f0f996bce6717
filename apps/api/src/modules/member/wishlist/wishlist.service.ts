/**
 * A member's wishlist (收藏): one row per product (SPU). Saving and cancelling are
 * idempotent; saving runs under the member's advisory lock so WISHLIST_LIMIT holds under
 * parallel requests. The list reads the catalogue as it is now (price, on sale or not), so
 * a product taken off sale stays listed as 已下架 instead of vanishing.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { ProductType } from '@shop/contracts';
import { WISHLIST_LIMIT, type WishlistItem, type WishlistPage } from '@shop/contracts/wishlist';
import { fail } from '../../../platform/shop-error.ts';
import { productImageUrl } from '../../media/index.ts';
import type { WishlistCatalogue } from './wishlist-needs.ts';

const w = schema.wishlistItems;

export function createWishlistService({ database, catalogue }: { database: Database; catalogue: WishlistCatalogue }) {
  const { db } = database;

  return {
    async isCollected(memberId: number, spuCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: w.id })
        .from(w)
        .where(and(eq(w.memberId, memberId), eq(w.spuCode, spuCode)))
        .limit(1);
      return !!row;
    },

    /** Adds the product (a published one: unknown or draft answers 404); already saved is fine. */
    async save(memberId: number, spuCode: string, skuCode: string | undefined, now: Date): Promise<void> {
      const product = await catalogue.productByCode(spuCode);
      if (!product || product.status === 'draft') throw fail('E_NOT_FOUND', { message: '商品不存在' });
      // Remember the variant only when it belongs to this product.
      let sku: string | null = null;
      if (skuCode) sku = await catalogue.skuOfProduct(product.id, skuCode);
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'wishlist:' + memberId}))`);
        const [have] = await tx
          .select({ id: w.id })
          .from(w)
          .where(and(eq(w.memberId, memberId), eq(w.spuCode, spuCode)))
          .limit(1);
        if (have) return;
        const [{ n }] = await tx.select({ n: count() }).from(w).where(eq(w.memberId, memberId));
        if (n >= WISHLIST_LIMIT) throw fail('ERR_WISHLIST_LIMIT');
        await tx.insert(w).values({ memberId, spuCode, skuCode: sku, createdAt: now }).onConflictDoNothing();
      });
    },

    /**
     * 移入收藏 from the cart, inside the cart's transaction: one row per product, already
     * there is fine (the cart's move is not held to WISHLIST_LIMIT, as before).
     */
    async addFromCart(tx: Tx, memberId: number, items: readonly { spuCode: string; skuCode: string }[], now: Date): Promise<void> {
      if (items.length === 0) return;
      await tx
        .insert(w)
        .values(
          items.map((i) => ({
            memberId,
            spuCode: i.spuCode,
            skuCode: i.skuCode,
            createdAt: now,
          })),
        )
        .onConflictDoNothing();
    },

    /** Removes the product; not saved is fine. */
    async cancel(memberId: number, spuCode: string): Promise<void> {
      await db.delete(w).where(and(eq(w.memberId, memberId), eq(w.spuCode, spuCode)));
    },

    /** One page, newest first, each product with its lowest on-sale price for the site. */
    async page(memberId: number, siteCode: string, pageNo: number, pageSize: number): Promise<WishlistPage> {
      const [{ total }] = await db.select({ total: count() }).from(w).where(eq(w.memberId, memberId));
      const rows = await db
        .select({ spuCode: w.spuCode, skuCode: w.skuCode, createdAt: w.createdAt })
        .from(w)
        .where(eq(w.memberId, memberId))
        .orderBy(desc(w.createdAt), desc(w.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const codes = rows.map((r) => r.spuCode);
      const catalogueSkus = await catalogue.wishlistSkus(codes, siteCode);
      const list: WishlistItem[] = rows.map((r) => {
        const skus = catalogueSkus.filter((c) => c.spuCode === r.spuCode);
        const productOnSale = skus[0]?.productStatus === 'on_sale';
        const onSaleSkus = productOnSale ? skus.filter((c) => c.skuStatus === 'on_sale') : [];
        const shown = skus.find((c) => c.skuCode === r.skuCode) ?? onSaleSkus[0] ?? skus[0];
        const visible = !!shown && skus[0].productStatus !== 'draft';
        return {
          spuCd: r.spuCode,
          skuCd: visible ? shown.skuCode : null,
          name: visible ? shown.name : r.spuCode,
          image: visible ? productImageUrl(shown.type as ProductType, shown.design, 'front', shown.colorHex) : '',
          price: onSaleSkus.length ? Math.min(...onSaleSkus.map((c) => c.price)) : null,
          onSale: onSaleSkus.length > 0,
          collectedAt: r.createdAt.toISOString(),
        };
      });
      return { list, total, pageNo, pageSize };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
