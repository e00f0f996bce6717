/**
 * What checkout needs of the cart (the cart module owns cart_items): the owner's selected
 * lines, and taking the ordered lines out inside the order's transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { CartLineOptions } from '@shop/contracts/cart';

const c = schema.cartItems;

export interface CheckoutCartLine {
  cartId: number;
  skuCd: string;
  qty: number;
  subTyp: number;
  actCd: string | null;
  options: CartLineOptions;
}

export function createCartCheckoutPort(database: Database) {
  const { db } = database;
  return {
    /** The selected lines of an owner's cart, oldest first. */
    async selectedLines(ownerKey: string, run: Tx | Database['db'] = db): Promise<CheckoutCartLine[]> {
      const rows = await run
        .select()
        .from(c)
        .where(and(eq(c.ownerKey, ownerKey), eq(c.selected, 1)))
        .orderBy(c.id);
      return rows.map((r) => ({ cartId: r.id, skuCd: r.skuCode, qty: r.qty, subTyp: r.subTyp, actCd: r.actCd, options: r.options as CartLineOptions }));
    },
    /** Removes ordered lines (inside the order transaction). */
    async removeLines(tx: Tx, ownerKey: string, cartIds: readonly number[]): Promise<void> {
      if (cartIds.length === 0) return;
      await tx.delete(c).where(and(eq(c.ownerKey, ownerKey), inArray(c.id, [...cartIds])));
    },
  };
}
export type CartCheckoutPort = ReturnType<typeof createCartCheckoutPort>;
