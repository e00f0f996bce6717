/**
 * Trade-in completion (issue #17 item 5) against the real database: staff move a recycling order
 * through 已取件 → 质检中 → 已定价 in the console, the member accepts (已完成, the difference
 * settled) or declines (退回中 with a return waybill → 已退回), the sweep accepts an unanswered
 * price; every move once under concurrency, with its timeline row, its message and its audit
 * row; another member's number is 404; a role without trade-in.write gets 403 and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import type { RecycleDetail } from '@shop/contracts/inbox';
import { imeiCheckDigit, type AdminTradeInDetail, type AdminTradeInPage, type GetRecyclingResult } from '@shop/contracts/trade-in';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, useTestApi } from './harness.ts';
import { inboxMember, insertOrder, tradeInModel } from './inbox-fixtures.ts';

const t = useTestApi();

async function staff(role: string) {
  const account = await createStaffAccount(t.database, { name: `回收${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: 'Lantern-2026-ok' })).status).toBe(200);
  return b;
}

/** A member with a trade-in order (credit 1500 元: estimate 1200 + subsidy 300) and its recycling order 待取件. */
async function recycling(credit = 150000) {
  const m = await inboxMember(t.baseUrl, t.database.db);
  const order = await insertOrder(t.database.db, m.id, { tradeInAmt: credit, status: 'shipped' });
  const rec = await m.b.post<{ rclmOrdNo: string }>('/api/dev/tradeIns', { orderNo: order.orderNo, modelCode: await tradeInModel(t.database.db) });
  expect(rec.status).toBe(200);
  return { m, orderNo: order.orderNo, rc: rec.body.data!.rclmOrdNo };
}

const audits = async (rc: string) =>
  (await t.database.pool.query('SELECT action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [`trade-in:${rc}`])).rows;
const row = async (rc: string) => (await t.database.db.select().from(schema.tradeInOrders).where(eq(schema.tradeInOrders.rclmOrdNo, rc)))[0]!;
const messages = async (memberId: number) =>
  (await t.database.db.select().from(schema.systemMessages).where(eq(schema.systemMessages.memberId, memberId)).orderBy(schema.systemMessages.id)).map(
    (x) => x.title,
  );

async function toPriced(cs: Browser, rc: string, finalPrice: number) {
  expect((await cs.post(`/api/admin/trade-ins/${rc}/pick-up`, { note: '顺丰上门' })).status).toBe(200);
  expect((await cs.post(`/api/admin/trade-ins/${rc}/inspect`, {})).status).toBe(200);
  const priced = await cs.post<AdminTradeInDetail>(`/api/admin/trade-ins/${rc}/price`, { finalPrice, grade: 'B', note: '屏幕轻微划痕' });
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  return priced.body.data;
}

describe('trade-in completion: staff steps and the member accepting', () => {
  it('moves 待取件 → 已取件 → 质检中 → 已定价 → 已完成, with the difference above the estimate settled', async () => {
    const { m, orderNo, rc } = await recycling();
    const cs = await staff('客服');

    const q = await cs.get<AdminTradeInPage>(`/api/admin/trade-ins?rclmOrdNo=${rc}`);
    expect(q.status).toBe(200);
    expect(q.body.data.list).toEqual([
      expect.objectContaining({ rclmOrdNo: rc, orderNo, memberId: m.id, status: 'created', statusTitle: '待取件', estimate: 120000, credit: 150000 }),
    ]);
    expect(q.body.data.list[0]!.memberMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await cs.get<AdminTradeInPage>(`/api/admin/trade-ins?orderNo=${orderNo}&status=priced`)).body.data.total).toBe(0);
    expect((await cs.get<AdminTradeInPage>(`/api/admin/trade-ins?memberId=${m.id}`)).body.data.total).toBe(1);

    // a price cannot be set before inspection
    const early = await cs.post(`/api/admin/trade-ins/${rc}/price`, { finalPrice: 130000, grade: 'A', note: '成色很好' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'ERR_TRADEIN_STATUS', message: '回收单当前为「待取件」，不能执行该操作' });

    const priced = await toPriced(cs, rc, 130000);
    expect(priced).toMatchObject({
      status: 'priced',
      statusTitle: '已定价',
      finalPrice: 130000,
      grade: 'B',
      gradeTitle: 'B 级（轻微使用痕迹）',
      deviceCredit: 120000,
      conditionAnswers: [],
    });
    expect(priced.answerDueAt! - priced.statusSince).toBe(72 * 3600_000);
    expect(priced.timeline.map((e) => e.statusTitle)).toEqual(['待取件', '已取件', '质检中', '已定价']);
    expect(priced.can).toEqual({ pickUp: false, inspect: false, price: false, confirmReturned: false });

    const seen = (await m.b.get<RecycleDetail>(`/api/member/recycle/detail/${orderNo}/${rc}`)).body.data!;
    expect(seen).toMatchObject({
      status: 'priced',
      finalPrice: 130000,
      deviceCredit: 120000,
      settlement: { difference: 10000, payout: 10000, line: '回收差价 ¥100 以 10000 积分发放' },
      can: { accept: true, decline: true },
    });
    expect(seen.answerDueAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(seen.rules.join('')).toContain('72 小时');

    // ten concurrent accepts: one applies
    const answers = await Promise.all(Array.from({ length: 10 }, () => m.b.post<RecycleDetail>(`/api/member/recycle/${rc}/accept`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'ERR_TRADEIN_STATUS')).toBe(true);
    const done = answers.find((a) => a.status === 200)!.body.data!;
    expect(done).toMatchObject({ status: 'settled', statusTitle: '已完成', can: { accept: false, decline: false } });
    expect(done.steps.map((s) => [s.title, s.done])).toEqual([
      ['待取件', true],
      ['已取件', true],
      ['质检中', true],
      ['已定价', true],
      ['已完成', true],
    ]);
    expect(await row(rc)).toMatchObject({ status: 'settled', payout: 10000 });
    // The difference reached the member once, as points, in the settling transaction.
    const credited = await t.database.pool.query("SELECT delta FROM point_entries WHERE kind = 'trade_in_payout' AND order_no = $1", [rc]);
    expect(credited.rows.map((r) => r.delta)).toEqual([10000]);
    expect(done.route).toMatchObject({ leg: 'pickup', arrived: true, current: 1 });
    expect(done.route.stops[1]).toContain('回收中心');
    const events = await t.database.db
      .select()
      .from(schema.tradeInEvents)
      .where(eq(schema.tradeInEvents.tradeInId, (await row(rc)).id))
      .orderBy(schema.tradeInEvents.id);
    expect(events.filter((e) => e.status === 'settled')).toHaveLength(1);
    expect(await messages(m.id)).toEqual(['旧机已取件', '旧机质检中', '旧机已定价，请确认', '以旧换新回收已完成']);

    expect((await audits(rc)).map((a) => [a.action, a.before.status, a.after.status])).toEqual([
      ['trade_in.picked_up', 'created', 'picked_up'],
      ['trade_in.inspecting', 'picked_up', 'inspecting'],
      ['trade_in.priced', 'inspecting', 'priced'],
    ]);
    expect((await audits(rc))[2]!.after).toMatchObject({ finalPrice: 130000, grade: 'B', note: '屏幕轻微划痕' });
  });

  it('a final price below the estimate settles nothing and is borne by the shop', async () => {
    const { m, orderNo, rc } = await recycling();
    const cs = await staff('客服');
    await toPriced(cs, rc, 90000);
    const seen = (await m.b.get<RecycleDetail>(`/api/member/recycle/detail/${orderNo}/${rc}`)).body.data!;
    expect(seen.settlement).toEqual({ difference: -30000, payout: 0, line: '差额 ¥300 由商城承担' });
    expect((await m.b.post(`/api/member/recycle/${rc}/accept`)).status).toBe(200);
    expect(await row(rc)).toMatchObject({ status: 'settled', payout: 0 });
  });

  it('declining sends the device back with a waybill; staff confirm it returned', async () => {
    const { m, orderNo, rc } = await recycling();
    const cs = await staff('运营');
    await toPriced(cs, rc, 80000);
    const declined = await m.b.post<RecycleDetail>(`/api/member/recycle/${rc}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'returning', statusTitle: '退回中' });
    expect(declined.body.data!.returnShipment).toMatchObject({ carrier: expect.any(String), trackingNo: expect.any(String) });
    expect(declined.body.data!.steps.map((s) => s.title)).toEqual(['待取件', '已取件', '质检中', '已定价', '退回中', '已退回']);
    expect(declined.body.data!.route).toMatchObject({ leg: 'return', arrived: false, current: 0 });
    expect((await m.b.post(`/api/member/recycle/${rc}/accept`)).status).toBe(409);

    const back = await cs.post<AdminTradeInDetail>(`/api/admin/trade-ins/${rc}/returned`, { note: '会员已签收' });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ status: 'returned', statusTitle: '已退回', payout: null });
    expect((await m.b.get<RecycleDetail>(`/api/member/recycle/detail/${orderNo}/${rc}`)).body.data!.status).toBe('returned');
    expect((await cs.post(`/api/admin/trade-ins/${rc}/returned`, {})).status).toBe(409);
  });

  it('the sweep accepts a final price left unanswered past 72 hours', async () => {
    const { rc } = await recycling();
    const cs = await staff('客服');
    await toPriced(cs, rc, 125000);
    await t.database.db
      .update(schema.tradeInOrders)
      .set({ answerDueAt: new Date(Date.now() - 1000) })
      .where(eq(schema.tradeInOrders.rclmOrdNo, rc));
    const { createTradeInFlow } = await import('../src/modules/order/trade-in/trade-in-flow.ts');
    const { createPointsService } = await import('../src/modules/member/points.service.ts');
    const flow = createTradeInFlow({ points: createPointsService(t.database) });
    expect(await flow.sweep(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await row(rc)).toMatchObject({ status: 'settled', payout: 5000 });
    expect(await flow.sweep(t.database.db, new Date())).toBe(0);
    const credited = await t.database.pool.query("SELECT delta FROM point_entries WHERE kind = 'trade_in_payout' AND order_no = $1", [rc]);
    expect(credited.rows.map((r) => r.delta)).toEqual([5000]);
  });
});

describe('trade-in completion: refusals', () => {
  it('another member cannot see or answer a recycling order (404); bad numbers are 400', async () => {
    const { orderNo, rc } = await recycling();
    const cs = await staff('客服');
    await toPriced(cs, rc, 130000);
    const other = await inboxMember(t.baseUrl, t.database.db);
    for (const path of [`/api/member/recycle/${rc}/accept`, `/api/member/recycle/${rc}/decline`]) {
      const res = await other.b.post(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('回收订单不存在');
    }
    expect((await other.b.get(`/api/member/recycle/detail/${orderNo}/${rc}`)).status).toBe(404);
    expect((await other.b.post('/api/member/recycle/bad/accept')).status).toBe(400);
    expect((await row(rc)).status).toBe('priced');
    expect([401, 403]).toContain((await new Browser(t.baseUrl).post(`/api/member/recycle/${rc}/accept`)).status);
  });

  it('a role without trade-in.write gets 403 on every route, with nothing changed and no audit row', async () => {
    const { rc } = await recycling();
    for (const role of ['仓储', '财务', '内容编辑']) {
      const b = await staff(role);
      expect((await b.get('/api/admin/trade-ins')).status).toBe(403);
      expect((await b.get(`/api/admin/trade-ins/${rc}`)).status).toBe(403);
      expect((await b.post(`/api/admin/trade-ins/${rc}/pick-up`, {})).status).toBe(403);
      expect((await b.post(`/api/admin/trade-ins/${rc}/inspect`, {})).status).toBe(403);
      expect((await b.post(`/api/admin/trade-ins/${rc}/price`, { finalPrice: 1, grade: 'A', note: '测试' })).status).toBe(403);
      expect((await b.post(`/api/admin/trade-ins/${rc}/returned`, {})).status).toBe(403);
    }
    expect((await row(rc)).status).toBe('created');
    expect(await audits(rc)).toEqual([]);
  });

  it('bad input answers in Chinese with nothing written', async () => {
    const { rc } = await recycling();
    const cs = await staff('客服');
    await cs.post(`/api/admin/trade-ins/${rc}/pick-up`, {});
    await cs.post(`/api/admin/trade-ins/${rc}/inspect`, {});
    const bad: [Record<string, unknown>, string][] = [
      [{ finalPrice: -1, grade: 'A', note: '成色好' }, '最终回收价不能为负'],
      [{ finalPrice: 1.5, grade: 'A', note: '成色好' }, '最终回收价以分为单位，须为整数'],
      [{ finalPrice: 100, grade: 'E', note: '成色好' }, '请选择成色等级'],
      [{ finalPrice: 100, grade: 'A', note: '好' }, '质检说明至少2个字'],
    ];
    for (const [body, message] of bad) {
      const res = await cs.post(`/api/admin/trade-ins/${rc}/price`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await cs.get(`/api/admin/trade-ins?status=nope`)).status).toBe(400);
    expect((await cs.get(`/api/admin/trade-ins?from=2026/01/01`)).status).toBe(400);
    expect((await cs.get(`/api/admin/trade-ins/RCNOTHERE00`)).status).toBe(404);
    expect((await cs.post(`/api/admin/trade-ins/RCNOTHERE00/pick-up`, {})).status).toBe(404);
    expect((await row(rc)).status).toBe('inspecting');
    expect((await audits(rc)).map((a) => a.action)).toEqual(['trade_in.picked_up', 'trade_in.inspecting']);
  });

  it('two staff marking the same pickup at once: one applies, one audit row', async () => {
    const { rc } = await recycling();
    const [a, b] = await Promise.all([staff('客服'), staff('运营')]);
    const res = await Promise.all([a, b, a, b].map((x) => x.post(`/api/admin/trade-ins/${rc}/pick-up`, {})));
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await audits(rc)).map((x) => x.action)).toEqual(['trade_in.picked_up']);
    const events = await t.database.db
      .select()
      .from(schema.tradeInEvents)
      .where(eq(schema.tradeInEvents.tradeInId, (await row(rc)).id))
      .orderBy(schema.tradeInEvents.id);
    expect(events.map((e) => e.status)).toEqual(['created', 'picked_up']);
  });
});

describe('third/getRecycling, checkEupImei, saveOrderClm', () => {
  /** A valid IMEI of the tests' own: 14 random digits and their Luhn check digit. */
  const freshImei = () => {
    const first14 = Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('');
    return `${first14}${imeiCheckDigit(first14)}`;
  };
  const answers = [
    { code: 'power', answer: 'yes' },
    { code: 'screen', answer: 'scratched' },
    { code: 'body', answer: 'intact' },
    { code: 'account', answer: 'yes' },
  ];

  it('getRecycling lists the models taken towards a SKU per platform, the credit capped at its price', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const res = await b.post<GetRecyclingResult>('/api/order/third/getRecycling', { skuCd: 'S25U-TITANGRAY-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const seeded = await t.database.pool.query("SELECT count(*)::int AS n FROM trade_in_models WHERE 'phone' = ANY(product_types)");
    expect(res.body.data.productType).toBe('phone');
    expect(res.body.data.platforms.flatMap((p) => p.models)).toHaveLength(seeded.rows[0].n);
    expect(res.body.data.platforms.map((p) => p.platformName)).toEqual(['官方回收', '爱回收', '闪回收']);
    for (const m of res.body.data.platforms.flatMap((p) => p.models)) expect(m.credit).toBe(Math.min(m.estimate + m.subsidy, res.body.data.newPrice));
    const only3 = await b.post<GetRecyclingResult>('/api/order/third/getRecycling', { skuCd: 'S25U-TITANGRAY-1', rclmPlf: 3 });
    expect(only3.body.data.platforms.map((p) => p.rclmPlf)).toEqual([3]);
    expect((await b.post('/api/order/third/getRecycling', { skuCd: 'NOPE-1' })).status).toBe(404);
    expect((await b.post('/api/order/third/getRecycling', { skuCd: 'S25U-TITANGRAY-1', rclmPlf: 9 })).body.message).toBe('回收平台不正确');
    expect((await b.post('/api/order/third/getRecycling', {})).status).toBe(400);
  });

  it('checkEupImei: 15 digits, the Luhn digit, not in another open recycling order', async () => {
    const { m, rc } = await recycling();
    const imei = freshImei();
    expect((await m.b.post('/api/order/third/checkEupImei', { imei })).body.data).toEqual({ imei, valid: true });
    const short = await m.b.post('/api/order/third/checkEupImei', { imei: '12345' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'ERR_TRADEIN_IMEI_FORMAT', message: 'IMEI 须为15位数字' });
    const wrong = `${imei.slice(0, 14)}${(Number(imei[14]) + 1) % 10}`;
    expect((await m.b.post('/api/order/third/checkEupImei', { imei: wrong })).body.code).toBe('ERR_TRADEIN_IMEI_CHECK');

    expect((await m.b.post('/api/order/third/saveOrderClm', { rclmOrdNo: rc, imei, answers })).status).toBe(200);
    // its own recycling order may keep it; anyone else's check finds it used (a silent code)
    expect((await m.b.post('/api/order/third/checkEupImei', { imei, rclmOrdNo: rc })).status).toBe(200);
    const used = await m.b.post('/api/order/third/checkEupImei', { imei });
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('ERR_TRADEIN_IMEI_USED');
    const other = await recycling();
    expect((await other.m.b.post('/api/order/third/checkEupImei', { imei, rclmOrdNo: rc })).body.code).toBe('ERR_TRADEIN_IMEI_USED');
    expect((await new Browser(t.baseUrl).prime().then((b) => b.post('/api/order/third/checkEupImei', { imei }))).status).toBeGreaterThanOrEqual(401);
  });

  it('saveOrderClm saves the IMEI and answers before pickup only, on the member’s own order; one IMEI, one open order', async () => {
    const { m, orderNo, rc } = await recycling();
    const imei = freshImei();
    const saved = await m.b.post<RecycleDetail>('/api/order/third/saveOrderClm', { rclmOrdNo: rc, imei, answers });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ rclmOrdNo: rc, ordNo: orderNo, imei, status: 'created' });
    expect((await row(rc)).conditionAnswers).toEqual(answers);

    const other = await recycling();
    expect((await other.m.b.post('/api/order/third/saveOrderClm', { rclmOrdNo: rc, imei: freshImei(), answers })).status).toBe(404);
    const taken = await other.m.b.post('/api/order/third/saveOrderClm', { rclmOrdNo: other.rc, imei, answers });
    expect(taken.body.code).toBe('ERR_TRADEIN_IMEI_USED');
    // two members racing for one new IMEI: one holds it
    const contested = freshImei();
    const race = await Promise.all([
      m.b.post('/api/order/third/saveOrderClm', { rclmOrdNo: rc, imei: contested, answers }),
      other.m.b.post('/api/order/third/saveOrderClm', { rclmOrdNo: other.rc, imei: contested, answers }),
    ]);
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);
    expect(race.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(['ERR_TRADEIN_IMEI_USED']);

    for (const [body, message] of [
      [{ rclmOrdNo: rc, imei, answers: answers.slice(1) }, '请回答全部旧机状况问题'],
      [{ rclmOrdNo: rc, imei, answers: [...answers.slice(1), { code: 'power', answer: 'maybe' }] }, '旧机状况的回答不正确'],
      [{ rclmOrdNo: 'bad', imei, answers }, '回收单号不正确'],
    ] as const) {
      const res = await m.b.post('/api/order/third/saveOrderClm', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }

    // answered again in another order: the console reads them as questions and answers, in that order
    const held = (await row(rc)).imei!;
    expect((await m.b.post('/api/order/third/saveOrderClm', { rclmOrdNo: rc, imei: held, answers: [...answers].reverse() })).status).toBe(200);

    const cs = await staff('客服');
    await cs.post(`/api/admin/trade-ins/${rc}/pick-up`, {});
    const late = await m.b.post('/api/order/third/saveOrderClm', { rclmOrdNo: rc, imei: freshImei(), answers });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ERR_TRADEIN_STATUS', message: '旧机已取件，不能再修改 IMEI 与状况' });
    const seen = (await cs.get<AdminTradeInDetail>(`/api/admin/trade-ins/${rc}`)).body.data;
    expect(seen.imei).toBe(held);
    expect(seen.conditionAnswers).toEqual([
      { code: 'account', question: '是否已退出账号并清除数据', answer: '已退出并清除' },
      { code: 'body', question: '外壳状况', answer: '完好' },
      { code: 'screen', question: '屏幕状况', answer: '有划痕' },
      { code: 'power', question: '能否正常开机', answer: '能正常开机' },
    ]);
  });
});
