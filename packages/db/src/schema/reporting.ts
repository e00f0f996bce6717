/**
 * The shop's visitors (issue #16 概览), owned by apps/api/src/modules/reporting: one row per
 * browser per Beijing day, written by the storefront's once-a-day beacon (POST /api/sys/visit).
 * Two small columns (a date and a uuid) and only the key, so a day of many visitors stays
 * small; rows older than the dashboard shows are pruned by the module. @owner reporting.
 */
import { date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/** A browser seen on a Beijing day; the random id lives in that browser's localStorage, tied to no one. */
export const siteVisits = pgTable(
  'site_visits',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorId: uuid('visitor_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorId] })],
);
