/**
 * Reads of the system settings (sys_settings) that other modules need (issue #13: the cms
 * module owns the table; others read it through this). Created once by the cms module (CmsProvides.settings).
 */
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const s = schema.sysSettings;

export function createSettingReads(database: Database) {
  const { db } = database;

  return {
    /** The stored value of one setting, as stored (no default), or undefined when unset. */
    async settingValue(key: string): Promise<string | undefined> {
      const [row] = await db.select({ value: s.value }).from(s).where(eq(s.key, key)).limit(1);
      return row?.value;
    },
  };
}

export type SettingReads = ReturnType<typeof createSettingReads>;
