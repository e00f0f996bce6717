/** Order domain tables (owned by apps/api/src/modules/order). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's delivery address, with GB/T 2260 region codes and the names they had when
 * saved (names are shown; codes drive delivery estimates and checks). One may be default.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    receiver: text('receiver').notNull(),
    mobile: text('mobile').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    districtCode: text('district_code').notNull(),
    districtName: text('district_name').notNull(),
    detail: text('detail').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_member_idx').on(t.memberId, t.isDefault), uniqueIndex('addresses_one_default_key').on(t.memberId).where(sql`${t.isDefault}`)],
);
