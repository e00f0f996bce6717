/** Back-in-stock notices a shopper asked for. @owner delivery (apps/api/src/modules/delivery/arrival). */
import { bigint, bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Sold-out SKU: a shopper asks to be told by SMS when it is back (skuArrivalNotice/notifyMe). */
export const arrivalNotices = pgTable(
  'arrival_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    skuCode: text('sku_code').notNull(),
    mobile: text('mobile').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('arrival_notices_sku_mobile_key').on(t.skuCode, t.mobile)],
);
