/**
 * Issue #12: only the configured gateways are believed. A request's Host / X-Forwarded-Host
 * never sends a payment query or a key fetch anywhere; notifications signed with a foreign
 * key, or validly signed for another merchant, are refused; a closed trade is acknowledged;
 * a provider trade number reused for another payment is refused in the provider's format;
 * 20 concurrent pay-creates on one order give one attempt and nineteen 409s.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayMethod } from '@shop/contracts/checkout';
import { buildNotification, type NotifiedTrade } from '../src/modules/payment/sandbox/notification-builder.ts';
import { createSandboxKeys, type GatewayKeyPair } from '../src/modules/payment/sandbox/sandbox-keys.ts';
import { alipayGateway } from '../src/modules/payment/gateways/alipay.ts';
import { imitationGateway } from '../src/modules/payment/gateways/imitation.ts';
import { wechatPayGateway } from '../src/modules/payment/gateways/wechatpay.ts';
import { platformCertificate } from '../src/modules/payment/sandbox/platform-certificate.ts';
import { paymentSettingsOf } from '../src/modules/payment/settings.ts';
import { useTestApi } from './harness.ts';
import { cashierPageOf, createPayment, member, notificationRows, orderRow, paymentRows, placeOrder, providerKeys, tradeOf } from './payment-fixtures.ts';

const api = useTestApi({ sms: { ipHourlyLimit: 1000 } });

/** The attacker's gateway double: answers every query "paid" and serves its own key; records every call. */
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attackerKeys = (serial: string): GatewayKeyPair => ({
  serial,
  privatePem: attacker.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  publicPem: attacker.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
});
const doubleCalls: string[] = [];
const double = createServer((req, res) => {
  doubleCalls.push(`${req.method} ${req.url}`);
  req.resume();
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ status: 'success', amount: 1, trade_no: '1'.repeat(28), data: [{ serial_no: 'X', public_key: attackerKeys('X').publicPem }] }));
});
let doubleHost = '';
beforeAll(async () => {
  await new Promise<void>((r) => double.listen(0, '127.0.0.1', r));
  doubleHost = `127.0.0.1:${(double.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => double.close(() => r())));

async function paymentFor(method: PayMethod) {
  const m = await member(api);
  const order = await placeOrder(m);
  const pay = await createPayment(m.b, order.orderNo, method);
  if (pay.cashierUrl) await cashierPageOf(pay.cashierUrl); // the browser opens the cashier
  return { m, order, pay };
}

async function signed(method: PayMethod, payNo: string, over: Partial<NotifiedTrade> & { foreignKey?: boolean } = {}) {
  const trade = await tradeOf(api, payNo);
  const genuine = await createSandboxKeys(api.database).of(method);
  const keys = method === 'jdpay' || method === 'cmbpay' || method === 'chinaums' ? null : over.foreignKey ? attackerKeys(genuine.serial) : genuine;
  return buildNotification(
    { method, tradeNo: trade.tradeNo, outTradeNo: payNo, amount: trade.amount, paidAt: new Date(), ...over },
    keys,
    await providerKeys(api),
    Date.now(),
  );
}

async function deliver(method: PayMethod, note: { contentType: string; headers: Record<string, string>; body: string }, extra: Record<string, string> = {}) {
  const res = await fetch(`${api.baseUrl}/api/order/pay/notify/${method}`, {
    method: 'POST',
    headers: { 'content-type': note.contentType, ...note.headers, ...extra },
    body: note.body,
  });
  return { status: res.status, text: await res.text() };
}

const ACKS: Partial<Record<PayMethod, string>> = {
  wxpay: JSON.stringify({ code: 'SUCCESS', message: '成功' }),
  alipay: 'success',
  unionpay: 'success',
  unionpayint: 'success',
};

describe('only configured gateways are trusted', () => {
  it('a Host / X-Forwarded-Host pointing at a gateway double: no query and no key fetch goes there; the order stays unpaid; genuine notifications still pay', async () => {
    for (const method of ['alipay', 'wxpay', 'unionpayint', 'unionpay'] as const) {
      const { m, order, pay } = await paymentFor(method);
      const steer = { host: doubleHost, 'x-forwarded-host': doubleHost, 'x-forwarded-proto': 'http', origin: `http://${doubleHost}` };
      // Answered (or refused as a foreign host by the platform, 421) — either way nothing is asked of the double.
      const status = await m.b.get(`/api/order/pay/status/${pay.payNo}?query=1`, { headers: steer });
      expect([200, 421]).toContain(status.status);
      if (status.status === 200) expect(status.body.data).toMatchObject({ status: 'created' });
      // A forged notification with the attacker's key, sent with the same Host: refused, and no certificate fetched from the double.
      const forged = await deliver(method, await signed(method, pay.payNo, { foreignKey: true }), steer);
      expect([401, 421]).toContain(forged.status);
      expect((await orderRow(api, order.orderNo)).status).toBe('pending_payment');
      expect(doubleCalls).toEqual([]);
      // The gateway's genuine notification still pays (its pinned key was not replaced).
      const genuine = await deliver(method, await signed(method, pay.payNo));
      expect(genuine).toEqual({ status: 200, text: ACKS[method] });
      expect((await orderRow(api, order.orderNo)).status).toBe('paid');
    }
    expect(doubleCalls).toEqual([]);
  });

  it('a notification signed with a foreign key is refused for every RSA / RSA2 method; a genuine one afterwards pays', async () => {
    for (const method of ['wxpay', 'alipay', 'unionpay', 'unionpayint'] as const) {
      const { order, pay } = await paymentFor(method);
      for (let i = 0; i < 3; i++) expect((await deliver(method, await signed(method, pay.payNo, { foreignKey: true }))).status).toBe(401);
      expect((await orderRow(api, order.orderNo)).paidAmt).toBe(0);
      expect((await paymentRows(api, order.orderNo)).map((p) => p.status)).toEqual(['created']);
      expect(await deliver(method, await signed(method, pay.payNo))).toEqual({ status: 200, text: ACKS[method] });
      expect(await orderRow(api, order.orderNo)).toMatchObject({ status: 'paid', paidAmt: order.payableAmt });
    }
  });

  it('validly signed, but for another app_id / mchid / appid / merchant: refused, unpaid, logged without trusting the payNo', async () => {
    const ali = await paymentFor('alipay');
    expect(await deliver('alipay', await signed('alipay', ali.pay.payNo, { appId: '2021009999999999' }))).toEqual({ status: 401, text: 'fail' });
    const wx = await paymentFor('wxpay');
    expect((await deliver('wxpay', await signed('wxpay', wx.pay.payNo, { mchid: '1900009999' }))).status).toBe(401);
    expect((await deliver('wxpay', await signed('wxpay', wx.pay.payNo, { appId: 'wx9999999999999999' }))).status).toBe(401);
    const jd = await paymentFor('jdpay');
    expect(await deliver('jdpay', await signed('jdpay', jd.pay.payNo, { appId: '999999999999' }))).toEqual({ status: 401, text: 'fail' });
    for (const o of [ali, wx, jd]) {
      expect((await orderRow(api, o.order.orderNo)).status).toBe('pending_payment');
      expect(await notificationRows(api, o.pay.payNo)).toEqual([]);
    }
  });

  it('a validly signed TRADE_CLOSED (WeChat CLOSED) is acknowledged and closes the payment; the order can be paid again', async () => {
    for (const method of ['alipay', 'wxpay', 'unionpay', 'chinaums'] as const) {
      const { m, order, pay } = await paymentFor(method);
      const answer = await deliver(method, await signed(method, pay.payNo, { state: 'closed' }));
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(ACKS[method] ?? 'SUCCESS');
      expect((await paymentRows(api, order.orderNo)).map((p) => p.status)).toEqual(['closed']);
      expect((await notificationRows(api, pay.payNo)).map((n) => n.outcome)).toEqual(['trade-closed-closed']);
      expect((await orderRow(api, order.orderNo)).status).toBe('pending_payment');
      const again = await createPayment(m.b, order.orderNo, 'jdpay');
      expect(again.payNo).not.toBe(pay.payNo);
    }
  });

  it("a signed notification reusing another payment's trade_no is refused in the provider's format, never 5xx", async () => {
    for (const method of ['alipay', 'wxpay', 'jdpay'] as const) {
      const first = await paymentFor(method);
      const second = await paymentFor(method);
      const firstTrade = await tradeOf(api, first.pay.payNo);
      expect((await deliver(method, await signed(method, first.pay.payNo))).status).toBe(200);
      const reused = await deliver(method, await signed(method, second.pay.payNo, { tradeNo: firstTrade.tradeNo }));
      expect(reused.status).toBe(400);
      expect(reused.text).toBe(method === 'wxpay' ? JSON.stringify({ code: 'FAIL', message: '交易号已属于其他支付单' }) : 'fail');
      expect((await orderRow(api, second.order.orderNo)).status).toBe('pending_payment');
      expect((await notificationRows(api, second.pay.payNo)).map((n) => n.outcome)).toEqual(['rejected-trade-no']);
    }
  });
});

describe('a configured WeChat Pay gateway without a pinned certificate', () => {
  it('fetches /v3/certificates once from the configured address and pins it; an unknown serial is refused without refetching', async () => {
    const k = await providerKeys(api);
    const configured = { ...k.wxpay, trusted: new Map<string, string>(), fetchCertificates: true };
    const origins = { self: () => `http://${doubleHost}`, public: () => `http://${doubleHost}` };
    const gateway = wechatPayGateway({ ...paymentSettingsOf(api.config).wxpay, base: `${api.baseUrl}/api/sandbox/wxpay` }, () => configured, origins);
    const fetches: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      fetches.push(String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const payNo = `CFG${Date.now()}`;
      await gateway.createTrade({
        payNo,
        amount: 321,
        subject: '配置网关',
        periods: null,
        notifyUrl: `${api.baseUrl}/n`,
        returnUrl: api.baseUrl,
        failUrl: api.baseUrl,
      });
      expect(await gateway.query(payNo)).toMatchObject({ status: 'waiting', amount: 321 });
      const platform = await createSandboxKeys(api.database).of('wxpay');
      expect([...configured.trusted.keys()]).toEqual([platformCertificate(platform).serial]);
      // A notification naming a serial nobody pinned (the attacker's): refused, no second fetch.
      const forged = buildNotification(
        { method: 'wxpay', tradeNo: '4'.repeat(28), outTradeNo: payNo, amount: 321, paidAt: new Date() },
        attackerKeys('AB'.repeat(20)),
        k,
        Date.now(),
      );
      const parsed = await gateway.parseNotification({
        headers: { ...forged.headers, 'wechatpay-serial': 'ATTACKERSERIAL' },
        body: forged.body,
        nowMs: Date.now(),
      });
      expect(parsed).toMatchObject({ ok: false, outcome: 'rejected-signature' });
      expect(fetches.filter((u) => u.includes('/v3/certificates'))).toHaveLength(1);
      expect(fetches.every((u) => u.startsWith(api.baseUrl))).toBe(true);
      expect(configured.trusted.size).toBe(1);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(doubleCalls).toEqual([]);
  });
});

describe('an answer not signed by the configured gateway', () => {
  it('is not believed: a query "paid" from a server without the gateway key changes nothing (every protocol)', async () => {
    // A gateway address that (mis)answers "paid" in each protocol's shape, unsigned or signed with the attacker's key.
    const liar = createServer((req, res) => {
      req.resume();
      const alipay = `{"alipay_trade_query_response":{"code":"10000","msg":"Success","out_trade_no":"X","trade_status":"TRADE_SUCCESS","total_amount":"1.00","trade_no":"1"},"sign":"${'A'.repeat(344)}"}`;
      if (req.url?.includes('gateway.do')) return res.writeHead(200, { 'content-type': 'application/json' }).end(alipay);
      res
        .writeHead(200, {
          'content-type': 'application/json',
          'x-sandbox-signature': 'f'.repeat(64),
          'wechatpay-serial': 'X',
          'wechatpay-timestamp': String(Math.floor(Date.now() / 1000)),
          'wechatpay-nonce': 'n',
          'wechatpay-signature': 'AAAA',
        })
        .end(JSON.stringify({ status: 'success', trade_state: 'SUCCESS', out_trade_no: 'X', amount: 100, trade_no: '1' }));
    });
    await new Promise<void>((r) => liar.listen(0, '127.0.0.1', r));
    const liarUrl = `http://127.0.0.1:${(liar.address() as AddressInfo).port}`;
    try {
      const k = await providerKeys(api);
      const s = paymentSettingsOf(api.config);
      const origins = { self: () => liarUrl, public: () => liarUrl };
      const gateways = [
        alipayGateway({ ...s.alipay, gateway: `${liarUrl}/gateway.do` }, () => k.alipay, origins),
        wechatPayGateway({ ...s.wxpay, base: liarUrl }, () => k.wxpay, origins),
        imitationGateway('unionpay', { ...s.imitation.unionpay, gateway: liarUrl }, () => k.imitation.unionpay, origins),
        imitationGateway('jdpay', { ...s.imitation.jdpay, gateway: liarUrl }, () => k.imitation.jdpay, origins),
      ];
      for (const g of gateways) await expect(g.query('X')).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY' });
    } finally {
      await new Promise<void>((r) => liar.close(() => r()));
    }
  });
});

describe('concurrent pay-create on one order', () => {
  it('20 at once: one attempt, nineteen 409 ERR_PAY_IN_PROGRESS, no 5xx; a later re-pay with another method works', async () => {
    const m = await member(api);
    const order = await placeOrder(m);
    const answers = await Promise.all(Array.from({ length: 20 }, () => m.b.post('/api/order/pay/create', { ordNo: order.orderNo, method: 'wxpay' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toMatchObject({ success: false, code: 'ERR_PAY_IN_PROGRESS', message: '该订单正在发起支付，请稍候再试' });
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await paymentRows(api, order.orderNo)).toHaveLength(1);

    const later = await createPayment(m.b, order.orderNo, 'alipay');
    expect(later.cashierUrl).toContain('alipay.trade.page.pay');
    expect((await paymentRows(api, order.orderNo)).map((p) => [p.method, p.status]).sort()).toEqual([
      ['alipay', 'created'],
      ['wxpay', 'closed'],
    ]);
  });
});
