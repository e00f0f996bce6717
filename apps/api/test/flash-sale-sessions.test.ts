/**
 * /speedKill's API (issue #18): the sessions answer (running and upcoming flash sales of today
 * and tomorrow with their sold share), 提醒我 (good, refused, visitor, idempotent, cancel), the
 * console's 提醒人数, and the reminder job: once the sale has started, two workers running it
 * at once and a third run afterwards send each member one inbox message. The sales are made
 * through the console's API; the job's handler is the one the module registers with the queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { FlashSaleRemindResult, FlashSaleSessionList } from '@shop/contracts/flash-sale-sessions';
import type { FlashSaleAdminRow } from '@shop/contracts/marketing-admin';
import type { JobQueue } from '../src/platform/jobs.ts';
import { Browser, randomText, signIn, startTestApi, type TestApi } from './harness.ts';
import { HOUR, marketingFixtures } from './admin-marketing-fixtures.ts';

const BASE = '/api/admin/marketing/flash-sales';
const SESSIONS = '/api/act/seckill/sessions';
const REMIND = '/api/act/seckill/remind';
const cron = new Map<string, () => Promise<void>>();
/** The API's job queue: the cron handlers kept for the test to run (as two workers would). */
const jobs: JobQueue = { send: async () => {}, work: () => {}, every: (name, _cron, handler) => void cron.set(name, handler) };

let t: TestApi;
let admin: Browser;
const made: { actCd: string; skuCode: string }[] = [];

beforeAll(async () => {
  t = await startTestApi({}, undefined, { jobs });
  admin = await marketingFixtures(t).staffSignedIn();
});

afterAll(async () => {
  for (const m of made) await admin?.post(`${BASE}/${m.actCd}/${m.skuCode}/end`, {});
  await t?.close();
});

/** A flash sale of a free SKU, `fromNowH` hours from now, 10 units. */
async function sale(fromNowH: number, hours = 2) {
  const sku = await marketingFixtures(t).freeSku(1000);
  const beginAt = Date.now() + fromNowH * HOUR;
  const r = await admin.post<FlashSaleAdminRow>(BASE, {
    name: `场次测试${randomText(3)}`,
    skuCode: sku.skuCode,
    beginAt,
    endAt: beginAt + hours * HOUR,
    actPrice: sku.price - 500,
    actStock: 10,
    limitPerMember: 2,
    previewHours: 24,
    siteCodes: null,
  });
  expect(r.status).toBe(200);
  made.push({ actCd: r.body.data.actCd, skuCode: sku.skuCode });
  return { ...sku, actCd: r.body.data.actCd, actPrice: sku.price - 500, beginAt };
}

const itemOf = (list: FlashSaleSessionList, skuCd: string) => {
  for (const s of list.sessions) {
    const item = s.items.find((i) => i.skuCd === skuCd);
    if (item) return { session: s, item };
  }
  return undefined;
};

const remindersOf = async (actCd: string, skuCode: string) => {
  const rows = await admin.get<{ list: FlashSaleAdminRow[] }>(`${BASE}?product=${skuCode}&pageSize=50`);
  return rows.body.data.list.find((r) => r.actCd === actCd)!.reminders;
};

const messagesOf = async (userNo: string) => {
  const [m] = await t.database.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.userNo, userNo));
  return t.database.db
    .select({ title: schema.systemMessages.title, body: schema.systemMessages.body, link: schema.systemMessages.link, kind: schema.systemMessages.kind })
    .from(schema.systemMessages)
    .where(and(eq(schema.systemMessages.memberId, m!.id), eq(schema.systemMessages.kind, 'activity')));
};

describe('flash-sale sessions', () => {
  it('answers running and upcoming sessions with prices, the sold share and the buying page', async () => {
    const running = await sale(-1);
    const upcoming = await sale(1);
    // Two units sold of ten: 20 %.
    await t.database.pool.query('UPDATE activity_skus SET act_stock = 8 WHERE sku_code = $1 AND activity_id = (SELECT id FROM activities WHERE act_cd = $2)', [
      running.skuCode,
      running.actCd,
    ]);
    const r = await new Browser(t.baseUrl).get<FlashSaleSessionList>(SESSIONS);
    expect(r.status).toBe(200);
    expect(Math.abs(r.body.data.serverTimeMs - Date.now())).toBeLessThan(60_000);
    expect(r.body.data.signedIn).toBe(false);
    const run = itemOf(r.body.data, running.skuCode)!;
    expect(run.session).toMatchObject({ state: 'running', stateText: '抢购中' });
    expect(run.session.label).toMatch(/^(昨日 )?\d\d:\d\d$/);
    expect(run.item).toMatchObject({
      actCd: running.actCd,
      actPrice: running.actPrice,
      price: running.price,
      stock: 8,
      soldPercent: 20,
      soldOut: false,
      reminded: false,
      href: `/activityproduct/${running.spuCode}/${running.skuCode}`,
    });
    const next = itemOf(r.body.data, upcoming.skuCode)!;
    expect(next.session).toMatchObject({ state: 'upcoming', stateText: '即将开始' });
    expect(Math.floor(next.session.beginMs / 60_000)).toBe(Math.floor(upcoming.beginAt / 60_000));
    expect(next.session.label).toMatch(/^(明日 )?\d\d:\d\d$/);
    expect(next.item.soldPercent).toBe(0);
    const begins = r.body.data.sessions.map((s) => s.beginMs);
    expect(begins).toEqual([...begins].sort((x, y) => x - y));
  });
});

describe('提醒我', () => {
  it('sets a reminder on an upcoming SKU once, shows it to that member only, counts it in the console and cancels it', async () => {
    const s = await sale(2);
    const member = new Browser(t.baseUrl);
    await signIn(member);
    const body = { actCd: s.actCd, skuCd: s.skuCode };

    const first = await member.post<FlashSaleRemindResult>(REMIND, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ ...body, reminded: true });
    expect((await member.post(REMIND, body)).status).toBe(200);
    expect(await remindersOf(s.actCd, s.skuCode)).toBe(1);

    const mine = await member.get<FlashSaleSessionList>(SESSIONS);
    expect(mine.body.data.signedIn).toBe(true);
    expect(itemOf(mine.body.data, s.skuCode)!.item.reminded).toBe(true);
    const other = new Browser(t.baseUrl);
    await signIn(other);
    expect(itemOf((await other.get<FlashSaleSessionList>(SESSIONS)).body.data, s.skuCode)!.item.reminded).toBe(false);

    const cancelled = await member.post<FlashSaleRemindResult>(`${REMIND}/cancel`, body);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.reminded).toBe(false);
    expect(await remindersOf(s.actCd, s.skuCode)).toBe(0);
    expect(itemOf((await member.get<FlashSaleSessionList>(SESSIONS)).body.data, s.skuCode)!.item.reminded).toBe(false);
  });

  it('refuses a visitor, a running or unknown sale and a malformed body, adding nothing', async () => {
    const running = await sale(-1);
    const upcoming = await sale(3);
    const visitor = await new Browser(t.baseUrl).prime();
    const v = await visitor.post(REMIND, { actCd: upcoming.actCd, skuCd: upcoming.skuCode });
    expect(v.status).toBe(401);
    expect(v.body).toMatchObject({ success: false, code: 'E_USER_4010' });

    const member = new Browser(t.baseUrl);
    await signIn(member);
    const started = await member.post(REMIND, { actCd: running.actCd, skuCd: running.skuCode });
    expect(started.status).toBe(400);
    expect(started.body).toMatchObject({ success: false, code: 'ERR_SECKILL_REMIND_STARTED', message: '秒杀已开始，无需设置提醒，请直接抢购' });
    const unknown = await member.post(REMIND, { actCd: upcoming.actCd, skuCd: 'NO-SUCH-SKU' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('秒杀商品不存在');
    const bad = await member.post(REMIND, { actCd: upcoming.actCd });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(await remindersOf(upcoming.actCd, upcoming.skuCode)).toBe(0);
    expect(await remindersOf(running.actCd, running.skuCode)).toBe(0);
  });

  it('sends each member one inbox message when the sale starts, even with two workers running the job at once', async () => {
    const s = await sale(4);
    const a = new Browser(t.baseUrl);
    const b = new Browser(t.baseUrl);
    const ua = await signIn(a);
    const ub = await signIn(b);
    for (const m of [a, b]) expect((await m.post(REMIND, { actCd: s.actCd, skuCd: s.skuCode })).status).toBe(200);
    const job = cron.get('flash-sale-reminders')!;
    expect(job).toBeTypeOf('function');

    await job();
    expect(await messagesOf(ua.user.userNo)).toEqual([]);

    t.clock.offsetMs = s.beginAt - Date.now() + 60_000;
    try {
      await Promise.all([job(), job()]);
      await job();
    } finally {
      t.clock.offsetMs = 0;
    }
    for (const u of [ua, ub]) {
      const got = await messagesOf(u.user.userNo);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ title: '您设置提醒的秒杀开始了', link: `/activityproduct/${s.spuCode}/${s.skuCode}` });
      expect(got[0]!.body).toContain('限时秒杀已开始');
    }
    // Sent: the reminder stays counted, and a cancel now changes nothing.
    expect((await a.post(`${REMIND}/cancel`, { actCd: s.actCd, skuCd: s.skuCode })).status).toBe(200);
    expect(await remindersOf(s.actCd, s.skuCode)).toBe(2);
  });
});
