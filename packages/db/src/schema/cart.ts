/** Cart tables (owned by apps/api/src/modules/cart). @owner cart. */
import { bigserial, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One line of a cart. The owner is a member (userNo) or a visitor (anonymous token id);
 * a visitor's lines move to the member at sign-in.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerKey: text('owner_key').notNull(),
    skuCode: text('sku_code').notNull(),
    qty: integer('qty').notNull(),
    selected: integer('selected').notNull().default(1),
    /** The shopper's choices on the product page: serviceIds, giftIds, bundleCode, hsType, FQ, chCd, ordTyp. */
    options: jsonb('options').notNull().default(sql`'{}'::jsonb`),
    /** Spec 3 subTyp: 0 normal, 3 flash sale, 4 pre-sale; actCd names the activity for 3 and 4. */
    subTyp: smallint('sub_typ').notNull().default(0),
    actCd: text('act_cd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_owner_idx').on(t.ownerKey),
    uniqueIndex('cart_items_owner_sku_key').on(t.ownerKey, t.skuCode),
    check('cart_items_qty', sql`${t.qty} BETWEEN 1 AND 5`),
  ],
);
