/** CMS tables (owned by apps/api/src/modules/cms): content the operators edit, per platform. @owner cms. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One content block: a navigation group, a footer column, a banner, an ad, a popular search…
 * `kind` says which; `platforms` which of pc / h5 / app show it; `payload` its fields.
 */
export const cmsBlocks = pgTable(
  'cms_blocks',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Position code for ads (spec 7 posCd), group code for navigation, etc. */
    position: text('position').notNull().default(''),
    platforms: text('platforms').array().notNull(),
    payload: jsonb('payload').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Unpublished blocks are kept for the console (issue #16) but never served to the shop. */
    published: boolean('published').notNull().default(true),
    /** Last change made in the console; null for seeded blocks never edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('cms_blocks_kind_idx').on(t.kind, t.position, t.sortOrder)],
);

/** Key → value system configuration (GET /api/sys/app/sys/config). */
export const sysSettings = pgTable('sys_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
