/** Live-stream rooms shown on product pages. @owner cms (apps/api/src/modules/cms/live). */
import { bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A live-stream room of a product: live now, a recording, or over. */
export const storeLives = pgTable(
  'store_lives',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    spuCode: text('spu_code').notNull(),
    title: text('title').notNull(),
    status: text('status', { enum: ['live', 'record', 'ended'] }).notNull(),
    cover: text('cover').notNull().default(''),
    pcUrl: text('pc_url').notNull(),
    mobileUrl: text('mobile_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('store_lives_spu_idx').on(t.spuCode, t.status), uniqueIndex('store_lives_spu_title_key').on(t.spuCode, t.title)],
);
