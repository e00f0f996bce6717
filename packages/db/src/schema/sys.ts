/** System tables (owned by apps/api/src/modules/sys): sales channels, the SMS sink, seed runs. @owner sys. */
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Sales channels selected by the siteCd cookie: the main shop, the student and enterprise shops. */
export const sites = pgTable('sites', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Who may buy here: everyone, verified students, verified enterprise staff. */
  audience: text('audience', { enum: ['all', 'student', 'enterprise'] }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Messages sent by the local SMS adapter: the sink that tests and developers read. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: text('mobile').notNull(),
    template: text('template').notNull(),
    content: text('content').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.id)],
);

/** Demo-data loads already applied, so `npm start` seeds once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
