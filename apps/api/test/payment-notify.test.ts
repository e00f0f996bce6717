/**
 * Gateway notifications at the shop's door: a bad signature or a wrong amount is refused
 * (logged, the order stays unpaid, the gateway is told to try again), and the same
 * notification delivered five times at once is applied exactly once.
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import { buildNotification } from '../src/modules/payment/sandbox/notification-builder.ts';
import { createSandboxKeys } from '../src/modules/payment/sandbox/sandbox-keys.ts';
import { useTestApi } from './harness.ts';
import { createPayment, member, notificationRows, orderRow, paymentRows, placeOrder, cashierPageOf, providerKeys, tradeOf } from './payment-fixtures.ts';

const api = useTestApi({ sms: { ipHourlyLimit: 1000 } });

/** A notification for the payment as its gateway would sign it (the trade as the sandbox recorded it). */
async function notification(method: PayMethod, payNo: string, over: { amount?: number; secret?: string; nowMs?: number; keys?: 'gateway' | 'stranger' } = {}) {
  const trade = await tradeOf(api, payNo);
  const merchant = await providerKeys(api);
  if (over.secret) {
    // Another merchant's shared secrets: APIv3 key (WeChat) or HMAC merchant key.
    merchant.wxpay = { ...merchant.wxpay, apiV3Key: 'another-apiv3-key-0123456789abcd' };
    merchant.imitation = { ...merchant.imitation, [method]: { ...merchant.imitation[method as 'jdpay'], merchantKey: over.secret } };
  }
  let keys = await createSandboxKeys(api.database).of(method);
  if (over.keys === 'stranger') {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    keys = {
      serial: keys.serial,
      privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
  }
  return buildNotification(
    { method, tradeNo: trade.tradeNo, outTradeNo: payNo, amount: over.amount ?? trade.amount, paidAt: new Date() },
    keys,
    merchant,
    over.nowMs ?? Date.now(),
  );
}

async function deliver(method: PayMethod, note: { contentType: string; headers: Record<string, string>; body: string }) {
  const res = await fetch(`${api.baseUrl}/api/order/pay/notify/${method}`, {
    method: 'POST',
    headers: { 'content-type': note.contentType, ...note.headers },
    body: note.body,
  });
  return { status: res.status, text: await res.text() };
}

async function unpaidOrderWithPayment(method: PayMethod) {
  const m = await member(api);
  const order = await placeOrder(m);
  const pay = await createPayment(m.b, order.orderNo, method);
  // The shopper's browser opens the cashier (for Alipay this creates the trade at the gateway).
  if (pay.cashierUrl) await cashierPageOf(pay.cashierUrl);
  return { m, order, pay };
}

async function expectUnpaid(orderNo: string) {
  expect((await orderRow(api, orderNo)).status).toBe('pending_payment');
  expect((await orderRow(api, orderNo)).paidAmt).toBe(0);
  expect((await paymentRows(api, orderNo)).map((p) => p.status)).toEqual(['created']);
}

describe('gateway notifications', () => {
  it('WeChat style: tampered body, a stranger key, a stale timestamp, another APIv3 key → rejected, order unpaid', async () => {
    const { order, pay } = await unpaidOrderWithPayment('wxpay');
    const good = await notification('wxpay', pay.payNo);

    const tampered = await deliver('wxpay', { ...good, body: good.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') });
    expect(tampered.status).toBe(401);
    expect(JSON.parse(tampered.text)).toMatchObject({ code: 'FAIL' });
    expect((await deliver('wxpay', await notification('wxpay', pay.payNo, { keys: 'stranger' }))).status).toBe(401);
    expect((await deliver('wxpay', await notification('wxpay', pay.payNo, { nowMs: Date.now() - 6 * 60_000 }))).status).toBe(401);
    expect((await deliver('wxpay', { ...good, headers: {} })).status).toBe(401);
    // Correctly signed by the platform, but the resource was not encrypted with our APIv3 key.
    expect((await deliver('wxpay', await notification('wxpay', pay.payNo, { secret: 'another-secret-0123456789-abcdefghijklmnop' }))).status).toBe(401);

    await expectUnpaid(order.orderNo);
    const notes = await notificationRows(api, pay.payNo);
    expect(notes).toEqual([]); // unverified ones are logged without trusting the payNo they claim
  });

  it('Alipay style and HMAC style: a bad signature is rejected with "fail", the order stays unpaid', async () => {
    const ali = await unpaidOrderWithPayment('alipay');
    const note = await notification('alipay', ali.pay.payNo);
    const forged = await deliver('alipay', { ...note, body: note.body.replace(/total_amount=[^&]+/, 'total_amount=0.01') });
    expect(forged).toEqual({ status: 401, text: 'fail' });
    expect((await deliver('alipay', await notification('alipay', ali.pay.payNo, { keys: 'stranger' }))).status).toBe(401);
    await expectUnpaid(ali.order.orderNo);
    const logged = await api.database.db
      .select()
      .from(schema.paymentNotifications)
      .where(and(eq(schema.paymentNotifications.method, 'alipay'), like(schema.paymentNotifications.body, `%${ali.pay.payNo}%`)));
    expect(logged.map((n) => [n.verified, n.outcome])).toEqual([
      [false, 'rejected-signature'],
      [false, 'rejected-signature'],
    ]);

    const jd = await unpaidOrderWithPayment('jdpay');
    const hmac = await notification('jdpay', jd.pay.payNo, { secret: 'not-the-merchant-key-0123456789-abcdefg' });
    expect(await deliver('jdpay', hmac)).toEqual({ status: 401, text: 'fail' });
    await expectUnpaid(jd.order.orderNo);
  });

  it('a well-signed notification with the wrong amount is rejected and logged; the order stays unpaid', async () => {
    const { order, pay } = await unpaidOrderWithPayment('wxpay');
    const wrong = await deliver('wxpay', await notification('wxpay', pay.payNo, { amount: pay.amount - 1 }));
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.text)).toMatchObject({ code: 'FAIL' });
    await expectUnpaid(order.orderNo);
    expect((await notificationRows(api, pay.payNo)).map((n) => [n.verified, n.outcome])).toEqual([[true, 'rejected-amount']]);

    const ali = await unpaidOrderWithPayment('alipay');
    expect(await deliver('alipay', await notification('alipay', ali.pay.payNo, { amount: ali.pay.amount + 100 }))).toEqual({ status: 400, text: 'fail' });
    await expectUnpaid(ali.order.orderNo);
  });

  it("the same notification delivered 5 times (at once) pays once; each gets the gateway's success answer", async () => {
    for (const method of ['wxpay', 'alipay', 'chinaums'] as const) {
      const { order, pay } = await unpaidOrderWithPayment(method);
      const note = await notification(method, pay.payNo);
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(method, note)));
      const expected = method === 'wxpay' ? JSON.stringify({ code: 'SUCCESS', message: '成功' }) : method === 'alipay' ? 'success' : 'SUCCESS';
      for (const a of answers) expect(a).toEqual({ status: 200, text: expected });
      const row = await orderRow(api, order.orderNo);
      expect(row.status).toBe('paid');
      expect(row.paidAmt).toBe(order.payableAmt);
      const payments = await paymentRows(api, order.orderNo);
      expect(payments.filter((p) => p.status === 'paid')).toHaveLength(1);
      const outcomes = (await notificationRows(api, pay.payNo)).map((n) => n.outcome).sort();
      expect(outcomes).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
      // …and a replay later changes nothing either.
      expect((await deliver(method, note)).status).toBe(200);
      expect((await orderRow(api, order.orderNo)).paidAmt).toBe(order.payableAmt);
    }
  });

  it('an unknown method or payment is refused without a 500', async () => {
    const r = await fetch(`${api.baseUrl}/api/order/pay/notify/paypal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(r.status).toBe(400);
    const garbage = await fetch(`${api.baseUrl}/api/order/pay/notify/alipay`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(garbage.status).toBe(401);
  });
});
