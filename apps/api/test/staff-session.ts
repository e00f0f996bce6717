/**
 * Console tests' staff: an account of a role made by the command's code, signed in over HTTP
 * with its one-time password changed; and the checks of a refused or rejected console call.
 */
import { expect } from 'vitest';
import type { Database } from '@shop/db';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, type Reply } from './harness.ts';

const NEW_PASSWORD = 'Lantern-2026-ok';

export async function staffSignedIn(t: { database: Database; baseUrl: string }, role: string, label = '测试') {
  const account = await createStaffAccount(t.database, { name: `${label}${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
  return b;
}

export function expect400(res: Reply, message: string | RegExp, code = 'E_VALIDATION') {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code });
  expect(res.body.message).toMatch(message);
}

export function expect403(res: Reply) {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN' });
}

export interface AuditRow {
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit rows of one target, oldest first. */
export async function auditRowsOf(database: Database, target: string) {
  return (await database.pool.query<AuditRow>('SELECT action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [target])).rows;
}

export async function auditCount(database: Database) {
  return Number((await database.pool.query('SELECT count(*) AS n FROM staff_audit_log')).rows[0].n);
}
