/**
 * 系统设置 routes of the back office (@shop/contracts/endpoints/admin-settings), both behind
 * settings.write (guards and no-store from platform/admin-route.ts). A change is audited on its
 * own transaction.
 */
import type { FastifyInstance } from 'fastify';
import { adminSettingsEndpoints as e } from '@shop/contracts/endpoints/admin-settings';
import { adminRouter } from '../../platform/admin-route.ts';
import { ok } from '../../platform/envelope.ts';
import type { SettingsStaff } from './settings-needs.ts';
import type { SettingsStore } from './settings.store.ts';

export function settingsRoutes(api: FastifyInstance, staff: SettingsStaff, store: SettingsStore) {
  const route = adminRouter(api, staff);
  route(e.list, 'settings.write', async (req) => ok(req, { items: await store.list() }));
  route(e.update, 'settings.write', async (req) =>
    ok(req, await store.change(req.params.key, req.body.value, staff.staffOf(req), (tx, what) => staff.audit(tx, req, what))),
  );
}
