/**
 * Orders for the payment tests, placed through the real checkout (buy now → confirm →
 * submit), and small helpers to drive the sandbox gateway like a shopper's browser would.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { BuyNowResult } from '@shop/contracts/cart';
import type { CheckoutView, SubmitOrderResult } from '@shop/contracts/checkout';
import type { Address } from '@shop/contracts/address';
import type { CreatedPayment, PaymentStatus } from '@shop/contracts/payment';
import { createSandboxKeys } from '../src/modules/payment/sandbox/sandbox-keys.ts';
import { paymentSettingsOf } from '../src/modules/payment/settings.ts';
import { loadProviderKeys, type ProviderKeys } from '../src/modules/payment/trust/provider-keys.ts';
import { Browser, freshMobile, signIn, type TestApi } from './harness.ts';

/** A seeded phone with plenty of stock, outside any TTM programme or activity. */
export const PAY_TEST_SKU = 'C55-BLACK-1';

export async function member(api: TestApi) {
  const b = new Browser(api.baseUrl);
  const { mobile } = await signIn(b);
  const addr = await b.post<Address>('/api/order/address/save', {
    receiver: '王五',
    mobile: freshMobile(),
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道100号',
    isDefault: true,
  });
  if (addr.status !== 200) throw new Error(`address: ${JSON.stringify(addr.body)}`);
  return { b, mobile, addressId: addr.body.data.id };
}

/** Places an order of a phone (`opts.qty`, default one; `opts.invoice`, default none) through the checkout API; answers its number and payable. */
export async function placeOrder(m: { b: Browser; addressId: number }, skuCd = PAY_TEST_SKU, opts: { qty?: number; invoice?: unknown } = {}) {
  const bn = await m.b.post<BuyNowResult>('/api/cart/cart/buyNow', { skuCd, qtyCnt: opts.qty ?? 1 });
  if (bn.status !== 200) throw new Error(`buyNow: ${JSON.stringify(bn.body)}`);
  const source = { type: 'buyNow', token: bn.body.data.token } as const;
  const view = await m.b.post<CheckoutView>('/api/order/checkout/confirm', { source, addressId: m.addressId, couponId: null });
  if (view.status !== 200) throw new Error(`confirm: ${JSON.stringify(view.body)}`);
  const sub = await m.b.post<SubmitOrderResult>('/api/order/checkout/submit', {
    orderToken: view.body.data.orderToken,
    source,
    addressId: m.addressId,
    couponId: null,
    points: 0,
    invoice: opts.invoice ?? null,
    expectedPayable: view.body.data.price.payable,
  });
  if (sub.status !== 200) throw new Error(`submit: ${JSON.stringify(sub.body)}`);
  return sub.body.data;
}

export async function orderRow(api: TestApi, orderNo: string) {
  const [row] = await api.database.db.select().from(schema.orders).where(eq(schema.orders.orderNo, orderNo));
  return row!;
}

export async function paymentRows(api: TestApi, orderNo: string) {
  return api.database.db.select().from(schema.payments).where(eq(schema.payments.orderNo, orderNo));
}

export async function notificationRows(api: TestApi, payNo: string) {
  return api.database.db.select().from(schema.paymentNotifications).where(eq(schema.paymentNotifications.payNo, payNo));
}

export async function tradeOf(api: TestApi, payNo: string) {
  const [row] = await api.database.db.select().from(schema.sandboxTrades).where(eq(schema.sandboxTrades.outTradeNo, payNo));
  return row!;
}

export async function createPayment(b: Browser, ordNo: string, method: string, extra: Record<string, unknown> = {}) {
  const r = await b.post<CreatedPayment>('/api/order/pay/create', { ordNo, method, ...extra });
  if (r.status !== 200) throw new Error(`pay/create: ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/**
 * The cashier page the shopper lands on. Alipay's cashierUrl is a signed page-pay URL at
 * gateway.do, which creates the trade and redirects to the sandbox cashier — as a browser follows it.
 */
export async function cashierPageOf(cashierUrl: string): Promise<string> {
  if (!cashierUrl.includes('/gateway.do')) return cashierUrl;
  const res = await fetch(cashierUrl, { redirect: 'manual' });
  const location = res.headers.get('location');
  if (res.status !== 302 || !location) throw new Error(`gateway.do: ${res.status} ${await res.text()}`);
  return new URL(location, cashierUrl).toString();
}

/** The keys the app resolved at start (same settings, same sandbox key store, same secret). */
export async function providerKeys(api: TestApi): Promise<ProviderKeys> {
  return loadProviderKeys(paymentSettingsOf(api.config), api.config.secret, createSandboxKeys(api.database));
}

/** What the sandbox page's form posts (the shopper presses 确认支付 or 模拟支付失败). */
export async function pressSandbox(url: string, action: 'confirm' | 'fail', fields: Record<string, string> = {}) {
  const pageUrl = await cashierPageOf(url);
  const formUrl = pageUrl.replace('/scan/', '/cashier/') + `/${action}`;
  const view = pageUrl.includes('/scan/') ? 'scan' : 'cashier';
  return fetch(formUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ view, ...fields }).toString(),
    redirect: 'manual',
  });
}

/** Polls the status (as the cashier page does) until it is no longer 'created'. */
export async function waitForStatus(b: Browser, payNo: string, query = false, timeoutMs = 10_000): Promise<PaymentStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await b.get<PaymentStatus>(`/api/order/pay/status/${payNo}${query ? '?query=1' : ''}`);
    if (r.status !== 200) throw new Error(`status: ${JSON.stringify(r.body)}`);
    if (r.body.data.status !== 'created' || Date.now() > until) return r.body.data;
    await new Promise((res) => setTimeout(res, 150));
  }
}

/** Pays an order in the WeChat Pay sandbox and moves it through the simulated carrier until it is signed for; answers the payment number. */
export async function payAndDeliver(b: Browser, orderNo: string): Promise<string> {
  const p = await createPayment(b, orderNo, 'wxpay');
  if ((await pressSandbox(p.qrContent ?? p.cashierUrl!, 'confirm')).status >= 400) throw new Error('the sandbox refused the payment');
  if ((await waitForStatus(b, p.payNo, true)).status !== 'paid') throw new Error(`order ${orderNo} was not paid`);
  for (let i = 0; i < 10; i++) {
    const moved = await b.post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`, {});
    if (moved.body.data?.moved === 'delivered') return p.payNo;
  }
  throw new Error(`order ${orderNo} was not delivered`);
}

export interface ReceivedNotification {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant's notify endpoint on a port of its own for the file's tests: records every POST,
 * and answers what `answer` says for it (n = 1 for the first request).
 */
export function useMerchantEndpoint(answer: (r: ReceivedNotification, n: number) => { status: number; contentType: string; body: string }) {
  const received: ReceivedNotification[] = [];
  let url = '';
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const r = { url: req.url ?? '', headers: req.headers, body };
      received.push(r);
      const a = answer(r, received.length);
      res.writeHead(a.status, { 'content-type': a.contentType }).end(a.body);
    });
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  return { received, url: () => url };
}
