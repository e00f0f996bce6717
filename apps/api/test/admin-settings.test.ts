/**
 * 系统设置 of the back office (issue #16, 系统) against the real database: the list (values,
 * defaults with the deployment's own, bounds, last change), a change within bounds (audited with
 * before / after, shown as the last change), out-of-bounds and malformed values (400 naming the
 * bound, nothing written), an unknown key (404), a role without settings.write (403, nothing
 * changed, no audit row) — and the effect: a new order's pay deadline uses the new time limit
 * while an order placed before keeps its own, the SMS limits apply to the next request on every
 * worker (a second app on the same database hears NOTIFY operator_settings), the chat's service
 * hours and the auto-confirm days apply at once.
 *
 * The settings are global, so this file runs on a database of its own (made here, migrated and
 * seeded, dropped at the end): the other test files, running at the same time, keep the defaults.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import { eq } from 'drizzle-orm';
import { connect, runMigrations, schema, seedDemoData } from '@shop/db';
import type { SettingList, SettingView } from '@shop/contracts/operator-settings';
import type { OrderDetail } from '@shop/contracts/order';
import { Browser, fakeIp, freshMobile, staffSignedIn, startTestApi, type Reply, type TestApi } from './harness.ts';
import { createFixture, shopper, type Fixture } from './checkout-fixtures.ts';
import { lifecycleFor, orderRow, pay, placeOrder } from './order-fixtures.ts';
import { createSettingsStore } from '../src/modules/settings/settings.store.ts';
import type { ApiContext } from '../src/platform/types.ts';

const ownDb = `shop_settings_${randomBytes(4).toString('hex')}`;
const sharedUrl = new URL(testDatabaseUrl());
const ownUrl = Object.assign(new URL(sharedUrl), { pathname: `/${ownDb}` }).toString();
const IP_DEFAULT = 10_000;

let t: TestApi;
let f: Fixture;

beforeAll(async () => {
  const admin = connect(sharedUrl.toString(), { max: 1 });
  await admin.pool.query(`CREATE DATABASE ${ownDb}`);
  await admin.close();
  const own = connect(ownUrl, { max: 2 });
  await runMigrations(own);
  await seedDemoData(own);
  await own.close();
  t = await startTestApi({ sms: { ipHourlyLimit: IP_DEFAULT } }, undefined, { databaseUrl: ownUrl });
  f = await createFixture(t.database.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
  const admin = connect(sharedUrl.toString(), { max: 1 });
  await admin.pool.query(`DROP DATABASE IF EXISTS ${ownDb} WITH (FORCE)`);
  await admin.close();
});

interface AuditRow {
  staff_id: number | null;
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const staff = (role = '超级管理员') => staffSignedIn(t, role, '设置测试');

const auditOf = async (key: string) =>
  (await t.database.pool.query<AuditRow>('SELECT staff_id, action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [key])).rows;
const storedOf = async (key: string) => (await t.database.pool.query('SELECT value FROM operator_settings WHERE key = $1', [key])).rows[0]?.value;
const list = async (b: Browser) => (await b.get<SettingList>('/api/admin/settings')).body.data.items;
const put = (b: Browser, key: string, value: unknown) => b.request<SettingView>('PUT', `/api/admin/settings/${key}`, { json: { value } });

function expectBound(res: Reply, message: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_SETTING_OUT_OF_BOUNDS' });
  expect(res.body.message).toMatch(message);
}

describe('系统设置: list and change', () => {
  it('lists every setting with its value, default (the deployment’s own where given), bounds and unit', async () => {
    const { b } = await staff();
    const res = await b.get<SettingList>('/api/admin/settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const byKey = new Map(res.body.data.items.map((s) => [s.key, s]));
    expect(byKey.get('orderPayTimeoutMinutes')).toMatchObject({ group: 'order', label: '订单支付时限', unit: '分钟', defaultValue: 30, min: 5, max: 120 });
    expect(byKey.get('orderAutoConfirmDays')).toMatchObject({ unit: '天', defaultValue: 7, min: 7, max: 30 });
    expect(byKey.get('smsPerIpHourly')).toMatchObject({ group: 'sms', defaultValue: IP_DEFAULT, min: 10, max: 100_000 });
    expect(byKey.get('chatServiceHours')).toMatchObject({ group: 'chat', defaultValue: '08:00-20:00', min: null, max: null });
    expect([...byKey.keys()].sort()).toEqual(
      ['chatServiceHours', 'orderAutoConfirmDays', 'orderPayTimeoutMinutes', 'smsPerIpHourly', 'smsPerMobileDaily', 'smsPerMobileHourly'].sort(),
    );
  });

  it('changes a setting within its bounds: audited with before and after, shown as the last change', async () => {
    const { b, account } = await staff();
    const before = (await list(b)).find((s) => s.key === 'smsPerMobileDaily')!;
    const res = await put(b, 'smsPerMobileDaily', 12);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: 'smsPerMobileDaily', value: 12, changedBy: account.name });
    expect(Math.abs(res.body.data.changedAt! - Date.now())).toBeLessThan(60_000);
    expect((await list(b)).find((s) => s.key === 'smsPerMobileDaily')).toMatchObject({ value: 12, changedBy: account.name });
    const rows = await auditOf('smsPerMobileDaily');
    expect(rows.at(-1)).toMatchObject({ action: 'setting.changed', before: { value: before.value }, after: { value: 12 } });
    expect(await storedOf('smsPerMobileDaily')).toBe(12);

    // Back to the default, audited again.
    expect((await put(b, 'smsPerMobileDaily', 10)).status).toBe(200);
    expect((await auditOf('smsPerMobileDaily')).at(-1)).toMatchObject({ before: { value: 12 }, after: { value: 10 } });
  });

  it('refuses a value out of bounds or malformed with a Chinese message naming the bound; nothing written', async () => {
    const { b } = await staff();
    const audits = (await auditOf('orderPayTimeoutMinutes')).length;
    const stored = await storedOf('orderPayTimeoutMinutes');
    expectBound(await put(b, 'orderPayTimeoutMinutes', 121), '订单支付时限不能超过120分钟');
    expectBound(await put(b, 'orderPayTimeoutMinutes', 4), '订单支付时限不能少于5分钟');
    expectBound(await put(b, 'orderPayTimeoutMinutes', 7.5), '订单支付时限须为整数');
    expectBound(await put(b, 'orderPayTimeoutMinutes', '三十'), '订单支付时限须为整数');
    expectBound(await put(b, 'orderAutoConfirmDays', 6), '自动确认收货不能少于7天');
    expectBound(await put(b, 'smsPerIpHourly', 100_001), '每个IP每小时验证码上限不能超过100000条');
    expectBound(await put(b, 'chatServiceHours', '21:00-09:00'), '服务开始时间须早于结束时间');
    expectBound(await put(b, 'chatServiceHours', '9点到21点'), '服务时间格式为 HH:MM-HH:MM');
    const missing = await b.request('PUT', '/api/admin/settings/orderPayTimeoutMinutes', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('E_VALIDATION');
    expect((await auditOf('orderPayTimeoutMinutes')).length).toBe(audits);
    expect(await storedOf('orderPayTimeoutMinutes')).toBe(stored);
  });

  it('answers 404 for a setting that does not exist', async () => {
    const { b } = await staff();
    const res = await put(b, 'noSuchSetting', 1);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_SETTING_NOT_FOUND', message: '没有这项设置' });
    expect(await auditOf('noSuchSetting')).toEqual([]);
  });

  it('refuses a role without settings.write (403): nothing changed, no audit row', async () => {
    for (const role of ['运营', '客服', '财务']) {
      const { b } = await staff(role);
      const audits = (await auditOf('orderAutoConfirmDays')).length;
      const read = await b.get('/api/admin/settings');
      expect(read.status).toBe(403);
      expect(read.body).toMatchObject({ success: false });
      const write = await put(b, 'orderAutoConfirmDays', 20);
      expect(write.status).toBe(403);
      expect(write.body).toMatchObject({ success: false });
      expect(await storedOf('orderAutoConfirmDays')).not.toBe(20);
      expect((await auditOf('orderAutoConfirmDays')).length).toBe(audits);
    }
    // A member token is not a staff session.
    const member = await shopper(t.baseUrl);
    expect((await member.b.get('/api/admin/settings')).status).toBe(401);
  });
});

describe('系统设置: the changes take effect at once', () => {
  it('reads the table once, then from memory until NOTIFY operator_settings says a row changed', async () => {
    let selects = 0;
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects++;
        return Reflect.get(target, prop, receiver);
      },
    });
    const ctx = (t.app as unknown as { apiContext: ApiContext }).apiContext;
    const store = createSettingsStore({ ...ctx, database: { ...t.database, db } }, () => {});
    try {
      await store.values();
      // Once its LISTEN is in place (which drops the copy once more), reads cost no query.
      await new Promise((r) => setTimeout(r, 500));
      await store.values();
      selects = 0;
      for (let i = 0; i < 20; i++) expect((await store.values()).smsPerMobileDaily).toBe(10);
      expect(selects).toBe(0);
      // Another process changes a row (here: SQL): the copy is dropped and read again.
      await t.database.pool.query(
        "INSERT INTO operator_settings (key, value) VALUES ('smsPerMobileDaily', '11') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
      );
      await expect.poll(async () => (await store.values()).smsPerMobileDaily, { timeout: 5_000 }).toBe(11);
      expect(selects).toBeGreaterThanOrEqual(1);
    } finally {
      await t.database.pool.query("UPDATE operator_settings SET value = '10' WHERE key = 'smsPerMobileDaily'");
      await store.close();
    }
  });

  it('a new order gets the new pay time limit; an order placed before keeps its deadline', async () => {
    const { b } = await staff();
    const s = await shopper(t.baseUrl);
    const before = await orderRow(t.database.db, (await placeOrder(s, f.sku.plenty)).orderNo);
    expect(before.payDeadline.getTime() - before.createdAt.getTime()).toBe(30 * 60_000);

    expect((await put(b, 'orderPayTimeoutMinutes', 45)).status).toBe(200);
    try {
      const placed = await placeOrder(s, f.sku.plenty);
      expect(placed.payDeadlineMs).toBeDefined();
      const after = await orderRow(t.database.db, placed.orderNo);
      expect(after.payDeadline.getTime() - after.createdAt.getTime()).toBe(45 * 60_000);
      expect((await orderRow(t.database.db, before.orderNo)).payDeadline.getTime()).toBe(before.payDeadline.getTime());
    } finally {
      expect((await put(b, 'orderPayTimeoutMinutes', 30)).status).toBe(200);
    }
  });

  it('auto-confirm uses the days in force, and the member’s order page says them', async () => {
    const { b } = await staff();
    const s = await shopper(t.baseUrl);
    const life = lifecycleFor(t);
    const placed = await placeOrder(s, f.sku.plenty);
    await pay(t.database.db, life, placed.orderNo, 'full', placed.payableAmt);
    for (let i = 0; i < 10; i++)
      if ((await s.b.post<{ moved: string }>(`/api/dev/orders/${placed.orderNo}/advance`, {})).body.data.moved === 'delivered') break;
    await t.database.db
      .update(schema.orders)
      .set({ deliveredAt: new Date(Date.now() - 8 * 24 * 3600_000) })
      .where(eq(schema.orders.orderNo, placed.orderNo));
    const detail = async () => (await s.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: placed.orderNo })).body.data;

    expect((await put(b, 'orderAutoConfirmDays', 10)).status).toBe(200);
    try {
      expect(await detail()).toMatchObject({ status: 'delivered', autoConfirmDays: 10 });
      await life.completeOverdue(new Date());
      expect((await orderRow(t.database.db, placed.orderNo)).status).toBe('delivered');

      expect((await put(b, 'orderAutoConfirmDays', 7)).status).toBe(200);
      expect((await detail()).autoConfirmDays).toBe(7);
      expect(await life.completeOverdue(new Date())).toBeGreaterThanOrEqual(1);
      const done = await detail();
      expect(done.status).toBe('completed');
    } finally {
      await put(b, 'orderAutoConfirmDays', 7);
    }
  });

  it('SMS limits apply to the next request, on this worker and on another one (NOTIFY)', async () => {
    const { b } = await staff();
    const other = await startTestApi({ sms: { ipHourlyLimit: IP_DEFAULT } }, undefined, { databaseUrl: ownUrl });
    try {
      const ip = fakeIp();
      const ask = (base: string) => new Browser(base, ip).prime().then((c) => c.post('/api/auth/code/sms', { mobile: freshMobile(), deviceId: 'test' }));
      // Both workers have read the settings (and keep them) before the change.
      expect((await ask(t.baseUrl)).status).toBe(200);
      expect((await ask(other.baseUrl)).status).toBe(200);

      expect((await put(b, 'smsPerIpHourly', 10)).status).toBe(200);
      for (let i = 2; i < 10; i++) expect((await ask(t.baseUrl)).status).toBe(200);
      const refused = await ask(t.baseUrl);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('E_SMS_IP_LIMIT');
      // The other worker heard of the change (NOTIFY operator_settings) without a restart.
      await expect.poll(async () => (await ask(other.baseUrl)).body.code, { timeout: 5_000 }).toBe('E_SMS_IP_LIMIT');

      // Per mobile an hour: one code, then the same mobile is refused after the 60 s wait.
      expect((await put(b, 'smsPerMobileHourly', 1)).status).toBe(200);
      const shopperB = await new Browser(t.baseUrl).prime();
      const mobile = freshMobile();
      expect((await shopperB.post('/api/auth/code/sms', { mobile, deviceId: 'test' })).status).toBe(200);
      t.clock.offsetMs = 61_000;
      const again = await shopperB.post('/api/auth/code/sms', { mobile, deviceId: 'test' });
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ code: 'E_SMS_HOURLY_LIMIT', message: '该手机号获取验证码过于频繁，请1小时后再试' });
    } finally {
      t.clock.offsetMs = 0;
      await put(b, 'smsPerIpHourly', IP_DEFAULT);
      await put(b, 'smsPerMobileHourly', 10);
      await other.close();
    }
  });

  it('the chat’s service hours apply at once', async () => {
    const { b } = await staff();
    const visitor = await new Browser(t.baseUrl).prime();
    const open = async () =>
      (await visitor.post<{ service: { open: boolean; hours: string; backAt: string | null } }>('/api/customerChat/open', {})).body.data.service;
    expect((await put(b, 'chatServiceHours', '00:00-24:00')).status).toBe(200);
    try {
      expect(await open()).toMatchObject({ open: true, hours: '00:00-24:00' });
      // A one-minute window that has just passed (or is next): closed now, back at its start.
      const wall = new Date(Date.now() + 8 * 3600_000);
      const closedStart = (wall.getUTCHours() + 2) % 22;
      const hh = String(closedStart).padStart(2, '0');
      expect((await put(b, 'chatServiceHours', `${hh}:00-${hh}:01`)).status).toBe(200);
      expect(await open()).toMatchObject({ open: false, hours: `${hh}:00-${hh}:01` });
    } finally {
      await put(b, 'chatServiceHours', '08:00-20:00');
    }
  });
});
