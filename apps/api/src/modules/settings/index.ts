/**
 * Module entry: 系统设置 (issue #16, 系统) — the settings an operator may change in the console
 * (order pay time limit, auto-confirm days, SMS code limits, the live chat's service hours), their
 * table operator_settings, the in-memory copy every process keeps (NOTIFY operator_settings) and
 * the console's /api/admin/settings. Needs: settings-needs.ts (SettingsNeeds).
 */
import type { FastifyInstance } from 'fastify';
import type { SettingValues } from '@shop/contracts/operator-settings';
import { createSettingsStore } from './settings.store.ts';
import { settingsRoutes } from './settings-routes.ts';
import type { SettingsNeeds } from './settings-needs.ts';

export type { SettingsNeeds } from './settings-needs.ts';

/** The settings in force, for the modules that apply them (a cheap read: the process's copy). */
export interface OperatorSettings {
  values(): Promise<SettingValues>;
}

export interface SettingsProvides {
  settings: OperatorSettings;
}

export function registerSettings(api: FastifyInstance, needs: SettingsNeeds): SettingsProvides {
  const store = createSettingsStore(needs.ctx, (msg, err) => api.log.warn({ err }, msg));
  api.addHook('onClose', async () => store.close());
  settingsRoutes(api, needs.staff, store);
  return { settings: { values: () => store.values() } };
}
