/**
 * The providers' own SDKs against the sandboxes, both ways (issue #12): alipay-sdk 4
 * (exec / pageExec / checkNotifySignV2) and wechatpay-axios-plugin (APIv3 client, its
 * response verifier, Rsa / AesGcm helpers). What the SDK sends is accepted and what the
 * sandbox answers verifies in the SDK; what the sandbox notifies verifies and decrypts in
 * the SDK (payment and refund results alike); a notification the SDK builds pays an order; WeChat public-key mode; foreign
 * app_id / mchid refused.
 */
import { X509Certificate } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlipaySdk } from 'alipay-sdk';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { platformCertificate, sandboxPublicKeyId } from '../src/modules/payment/sandbox/platform-certificate.ts';
import { createSandboxKeys, type GatewayKeyPair } from '../src/modules/payment/sandbox/sandbox-keys.ts';
import { wechatPayGateway } from '../src/modules/payment/gateways/wechatpay.ts';
import { paymentSettingsOf } from '../src/modules/payment/settings.ts';
import type { ProviderKeys } from '../src/modules/payment/trust/provider-keys.ts';
import { useTestApi } from './harness.ts';
import { createPayment, member, orderRow, placeOrder, pressSandbox, providerKeys, tradeOf } from './payment-fixtures.ts';

const api = useTestApi({ sms: { ipHourlyLimit: 1000 } });

/** The merchant's notify endpoint: records and acknowledges in each provider's format. */
const received: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
const merchant = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    received.push({ url: req.url ?? '', headers: req.headers, body });
    if (req.url?.startsWith('/alipay')) res.writeHead(200, { 'content-type': 'text/plain' }).end('success');
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"SUCCESS","message":"成功"}');
  });
});
let notifyBase = '';
let keys: ProviderKeys;
let platform: GatewayKeyPair;
beforeAll(async () => {
  await new Promise<void>((r) => merchant.listen(0, '127.0.0.1', r));
  notifyBase = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  keys = await providerKeys(api);
  platform = await createSandboxKeys(api.database).of('wxpay');
});
afterAll(() => new Promise<void>((r) => merchant.close(() => r())));

/** A WeChat Pay notification as the SDK reads it: its signature checked by Rsa with the platform key, its resource decrypted by AesGcm. */
function sdkRead(note: { headers: IncomingHttpHeaders; body: string }) {
  const h = note.headers as Record<string, string>;
  const verified = Rsa.verify(
    Formatter.response(h['wechatpay-timestamp'], h['wechatpay-nonce'], note.body),
    h['wechatpay-signature'],
    Rsa.from(platform.publicPem, Rsa.KEY_TYPE_PUBLIC),
  );
  const event = JSON.parse(note.body);
  const resource = JSON.parse(Aes.AesGcm.decrypt(event.resource.ciphertext, keys.wxpay.apiV3Key, event.resource.nonce, event.resource.associated_data));
  return { verified, event, resource };
}

const outTradeNo = () => `SDK${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const waitFor = async (pred: () => boolean | Promise<boolean>, ms = 8000) => {
  const until = Date.now() + ms;
  while (!(await pred()) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  return pred();
};

describe('alipay-sdk 4 against the Alipay sandbox (open API gateway.do)', () => {
  const sdk = (appId = keys.alipay.appId) =>
    new AlipaySdk({
      appId,
      privateKey: keys.alipay.appPrivateKey.trim(),
      keyType: 'PKCS8',
      alipayPublicKey: keys.alipay.alipayPublicKey.trim(),
      gateway: `${api.baseUrl}/api/sandbox/alipay/gateway.do`,
      timeout: 8000,
      camelcase: false,
    });

  it('precreate, query, notification verified by checkNotifySignV2, refund, refund query, close — answers verified by the SDK', async () => {
    const alipay = sdk();
    const no = outTradeNo();
    const pre = await alipay.exec(
      'alipay.trade.precreate',
      { notify_url: `${notifyBase}/alipay`, bizContent: { out_trade_no: no, total_amount: '88.00', subject: 'SDK 测试订单' } },
      { validateSign: true },
    );
    expect(pre).toMatchObject({ code: '10000', out_trade_no: no });
    expect(String(pre.qr_code)).toMatch(/\/api\/sandbox\/alipay\/scan\/\d{28}$/);
    expect(await alipay.exec('alipay.trade.query', { bizContent: { out_trade_no: no } }, { validateSign: true })).toMatchObject({
      code: '10000',
      trade_status: 'WAIT_BUYER_PAY',
      total_amount: '88.00',
    });

    expect((await pressSandbox(String(pre.qr_code), 'confirm')).status).toBe(200);
    expect(await waitFor(() => received.some((r) => r.url === '/alipay' && r.body.includes(no)))).toBe(true);
    const note = Object.fromEntries(new URLSearchParams(received.find((r) => r.url === '/alipay' && r.body.includes(no))!.body));
    expect(alipay.checkNotifySignV2(note)).toBe(true);
    expect(note).toMatchObject({ trade_status: 'TRADE_SUCCESS', total_amount: '88.00', app_id: keys.alipay.appId, out_trade_no: no, sign_type: 'RSA2' });
    expect(alipay.checkNotifySignV2({ ...note, total_amount: '0.01' })).toBe(false);

    const paid = await alipay.exec('alipay.trade.query', { bizContent: { out_trade_no: no } }, { validateSign: true });
    expect(paid).toMatchObject({ code: '10000', trade_status: 'TRADE_SUCCESS', trade_no: note.trade_no });
    const refund = await alipay.exec(
      'alipay.trade.refund',
      { notify_url: `${notifyBase}/alipay-refund`, bizContent: { out_trade_no: no, refund_amount: '88.00', out_request_no: `R${no}` } },
      { validateSign: true },
    );
    expect(refund).toMatchObject({ code: '10000', fund_change: 'Y', refund_fee: '88.00' });
    // Accepted, then settled by the gateway within a second.
    const refundQuery = () =>
      alipay.exec('alipay.trade.fastpay.refund.query', { bizContent: { out_trade_no: no, out_request_no: `R${no}` } }, { validateSign: true });
    expect(await waitFor(async () => (await refundQuery()).refund_status === 'REFUND_SUCCESS')).toBe(true);
    expect(await refundQuery()).toMatchObject({ code: '10000', refund_status: 'REFUND_SUCCESS', refund_amount: '88.00' });
    // The refund's result, posted to its notify_url, verifies with the SDK.
    expect(await waitFor(() => received.some((r) => r.url === '/alipay-refund' && r.body.includes(no)))).toBe(true);
    const refundNote = Object.fromEntries(new URLSearchParams(received.find((r) => r.url === '/alipay-refund' && r.body.includes(no))!.body));
    expect(alipay.checkNotifySignV2(refundNote)).toBe(true);
    expect(refundNote).toMatchObject({
      notify_type: 'trade_status_sync',
      out_trade_no: no,
      out_biz_no: `R${no}`,
      trade_status: 'TRADE_CLOSED',
      refund_fee: '88.00',
      refund_status: 'REFUND_SUCCESS',
    });

    const other = outTradeNo();
    await alipay.exec(
      'alipay.trade.precreate',
      { notify_url: `${notifyBase}/alipay`, bizContent: { out_trade_no: other, total_amount: '1.00', subject: '关闭' } },
      { validateSign: true },
    );
    expect(await alipay.exec('alipay.trade.close', { bizContent: { out_trade_no: other } }, { validateSign: true })).toMatchObject({ code: '10000' });
    expect(await alipay.exec('alipay.trade.query', { bizContent: { out_trade_no: other } }, { validateSign: true })).toMatchObject({
      trade_status: 'TRADE_CLOSED',
    });
  });

  it('pageExec builds the cashier URL the sandbox accepts; a foreign app_id or a wrong key is refused', async () => {
    const url = sdk().pageExec('alipay.trade.page.pay', 'GET', {
      bizContent: { out_trade_no: outTradeNo(), total_amount: '10.50', subject: 'SDK 页面支付', product_code: 'FAST_INSTANT_TRADE_PAY' },
      notifyUrl: `${notifyBase}/alipay`,
      returnUrl: `${notifyBase}/back`,
    });
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/api\/sandbox\/alipay\/cashier\/\d{28}$/);
    const html = await (await fetch(new URL(res.headers.get('location')!, api.baseUrl))).text();
    expect(html).toContain('¥10.50');
    const wap = sdk().pageExec('alipay.trade.wap.pay', 'GET', {
      bizContent: { out_trade_no: outTradeNo(), total_amount: '3.00', subject: 'SDK 手机网站支付', product_code: 'QUICK_WAP_WAY' },
      notifyUrl: `${notifyBase}/alipay`,
    });
    expect((await fetch(wap, { redirect: 'manual' })).headers.get('location')).toMatch(/^\/api\/sandbox\/alipay\/cashier\/\d{28}$/);
    // The same URL with one parameter changed no longer verifies.
    const tampered = await fetch(url.replace('10.50', '0.01').replace('10.5', '0.01'), { redirect: 'manual' });
    expect(tampered.status).toBe(400);

    const foreign = await sdk('2021009999999999').exec('alipay.trade.query', { bizContent: { out_trade_no: 'whatever1' } }, { validateSign: true });
    expect(foreign).toMatchObject({ code: '40002', sub_code: 'isv.invalid-app-id' });
    const { generateKeyPairSync } = await import('node:crypto');
    const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim();
    const impostor = new AlipaySdk({
      appId: keys.alipay.appId,
      privateKey: wrongKey,
      keyType: 'PKCS8',
      alipayPublicKey: keys.alipay.alipayPublicKey.trim(),
      gateway: `${api.baseUrl}/api/sandbox/alipay/gateway.do`,
      camelcase: false,
    });
    expect(await impostor.exec('alipay.trade.query', { bizContent: { out_trade_no: 'whatever1' } }, { validateSign: true })).toMatchObject({
      code: '40002',
      sub_code: 'isv.invalid-signature',
    });
  });
});

describe('wechatpay-axios-plugin against the WeChat Pay sandbox (APIv3)', () => {
  const certSerial = () => platformCertificate(platform).serial;
  const client = (over: { mchid?: string; certs?: Record<string, string> } = {}) =>
    new Wechatpay({
      mchid: over.mchid ?? keys.wxpay.mchid,
      serial: keys.wxpay.merchantSerial,
      privateKey: keys.wxpay.merchantPrivateKey,
      certs: over.certs ?? { [certSerial()]: platform.publicPem },
      baseURL: `${api.baseUrl}/api/sandbox/wxpay/`,
    } as never) as any; // the SDK builds its API chain at run time: untyped on purpose

  it('native → query → notification verified and decrypted by the SDK → refund; close; certificates decrypt to the pinned certificate', async () => {
    const wx = client();
    const no = outTradeNo();
    const created = await wx.v3.pay.transactions.native.post({
      appid: keys.wxpay.appid,
      mchid: keys.wxpay.mchid,
      description: 'SDK 测试',
      out_trade_no: no,
      notify_url: `${notifyBase}/wxpay`,
      amount: { total: 1990, currency: 'CNY' },
    });
    expect(created.data.code_url).toMatch(/\/api\/sandbox\/wxpay\/scan\/\d{28}$/);
    const waiting = await wx.v3.pay.transactions.outTradeNo._out_trade_no_.get({ params: { mchid: keys.wxpay.mchid }, out_trade_no: no });
    expect(waiting.data).toMatchObject({ trade_state: 'NOTPAY', out_trade_no: no, mchid: keys.wxpay.mchid, appid: keys.wxpay.appid, amount: { total: 1990 } });

    expect((await pressSandbox(created.data.code_url, 'confirm')).status).toBe(200);
    expect(
      await waitFor(() => received.some((r) => r.url === '/wxpay' && r.headers['wechatpay-serial'] === certSerial() && JSON.parse(r.body).id && true)),
    ).toBe(true);
    const notes = received.filter((r) => r.url === '/wxpay');
    const note = notes.find((r) => {
      const ev = JSON.parse(r.body);
      const plain = Aes.AesGcm.decrypt(ev.resource.ciphertext, keys.wxpay.apiV3Key, ev.resource.nonce, ev.resource.associated_data);
      return JSON.parse(plain).out_trade_no === no;
    })!;
    const paid = sdkRead(note);
    expect(paid.verified).toBe(true);
    expect(paid.resource).toMatchObject({
      out_trade_no: no,
      trade_state: 'SUCCESS',
      mchid: keys.wxpay.mchid,
      appid: keys.wxpay.appid,
      amount: { total: 1990 },
    });

    const refund = await wx.v3.refund.domestic.refunds.post({
      out_trade_no: no,
      out_refund_no: `R${no}`,
      reason: 'SDK 退款',
      notify_url: `${notifyBase}/wxpay-refund`,
      amount: { refund: 1990, total: 1990, currency: 'CNY' },
    });
    expect(refund.data).toMatchObject({ status: 'PROCESSING', out_trade_no: no, amount: { refund: 1990 } });
    const refundQuery = () => wx.v3.refund.domestic.refunds._out_refund_no_.get({ out_refund_no: `R${no}` });
    expect(await waitFor(async () => (await refundQuery()).data.status === 'SUCCESS')).toBe(true);
    // REFUND.SUCCESS at the refund's notify_url: signed by the platform, its resource decrypts with the SDK.
    expect(await waitFor(() => received.some((r) => r.url === '/wxpay-refund'))).toBe(true);
    const refundNote = received.find((r) => r.url === '/wxpay-refund' && JSON.parse(r.body).event_type === 'REFUND.SUCCESS')!;
    const refunded = sdkRead(refundNote);
    expect(refunded.verified).toBe(true);
    expect(refunded.event.resource).toMatchObject({ original_type: 'refund', associated_data: 'refund' });
    expect(refunded.resource).toMatchObject({
      mchid: keys.wxpay.mchid,
      out_trade_no: no,
      out_refund_no: `R${no}`,
      refund_status: 'SUCCESS',
      amount: { total: 1990, refund: 1990 },
    });
    expect((await wx.v3.pay.transactions.outTradeNo._out_trade_no_.get({ params: { mchid: keys.wxpay.mchid }, out_trade_no: no })).data.trade_state).toBe(
      'REFUND',
    );

    const other = outTradeNo();
    await wx.v3.pay.transactions.native.post({
      appid: keys.wxpay.appid,
      mchid: keys.wxpay.mchid,
      description: '关闭',
      out_trade_no: other,
      notify_url: `${notifyBase}/wxpay`,
      amount: { total: 100 },
    });
    const closed = await wx.v3.pay.transactions.outTradeNo._out_trade_no_.close.post({ mchid: keys.wxpay.mchid }, { out_trade_no: other });
    expect(closed.status).toBe(204);
    expect((await wx.v3.pay.transactions.outTradeNo._out_trade_no_.get({ params: { mchid: keys.wxpay.mchid }, out_trade_no: other })).data.trade_state).toBe(
      'CLOSED',
    );

    const certs = await wx.v3.certificates.get();
    const enc = certs.data.data[0].encrypt_certificate;
    const pem = Aes.AesGcm.decrypt(enc.ciphertext, keys.wxpay.apiV3Key, enc.nonce, enc.associated_data);
    const x509 = new X509Certificate(pem);
    expect(x509.serialNumber.toUpperCase()).toBe(certs.data.data[0].serial_no);
    expect(x509.publicKey.export({ type: 'spki', format: 'pem' })).toBe(platform.publicPem);
  });

  it('public-key mode: requests naming PUB_KEY_ID_… get answers the SDK verifies with the public key; the shop adapter works with only that key pinned', async () => {
    const id = sandboxPublicKeyId(platform);
    const wx = client({ certs: { [id]: platform.publicPem } });
    const no = outTradeNo();
    const created = await wx.v3.pay.transactions.native.post(
      {
        appid: keys.wxpay.appid,
        mchid: keys.wxpay.mchid,
        description: '公钥模式',
        out_trade_no: no,
        notify_url: `${notifyBase}/wxpay`,
        amount: { total: 500 },
      },
      { headers: { 'Wechatpay-Serial': id } },
    );
    expect(created.headers['wechatpay-serial']).toBe(id);
    // Without the header the sandbox answers under the certificate serial, which this client does not know: the SDK refuses.
    await expect(wx.v3.pay.transactions.outTradeNo._out_trade_no_.get({ params: { mchid: keys.wxpay.mchid }, out_trade_no: no })).rejects.toThrow();

    const pinnedOnlyPublicKey = { ...keys.wxpay, publicKeyId: id, trusted: new Map([[id, platform.publicPem]]) };
    const origins = { self: () => api.baseUrl, public: () => api.baseUrl };
    const shop = wechatPayGateway(paymentSettingsOf(api.config).wxpay, () => pinnedOnlyPublicKey, origins);
    const payNo = outTradeNo();
    const trade = await shop.createTrade({
      payNo,
      amount: 700,
      subject: '公钥模式',
      periods: null,
      notifyUrl: `${notifyBase}/wxpay`,
      returnUrl: notifyBase,
      failUrl: notifyBase,
    });
    expect(await shop.query(payNo)).toMatchObject({ status: 'waiting', amount: 700 });
    await pressSandbox(trade.qrContent!, 'confirm');
    expect(await waitFor(() => received.some((r) => r.url === '/wxpay' && r.headers['wechatpay-serial'] === id))).toBe(true);
    const note = received.filter((r) => r.url === '/wxpay' && r.headers['wechatpay-serial'] === id).at(-1)!;
    expect(await shop.parseNotification({ headers: note.headers as Record<string, string>, body: note.body, nowMs: Date.now() })).toMatchObject({
      ok: true,
      kind: 'paid',
      amount: 700,
    });
  });

  it('a foreign mchid is refused by the sandbox', async () => {
    const wx = client({ mchid: '1900009999' });
    const err = await wx.v3.pay.transactions.native
      .post({
        appid: keys.wxpay.appid,
        mchid: '1900009999',
        description: 'x',
        out_trade_no: outTradeNo(),
        notify_url: `${notifyBase}/wxpay`,
        amount: { total: 1 },
      })
      .catch((e: { response: { status: number; data: unknown } }) => e.response);
    expect(err.status).toBe(401);
    expect(err.data).toMatchObject({ code: 'SIGN_ERROR' });
  });

  it('a notification built with the SDK pays an order; a closed one is acknowledged; one for another mchid is refused', async () => {
    const build = (tx: object, serial: string) => {
      const nonce = Formatter.nonce(12);
      const resource = {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: Aes.AesGcm.encrypt(JSON.stringify(tx), keys.wxpay.apiV3Key, nonce, 'transaction'),
        associated_data: 'transaction',
        nonce,
        original_type: 'transaction',
      };
      const body = JSON.stringify({
        id: `EV-${Date.now()}`,
        create_time: new Date().toISOString(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource,
      });
      const timestamp = String(Formatter.timestamp());
      const sigNonce = Formatter.nonce();
      const signature = Rsa.sign(Formatter.response(timestamp, sigNonce, body), Rsa.from(platform.privatePem, Rsa.KEY_TYPE_PRIVATE));
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'wechatpay-timestamp': timestamp,
          'wechatpay-nonce': sigNonce,
          'wechatpay-signature': signature,
          'wechatpay-serial': serial,
        },
      };
    };
    const deliver = async (n: { body: string; headers: Record<string, string> }) => {
      const res = await fetch(`${api.baseUrl}/api/order/pay/notify/wxpay`, { method: 'POST', headers: n.headers, body: n.body });
      return { status: res.status, json: await res.json() };
    };
    const m = await member(api);
    const order = await placeOrder(m);
    const pay = await createPayment(m.b, order.orderNo, 'wxpay');
    const trade = await tradeOf(api, pay.payNo);
    const tx = (over: object) => ({
      mchid: keys.wxpay.mchid,
      appid: keys.wxpay.appid,
      out_trade_no: pay.payNo,
      transaction_id: trade.tradeNo,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      success_time: new Date().toISOString(),
      amount: { total: pay.amount, payer_total: pay.amount, currency: 'CNY' },
      ...over,
    });

    expect(await deliver(build(tx({ mchid: '1900009999' }), certSerial()))).toMatchObject({ status: 401, json: { code: 'FAIL' } });
    expect((await orderRow(api, order.orderNo)).status).toBe('pending_payment');
    expect(await deliver(build(tx({}), sandboxPublicKeyId(platform)))).toEqual({ status: 200, json: { code: 'SUCCESS', message: '成功' } });
    expect(await orderRow(api, order.orderNo)).toMatchObject({ status: 'paid', paidAmt: order.payableAmt });

    const m2 = await member(api);
    const order2 = await placeOrder(m2);
    const pay2 = await createPayment(m2.b, order2.orderNo, 'wxpay');
    const trade2 = await tradeOf(api, pay2.payNo);
    expect(
      await deliver(
        build(tx({ out_trade_no: pay2.payNo, transaction_id: trade2.tradeNo, trade_state: 'CLOSED', amount: { total: pay2.amount } }), certSerial()),
      ),
    ).toEqual({ status: 200, json: { code: 'SUCCESS', message: '成功' } });
    expect((await orderRow(api, order2.orderNo)).status).toBe('pending_payment');
  });
});
