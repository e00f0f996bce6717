/** 系统设置: the settings an operator may change in the console (issue #16). @owner settings (apps/api/src/modules/settings). */
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One changed setting (@shop/contracts/operator-settings names the keys, bounds and defaults):
 * its value (a number or a string, as JSON) and who changed it last and when. A key without a
 * row is at its default. Every change sends NOTIFY operator_settings (migration 0022), so each
 * server process drops the copy it keeps in memory.
 */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<number | string>().notNull(),
  changedByStaffId: bigint('changed_by_staff_id', { mode: 'number' }),
  changedByName: text('changed_by_name'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
