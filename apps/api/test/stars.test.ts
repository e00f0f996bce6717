/**
 * Star diamonds (memberStar/*) and star coin: conversion of points once per Beijing day in
 * one transaction with the points spend (twice the same day refused, the next day allowed,
 * concurrent conversions → exactly one, insufficient points → nothing written), order-earned
 * pending/effective entries, detail privacy, and the daily star-coin sign-in with its streak.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { ConvertResult, SignInResult, StarCoinInfo, StarCoinPage, StarEntry, StarEntryPage, StarSummary } from '@shop/contracts/stars';
import { Browser, signIn, useTestApi } from './harness.ts';
import { createFixture, dropFixture, shopper, type Fixture } from './checkout-fixtures.ts';
import { lifecycleFor, pay, placeOrder, type TestLifecycle } from './order-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
const DAY = 24 * 3600 * 1000;
let f: Fixture;
let life: TestLifecycle;
beforeAll(async () => {
  f = await createFixture(t.database.db);
  life = lifecycleFor(t);
});
afterAll(async () => {
  await dropFixture(t.database.db, f);
});

async function member() {
  const b = new Browser(t.baseUrl);
  const s = await signIn(b);
  const [m] = await t.database.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.userNo, s.user.userNo));
  return { b, id: m!.id, mobile: s.mobile };
}
/** Moves the server clock; the access token of the old time has expired, so the member signs in again at the new time. */
async function moveClock(b: Browser, mobile: string, offsetMs: number) {
  t.clock.offsetMs = offsetMs;
  b.cookies.clear();
  await signIn(b, mobile);
}
const pointsOf = async (memberId: number) =>
  Number(
    (
      await t.database.db
        .select({ s: sql<string>`coalesce(sum(${schema.pointEntries.delta}), 0)` })
        .from(schema.pointEntries)
        .where(eq(schema.pointEntries.memberId, memberId))
    )[0]!.s,
  );
const starRows = async (memberId: number) =>
  (await t.database.db.execute<{ amount: number }>(sql`SELECT amount FROM star_diamond_entries WHERE member_id = ${memberId}`)).rows;
const info = (b: Browser) => b.get<StarSummary>('/api/member/memberStar/getUserPointInfo');
const convert = (b: Browser, points: unknown) => b.post<ConvertResult>('/api/member/memberStar/convert', { points });

describe('memberStar conversion', () => {
  it('converts 100 points to 1 star diamond once per Beijing day, in one transaction with the points spend', async () => {
    const { b, id, mobile } = await member();
    const before = await pointsOf(id);
    expect(before).toBe(1000);
    const first = await convert(b, 300);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      pointsAvailable: 700,
      effective: 3,
      entry: { source: 'convert', amount: 3, state: 'effective', stateLabel: '生效', pointsSpent: 300 },
    });
    expect(first.body.data.entry.code).toMatch(/^C[0-9A-F]{12}$/);
    expect(await pointsOf(id)).toBe(700);
    // The points ledger shows the spend.
    const ledger = await b.post<{ list: { delta: number; kind: string }[] }>('/api/member/memberPnt/getAvaPntDetail', { type: 'spend' });
    expect(ledger.body.data.list[0]).toMatchObject({ delta: -300, kind: 'star_convert' });

    const second = await convert(b, 100);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'ERR_STAR_CONVERT_ONCE_PER_DAY', message: '每天仅可兑换一次，请明天再来' });
    expect(await pointsOf(id)).toBe(700);
    expect((await info(b)).body.data).toMatchObject({
      effective: 3,
      pending: 0,
      convertedToday: true,
      pointsAvailable: 700,
      rate: { points: 100, diamonds: 1 },
    });

    // The next Beijing day (the server clock moved by the test hook): allowed again.
    await moveClock(b, mobile, DAY);
    expect((await info(b)).body.data.convertedToday).toBe(false);
    const nextDay = await convert(b, 200);
    expect(nextDay.status, JSON.stringify(nextDay.body)).toBe(200);
    expect(nextDay.body.data).toMatchObject({ pointsAvailable: 500, effective: 5 });
    expect((await starRows(id)).map((r) => r.amount).sort()).toEqual([2, 3]);

    // Per-browser clock cookie works too: two days on, once more.
    t.clock.offsetMs = 0;
    b.cookies.clear();
    b.cookies.set('shop_clock_offset', String(2 * DAY));
    await signIn(b, mobile);
    expect((await convert(b, 100)).status).toBe(200);
    expect((await convert(b, 100)).status).toBe(409);
    expect(await pointsOf(id)).toBe(400);
  });

  it('refuses more points than the balance, writing nothing', async () => {
    const { b, id } = await member();
    const res = await convert(b, 1100);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ERR_POINTS_INSUFFICIENT', message: '积分不足' });
    expect(await pointsOf(id)).toBe(1000);
    expect(await starRows(id)).toEqual([]);
    // The refused attempt does not use up the day.
    expect((await convert(b, 1000)).status).toBe(200);
    expect(await pointsOf(id)).toBe(0);
  });

  it('lets exactly one of concurrent conversions through', async () => {
    const { b, id } = await member();
    const replies = await Promise.all(Array.from({ length: 6 }, () => convert(b, 100)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.code === 'ERR_STAR_CONVERT_ONCE_PER_DAY')).toBe(true);
    expect(await pointsOf(id)).toBe(900);
    expect(await starRows(id)).toHaveLength(1);
  });

  it('validates the amount with Chinese messages', async () => {
    const { b, id } = await member();
    const cases: [unknown, string][] = [
      [50, '每次至少兑换 100 积分'],
      [150, '兑换积分须为 100 的整数倍'],
      [100.5, '兑换积分须为 100 的整数倍'],
      [200_000, '每次最多兑换 100000 积分'],
      ['100', '请输入要兑换的积分'],
      [undefined, '请输入要兑换的积分'],
    ];
    for (const [points, message] of cases) {
      const res = await convert(b, points);
      expect(res.status, String(points)).toBe(400);
      expect(res.body).toMatchObject({ code: 'E_VALIDATION', message });
    }
    expect(await pointsOf(id)).toBe(1000);
  });

  it('needs a signed-in member (a visitor token gets nothing)', async () => {
    const visitor = await new Browser(t.baseUrl).prime();
    for (const [method, path] of [
      ['POST', '/api/member/memberStar/convert'],
      ['POST', '/api/member/memberStar/getUserEffectHistory'],
      ['POST', '/api/member/memberStar/getUserPendHistory'],
      ['POST', '/api/member/memberStar/getSettleUserHistory'],
      ['POST', '/api/member/memberStar/getSettleUserHistoryDetail'],
      ['GET', '/api/member/memberStar/getSettleUserAccumulatePoints'],
      ['GET', '/api/member/memberStar/getSettleUserExpirePoints'],
      ['GET', '/api/member/memberStar/getUserPointInfo'],
      ['POST', '/api/member/starCoin/info'],
      ['POST', '/api/member/starCoin/signIn'],
      ['POST', '/api/member/starCoin/history'],
    ] as const) {
      const res = method === 'GET' ? await visitor.get(path) : await visitor.post(path, { points: 100, code: 'CABCDEF123456' });
      expect(res.status, path).toBe(401);
      expect(res.body.data, path).toBeNull();
    }
  });
});

describe('memberStar histories', () => {
  it('lists effective, pending (paid orders) and settled entries; detail only of your own', async () => {
    const s = await shopper(t.baseUrl);
    const [m] = await t.database.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.userNo, s.userNo));
    // A ¥3,000 paid order: 30 star diamonds pending.
    const order = await placeOrder(s, f.sku.plenty);
    await pay(t.database.db, life, order.orderNo, 'full', order.payableAmt);
    const converted = await convert(s.b, 200);
    expect(converted.status).toBe(200);

    const pend = await s.b.post<StarEntryPage>('/api/member/memberStar/getUserPendHistory', {});
    expect(pend.status).toBe(200);
    const expected = Math.floor(order.payableAmt / 10_000);
    expect(pend.body.data).toMatchObject({
      total: 1,
      list: [{ code: `O${order.orderNo}`, source: 'order', amount: expected, state: 'pending', stateLabel: '待生效', effectiveAt: null }],
    });
    const eff = await s.b.post<StarEntryPage>('/api/member/memberStar/getUserEffectHistory', { pageNo: 1, pageSize: 5 });
    expect(eff.body.data).toMatchObject({ total: 1, pageSize: 5, list: [{ code: converted.body.data.entry.code, amount: 2 }] });
    expect((await info(s.b)).body.data).toMatchObject({ effective: 2, pending: expected, settled: 0, expiringSoon: 0 });

    // Delivered and confirmed: the order's star diamonds become effective.
    for (let i = 0; i < 10; i++) {
      const moved = await s.b.post<{ moved: string }>(`/api/dev/orders/${order.orderNo}/advance`, {});
      if (moved.body.data?.moved === 'delivered') break;
    }
    expect((await s.b.post('/api/order/orderInfo/confirmReceipt', { ordNo: order.orderNo })).status).toBe(200);
    expect((await info(s.b)).body.data).toMatchObject({ effective: 2 + expected, pending: 0 });
    expect((await s.b.get<{ total: number }>('/api/member/memberStar/getSettleUserAccumulatePoints')).body.data.total).toBe(2 + expected);

    const detail = await s.b.post<StarEntry>('/api/member/memberStar/getSettleUserHistoryDetail', { code: `O${order.orderNo}` });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ orderNo: order.orderNo, state: 'effective', pointsSpent: order.payableAmt });

    // Another member asks for these codes: 404, nothing of the first member.
    const other = await member();
    for (const code of [`O${order.orderNo}`, converted.body.data.entry.code]) {
      const res = await other.b.post('/api/member/memberStar/getSettleUserHistoryDetail', { code });
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({ code: 'ERR_STAR_ENTRY_NOT_FOUND', message: '星钻记录不存在', data: null });
    }
    expect((await other.b.post<StarEntryPage>('/api/member/memberStar/getUserEffectHistory', {})).body.data.total).toBe(0);
    expect((await other.b.post<StarEntryPage>('/api/member/memberStar/getUserPendHistory', {})).body.data.total).toBe(0);
    expect(m).toBeTruthy();

    const bad = await s.b.post('/api/member/memberStar/getSettleUserHistoryDetail', { code: "C1' OR 1=1" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('星钻记录编号有误');
    const big = await s.b.post('/api/member/memberStar/getUserEffectHistory', { pageSize: 21 });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('每页最多20条');
    // Eleven and a half months on: all of it expires within 30 days; a year on: settled.
    const mobile = (await t.database.db.select({ mobile: schema.members.mobile }).from(schema.members).where(eq(schema.members.userNo, s.userNo)))[0]!.mobile;
    await moveClock(s.b, mobile, 350 * DAY);
    const expiring = await s.b.get<{ amount: number; days: number; earliestAt: string | null }>('/api/member/memberStar/getSettleUserExpirePoints');
    expect(expiring.body.data).toMatchObject({ amount: 2 + expected, days: 30 });
    expect(expiring.body.data.earliestAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await moveClock(s.b, mobile, 370 * DAY);
    const settled = await s.b.post<StarEntryPage>('/api/member/memberStar/getSettleUserHistory', {});
    expect(settled.body.data.total).toBe(2);
    expect(settled.body.data.list.every((e) => e.state === 'settled' && e.stateLabel === '已结算')).toBe(true);
    expect((await info(s.b)).body.data).toMatchObject({ effective: 0, settled: 2 + expected });
    expect((await s.b.get<{ total: number }>('/api/member/memberStar/getSettleUserAccumulatePoints')).body.data.total).toBe(2 + expected);
  });
});

describe('star coin', () => {
  it('signs in once per Beijing day, builds a streak with a bonus on the 7th day, and keeps a ledger', async () => {
    const { b, mobile } = await member();
    const first = await b.post<StarCoinInfo>('/api/member/starCoin/info', {});
    expect(first.body.data).toMatchObject({ balance: 0, signedToday: false, streak: 0, todayReward: 5, signedDays: [] });
    expect(first.body.data.month).toBe(first.body.data.today.slice(0, 7));

    const signed = await b.post<SignInResult>('/api/member/starCoin/signIn');
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data).toMatchObject({ reward: 5, streak: 1, balance: 5 });
    const again = await b.post('/api/member/starCoin/signIn');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_STAR_COIN_SIGNED_TODAY', message: '今天已经签到过了，明天再来吧' });
    const today = await b.post<StarCoinInfo>('/api/member/starCoin/info', {});
    expect(today.body.data).toMatchObject({ balance: 5, signedToday: true, streak: 1, todayReward: 5 });
    expect(today.body.data.signedDays).toContain(Number(today.body.data.today.slice(8, 10)));

    // Six more days in a row: the 7th gives 5 + 20.
    const rewards: number[] = [];
    for (let d = 1; d <= 6; d++) {
      await moveClock(b, mobile, d * DAY);
      rewards.push((await b.post<SignInResult>('/api/member/starCoin/signIn')).body.data.reward);
    }
    expect(rewards).toEqual([5, 5, 5, 5, 5, 25]);
    // A day missed: the streak starts again.
    await moveClock(b, mobile, 8 * DAY);
    expect((await b.post<StarCoinInfo>('/api/member/starCoin/info', {})).body.data).toMatchObject({ streak: 0, signedToday: false });
    expect((await b.post<SignInResult>('/api/member/starCoin/signIn')).body.data).toMatchObject({ reward: 5, streak: 1, balance: 60 });

    const history = await b.post<StarCoinPage>('/api/member/starCoin/history', { pageSize: 3 });
    expect(history.body.data).toMatchObject({ total: 8, pageSize: 3 });
    expect(history.body.data.list[0]).toMatchObject({ delta: 5, title: '每日签到（连续 1 天）' });
    expect(history.body.data.list[1]).toMatchObject({ delta: 25, title: '每日签到（连续 7 天）' });
  });

  it('counts concurrent sign-ins once and validates the month', async () => {
    const { b, id } = await member();
    const replies = await Promise.all(Array.from({ length: 5 }, () => b.post('/api/member/starCoin/signIn')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const rows = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM star_coin_entries WHERE member_id = ${id}`);
    expect(rows.rows[0]!.n).toBe(1);
    const bad = await b.post('/api/member/starCoin/info', { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('月份格式有误');
    const other = await b.post<StarCoinInfo>('/api/member/starCoin/info', { month: '2020-01' });
    expect(other.body.data).toMatchObject({ month: '2020-01', signedDays: [] });
  });
});
