/**
 * The operator-changeable settings (operator_settings) and the copy of them this process keeps.
 *
 * Hot paths (placing an order, sending an SMS code, the chat's service hours) read the copy,
 * not the table: it is loaded once and dropped when NOTIFY operator_settings says a row changed
 * (the table's trigger, migration 0022) — so every worker, and every instance on the database,
 * applies a change at once. The process that wrote drops its copy itself as soon as it commits.
 * When the listening connection is lost or comes (back) up, the copy is dropped too, since a
 * change may have been missed meanwhile (listenOnChannel's onGap / onListening).
 */
import { eq, sql } from 'drizzle-orm';
import { listenOnChannel, schema, type PublicDataChanges, type Tx } from '@shop/db';
import {
  isSettingKey,
  OPERATOR_SETTINGS,
  SETTING_KEYS,
  settingSchema,
  type SettingKey,
  type SettingValues,
  type SettingView,
} from '@shop/contracts/operator-settings';
import { fail } from '../../platform/shop-error.ts';
import type { ApiContext } from '../../platform/types.ts';

export const SETTINGS_CHANNEL = 'operator_settings';

const t = schema.operatorSettings;
type Row = typeof t.$inferSelect;

/** The values when never changed: the shop's defaults, with the deployment's own where it gives one (ORDER_PAY_TIMEOUT_MINUTES, SMS_IP_HOURLY_LIMIT). */
export function deploymentDefaults(config: ApiContext['config']): SettingValues {
  const shop = Object.fromEntries(SETTING_KEYS.map((k) => [k, OPERATOR_SETTINGS[k].default])) as SettingValues;
  return { ...shop, orderPayTimeoutMinutes: config.orders.payTimeoutMs / 60_000, smsPerIpHourly: config.sms.ipHourlyLimit };
}

/** A stored value that no longer fits its bounds (changed by hand in SQL) is ignored: the default applies. */
function inForce(rows: readonly Row[], defaults: SettingValues): SettingValues {
  const values: Record<string, number | string> = { ...defaults };
  for (const r of rows) if (isSettingKey(r.key) && settingSchema(r.key).safeParse(r.value).success) values[r.key] = r.value;
  return values as SettingValues;
}

/** The values in force, read from the table now (no copy): for a caller outside the running app (tests' services). */
export async function settingValuesIn(database: ApiContext['database'], config: ApiContext['config']): Promise<SettingValues> {
  return inForce(await database.db.select().from(t), deploymentDefaults(config));
}

export type SettingAudit = (tx: Tx, what: { action: string; target: string; before: Record<string, unknown>; after: Record<string, unknown> }) => Promise<void>;

export function createSettingsStore(ctx: ApiContext, log: (msg: string, err?: unknown) => void) {
  const { db } = ctx.database;
  const defaults = deploymentDefaults(ctx.config);
  const url = ctx.database.pool.options.connectionString;
  let listener: PublicDataChanges | undefined;
  let copy: Promise<Row[]> | undefined;
  const drop = () => {
    copy = undefined;
  };

  const rows = (): Promise<Row[]> => {
    // Without a connection string to LISTEN with, nothing would say a copy is stale: no copy.
    if (!url) return db.select().from(t).execute();
    listener ??= listenOnChannel(
      url,
      SETTINGS_CHANNEL,
      { onNotify: drop, onGap: drop, onListening: drop },
      { applicationName: `shop-settings-${process.pid}`, log },
    );
    if (copy) return copy;
    // A promise of one query (a drizzle query runs again on each `then`).
    const loading = db.select().from(t).execute();
    copy = loading;
    // A failed read is not kept: the next caller tries again.
    loading.catch(() => {
      if (copy === loading) drop();
    });
    return loading;
  };

  const view = (key: SettingKey, row: Row | undefined, value: number | string): SettingView => {
    const s = OPERATOR_SETTINGS[key];
    return {
      key,
      group: s.group,
      label: s.label,
      unit: s.unit,
      help: s.help,
      value,
      defaultValue: defaults[key],
      min: s.kind === 'int' ? s.min : null,
      max: s.kind === 'int' ? s.max : null,
      changedBy: row?.changedByName ?? null,
      changedAt: row ? row.changedAt.getTime() : null,
    };
  };

  return {
    /** Every setting's value in force now (the in-memory copy). */
    async values(): Promise<SettingValues> {
      return inForce(await rows(), defaults);
    },

    /** The console's list: value, default, bounds, last change — read from the table. */
    async list(): Promise<SettingView[]> {
      const stored = await db.select().from(t);
      const values = inForce(stored, defaults);
      return SETTING_KEYS.map((k) =>
        view(
          k,
          stored.find((r) => r.key === k),
          values[k],
        ),
      );
    },

    /** Changes one setting within its bounds, audited on the same transaction; in force at once. */
    async change(key: string, raw: unknown, who: { id: number; name: string }, audit: SettingAudit): Promise<SettingView> {
      if (!isSettingKey(key)) throw fail('ERR_ADMIN_SETTING_NOT_FOUND');
      const parsed = settingSchema(key).safeParse(typeof raw === 'string' ? raw.trim() : raw);
      if (!parsed.success) {
        const s = OPERATOR_SETTINGS[key];
        const bounds = s.kind === 'int' ? { min: s.min, max: s.max } : {};
        throw fail('ERR_ADMIN_SETTING_OUT_OF_BOUNDS', { message: parsed.error.issues[0]?.message, data: { key, ...bounds } });
      }
      const value = parsed.data;
      const row = await db.transaction(async (tx) => {
        // One change of a key at a time, so that "before" is what the change replaced.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'operator-setting:' + key}))`);
        const [old] = await tx.select().from(t).where(eq(t.key, key));
        const before = old && settingSchema(key).safeParse(old.value).success ? old.value : defaults[key];
        const [saved] = await tx
          .insert(t)
          .values({ key, value, changedByStaffId: who.id, changedByName: who.name, changedAt: ctx.clock.now() })
          .onConflictDoUpdate({ target: t.key, set: { value, changedByStaffId: who.id, changedByName: who.name, changedAt: ctx.clock.now() } })
          .returning();
        await audit(tx, { action: 'setting.changed', target: key, before: { value: before }, after: { value } });
        return saved;
      });
      drop();
      return view(key, row, value);
    },

    async close(): Promise<void> {
      await listener?.close();
      listener = undefined;
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
