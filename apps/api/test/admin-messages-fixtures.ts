/** What the 消息 tests share: a signed-in staff member of a role, and a member signed in by SMS. */
import { expect } from 'vitest';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, freshMobile, randomText, signIn, type TestApi } from './harness.ts';

const NEW_PASSWORD = 'Lantern-2026-ok';

export function messagesFixtures(t: TestApi) {
  /** A staff member of `role`, signed in, one-time password replaced. */
  async function staffSignedIn(role = '运营') {
    const account = await createStaffAccount(t.database, { name: `消息测试${randomText(4)}`, role, actor: '测试 admin:create' });
    const b = await new Browser(t.baseUrl).prime();
    expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
    expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
    return { b, account };
  }

  /** A member signed in through SMS (the shop's own path). */
  async function newMember() {
    const shopper = new Browser(t.baseUrl);
    const signed = await signIn(shopper, freshMobile());
    const { rows } = await t.database.pool.query<{ id: string }>('SELECT id FROM members WHERE user_no = $1', [signed.user.userNo]);
    return { shopper, mobile: signed.mobile, userNo: signed.user.userNo, id: Number(rows[0]!.id) };
  }

  return { staffSignedIn, newMember };
}
