/**
 * Issue #13 item 5: every route of the shop's API registers from its endpoint definition
 * (@shop/contracts/endpoints), the one the storefront's typed client calls. What stays a plain
 * Fastify route is listed here with its reason: answers that are not the JSON envelope
 * (redirects, images, the gateways' own reply formats) and the sandboxes that play an outside
 * party or exist only for development.
 */
import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@shop/contracts/endpoints/index';
import { routeEndpoint, routedEndpoints } from '../src/platform/endpoint-route.ts';
import { useTestApi } from './harness.ts';

const t = useTestApi();

const CALLBACK = 'the outside party sends the browser back here; answers a 302, no envelope';
const DEV = 'development and tests only (absent in production)';
const SANDBOX = "the local stand-in of an outside party (its protocol, not the shop's envelope)";

/** Documented routes that are not envelope calls of the shop, with why. */
const PLAIN_ROUTES: Record<string, string> = {
  'GET /api/auth/login/sassistant/callback': CALLBACK,
  'GET /api/auth/login/smembers/callback': CALLBACK,
  'GET /api/member/member/bind/{type}/callback': CALLBACK,
  'POST /api/order/pay/notify/{method}': "the gateways' signed notification: raw body, each gateway's own answer format",
  'GET /api/admin/invoices/{invoiceNo}/pdf': 'an e-invoice as a PDF download for 财务 (application/pdf), not the envelope',
  'GET /api/member/invoices/{invoiceNo}/pdf': 'an e-invoice as a PDF download (application/pdf), not the envelope',
  'POST /api/order/pay/refund-notify/{method}': "the gateways' signed refund result: raw body, each gateway's own answer format",
  'GET /api/dev/clock': DEV,
  'POST /api/dev/clock': DEV,
  'GET /api/dev/email/latest': DEV,
  'GET /api/dev/sms/latest': DEV,
  'GET /api/dev/preview-token/{spuCode}': DEV,
  'POST /api/dev/afterSales': DEV,
  'POST /api/dev/messages': DEV,
  'POST /api/dev/orders/sweep': DEV,
  'POST /api/dev/orders/tryBuy/sweep': DEV,
  'POST /api/dev/orders/{orderNo}/advance': DEV,
  'POST /api/dev/refunds/sweep': DEV,
  'POST /api/dev/tradeIns': DEV,
  'GET /api/sandbox/alipay/gateway.do': SANDBOX,
  'POST /api/sandbox/alipay/gateway.do': SANDBOX,
  'GET /api/sandbox/assistant/authorize': SANDBOX,
  'POST /api/sandbox/assistant/authorize': SANDBOX,
  'POST /api/sandbox/assistant/token': SANDBOX,
  'GET /api/sandbox/oauth/{type}/authorize': SANDBOX,
  'POST /api/sandbox/oauth/{type}/authorize': SANDBOX,
  'POST /api/sandbox/oauth/{type}/token': SANDBOX,
  'POST /api/sandbox/oauth/{type}/userinfo': SANDBOX,
  'GET /api/sandbox/wxmp/sns/jscode2session': SANDBOX,
  'POST /api/sandbox/wxmp/device/login': SANDBOX,
  'POST /api/sandbox/wxmp/wxa/business/getuserphonenumber': SANDBOX,
  'GET /api/sandbox/wxpay/v3/certificates': SANDBOX,
  'GET /api/sandbox/wxpay/v3/pay/transactions/out-trade-no/{no}': SANDBOX,
  'POST /api/sandbox/wxpay/v3/pay/transactions/h5': SANDBOX,
  'POST /api/sandbox/wxpay/v3/pay/transactions/jsapi': SANDBOX,
  'POST /api/sandbox/wxpay/v3/pay/transactions/native': SANDBOX,
  'POST /api/sandbox/wxpay/v3/pay/transactions/out-trade-no/{no}/close': SANDBOX,
  'POST /api/sandbox/wxpay/v3/refund/domestic/refunds': SANDBOX,
  'GET /api/sandbox/wxpay/v3/refund/domestic/refunds/{no}': SANDBOX,
  'GET /api/sandbox/{method}/cashier/{tradeNo}': SANDBOX,
  'POST /api/sandbox/{method}/cashier/{tradeNo}/confirm': SANDBOX,
  'POST /api/sandbox/{method}/cashier/{tradeNo}/fail': SANDBOX,
  'GET /api/sandbox/{method}/certificates': SANDBOX,
  'GET /api/sandbox/{method}/scan/{tradeNo}': SANDBOX,
  'POST /api/sandbox/{method}/trades': SANDBOX,
  'POST /api/sandbox/{method}/trades/query': SANDBOX,
  'POST /api/sandbox/{method}/trades/refund': SANDBOX,
  'POST /api/sandbox/{method}/trades/refund/query': SANDBOX,
  'POST /api/sandbox/{method}/test/refund-behaviour': `${SANDBOX}; its test switch, absent in production`,
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('endpoint registry', () => {
  it('registers every envelope definition through routeEndpoint, and serves the redirect ones', () => {
    const envelope = ALL_ENDPOINTS.filter((e) => e.answers !== 'redirect');
    const missing = envelope.map((e) => `${e.method} ${e.path}`).filter((key) => !routedEndpoints.has(key));
    expect(missing).toEqual([]);
    const redirects = ALL_ENDPOINTS.filter((e) => e.answers === 'redirect');
    expect(redirects.length).toBeGreaterThan(0);
    for (const e of redirects) expect(t.app.hasRoute({ method: e.method, url: e.path }), e.path).toBe(true);
  });

  it('refuses to register a redirect definition as an envelope route', () => {
    const redirect = ALL_ENDPOINTS.find((e) => e.answers === 'redirect')!;
    expect(() => routeEndpoint(t.app, redirect, async () => ({}) as never)).toThrow(/answers a redirect/);
  });

  it('documents no other /api route than the definitions and the listed plain routes', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const defined = new Set(ALL_ENDPOINTS.map((e) => `${e.method} ${openApiPath(e.path)}`));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'head' && m !== 'parameters')
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const plain = documented.filter((key) => !defined.has(key)).sort();
    expect(plain).toEqual(Object.keys(PLAIN_ROUTES).sort());
  });
});
