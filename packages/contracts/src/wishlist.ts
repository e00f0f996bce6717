/**
 * Wishlist (收藏, spec 7 Member "Favorites"): one entry per product (SPU) per member.
 * The list shows each product as it is now in the catalogue (price, on sale or not).
 */
import { z } from 'zod';

/** Most products one member may keep; the cart's 移入收藏 is not counted against it. */
export const WISHLIST_LIMIT = 200;
export const WISHLIST_PAGE_SIZE_MAX = 20;

export const spuIdParamsSchema = z.object({
  spuId: z
    .string({ error: '商品编号不正确' })
    .trim()
    .min(1, { error: '商品编号不正确' })
    .max(64, { error: '商品编号不正确' })
    .regex(/^[A-Za-z0-9_.-]+$/, { error: '商品编号不正确' }),
});

export const isCollectSchema = z.object({ collected: z.boolean() });
export type IsCollect = z.infer<typeof isCollectSchema>;

export const wishlistQuerySchema = z.object({
  pageNo: z.coerce.number({ error: '页码有误' }).int({ error: '页码有误' }).min(1, { error: '页码有误' }).max(10_000, { error: '页码有误' }).default(1),
  pageSize: z.coerce
    .number({ error: '每页数量有误' })
    .int({ error: '每页数量有误' })
    .min(1, { error: '每页数量有误' })
    .max(WISHLIST_PAGE_SIZE_MAX, { error: `每页最多${WISHLIST_PAGE_SIZE_MAX}条` })
    .default(12),
});
export type WishlistQuery = z.input<typeof wishlistQuerySchema>;

export const wishlistItemSchema = z.object({
  spuCd: z.string(),
  /** The SKU the member saved from (or the product's first SKU): the card links to it. */
  skuCd: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  /** Lowest price of the on-sale SKUs (fen); null when none is on sale. */
  price: z.number().int().nullable(),
  onSale: z.boolean(),
  collectedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistPageSchema = z.object({
  list: z.array(wishlistItemSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type WishlistPage = z.infer<typeof wishlistPageSchema>;
