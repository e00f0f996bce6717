/**
 * The cart page's edits: quantity, select, select all, remove, move to wishlist, clear
 * invalid lines. Each runs in one transaction under the owner's advisory lock (like add to
 * cart), touches only the owner's lines — another owner's cartId is a 404 and changes
 * nothing — and answers the new cart view, so the page re-renders from one source.
 */
import type { Database, Tx } from '@shop/db';
import type { CartView } from '@shop/contracts/cart';
import { fail } from '../../platform/shop-error.ts';
import type { CartRepository } from './cart.repository.ts';
import type { CartCatalogue, CartWishlist } from './cart-needs.ts';
import { checkCartLine } from '@shop/contracts/cart-line-rules';
import type { CartViewBuilder, JudgedLine, ViewerContext } from './cart-view.ts';

export interface CartViewer extends ViewerContext {
  ownerKey: string;
}

export interface CartEditDeps {
  database: Database;
  carts: CartRepository;
  catalogue: CartCatalogue;
  /** 移入收藏 writes through the member module's wishlist. */
  wishlist: CartWishlist;
  view: CartViewBuilder;
}

const notInCart = () => fail('E_NOT_FOUND', { message: '购物车中没有该商品' });

export function createCartEditService({ database, carts, catalogue, wishlist, view }: CartEditDeps) {
  const { db } = database;
  const answer = (v: CartViewer, now: Date) => view.build(v.ownerKey, v, now);

  /** All of `ids` must be the owner's lines, else 404 before anything is written. */
  async function ownLines(tx: Tx, ownerKey: string, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const rows = await carts.linesByIds(tx, ownerKey, unique);
    if (rows.length !== unique.length) throw notInCart();
    return rows;
  }

  /**
   * Activities and validity are read before the transaction (configuration, not contended),
   * so a transaction never waits for a second pool connection; stock is re-read inside it.
   */
  const judged = (v: CartViewer, now: Date): Promise<JudgedLine[]> => view.judge(v.ownerKey, v.siteCode, now);

  return {
    async updateQty(v: CartViewer, cartId: number, qty: number, now: Date): Promise<CartView> {
      const j = (await judged(v, now)).find((x) => x.row.id === cartId);
      if (!j) throw notInCart();
      await db.transaction(async (tx) => {
        await carts.lockOwner(tx, v.ownerKey);
        const line = await carts.lineById(tx, v.ownerKey, cartId);
        if (!line) throw notInCart();
        const sku = await catalogue.skuFacts(tx, line.skuCode);
        if (!sku || sku.productStatus !== 'on_sale' || sku.skuStatus !== 'on_sale') throw fail('ERR_ORDER_OFF_SHELF');
        const failure = checkCartLine({
          resultingQty: qty,
          stock: sku.stock,
          subTyp: line.subTyp,
          activity: j.activity,
          nowMs: now.getTime(),
        });
        if (failure) throw fail(failure.code, { message: failure.message });
        await carts.setQty(tx, line.id, qty, now);
      });
      return answer(v, now);
    },

    async select(v: CartViewer, ids: readonly number[], selected: boolean, now: Date): Promise<CartView> {
      const invalid = new Set((await judged(v, now)).filter((x) => x.invalid).map((x) => x.row.id));
      await db.transaction(async (tx) => {
        await carts.lockOwner(tx, v.ownerKey);
        await ownLines(tx, v.ownerKey, ids);
        // An invalid line cannot be bought, so it cannot be chosen for checkout.
        if (selected && ids.some((id) => invalid.has(id))) throw fail('E_VALIDATION', { message: '失效商品无法勾选' });
        await carts.setSelected(tx, v.ownerKey, ids, selected, now);
      });
      return answer(v, now);
    },

    async selectAll(v: CartViewer, selected: boolean, now: Date): Promise<CartView> {
      const lines = await judged(v, now);
      await db.transaction(async (tx) => {
        await carts.lockOwner(tx, v.ownerKey);
        const valid = lines.filter((x) => !x.invalid).map((x) => x.row.id);
        const invalid = lines.filter((x) => x.invalid).map((x) => x.row.id);
        await carts.setSelected(tx, v.ownerKey, valid, selected, now);
        await carts.setSelected(tx, v.ownerKey, invalid, false, now);
      });
      return answer(v, now);
    },

    async remove(v: CartViewer, ids: readonly number[], now: Date): Promise<CartView> {
      await db.transaction(async (tx) => {
        await carts.lockOwner(tx, v.ownerKey);
        await ownLines(tx, v.ownerKey, ids);
        await carts.deleteLines(tx, v.ownerKey, ids);
      });
      return answer(v, now);
    },

    /** 移入收藏 (members only): the products go to the wishlist, the lines leave the cart. */
    async moveToWishlist(v: CartViewer, ids: readonly number[], now: Date): Promise<CartView> {
      const memberId = v.memberId;
      if (memberId === undefined) throw fail('E_USER_4010', { message: '请先登录后再移入收藏' });
      await db.transaction(async (tx) => {
        await carts.lockOwner(tx, v.ownerKey);
        const rows = await ownLines(tx, v.ownerKey, ids);
        const items: { spuCode: string; skuCode: string }[] = [];
        for (const row of rows) {
          const sku = await catalogue.skuFacts(tx, row.skuCode);
          // A SKU that no longer exists has no product to keep: the line just leaves.
          if (sku && !items.some((i) => i.spuCode === sku.spuCode)) items.push({ spuCode: sku.spuCode, skuCode: sku.skuCode });
        }
        await wishlist.addFromCart(tx, memberId, items, now);
        await carts.deleteLines(tx, v.ownerKey, ids);
      });
      return answer(v, now);
    },

    async clearInvalid(v: CartViewer, now: Date): Promise<CartView> {
      const invalid = (await judged(v, now)).filter((x) => x.invalid).map((x) => x.row.id);
      await db.transaction(async (tx) => {
        await carts.lockOwner(tx, v.ownerKey);
        await carts.deleteLines(tx, v.ownerKey, invalid);
      });
      return answer(v, now);
    },
  };
}

export type CartEditService = ReturnType<typeof createCartEditService>;
