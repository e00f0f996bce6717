/**
 * 先试后买 (try before you buy) against the real database and the sandbox gateway over real HTTP:
 * an operator creates an offer (bad input refused in Chinese, roles enforced, audited); the shop
 * lists it; a member applies by buy now with the offer's code (a second application refused),
 * checkout prices it at the full price with no coupon and no points, pays; delivered, the trial
 * runs (试用中 with days left) and 确认购买 completes the order with its points. Another trial is
 * returned: staff approve, inspect with a damage deduction, refund = paid − deduction through the
 * refund desk, trial 已退还. A trial past its end is bought by the sweep; a return asked after the
 * end is refused; ten concurrent applications for three units place exactly three orders, and a
 * cancelled application gives its unit back.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { BuyNowResult } from '@shop/contracts/cart';
import type { CheckoutView, SubmitOrderResult } from '@shop/contracts/checkout';
import type { OrderDetail } from '@shop/contracts/order';
import type { AdminAfterSalesDetail, AfterSalesApplyView, AfterSalesDetail, AfterSalesEligible } from '@shop/contracts/after-sales';
import type { TryBuyAdminRow, TryBuyList } from '@shop/contracts/try-buy';
import { randomText, useTestApi, type Browser } from './harness.ts';
import { member, payAndDeliver } from './payment-fixtures.ts';
import { auditRowsOf, expect403, staffSignedIn } from './staff-session.ts';
import { lifecycleFor } from './order-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
const BASE = '/api/admin/marketing/try-buys';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

type Member = Awaited<ReturnType<typeof member>>;

/** An on-sale phone with stock, in no activity and no try-buy offer, and its main-shop price. */
async function freeSku(): Promise<{ skuCode: string; price: number }> {
  const { rows } = await t.database.pool.query<{ sku_code: string; price: number }>(
    `SELECT s.sku_code, s.price FROM skus s JOIN products p ON p.id = s.product_id
      WHERE s.status = 'on_sale' AND p.status = 'on_sale' AND p.type = 'phone' AND s.price >= 50000 AND s.stock >= 30
        AND NOT EXISTS (SELECT 1 FROM activity_skus x WHERE x.sku_code = s.sku_code)
        AND NOT EXISTS (SELECT 1 FROM try_buy_offers o WHERE o.sku_code = s.sku_code)
        AND NOT EXISTS (SELECT 1 FROM sku_site_prices sp WHERE sp.sku_id = s.id AND sp.site_code = 'cn')
      ORDER BY random() LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no free phone SKU');
  return { skuCode: rows[0].sku_code, price: rows[0].price };
}

async function createOffer(op: Browser, over: Record<string, unknown> = {}): Promise<TryBuyAdminRow> {
  const { skuCode } = await freeSku();
  const res = await op.post<TryBuyAdminRow>(BASE, {
    skuCode,
    title: `旗舰手机试用${randomText(2)}`,
    trialDays: 7,
    unitsTotal: 5,
    beginAt: Date.now() - HOUR,
    endAt: Date.now() + 10 * DAY,
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const buyNow = (m: Member, offer: Pick<TryBuyAdminRow, 'skuCode' | 'code'>, extra: Record<string, unknown> = {}) =>
  m.b.post<BuyNowResult>('/api/cart/cart/buyNow', { skuCd: offer.skuCode, qtyCnt: 1, tryBuyCd: offer.code, ...extra });

/** Buy now with the offer's code → confirm → the submit's body (not sent). */
async function prepare(m: Member, offer: TryBuyAdminRow) {
  const bn = await buyNow(m, offer);
  expect(bn.status, JSON.stringify(bn.body)).toBe(200);
  const source = { type: 'buyNow', token: bn.body.data.token } as const;
  const view = await m.b.post<CheckoutView>('/api/order/checkout/confirm', { source, addressId: m.addressId });
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  return {
    view: view.body.data,
    source,
    body: {
      orderToken: view.body.data.orderToken,
      source,
      addressId: m.addressId,
      couponId: null,
      points: 0,
      invoice: null,
      expectedPayable: view.body.data.price.payable,
    },
  };
}

async function apply(m: Member, offer: TryBuyAdminRow) {
  const { body } = await prepare(m, offer);
  const sub = await m.b.post<SubmitOrderResult>('/api/order/checkout/submit', body);
  expect(sub.status, JSON.stringify(sub.body)).toBe(200);
  return sub.body.data;
}

const detail = async (m: Member, orderNo: string) => (await m.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: orderNo })).body.data;

/** A member's trial of the offer, paid in the sandbox and signed for. */
async function deliveredTrial(offer: TryBuyAdminRow) {
  const m = await member(t);
  const placed = await apply(m, offer);
  await payAndDeliver(m.b, placed.orderNo);
  return { m, orderNo: placed.orderNo, paid: placed.payableAmt };
}

async function waitFor(b: Browser, reqNo: string, status: string, ms = 15_000): Promise<AfterSalesDetail> {
  const until = Date.now() + ms;
  for (;;) {
    const d = (await b.get<AfterSalesDetail>(`/api/member/afterSales/detail/${reqNo}`)).body.data;
    if (d.status === status || Date.now() > until) return d;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const rowOf = async (op: Browser, code: string) =>
  (await op.get<{ list: TryBuyAdminRow[] }>(`${BASE}?pageSize=100`)).body.data.list.find((r) => r.code === code)!;

describe('the console’s offers', () => {
  it('refuses bad input in Chinese and other roles with 403; creates, edits, pauses, resumes, ends with audit rows', async () => {
    const op = await staffSignedIn(t, '运营');
    const { skuCode, price } = await freeSku();
    const good = { skuCode, title: '旗舰手机七天试用', trialDays: 7, unitsTotal: 3, beginAt: Date.now() - HOUR, endAt: Date.now() + 5 * DAY };
    const bad = async (over: Record<string, unknown>, message: string) => {
      const res = await op.post(BASE, { ...good, ...over });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };
    await bad({ trialDays: 6 }, '试用天数至少7天');
    await bad({ trialDays: 31 }, '试用天数最多30天');
    await bad({ unitsTotal: 0 }, '试用名额至少1个');
    await bad({ endAt: good.beginAt }, '申请结束时间须晚于开始时间');
    await bad({ title: '' }, '活动标题至少2个字');
    await bad({ skuCode: 'NO-SUCH-SKU-1' }, '商品SKU NO-SUCH-SKU-1 不存在或未发布');
    await bad({ beginAt: Date.now() - 3 * DAY, endAt: Date.now() - DAY }, '申请结束时间须晚于当前时间');

    const cs = await staffSignedIn(t, '客服');
    expect403(await cs.post(BASE, good));
    expect403(await cs.get(BASE));

    const created = await op.post<TryBuyAdminRow>(BASE, good);
    expect(created.status).toBe(200);
    const row = created.body.data;
    expect(row).toMatchObject({ skuCode, deposit: price, trialDays: 7, unitsTotal: 3, unitsTaken: 0, unitsLeft: 3, state: 'running', stateTitle: '进行中' });
    expect(row.figures).toEqual({ applications: 0, pending: 0, trying: 0, returning: 0, converted: 0, returned: 0, cancelled: 0 });
    // The same SKU in an overlapping window: refused.
    const overlap = await op.post(BASE, { ...good, title: '再来一个' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.code).toBe('ERR_ADMIN_TRYBUY_OVERLAP');

    const { skuCode: _s, ...fields } = good;
    const edited = await op.request<TryBuyAdminRow>('PUT', `${BASE}/${row.code}`, { json: { ...fields, trialDays: 14, unitsTotal: 4 } });
    expect(edited.body.data).toMatchObject({ trialDays: 14, unitsTotal: 4, unitsLeft: 4 });
    expect((await op.post<TryBuyAdminRow>(`${BASE}/${row.code}/pause`, {})).body.data).toMatchObject({ state: 'paused', paused: true });
    // Paused: not on the shop's page, and buy now refuses.
    const shopper = await member(t);
    const listed = (await shopper.b.get<TryBuyList>('/api/act/market/tryBuy/list')).body.data.items;
    expect(listed.some((i) => i.code === row.code)).toBe(false);
    const refused = await buyNow(shopper, row);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('试用活动已暂停申请');
    expect((await op.post<TryBuyAdminRow>(`${BASE}/${row.code}/resume`, {})).body.data.state).toBe('running');
    expect((await op.post<TryBuyAdminRow>(`${BASE}/${row.code}/end`, {})).body.data.state).toBe('ended');
    const late = await op.request('PUT', `${BASE}/${row.code}`, { json: fields });
    expect(late.body.code).toBe('ERR_ADMIN_TRYBUY_ENDED');
    expect((await auditRowsOf(t.database, `try-buy:${row.code}`)).map((a) => a.action)).toEqual([
      'marketing.trybuy.created',
      'marketing.trybuy.updated',
      'marketing.trybuy.paused',
      'marketing.trybuy.resumed',
      'marketing.trybuy.ended',
    ]);
  });
});

describe('applying, the trial and 确认购买', () => {
  it('lists the offer, applies once at the full price without coupon or points, pays; delivered → 试用中; 确认购买 completes with points', async () => {
    const op = await staffSignedIn(t, '运营');
    const offer = await createOffer(op, { trialDays: 10 });
    const m = await member(t);
    const item = (await m.b.get<TryBuyList>('/api/act/market/tryBuy/list')).body.data.items.find((i) => i.code === offer.code);
    expect(item).toMatchObject({ skuCd: offer.skuCode, price: offer.deposit, trialDays: 10, unitsLeft: 5, prodNm: expect.any(String) });
    expect(item!.image).toMatch(/\S/);

    // Not a plain unit: refused before anything.
    expect((await buyNow(m, offer, { qtyCnt: 2 })).body.code).toBe('ERR_TRYBUY_LINE');
    expect((await m.b.post('/api/cart/cart/addCart', { skuCd: offer.skuCode, qtyCnt: 1, tryBuyCd: offer.code })).body.code).toBe('ERR_TRYBUY_LINE');

    const { view, source, body } = await prepare(m, offer);
    expect(view.kind).toBe('trybuy');
    expect(view.lines[0]).toMatchObject({ qty: 1, unitPrice: offer.deposit });
    expect(view.price.couponDiscount).toBe(0);
    expect(view.points.maxUsable).toBe(0);
    expect(view.coupons.usable).toEqual([]);
    // Points asked: refused, and why.
    const withPoints = await m.b.post('/api/order/checkout/confirm', { source, addressId: m.addressId, points: 100 });
    expect(withPoints.status).toBe(409);
    expect(withPoints.body).toMatchObject({
      code: 'ERR_TRYBUY_NO_DISCOUNT',
      message: '试用订单不能使用积分抵扣：押金按商品售价全额支付，退还时按实付金额退回',
    });

    const sub = await m.b.post<SubmitOrderResult>('/api/order/checkout/submit', body);
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const { orderNo } = sub.body.data;
    expect(sub.body.data).toMatchObject({ kind: 'trybuy', payableAmt: view.price.payable });
    expect(view.price.payable).toBe(offer.deposit! + view.price.shipping);

    // A second application of the member's: refused at buy now.
    const again = await buyNow(m, offer);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_TRYBUY_ALREADY_APPLIED', message: '每位会员每个试用活动限申请一次，您已申请过' });

    const pending = await detail(m, orderNo);
    expect(pending.tryBuy).toMatchObject({ state: 'pending', stateTitle: '待签收', trialDays: 10, canConvert: false, canReturn: false });
    expect((await rowOf(op, offer.code)).figures).toMatchObject({ applications: 1, pending: 1 });

    await payAndDeliver(m.b, orderNo);
    const trying = await detail(m, orderNo);
    expect(trying.status).toBe('delivered');
    expect(trying.tryBuy).toMatchObject({ state: 'trying', stateTitle: '试用中', daysLeft: 10, canConvert: true, canReturn: true, returnRefusal: null });
    expect(trying.actions).toEqual(['confirmPurchase', 'returnTrial', 'logistics']);
    // 售后服务's delivered orders carry the trial, so the list offers 申请退还 instead of return / exchange links.
    const eligible = (await m.b.post<AfterSalesEligible>('/api/member/afterSales/eligibleOrders', {})).body.data;
    expect(eligible.orders.find((e) => e.orderNo === orderNo)?.tryBuy).toMatchObject({ state: 'trying', canReturn: true });
    // Not "received": the trial is bought or returned.
    const receipt = await m.b.post('/api/order/orderInfo/confirmReceipt', { ordNo: orderNo });
    expect(receipt.body.code).toBe('ERR_TRYBUY_USE_CONVERT');

    // The shop's auto-confirm does not complete it while the trial runs, even long after delivery
    // (time passed is written into the rows: a member's session would not outlive a moved clock).
    await t.database.pool.query(`UPDATE orders SET delivered_at = delivered_at - interval '30 days' WHERE order_no = $1`, [orderNo]);
    await t.database.pool.query(`UPDATE try_buy_trials SET ends_at = ends_at - interval '9 days' WHERE order_no = $1`, [orderNo]);
    await lifecycleFor(t).completeOverdue(t.clock.now());
    expect(await detail(m, orderNo)).toMatchObject({ status: 'delivered', tryBuy: { state: 'trying', daysLeft: 1 } });

    const bought = await m.b.post<OrderDetail & { pointsEarned: number }>('/api/order/tryBuy/confirmPurchase', { ordNo: orderNo });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.data).toMatchObject({ status: 'completed', tryBuy: { state: 'converted', stateTitle: '已购买', canReturn: false } });
    expect(bought.body.data.pointsEarned).toBeGreaterThan(0);
    const twice = await m.b.post('/api/order/tryBuy/confirmPurchase', { ordNo: orderNo });
    expect(twice.body.code).toBe('ERR_TRYBUY_TRIAL_STATE');
    expect((await rowOf(op, offer.code)).figures).toMatchObject({ applications: 1, converted: 1, trying: 0 });
  });
});

describe('returning a trial (returnGoodsTryBuy)', () => {
  it('the whole order while it runs: approve, inspect with a deduction, refund = paid − deduction; the trial 已退还', async () => {
    const op = await staffSignedIn(t, '运营');
    const offer = await createOffer(op);
    const { m, orderNo, paid } = await deliveredTrial(offer);
    const [line] = await t.database.db
      .select()
      .from(schema.orderLines)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId))
      .where(eq(schema.orders.orderNo, orderNo));
    const lineId = line!.order_lines.id;

    const view = await m.b.get<AfterSalesApplyView>(`/api/member/afterSales/apply/${orderNo}?type=trybuy_return`);
    expect(view.body.data.lines[0]).toMatchObject({ lineId, refusal: null });
    expect(view.body.data.reasons.map((r) => r.code)).toEqual(['trial_unsatisfied', 'trial_not_suitable', 'trial_not_needed', 'trial_fault']);
    expect(view.body.data.deadline).toBe((await detail(m, orderNo)).tryBuy!.endsAt);
    // A plain return during the trial is not the way.
    const plain = await m.b.post('/api/member/afterSales/apply', { orderNo, type: 'return', lines: [{ lineId, qty: 1 }], reason: 'no_reason' });
    expect(plain.body.message).toBe('试用订单请在试用期内申请试用退还或确认购买');
    const wrongReason = await m.b.post('/api/member/afterSales/apply', { orderNo, type: 'trybuy_return', lines: [{ lineId, qty: 1 }], reason: 'no_reason' });
    expect(wrongReason.body.message).toBe('试用退还不支持该原因，请重新选择');

    // Opened: no seal rule for a trial.
    const applied = await m.b.post<{ reqNo: string }>('/api/member/afterSales/apply', {
      orderNo,
      type: 'trybuy_return',
      lines: [{ lineId, qty: 1 }],
      reason: 'trial_unsatisfied',
      opened: true,
      description: '手感不合适',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const reqNo = applied.body.data.reqNo;
    const returning = await detail(m, orderNo);
    expect(returning.tryBuy).toMatchObject({ state: 'returning', stateTitle: '退还中', returnReqNo: reqNo, canConvert: false, canReturn: false });
    const d0 = (await m.b.get<AfterSalesDetail>(`/api/member/afterSales/detail/${reqNo}`)).body.data;
    expect(d0).toMatchObject({ type: 'trybuy_return', typeTitle: '试用退还', refundAmt: paid, tryBuy: { trialDays: 7, paid, deduction: 0, refund: paid } });
    expect(d0.tryBuy!.startsAt).toBe(returning.deliveredAt);
    // Converting while a return runs: refused with why.
    const convert = await m.b.post('/api/order/tryBuy/confirmPurchase', { ordNo: orderNo });
    expect(convert.body.message).toBe('已申请试用退还，请先撤销退还申请再确认购买');

    const cs = await staffSignedIn(t, '客服');
    const wh = await staffSignedIn(t, '仓储');
    const fin = await staffSignedIn(t, '财务');
    expect((await cs.post(`/api/admin/after-sales/${reqNo}/approve`, {})).status).toBe(200);
    expect((await m.b.post(`/api/member/afterSales/${reqNo}/ship`, { method: 'pickup' })).status).toBe(200);

    const over = await wh.post(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'pass', deduction: paid + 1, deductionReason: '屏幕划痕' });
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^损耗扣款不能超过实付金额¥/);
    const noReason = await wh.post(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'pass', deduction: 10_000 });
    expect(noReason.body.message).toBe('有损耗扣款时须填写扣款原因（至少2个字）');
    const inspected = await wh.post<AdminAfterSalesDetail>(`/api/admin/after-sales/${reqNo}/inspect`, {
      result: 'pass',
      note: '外观有使用痕迹',
      deduction: 10_000,
      deductionReason: '屏幕划痕',
    });
    expect(inspected.status, JSON.stringify(inspected.body)).toBe(200);
    expect(inspected.body.data).toMatchObject({
      status: 'inspected',
      refundAmt: paid - 10_000,
      can: { refund: true },
      tryBuy: { paid, deduction: 10_000, deductionReason: '屏幕划痕', refund: paid - 10_000 },
    });

    expect((await fin.post(`/api/admin/after-sales/${reqNo}/refund`, {})).status).toBe(200);
    const refunds = await t.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.requestKey, `after-sale:${reqNo}`));
    expect(refunds.map((r) => r.amount)).toEqual([paid - 10_000]);
    const done = await waitFor(m.b, reqNo, 'completed');
    expect(done).toMatchObject({ status: 'completed', refundAmt: paid - 10_000, tryBuy: { deduction: 10_000, refund: paid - 10_000 } });
    const after = await detail(m, orderNo);
    expect(after.tryBuy).toMatchObject({ state: 'returned', stateTitle: '已退还', returnReqNo: reqNo });
    expect(after.tryBuy!.returnedAt).not.toBeNull();
    expect((await rowOf(op, offer.code)).figures).toMatchObject({ applications: 1, returned: 1 });
    // Nothing more to ask of a returned trial.
    const more = await m.b.post('/api/member/afterSales/apply', { orderNo, type: 'exchange', lines: [{ lineId, qty: 1 }], reason: 'quality' });
    expect(more.body.message).toBe('试用商品已退还');
  });

  it('after the trial’s end a return is refused; the sweep then buys the trial and completes the order', async () => {
    const op = await staffSignedIn(t, '运营');
    const offer = await createOffer(op);
    const { m, orderNo } = await deliveredTrial(offer);
    const { tryBuy } = await detail(m, orderNo);
    const [line] = await t.database.db
      .select({ id: schema.orderLines.id })
      .from(schema.orderLines)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId))
      .where(eq(schema.orders.orderNo, orderNo));

    // The trial's last moment has just passed (written into the row: a member's session would not outlive a moved clock).
    expect(tryBuy!.daysLeft).toBe(7);
    await t.database.pool.query(`UPDATE try_buy_trials SET ends_at = now() - interval '1 second' WHERE order_no = $1`, [orderNo]);
    const late = await m.b.post('/api/member/afterSales/apply', {
      orderNo,
      type: 'trybuy_return',
      lines: [{ lineId: line!.id, qty: 1 }],
      reason: 'trial_not_needed',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('试用期已结束，不能再申请退还');
    expect((await detail(m, orderNo)).tryBuy).toMatchObject({ state: 'trying', canReturn: false, returnRefusal: '试用期已结束，不能再申请退还' });

    const swept = await m.b.post<{ converted: number }>('/api/dev/orders/tryBuy/sweep', {});
    expect(swept.body.data.converted).toBeGreaterThanOrEqual(1);
    const after = await detail(m, orderNo);
    expect(after).toMatchObject({ status: 'completed', tryBuy: { state: 'converted', stateTitle: '已购买' } });
    expect(after.timeline.at(-1)!.description).toMatch(/^试用期已结束，系统已自动确认购买/);
  });
});

describe('units under concurrency', () => {
  it('ten members applying at once for three units: exactly three orders; a cancelled application gives its unit back', async () => {
    const op = await staffSignedIn(t, '运营');
    const offer = await createOffer(op, { unitsTotal: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => member(t)));
    const ready = await Promise.all(members.map((m) => prepare(m, offer)));
    const replies = await Promise.all(members.map((m, i) => m.b.post<SubmitOrderResult>('/api/order/checkout/submit', ready[i]!.body)));
    const placed = replies.filter((r) => r.status === 200);
    expect(placed).toHaveLength(3);
    expect(replies.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(7).fill('ERR_TRYBUY_NO_UNITS'));
    const orders = await t.database.pool.query('SELECT count(*)::int AS n FROM try_buy_trials WHERE offer_code = $1', [offer.code]);
    expect(orders.rows[0].n).toBe(3);
    expect(await rowOf(op, offer.code)).toMatchObject({ unitsTaken: 3, unitsLeft: 0, figures: { applications: 3, pending: 3 } });

    // One of the three cancels before paying: the unit is back, and that member may apply again.
    const i = replies.findIndex((r) => r.status === 200);
    const cancelled = await members[i]!.b.post('/api/order/orderInfo/cancelOrder', { ordNo: placed[0]!.body.data.orderNo });
    expect(cancelled.status).toBe(200);
    expect(await rowOf(op, offer.code)).toMatchObject({ unitsTaken: 2, unitsLeft: 1, figures: { applications: 3, pending: 2, cancelled: 1 } });
    const again = await apply(members[i]!, offer);
    expect(again.kind).toBe('trybuy');
  });
});
