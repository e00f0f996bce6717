/**
 * Refunds through the gateway adapters against the sandbox gateways (issue #17 part 1), over
 * real HTTP with real signatures, for WeChat Pay APIv3, Alipay and the imitation (UnionPay:
 * RSA2, JD Pay: HMAC): a trade paid at the sandbox cashier, then refunded in part and in full
 * (processing, then success by query and by a signed notification to the refund's notify_url
 * that parseRefundNotification accepts — a tampered copy it refuses), more than is left refused,
 * one refund per refund number, ten concurrent refunds never above the trade, a refused
 * notification sent again until acknowledged, the test switches (refunds ending failed, results not notified), the sweep of a stopped worker, and
 * the switch route absent in production.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import { createGateways } from '../src/modules/payment/gateways/index.ts';
import type { PaymentGateway, RefundState } from '../src/modules/payment/gateways/gateway.ts';
import { ACK, METHOD_STYLE } from '../src/modules/payment/protocol.ts';
import { createNotifier } from '../src/modules/payment/sandbox/notifier.ts';
import { createSandboxKeys } from '../src/modules/payment/sandbox/sandbox-keys.ts';
import { paymentSettingsOf } from '../src/modules/payment/settings.ts';
import { keyHolder, type ProviderKeys } from '../src/modules/payment/trust/provider-keys.ts';
import { startTestApi, useTestApi } from './harness.ts';
import { createPayment, member, placeOrder, pressSandbox, providerKeys, tradeOf, useMerchantEndpoint, waitForStatus } from './payment-fixtures.ts';

const api = useTestApi({ sms: { ipHourlyLimit: 1000 } });

/** The merchant's notify endpoints (/pay/{method}, /refund/{method}, /busy/…/{method}): every POST recorded and acknowledged as its gateway expects. */
const merchant = useMerchantEndpoint((r) =>
  // /busy/…: the first POST to that address is refused (the gateway must send it again).
  r.url.startsWith('/busy/') && merchant.received.filter((x) => x.url === r.url).length === 1
    ? { status: 503, contentType: 'text/plain', body: 'busy' }
    : ACK[METHOD_STYLE[methodOf(r)] ?? 'hmac'],
);
const methodOf = (r: { url: string }) => r.url.split('/').pop() as PayMethod;

let keys: ProviderKeys;
let gateways: Record<PayMethod, PaymentGateway>;
beforeAll(async () => {
  keys = await providerKeys(api);
  const holder = keyHolder();
  holder.set(keys);
  // The adapters as the app builds them: settings, pinned keys, the sandbox on this server.
  gateways = createGateways(paymentSettingsOf(api.config), holder, { self: () => api.baseUrl, public: () => api.baseUrl });
});

const uniq = () => String(Date.now()).slice(-10) + String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
const refundNo = () => `RN${uniq()}`;

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 6000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A trade created through the adapter and paid by the shopper at the sandbox cashier. */
async function paidTrade(method: PayMethod, amount = 10_000) {
  const payNo = uniq() + '0000';
  const created = await gateways[method].createTrade({
    payNo,
    amount,
    subject: '退款测试订单',
    periods: null,
    notifyUrl: `${merchant.url()}/pay/${method}`,
    returnUrl: `${merchant.url()}/back`,
    failUrl: `${merchant.url()}/fail`,
  });
  const res = await pressSandbox(created.qrContent ?? created.cashierUrl!, 'confirm');
  expect([200, 303]).toContain(res.status);
  expect((await gateways[method].query(payNo)).status).toBe('success');
  return payNo;
}

const ask = (method: PayMethod, payNo: string, no: string, amount: number, total = 10_000) =>
  gateways[method].requestRefund({ payNo, refundNo: no, amount, total, reason: '测试退款', notifyUrl: `${merchant.url()}/refund/${method}` });

const settled = (method: PayMethod, payNo: string, no: string) =>
  until(
    () => gateways[method].queryRefund(payNo, no),
    (s: RefundState) => s.status === 'success' || s.status === 'failed',
  );

/** The refund notifications that reached the merchant for one refund number, parsed by the adapter. */
async function notesFor(method: PayMethod, no: string) {
  const out = [];
  for (const r of merchant.received.filter((x) => methodOf(x) === method)) {
    const parsed = await gateways[method].parseRefundNotification({ headers: r.headers, body: r.body, nowMs: Date.now() });
    if (parsed.ok && parsed.refundNo === no) out.push({ raw: r, parsed });
  }
  return out;
}

const refundRows = (payNo: string) =>
  api.database.db.select().from(schema.sandboxRefunds).where(eq(schema.sandboxRefunds.outTradeNo, payNo)).orderBy(schema.sandboxRefunds.id);

async function setBehaviour(method: PayMethod, body: object, base = api.baseUrl) {
  const res = await fetch(`${base}/api/sandbox/${method}/test/refund-behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/** A copy of a notification with one byte of its body changed (form field or JSON). */
function tampered(raw: { headers: IncomingHttpHeaders; body: string }) {
  if (raw.body.startsWith('{')) return { headers: raw.headers, body: raw.body.replace('"id":"', '"id":"0') };
  const form = new URLSearchParams(raw.body);
  form.set('refund_amount', form.get('refund_amount') === '1.00' || form.get('refund_amount') === '1' ? '2' : '1');
  return { headers: raw.headers, body: form.toString() };
}

describe.each(['wxpay', 'alipay', 'unionpay', 'jdpay'] as const)('refunds at the %s sandbox', (method) => {
  it('part, then the rest: processing → success by query and by a signed notification; more than is left and another amount for a number are refused; the same number is one refund', async () => {
    const gw = gateways[method];
    const payNo = await paidTrade(method);
    const first = refundNo();
    expect(await ask(method, payNo, first, 3000)).toMatchObject({ status: 'processing', amount: 3000 });
    expect((await gw.queryRefund(payNo, first)).status).toBe('processing');
    // Asked again (a retry): the same refund, not a second one.
    const again = await ask(method, payNo, first, 3000);
    expect(['processing', 'success']).toContain(again.status);
    await expect(ask(method, payNo, first, 2000)).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY', data: { refused: true } });
    expect(await refundRows(payNo)).toHaveLength(1);

    const done = await settled(method, payNo, first);
    expect(done).toMatchObject({ status: 'success', amount: 3000 });
    expect(done.finishedAt).toBeInstanceOf(Date);
    // Refunded in part: the trade is still paid.
    expect((await gw.query(payNo)).status).toBe('success');

    const notes = await until(
      () => notesFor(method, first),
      (n) => n.length > 0,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.parsed).toMatchObject({ ok: true, payNo, refundNo: first, amount: 3000, status: 'success' });
    const copy = tampered(notes[0]!.raw);
    expect(await gw.parseRefundNotification({ ...copy, nowMs: Date.now() })).toMatchObject({ ok: false, outcome: 'rejected-signature' });

    const rest = refundNo();
    expect(await ask(method, payNo, rest, 7000)).toMatchObject({ status: 'processing' });
    await expect(ask(method, payNo, refundNo(), 1)).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY', status: 502 });
    expect(await settled(method, payNo, rest)).toMatchObject({ status: 'success', amount: 7000 });
    // Refunded in full: WeChat REFUND, Alipay TRADE_CLOSED, the imitation closed — never 'success' or 'waiting' again.
    expect((await gw.query(payNo)).status).toBe('closed');
    expect(await tradeOf(api, payNo)).toMatchObject({ status: 'closed', refundedAmount: 10_000 });
    expect(
      (
        await until(
          () => notesFor(method, rest),
          (n) => n.length > 0,
        )
      )[0]!.parsed,
    ).toMatchObject({ ok: true, amount: 7000, status: 'success' });
    const rows = await until(
      () => refundRows(payNo),
      (rs) => rs.every((r) => r.notifyAcked),
    );
    expect(rows.map((r) => [r.amount, r.status, r.notifyAcked, r.notifyAttempts])).toEqual([
      [3000, 'success', true, 1],
      [7000, 'success', true, 1],
    ]);
    expect((await gw.queryRefund(payNo, refundNo())).status).toBe('unknown');
  });

  it('ten concurrent refunds whose sum exceeds the trade: what is accepted never exceeds it', async () => {
    const payNo = await paidTrade(method);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => ask(method, payNo, refundNo(), 1500)));
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(accepted).toHaveLength(6);
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'ERR_PAY_GATEWAY', data: { refused: true } });
    const rows = await refundRows(payNo);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(9000);
    expect((await tradeOf(api, payNo)).refundedAmount).toBe(9000);
  });

  it('test switches: refunds that end failed (notified as failed; the amount can be refunded again), then results not notified (query only)', async () => {
    const gw = gateways[method];
    const payNo = await paidTrade(method);
    expect(await setBehaviour(method, { outTradeNo: payNo, outcome: 'failed', suppressNotify: false })).toMatchObject({ status: 200 });
    const failing = refundNo();
    expect(await ask(method, payNo, failing, 10_000)).toMatchObject({ status: 'processing' });
    expect(await settled(method, payNo, failing)).toMatchObject({ status: 'failed' });
    expect(
      (
        await until(
          () => notesFor(method, failing),
          (n) => n.length > 0,
        )
      )[0]!.parsed,
    ).toMatchObject({
      ok: true,
      status: 'failed',
      amount: 10_000,
    });
    // The money was not given back: the trade is paid again in full and refundable.
    expect(await tradeOf(api, payNo)).toMatchObject({ status: 'success', refundedAmount: 0 });
    expect((await gw.query(payNo)).status).toBe('success');

    expect(await setBehaviour(method, { outTradeNo: payNo, outcome: 'success', suppressNotify: true })).toMatchObject({ status: 200 });
    const quiet = refundNo();
    await ask(method, payNo, quiet, 10_000);
    expect(await settled(method, payNo, quiet)).toMatchObject({ status: 'success', amount: 10_000 });
    await new Promise((r) => setTimeout(r, 1200));
    expect(await notesFor(method, quiet)).toEqual([]);
    const row = (await refundRows(payNo)).find((r) => r.outRefundNo === quiet)!;
    expect(row).toMatchObject({ suppressNotify: true, notifyAttempts: 0, notifyAcked: false });
  });
});

describe('refunds at the sandbox, whatever the method', () => {
  it('a waiting or unknown trade cannot be refunded; refund() gives a whole payment back once under RF{payNo}', async () => {
    const wx = gateways.wxpay;
    const waiting = uniq() + '0000';
    await wx.createTrade({
      payNo: waiting,
      amount: 500,
      subject: '未支付',
      periods: null,
      notifyUrl: `${merchant.url()}/pay/wxpay`,
      returnUrl: `${merchant.url()}/b`,
      failUrl: `${merchant.url()}/f`,
    });
    await expect(ask('wxpay', waiting, refundNo(), 100, 500)).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY' });
    await expect(ask('alipay', 'NOSUCHTRADE01', refundNo(), 100, 500)).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY' });
    await expect(ask('chinaums', 'NOSUCHTRADE01', refundNo(), 100, 500)).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY' });

    const payNo = await paidTrade('chinaums', 2500);
    // The same refund number asked twice is one refund.
    const whole = { payNo, refundNo: `RF${payNo}`, amount: 2500, total: 2500, reason: '订单已取消', notifyUrl: `${merchant.url()}/refund` };
    await gateways.chinaums.requestRefund(whole);
    await gateways.chinaums.requestRefund(whole);
    expect((await refundRows(payNo)).map((r) => [r.outRefundNo, r.amount])).toEqual([[`RF${payNo}`, 2500]]);
  });

  it('the switch route: Chinese 400 for bad input, 404 for an unknown trade; absent (404) in production', async () => {
    expect(await setBehaviour('wxpay', { outTradeNo: 'NOSUCHTRADE01', outcome: 'failed', suppressNotify: false })).toMatchObject({
      status: 404,
      body: { code: 'ORDER_NOT_EXIST', message: '交易不存在' },
    });
    expect(await setBehaviour('wxpay', { outTradeNo: 'X1', outcome: 'maybe', suppressNotify: false })).toMatchObject({
      status: 400,
      body: { message: '退款结果只能是 success 或 failed' },
    });
    const prod = await startTestApi({ nodeEnv: 'production' });
    try {
      expect((await setBehaviour('wxpay', { outTradeNo: 'X1', outcome: 'failed', suppressNotify: false }, prod.baseUrl)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it("a payment refunded in full at the gateway stays paid in the shop's status (its query reads REFUND / TRADE_CLOSED only for unpaid attempts)", async () => {
    for (const method of ['wxpay', 'alipay'] as const) {
      const m = await member(api);
      const order = await placeOrder(m);
      const pay = await createPayment(m.b, order.orderNo, method);
      expect([200, 303]).toContain((await pressSandbox(pay.qrContent ?? pay.cashierUrl!, 'confirm')).status);
      expect(await waitForStatus(m.b, pay.payNo)).toMatchObject({ status: 'paid' });
      const no = refundNo();
      await gateways[method].requestRefund({
        payNo: pay.payNo,
        refundNo: no,
        amount: pay.amount,
        total: pay.amount,
        reason: '取消订单',
        notifyUrl: `${merchant.url()}/refund/${method}`,
      });
      expect(await settled(method, pay.payNo, no)).toMatchObject({ status: 'success', amount: pay.amount });
      expect((await gateways[method].query(pay.payNo)).status).toBe('closed');
      expect(await waitForStatus(m.b, pay.payNo, true)).toMatchObject({ status: 'paid' });
    }
  });

  it('a refund notification the merchant refuses is sent again until acknowledged', async () => {
    const payNo = await paidTrade('chinaums', 600);
    const no = refundNo();
    await gateways.chinaums.requestRefund({
      payNo,
      refundNo: no,
      amount: 600,
      total: 600,
      reason: '测试退款',
      notifyUrl: `${merchant.url()}/busy/${no}/chinaums`,
    });
    const [row] = await until(
      () => refundRows(payNo),
      (rs) => rs[0]?.notifyAcked === true,
      8000,
    );
    expect(row).toMatchObject({ status: 'success', notifyAcked: true, notifyAttempts: 2 });
    expect((await notesFor('chinaums', no)).map((n) => n.parsed)).toEqual([
      expect.objectContaining({ ok: true, amount: 600, status: 'success' }),
      expect.objectContaining({ ok: true, amount: 600, status: 'success' }),
    ]);
  });

  it("a refund whose worker stopped is settled and notified by another worker's sweep, once", async () => {
    const payNo = await paidTrade('cmbpay', 800);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    const trade = await tradeOf(api, payNo);
    const no = refundNo();
    // Accepted by a worker that stopped before settling it.
    await api.database.db.update(schema.sandboxTrades).set({ refundedAmount: 800, status: 'closed' }).where(eq(schema.sandboxTrades.id, trade.id));
    await api.database.db.insert(schema.sandboxRefunds).values({
      method: 'cmbpay',
      tradeId: trade.id,
      outTradeNo: payNo,
      outRefundNo: no,
      refundNo: `96${uniq()}${uniq()}`.slice(0, 29),
      amount: 800,
      notifyUrl: `${merchant.url()}/refund/cmbpay`,
      createdAt: longAgo,
    });
    const workers = [1, 2].map(() =>
      createNotifier({ database: api.database, clock: api.clock, merchant: () => keys, keys: createSandboxKeys(api.database), log: { warn: () => {} } }),
    );
    await Promise.all(workers.map((w) => w.sweep()));
    const [row] = await until(
      () => refundRows(payNo),
      (rs) => rs[0]!.notifyAcked,
    );
    for (const w of workers) w.close();
    expect(row).toMatchObject({ status: 'success', notifyAcked: true, notifyAttempts: 1 });
    expect(await notesFor('cmbpay', no)).toHaveLength(1);
  });
});
