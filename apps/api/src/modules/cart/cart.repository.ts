/** Reads of cart_items. Only the header count for now; the cart issue adds the rest. */
import { eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const c = schema.cartItems;

export function createCartRepository(database: Database) {
  const { db } = database;
  return {
    /** Pieces in the owner's cart: the sum of quantities (two of one phone count as 2). */
    async totalQty(ownerKey: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`COALESCE(SUM(${c.qty}), 0)::int` })
        .from(c)
        .where(eq(c.ownerKey, ownerKey));
      return row?.total ?? 0;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
