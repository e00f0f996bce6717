/**
 * The sandbox gateway on its own, as a merchant would meet it (through the shop's own
 * adapters, configured like the app): signed merchant API calls, idempotent trade creation,
 * refunds only of successful trades (refund() once per payment), and the notifier retrying until the merchant
 * acknowledges (attempts recorded in the gateway's own table).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { imitationGateway } from '../src/modules/payment/gateways/imitation.ts';
import { wechatPayGateway } from '../src/modules/payment/gateways/wechatpay.ts';
import { wechatVerify } from '../src/modules/payment/signing/wechat-sign.ts';
import { aesGcmDecrypt } from '../src/modules/payment/signing/wechat-sign.ts';
import { apiV3Key } from '../src/modules/payment/signing/merchant-keys.ts';
import { paymentSettingsOf } from '../src/modules/payment/settings.ts';
import type { ProviderKeys } from '../src/modules/payment/trust/provider-keys.ts';
import { schema } from '@shop/db';
import { createNotifier } from '../src/modules/payment/sandbox/notifier.ts';
import { createSandboxKeys } from '../src/modules/payment/sandbox/sandbox-keys.ts';
import { useTestApi } from './harness.ts';
import { pressSandbox, providerKeys, tradeOf, useMerchantEndpoint } from './payment-fixtures.ts';

const api = useTestApi();

/** A merchant endpoint that refuses the first notification and acknowledges the second. */
const merchant = useMerchantEndpoint((_r, n) =>
  n === 1
    ? { status: 500, contentType: 'application/json', body: '{"code":"FAIL","message":"busy"}' }
    : { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"成功"}' },
);
const received = merchant.received;

let keys: ProviderKeys;
beforeAll(async () => {
  keys = await providerKeys(api);
});
const origins = { self: () => api.baseUrl, public: () => api.baseUrl };
const wechat = (k: () => ProviderKeys['wxpay'] = () => keys.wxpay) => wechatPayGateway(paymentSettingsOf(api.config).wxpay, k, origins);

const payNo = () => String(Date.now()) + String(Math.floor(Math.random() * 1e10)).padStart(10, '0');

describe('sandbox gateway', () => {
  it('creates a trade once per out_trade_no; a different amount for the same number is refused', async () => {
    const wx = wechat();
    const no = payNo();
    const trade = {
      payNo: no,
      amount: 12345,
      subject: '测试订单',
      periods: null,
      notifyUrl: `${merchant.url()}/notify`,
      returnUrl: `${merchant.url()}/back`,
      failUrl: `${merchant.url()}/fail`,
    };
    const a = await wx.createTrade(trade);
    const b = await wx.createTrade(trade);
    expect(b.qrContent).toBe(a.qrContent);
    await expect(wx.createTrade({ ...trade, amount: 1 })).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY' });
    const tradeNo = a.qrContent!.split('/').pop();
    expect(await wx.query(no)).toMatchObject({ status: 'waiting', tradeNo, amount: 12345 });
    expect((await wx.query('nosuchtrade1')).status).toBe('unknown');
    // A waiting trade cannot be refunded.
    await expect(
      wx.requestRefund({ payNo: no, refundNo: `RF${no}`, amount: 100, total: 12345, reason: '测试', notifyUrl: 'http://127.0.0.1:9/refund' }),
    ).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY' });
    // Signed with another merchant key: refused.
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const stranger = wechat(() => ({ ...keys.wxpay, merchantPrivateKey: other }));
    await expect(stranger.query(no)).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY' });
  });

  it('notifies until acknowledged: a refused first attempt is retried; attempts are recorded', async () => {
    const wx = wechat();
    const no = payNo();
    const created = await wx.createTrade({
      payNo: no,
      amount: 4999,
      subject: '测试订单',
      periods: null,
      notifyUrl: `${merchant.url()}/notify`,
      returnUrl: `${merchant.url()}/back`,
      failUrl: `${merchant.url()}/fail`,
    });
    expect((await pressSandbox(created.qrContent!, 'confirm')).status).toBe(200);
    // A second confirm changes nothing (the trade is no longer waiting).
    expect((await pressSandbox(created.qrContent!, 'confirm')).status).toBe(409);

    const until = Date.now() + 8000;
    while (!(await tradeOf(api, no)).notifyAcked && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    expect(await tradeOf(api, no)).toMatchObject({ status: 'success', notifyAttempts: 2, notifyAcked: true });
    expect(received).toHaveLength(2);

    // What arrived is signed by the platform key and decrypts with the APIv3 key.
    for (const r of received) {
      const platform = keys.wxpay.trusted.get(r.headers['wechatpay-serial'] as string)!;
      expect(wechatVerify(platform, r.headers as Record<string, string>, r.body, Date.now())).toEqual({ ok: true });
      const event = JSON.parse(r.body) as { event_type: string; resource: { ciphertext: string; associated_data: string; nonce: string } };
      expect(event.event_type).toBe('TRANSACTION.SUCCESS');
      const tx = JSON.parse(aesGcmDecrypt(apiV3Key(api.config.secret), event.resource)!) as { out_trade_no: string; amount: { total: number } };
      expect(tx).toMatchObject({ out_trade_no: no, amount: { total: 4999 } });
    }
    // Refund of the successful trade, once: the same refund number asked again is the same refund; another refund number is refused.
    const whole = { payNo: no, refundNo: `RF${no}`, amount: 4999, total: 4999, reason: '测试退款', notifyUrl: `${merchant.url()}/refund` };
    await wx.requestRefund(whole);
    expect(await tradeOf(api, no)).toMatchObject({ status: 'closed', refundedAmount: 4999 });
    await wx.requestRefund({ ...whole, reason: '再次退款' });
    await expect(
      wx.requestRefund({ payNo: no, refundNo: `X${no}`, amount: 4999, total: 4999, reason: '再次退款', notifyUrl: `${merchant.url()}/refund` }),
    ).rejects.toMatchObject({ code: 'ERR_PAY_GATEWAY' });
    expect((await tradeOf(api, no)).refundedAmount).toBe(4999);
  });

  it("a trade whose worker stopped before it was acknowledged is taken over by another worker's sweep, once", async () => {
    const no = payNo();
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await api.database.db.insert(schema.sandboxTrades).values({
      method: 'wxpay',
      tradeNo: '42' + String(Date.now()).padStart(26, '0'),
      outTradeNo: no,
      amount: 880,
      subject: '测试订单',
      notifyUrl: `${merchant.url()}/orphan`,
      status: 'success',
      notifyAttempts: 1,
      extra: { lastNotifyAt: longAgo.getTime() },
      createdAt: longAgo,
      finishedAt: longAgo,
    });
    const before = received.length;
    const workers = [1, 2].map(() =>
      createNotifier({ database: api.database, clock: api.clock, merchant: () => keys, keys: createSandboxKeys(api.database), log: { warn: () => {} } }),
    );
    await Promise.all(workers.map((w) => w.sweep()));
    for (const w of workers) w.close();
    expect(await tradeOf(api, no)).toMatchObject({ notifyAcked: true, notifyAttempts: 2 });
    expect(received.slice(before).filter((r) => r.url === '/orphan')).toHaveLength(1);
  });

  it('pages: an unknown trade is a Chinese 404 page; the cashier shows the merchant and the amount', async () => {
    const missing = await fetch(`${api.baseUrl}/api/sandbox/alipay/cashier/${'1'.repeat(28)}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('交易不存在');
    const union = imitationGateway('unionpay', paymentSettingsOf(api.config).imitation.unionpay, () => keys.imitation.unionpay, origins);
    const created = await union.createTrade({
      payNo: payNo(),
      amount: 100050,
      subject: '星辰商城订单 测试',
      periods: null,
      notifyUrl: `${merchant.url()}/n`,
      returnUrl: `${merchant.url()}/b`,
      failUrl: `${merchant.url()}/f`,
    });
    const html = await (await fetch(created.cashierUrl!)).text();
    expect(html).toContain('¥1000.50');
    expect(html).toContain('星辰官方商城');
    expect(html).toContain('lang="zh-CN"');
  });
});
