/** Bespoke designs (定制方案) saved before buying. @owner product (apps/api/src/modules/product/bespoke). */
import { bigserial, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One design of a bespoke SKU (custGoods/addCustGoods): the option chosen in each of its
 * product's groups. The same design of the same SKU is one row, whoever made it (a design is
 * not personal data), so its number can ride on cart lines, buy-now tokens and orders; the
 * price is always computed from the product's options now, never stored here.
 */
export const customGoods = pgTable(
  'custom_goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** CG + 12 digits. */
    custGoodsNo: text('cust_goods_no').notNull(),
    skuCode: text('sku_code').notNull(),
    spuCode: text('spu_code').notNull(),
    /** { groupCode: optionCode } for every group of the product. */
    choice: jsonb('choice').notNull(),
    /** The choice in a canonical text (groups sorted): what makes two designs the same. */
    choiceKey: text('choice_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_goods_no_key').on(t.custGoodsNo), uniqueIndex('custom_goods_design_key').on(t.skuCode, t.choiceKey)],
);
