/**
 * Payment against the real database and the sandbox gateways over real HTTP: the whole
 * wxpay flow (create → scan page → confirm → signed, encrypted notification → order paid),
 * the query fallback when no notification comes, a failed payment retried with another
 * method, a late success of a superseded attempt refunded, and members kept apart.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { CheckoutView } from '@shop/contracts/checkout';
import type { LotteryResult, PaymentDue, PaymentStatus } from '@shop/contracts/payment';
import { Browser, signIn, useTestApi } from './harness.ts';
import {
  cashierPageOf,
  createPayment,
  member,
  notificationRows,
  orderRow,
  paymentRows,
  placeOrder,
  pressSandbox,
  tradeOf,
  waitForStatus,
} from './payment-fixtures.ts';

const api = useTestApi({ sms: { ipHourlyLimit: 1000 } });

describe('payment through the sandbox gateways', () => {
  it('wxpay: QR → phone scan page → confirm → the signed notification marks the order paid', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const pay = await createPayment(m.b, order.orderNo, 'wxpay');
    expect(pay).toMatchObject({ orderNo: order.orderNo, method: 'wxpay', stage: 'full', amount: order.payableAmt, cashierUrl: null });
    expect(pay.payNo).toMatch(/^\d{24}$/);
    expect(pay.qrContent).toMatch(new RegExp(`^${api.baseUrl}/api/sandbox/wxpay/scan/\\d{28}$`));
    expect(pay.qrSvg).toContain('<svg');

    // The phone opens the QR code's URL: the gateway's scan page with amount and the two buttons.
    const page = await fetch(pay.qrContent!);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('确认支付');
    expect(html).toContain('模拟支付失败');
    expect(html).toContain(`¥${Math.floor(order.payableAmt / 100)}.`);

    const confirmed = await pressSandbox(pay.qrContent!, 'confirm');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('支付成功');

    const status = await waitForStatus(m.b, pay.payNo);
    expect(status).toMatchObject({ status: 'paid', nextUrl: `/order/paySuccess/${order.orderNo}/wxpay` });
    const row = await orderRow(api, order.orderNo);
    expect(row.status).toBe('paid');
    expect(row.paidAmt).toBe(order.payableAmt);
    const notes = await notificationRows(api, pay.payNo);
    expect(notes.map((n) => [n.verified, n.outcome])).toEqual([[true, 'applied']]);
    expect(notes[0]!.headers).toHaveProperty('wechatpay-signature');
    // The sandbox records the acknowledgement after the shop's answer reaches it: a moment after the order is paid.
    await expect.poll(async () => tradeOf(api, pay.payNo), { timeout: 10_000 }).toMatchObject({ status: 'success', notifyAcked: true, notifyAttempts: 1 });
    const trade = await tradeOf(api, pay.payNo);
    const [p] = await paymentRows(api, order.orderNo);
    expect(p).toMatchObject({ status: 'paid', providerTxnId: trade.tradeNo });

    // Paying again: already paid.
    const again = await m.b.post('/api/order/pay/create', { ordNo: order.orderNo, method: 'alipay' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_PAY_ALREADY_PAID', message: '订单已支付，请勿重复支付' });
  });

  it('a phone: wxpay through APIv3 H5, alipay through wap pay; the scan page leads back to the shop', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };
    const ali = await m.b.post<{ cashierUrl: string }>('/api/order/pay/create', { ordNo: order.orderNo, method: 'alipay' }, { headers: phone });
    expect(ali.body.data.cashierUrl).toContain('method=alipay.trade.wap.pay');
    const wx = await m.b.post<{ qrContent: string; payNo: string }>('/api/order/pay/create', { ordNo: order.orderNo, method: 'wxpay' }, { headers: phone });
    expect(wx.body.data.qrContent).toMatch(/\/api\/sandbox\/wxpay\/scan\/\d{28}$/);
    const done = await pressSandbox(wx.body.data.qrContent, 'confirm');
    const html = await done.text();
    expect(html).toContain('支付成功');
    expect(html).toContain(`href="${api.baseUrl}/order/wxpay?ordNo=${order.orderNo}&amp;payNo=${wx.body.data.payNo}"`);
    expect(await waitForStatus(m.b, wx.body.data.payNo)).toMatchObject({ status: 'paid' });
  });

  it('no notification (suppressed by the sandbox): the status query asks the gateway and marks it paid', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const pay = await createPayment(m.b, order.orderNo, 'alipay');
    expect(pay.qrContent).toBeNull();
    // A signed alipay.trade.page.pay URL at the gateway, which opens the cashier.
    expect(pay.cashierUrl).toMatch(/\/api\/sandbox\/alipay\/gateway\.do\?.*method=alipay\.trade\.page\.pay/);
    const cashierPage = await cashierPageOf(pay.cashierUrl!);
    expect(cashierPage).toMatch(/\/api\/sandbox\/alipay\/cashier\/\d{28}$/);
    const cashier = await (await fetch(cashierPage)).text();
    expect(cashier).toContain('支付宝');

    const confirmed = await pressSandbox(pay.cashierUrl!, 'confirm', { notify: '0' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${api.baseUrl}/order/wxpay?ordNo=${order.orderNo}&payNo=${pay.payNo}`);

    await new Promise((res) => setTimeout(res, 300));
    const fresh = await m.b.get<PaymentStatus>(`/api/order/pay/status/${pay.payNo}`);
    expect(fresh.body.data.status).toBe('created'); // young and no notification: not asked yet
    expect((await orderRow(api, order.orderNo)).status).toBe('pending_payment');

    const queried = await m.b.get<PaymentStatus>(`/api/order/pay/status/${pay.payNo}?query=1`);
    expect(queried.body.data).toMatchObject({ status: 'paid', nextUrl: `/order/paySuccess/${order.orderNo}/alipay` });
    expect((await orderRow(api, order.orderNo)).status).toBe('paid');
    expect(await notificationRows(api, pay.payNo)).toEqual([]);
    expect(await tradeOf(api, pay.payNo)).toMatchObject({ status: 'success', notifyAttempts: 0 });
  });

  it('a failed payment lands on pay error; a retry with another method succeeds', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const first = await createPayment(m.b, order.orderNo, 'unionpay');
    const failed = await pressSandbox(first.cashierUrl!, 'fail');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`${api.baseUrl}/order/payError/${order.orderNo}/unionpay`);
    expect(await waitForStatus(m.b, first.payNo, true)).toMatchObject({ status: 'failed', nextUrl: `/order/payError/${order.orderNo}/unionpay` });
    expect((await orderRow(api, order.orderNo)).status).toBe('pending_payment');

    const retry = await createPayment(m.b, order.orderNo, 'jdpay');
    expect(retry.qrContent).toContain('/api/sandbox/jdpay/scan/');
    expect((await pressSandbox(retry.qrContent!, 'confirm')).status).toBe(200);
    expect(await waitForStatus(m.b, retry.payNo)).toMatchObject({ status: 'paid' });
    const rows = await paymentRows(api, order.orderNo);
    expect(rows.map((r) => [r.method, r.status]).sort()).toEqual([
      ['jdpay', 'paid'],
      ['unionpay', 'failed'],
    ]);
    expect((await orderRow(api, order.orderNo)).paidAmt).toBe(order.payableAmt);
  });

  it('cmbpay carries the instalment periods to the cashier (HMAC-signed notification)', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const pay = await createPayment(m.b, order.orderNo, 'cmbpay', { periods: 12 });
    expect(pay.periods).toBe(12);
    const html = await (await fetch(pay.cashierUrl!)).text();
    expect(html).toContain('12 期');
    expect((await pressSandbox(pay.cashierUrl!, 'confirm')).status).toBe(303);
    expect(await waitForStatus(m.b, pay.payNo)).toMatchObject({ status: 'paid' });
    expect((await notificationRows(api, pay.payNo)).map((n) => n.outcome)).toEqual(['applied']);
  });

  it('a superseded attempt that still succeeds is refunded, never charged twice', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const stale = await createPayment(m.b, order.orderNo, 'wxpay');
    const used = await createPayment(m.b, order.orderNo, 'chinaums');
    expect((await pressSandbox(used.cashierUrl!, 'confirm')).status).toBe(303);
    expect(await waitForStatus(m.b, used.payNo)).toMatchObject({ status: 'paid' });
    // The shopper also scans the old QR code and pays it.
    expect((await pressSandbox(stale.qrContent!, 'confirm')).status).toBe(200);
    const until = Date.now() + 8000;
    while ((await notificationRows(api, stale.payNo)).length === 0 && Date.now() < until) await new Promise((res) => setTimeout(res, 150));
    expect((await notificationRows(api, stale.payNo)).map((n) => n.outcome)).toEqual(['refunded']);
    const rows = await paymentRows(api, order.orderNo);
    expect(rows.find((r) => r.payNo === stale.payNo)!.status).toBe('closed');
    // Owed back on the refund desk in the notification's transaction and sent after it: one refund of the whole payment.
    const [owed] = await api.database.db
      .select()
      .from(schema.refunds)
      .where(eq(schema.refunds.requestKey, `late:${stale.payNo}`));
    expect(owed).toMatchObject({ payNo: stale.payNo, amount: order.payableAmt });
    const refunds = async () => api.database.db.select().from(schema.sandboxRefunds).where(eq(schema.sandboxRefunds.outTradeNo, stale.payNo));
    const refundUntil = Date.now() + 8000;
    while ((await refunds()).length === 0 && Date.now() < refundUntil) await new Promise((res) => setTimeout(res, 150));
    expect((await refunds()).map((r) => [r.outRefundNo, r.amount])).toEqual([[owed!.refundNo, order.payableAmt]]);
    expect((await tradeOf(api, stale.payNo)).status).toBe('closed');
    expect((await orderRow(api, order.orderNo)).paidAmt).toBe(order.payableAmt);
  });

  it('pre-sale: the deposit leads to pay continue; the balance is payable only in its window, then the order is paid', async () => {
    const m = await member(api);
    const bn = await m.b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: 'TABS10U-GRAPHITE-1', qtyCnt: 1, subTyp: 4 });
    expect(bn.status).toBe(200);
    const source = { type: 'buyNow', token: bn.body.data.token };
    const view = await m.b.post<CheckoutView>('/api/order/checkout/confirm', { source, addressId: m.addressId, couponId: null });
    const sub = await m.b.post<{ orderNo: string; payableAmt: number }>('/api/order/checkout/submit', {
      orderToken: view.body.data.orderToken,
      source,
      addressId: m.addressId,
      couponId: null,
      points: 0,
      invoice: null,
      expectedPayable: view.body.data.price.payable,
    });
    expect(sub.status).toBe(200);
    const orderNo = sub.body.data.orderNo;
    const deposit = await createPayment(m.b, orderNo, 'wxpay');
    expect(deposit).toMatchObject({ stage: 'deposit', amount: 20000 });
    await pressSandbox(deposit.qrContent!, 'confirm');
    expect(await waitForStatus(m.b, deposit.payNo)).toMatchObject({ status: 'paid', nextUrl: `/order/payContinue/${orderNo}/wxpay` });
    expect((await orderRow(api, orderNo)).status).toBe('deposit_paid');

    const early = await m.b.post('/api/order/pay/create', { ordNo: orderNo, method: 'alipay' });
    expect(early.body).toMatchObject({ code: 'ERR_BALANCE_NOT_STARTED' });

    api.clock.offsetMs = 9.5 * 24 * 3600 * 1000; // inside the balance window
    await signIn(m.b, m.mobile); // the session of nine days ago has expired
    const due = await m.b.get<PaymentDue>(`/api/order/pay/due/${orderNo}`);
    expect(due.body.data).toMatchObject({ stage: 'balance', amount: (await orderRow(api, orderNo)).balanceAmt });
    const balance = await createPayment(m.b, orderNo, 'alipay');
    expect((await pressSandbox(balance.cashierUrl!, 'confirm')).status).toBe(303);
    expect(await waitForStatus(m.b, balance.payNo)).toMatchObject({ status: 'paid', nextUrl: `/order/paySuccess/${orderNo}/alipay` });
    const row = await orderRow(api, orderNo);
    expect(row.status).toBe('paid');
    expect(row.paidAmt).toBe(20000 + row.balanceAmt);
  });

  it('another member cannot read a payment, pay an order or draw its lottery (404)', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const pay = await createPayment(m.b, order.orderNo, 'wxpay');
    const other = new Browser(api.baseUrl);
    await signIn(other);
    const status = await other.get(`/api/order/pay/status/${pay.payNo}`);
    expect(status.status).toBe(404);
    expect(status.body).toMatchObject({ success: false, code: 'ERR_ORDER_NOT_FOUND' });
    expect((await other.post('/api/order/pay/create', { ordNo: order.orderNo, method: 'wxpay' })).status).toBe(404);
    expect((await other.get(`/api/order/pay/due/${order.orderNo}`)).status).toBe(404);
    expect((await other.post(`/api/order/pay/lottery/${order.orderNo}`)).status).toBe(404);
    // A visitor is asked to sign in; nonsense is a 400 with a Chinese message.
    const visitor = await new Browser(api.baseUrl).prime();
    expect((await visitor.get(`/api/order/pay/status/${pay.payNo}`)).status).toBe(401);
    const bad = await m.b.post('/api/order/pay/create', { ordNo: 'abc', method: 'paypal' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/订单号有误|请选择支付方式/);
    expect((await m.b.get('/api/order/pay/status/123')).body.message).toBe('支付单号有误');
  });

  it('lottery: one draw per paid order, stable result, points granted once', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const early = await m.b.post(`/api/order/pay/lottery/${order.orderNo}`);
    expect(early.status).toBe(404); // no payment yet
    const pay = await createPayment(m.b, order.orderNo, 'wxpay');
    expect((await m.b.post(`/api/order/pay/lottery/${order.orderNo}`)).body).toMatchObject({
      code: 'ERR_ORDER_STATUS',
      message: '订单支付成功后才可以参与抽奖',
    });
    await pressSandbox(pay.qrContent!, 'confirm');
    await waitForStatus(m.b, pay.payNo);
    expect((await m.b.get<LotteryResult>(`/api/order/pay/lottery/${order.orderNo}`)).body.data).toMatchObject({ drawn: false });
    const draws = await Promise.all([1, 2, 3].map(() => m.b.post<LotteryResult>(`/api/order/pay/lottery/${order.orderNo}`)));
    const first = draws[0]!.body.data;
    expect(first.drawn).toBe(true);
    for (const d of draws) expect(d.body.data).toEqual(first);
    expect(first.title).toMatch(/积分|谢谢参与/);
    const entries = await api.database.db
      .select()
      .from(schema.pointEntries)
      .where(and(eq(schema.pointEntries.orderNo, order.orderNo), eq(schema.pointEntries.kind, 'lottery')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.delta).toBe(first.points);
    expect((await m.b.get<LotteryResult>(`/api/order/pay/lottery/${order.orderNo}`)).body.data).toEqual(first);
  });

  it('the sandbox merchant API refuses unsigned calls', async () => {
    const r = await fetch(`${api.baseUrl}/api/sandbox/wxpay/v3/pay/transactions/native`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"out_trade_no":"123456"}',
    });
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ code: 'SIGN_ERROR', message: '签名错误' });
    const imitation = await fetch(`${api.baseUrl}/api/sandbox/jdpay/trades`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"out_trade_no":"123456"}',
    });
    expect(imitation.status).toBe(401);
    const cert = (await (await fetch(`${api.baseUrl}/api/sandbox/unionpay/certificates`)).json()) as { data: { public_key: string }[] };
    expect(cert.data[0]!.public_key).toContain('BEGIN PUBLIC KEY');
  });
});
