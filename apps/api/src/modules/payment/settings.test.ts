import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPaymentSettings, paymentSettingsFromEnv, pemOf, sandboxApiV3Key } from './settings.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const priv = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const pub = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

describe('payment settings from the environment', () => {
  it('with nothing set: every provider on its sandbox, no keys (they come from the sandbox key store)', () => {
    const s = paymentSettingsFromEnv({}, 'production');
    expect(s.alipay.gateway).toBeUndefined();
    expect(s.wxpay.base).toBeUndefined();
    expect(s.wxpay.apiV3Key).toBeUndefined();
    expect(s.imitation.jdpay).toMatchObject({ gateway: undefined, merchantKey: undefined });
    expect(checkPaymentSettings(s)).toEqual([]);
  });

  it('reads every provider setting; keys as PEM, \\n-escaped PEM or bare base64', () => {
    const s = paymentSettingsFromEnv(
      {
        ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do',
        ALIPAY_APP_ID: '2021004100000001',
        ALIPAY_SELLER_ID: '2088100000000001',
        ALIPAY_APP_PRIVATE_KEY: bare(priv),
        ALIPAY_PUBLIC_KEY: pub.replace(/\n/g, '\\n'),
        WXPAY_BASE_URL: 'https://api.mch.weixin.qq.com',
        WXPAY_MCHID: '1230000109',
        WXPAY_APPID: 'wxd678efh567hg6787',
        WXPAY_MERCHANT_PRIVATE_KEY: priv,
        WXPAY_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
        WXPAY_APIV3_KEY: 'a'.repeat(32),
        WXPAY_PUBLIC_KEY: bare(pub),
        WXPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0112300001092025000000000000000001',
        JDPAY_GATEWAY: 'https://pay.example.com/jd',
        JDPAY_MERCHANT_ID: '110999',
        JDPAY_MERCHANT_KEY: 'k'.repeat(32),
      },
      'production',
    );
    expect(s.alipay).toMatchObject({ gateway: 'https://openapi.alipay.com/gateway.do', appId: '2021004100000001', sellerId: '2088100000000001' });
    expect(s.alipay.appPrivateKey).toContain('-----BEGIN PRIVATE KEY-----');
    expect(bare(s.alipay.appPrivateKey!)).toBe(bare(priv));
    expect(bare(s.alipay.alipayPublicKey!)).toBe(bare(pub));
    expect(s.wxpay).toMatchObject({
      mchid: '1230000109',
      appid: 'wxd678efh567hg6787',
      apiV3Key: 'a'.repeat(32),
      publicKeyId: 'PUB_KEY_ID_0112300001092025000000000000000001',
    });
    expect(s.imitation.jdpay).toMatchObject({ gateway: 'https://pay.example.com/jd', merchantId: '110999', merchantKey: 'k'.repeat(32) });
    expect(checkPaymentSettings(s)).toEqual([]);
  });

  it('a configured gateway without its keys, or an APIv3 key that is not 32 characters, is refused at start', () => {
    const s = paymentSettingsFromEnv(
      {
        ALIPAY_GATEWAY: 'https://openapi.alipay.com/gateway.do',
        WXPAY_BASE_URL: 'https://api.mch.weixin.qq.com',
        WXPAY_APIV3_KEY: 'short',
        UNIONPAY_GATEWAY: 'https://gateway.95516.com',
      },
      'production',
    );
    const problems = checkPaymentSettings(s).join('\n');
    expect(problems).toContain('ALIPAY_APP_PRIVATE_KEY');
    expect(problems).toContain('WXPAY_MERCHANT_PRIVATE_KEY');
    expect(problems).toContain('32-character');
    expect(problems).toContain('UNIONPAY_PUBLIC_KEY');
  });

  it('the sandbox APIv3 key is a 32-character string derived from the shop secret', () => {
    expect(sandboxApiV3Key('s'.repeat(40))).toHaveLength(32);
    expect(sandboxApiV3Key('s'.repeat(40))).toBe(sandboxApiV3Key('s'.repeat(40)));
    expect(sandboxApiV3Key('t'.repeat(40))).not.toBe(sandboxApiV3Key('s'.repeat(40)));
    expect(pemOf('', 'PUBLIC KEY')).toBeUndefined();
  });
});
