/**
 * Refund-result notifications of every signature family, built as the sandbox gateways send
 * them and read by the shop's adapters (parseRefundNotification): good ones give the refund's
 * facts; a tampered body, another key or serial, another merchant and a malformed or
 * payment notification are refused. No network: the adapters only verify here.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PayMethod } from '@shop/contracts/checkout';
import { buildNotification, buildRefundNotification, type BuiltNotification, type NotifiedRefund } from '../sandbox/notification-builder.ts';
import { platformCertificate } from '../sandbox/platform-certificate.ts';
import type { GatewayKeyPair } from '../sandbox/sandbox-keys.ts';
import { paymentSettingsFromEnv, sandboxApiV3Key, sandboxMerchantKey, IMITATION_METHODS, type ImitationMethod } from '../settings.ts';
import type { ProviderKeys } from '../trust/provider-keys.ts';
import { alipayGateway } from './alipay.ts';
import { imitationGateway } from './imitation.ts';
import { wechatPayGateway } from './wechatpay.ts';
import type { PaymentGateway } from './gateway.ts';

const pair = (): GatewayKeyPair => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    serial: randomBytes(20).toString('hex').toUpperCase(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

const secret = 'unit-secret-0123456789-abcdefghijklmnop';
const settings = paymentSettingsFromEnv({}, 'test');
const gatewayKeys: Record<'wxpay' | 'alipay' | 'unionpay' | 'unionpayint', GatewayKeyPair> = {
  wxpay: pair(),
  alipay: pair(),
  unionpay: pair(),
  unionpayint: pair(),
};
const stranger = pair();
const app = pair();

const merchant: ProviderKeys = {
  alipay: { appId: settings.alipay.appId, appPrivateKey: app.privatePem, appPublicKey: app.publicPem, alipayPublicKey: gatewayKeys.alipay.publicPem },
  wxpay: {
    mchid: settings.wxpay.mchid,
    appid: settings.wxpay.appid,
    merchantPrivateKey: app.privatePem,
    merchantSerial: app.serial,
    merchantPublicKey: app.publicPem,
    apiV3Key: sandboxApiV3Key(secret),
    trusted: new Map([[platformCertificate(gatewayKeys.wxpay).serial, gatewayKeys.wxpay.publicPem]]),
    fetchCertificates: false,
  },
  imitation: Object.fromEntries(
    IMITATION_METHODS.map((m) => [
      m,
      {
        merchantId: settings.imitation[m].merchantId,
        merchantKey: sandboxMerchantKey(secret, m),
        gatewayPublicKey: m === 'unionpay' || m === 'unionpayint' ? gatewayKeys[m].publicPem : undefined,
      },
    ]),
  ) as ProviderKeys['imitation'],
};

const origins = { self: () => 'http://127.0.0.1:9', public: () => 'http://127.0.0.1:9' };
function adapter(method: PayMethod): PaymentGateway {
  if (method === 'wxpay') return wechatPayGateway(settings.wxpay, () => merchant.wxpay, origins);
  if (method === 'alipay') return alipayGateway(settings.alipay, () => merchant.alipay, origins);
  return imitationGateway(method, settings.imitation[method], () => merchant.imitation[method], origins);
}
const keyOf = (method: PayMethod): GatewayKeyPair | null => (method in gatewayKeys ? gatewayKeys[method as keyof typeof gatewayKeys] : null);

const finishedAt = new Date(Date.UTC(2026, 10, 27, 4, 5, 6));
const refund = (method: PayMethod, over: Partial<NotifiedRefund> = {}): NotifiedRefund => ({
  method,
  tradeNo: '42202611270000000000000000001',
  outTradeNo: '261127000000000000000001',
  total: 499900,
  refundedTotal: 100000,
  refundNo: '50202611270000000000000000001',
  outRefundNo: 'RN20261127000001',
  amount: 100000,
  status: 'success',
  finishedAt,
  ...over,
});

const parse = (method: PayMethod, note: BuiltNotification, nowMs = Date.now()) =>
  adapter(method).parseRefundNotification({ headers: { 'content-type': note.contentType, ...note.headers }, body: note.body, nowMs });

/** Changes one form field (keeping its signature) or one byte of a JSON body. */
function tamper(note: BuiltNotification): BuiltNotification {
  if (note.contentType.startsWith('application/json')) return { ...note, body: note.body.replace('"id":"', '"id":"x') };
  const form = new URLSearchParams(note.body);
  form.set('refund_amount', form.get('refund_amount') === '1' ? '2' : '1');
  return { ...note, body: form.toString() };
}

const METHODS: PayMethod[] = ['wxpay', 'alipay', 'unionpay', 'unionpayint', 'jdpay', 'cmbpay', 'chinaums'];

describe('refund notifications, every family', () => {
  for (const method of METHODS) {
    it(`${method}: a good one gives the refund; a failed one says failed`, async () => {
      const good = await parse(method, buildRefundNotification(refund(method), keyOf(method), merchant, Date.now()));
      expect(good).toEqual({
        ok: true,
        payNo: '261127000000000000000001',
        refundNo: 'RN20261127000001',
        providerRefundNo: method === 'alipay' ? '42202611270000000000000000001' : '50202611270000000000000000001',
        amount: 100000,
        status: 'success',
        finishedAt,
      });
      const failed = await parse(method, buildRefundNotification(refund(method, { status: 'failed' }), keyOf(method), merchant, Date.now()));
      expect(failed).toMatchObject({ ok: true, status: 'failed', amount: 100000, refundNo: 'RN20261127000001' });
    });

    it(`${method}: tampered, another key, another merchant, malformed → refused`, async () => {
      const note = buildRefundNotification(refund(method), keyOf(method), merchant, Date.now());
      expect(await parse(method, tamper(note))).toMatchObject({ ok: false, outcome: 'rejected-signature' });

      // Signed with a key the shop does not trust (a stranger's gateway key, or another merchant key for HMAC).
      const foreignMerchant: ProviderKeys = {
        ...merchant,
        wxpay: { ...merchant.wxpay, apiV3Key: 'another-apiv3-key-0123456789abcd' },
        imitation: { ...merchant.imitation, [method]: { ...merchant.imitation[method as ImitationMethod], merchantKey: 'another-merchant-key' } },
      };
      const foreign = keyOf(method) ? buildRefundNotification(refund(method), stranger, merchant, Date.now()) : null;
      if (foreign) expect(await parse(method, foreign)).toMatchObject({ ok: false, outcome: 'rejected-signature' });
      const otherSecret = buildRefundNotification(refund(method), keyOf(method), foreignMerchant, Date.now());
      if (method === 'wxpay' || keyOf(method) === null) expect(await parse(method, otherSecret)).toMatchObject({ ok: false, outcome: 'rejected-signature' });

      // Validly signed, but naming another merchant.
      const other = buildRefundNotification(refund(method, { mchid: '1900000999', appId: 'OTHER-APP' }), keyOf(method), merchant, Date.now());
      expect(await parse(method, other)).toMatchObject({ ok: false, outcome: 'rejected-merchant' });

      // A payment notification (validly signed) is not a refund result.
      const payment = buildNotification(
        { method, tradeNo: '42202611270000000000000000001', outTradeNo: '261127000000000000000001', amount: 499900, paidAt: finishedAt },
        keyOf(method),
        merchant,
        Date.now(),
      );
      expect(await parse(method, payment)).toMatchObject({ ok: false, outcome: 'rejected-malformed' });
      expect(await parse(method, { contentType: note.contentType, headers: note.headers, body: 'not a notification' })).toMatchObject({ ok: false });
    });
  }

  it('wxpay: an unknown serial or a stale timestamp is refused; REFUND.ABNORMAL is failed', async () => {
    const note = buildRefundNotification(refund('wxpay'), gatewayKeys.wxpay, merchant, Date.now());
    expect(await parse('wxpay', { ...note, headers: { ...note.headers, 'wechatpay-serial': 'FFFF' } })).toMatchObject({
      ok: false,
      outcome: 'rejected-signature',
    });
    expect(await parse('wxpay', note, Date.now() + 6 * 60_000)).toMatchObject({ ok: false, outcome: 'rejected-signature' });
    const abnormal = buildRefundNotification(refund('wxpay', { status: 'failed' }), gatewayKeys.wxpay, merchant, Date.now());
    expect(JSON.parse(abnormal.body)).toMatchObject({ event_type: 'REFUND.ABNORMAL', resource: { original_type: 'refund', associated_data: 'refund' } });
  });

  it('alipay: the refund form is trade_status_sync with out_biz_no; refunded in full it says TRADE_CLOSED', () => {
    const part = Object.fromEntries(new URLSearchParams(buildRefundNotification(refund('alipay'), gatewayKeys.alipay, merchant, Date.now()).body));
    expect(part).toMatchObject({
      notify_type: 'trade_status_sync',
      out_biz_no: 'RN20261127000001',
      trade_status: 'TRADE_SUCCESS',
      refund_fee: '1000.00',
      refund_amount: '1000.00',
      refund_status: 'REFUND_SUCCESS',
      gmt_refund: '2026-11-27 12:05:06',
      sign_type: 'RSA2',
    });
    const full = Object.fromEntries(
      new URLSearchParams(buildRefundNotification(refund('alipay', { refundedTotal: 499900 }), gatewayKeys.alipay, merchant, Date.now()).body),
    );
    expect(full.trade_status).toBe('TRADE_CLOSED');
  });
});
