import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  aesGcmDecrypt,
  aesGcmEncrypt,
  apiV3KeyBytes,
  parseAuthorization,
  verifyAuthorization,
  wechatAuthorization,
  wechatHeaders,
  wechatVerify,
} from './wechat-sign.ts';
import { alipaySignedResponse, alipaySignRequest, alipayVerifyRequest, alipayVerifyResponse } from './alipay-openapi.ts';
import { rsa2Signed, rsa2Verify } from './rsa2-sign.ts';
import { bodySignature, bodySignatureValid, hmacSigned, hmacVerify } from './hmac-sign.ts';
import { canonicalString } from './canonical.ts';
import { apiV3Key, merchantKey } from './merchant-keys.ts';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { priv: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), pub: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};
const platform = pair();
const other = pair();
const now = Date.UTC(2026, 10, 22, 5, 0, 0);

describe('WeChat-Pay-style notification signature', () => {
  const body = JSON.stringify({ id: 'EV-1', event_type: 'TRANSACTION.SUCCESS', resource: { ciphertext: 'x' } });

  it('verifies what the platform signed', () => {
    const headers = wechatHeaders(platform.priv, 'SERIAL1', body, now);
    expect(headers['wechatpay-timestamp']).toBe(String(now / 1000));
    expect(wechatVerify(platform.pub, headers, body, now)).toEqual({ ok: true });
  });

  it('rejects a tampered body, a tampered nonce and another key', () => {
    const headers = wechatHeaders(platform.priv, 'SERIAL1', body, now);
    expect(wechatVerify(platform.pub, headers, body.replace('EV-1', 'EV-2'), now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(wechatVerify(platform.pub, { ...headers, 'wechatpay-nonce': 'abc' }, body, now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(wechatVerify(other.pub, headers, body, now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(wechatVerify(platform.pub, { ...headers, 'wechatpay-signature': 'bm90IGEgc2lnbmF0dXJl' }, body, now).ok).toBe(false);
  });

  it('rejects a timestamp more than 5 minutes off, and missing headers', () => {
    const headers = wechatHeaders(platform.priv, 'SERIAL1', body, now - 6 * 60_000);
    expect(wechatVerify(platform.pub, headers, body, now)).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(wechatVerify(platform.pub, wechatHeaders(platform.priv, 'S', body, now + 6 * 60_000), body, now)).toEqual({ ok: false, reason: 'stale-timestamp' });
    expect(wechatVerify(platform.pub, wechatHeaders(platform.priv, 'S', body, now - 4 * 60_000), body, now).ok).toBe(true);
    const { 'wechatpay-signature': _drop, ...rest } = headers;
    expect(wechatVerify(platform.pub, rest, body, now)).toEqual({ ok: false, reason: 'missing-headers' });
  });
});

describe('AEAD_AES_256_GCM resource', () => {
  const key = apiV3Key('secret-a-0123456789-0123456789-0123');
  const plain = JSON.stringify({ out_trade_no: 'P1', amount: { total: 499900 } });

  it('decrypts with the APIv3 key, base64(ct ‖ tag)', () => {
    const res = aesGcmEncrypt(key, plain, 'transaction');
    expect(res.nonce).toHaveLength(12);
    expect(Buffer.from(res.ciphertext, 'base64').length).toBe(Buffer.byteLength(plain) + 16);
    expect(aesGcmDecrypt(key, res)).toBe(plain);
  });

  it('refuses a wrong key, tampered ciphertext, other associated data or nonce', () => {
    const res = aesGcmEncrypt(key, plain, 'transaction');
    expect(key).toHaveLength(32);
    expect(aesGcmDecrypt(apiV3Key('another-secret-0123456789-01234567'), res)).toBeNull();
    expect(aesGcmDecrypt(randomBytes(32), res)).toBeNull();
    const ct = Buffer.from(res.ciphertext, 'base64');
    ct[0] = ct[0]! ^ 1;
    expect(aesGcmDecrypt(key, { ...res, ciphertext: ct.toString('base64') })).toBeNull();
    expect(aesGcmDecrypt(key, { ...res, associated_data: 'refund' })).toBeNull();
    expect(aesGcmDecrypt(key, { ...res, nonce: 'aaaaaaaaaaaa' })).toBeNull();
    expect(aesGcmDecrypt(key, { ...res, ciphertext: 'AAAA' })).toBeNull();
  });
});

describe('Alipay-style RSA2 over sorted params', () => {
  const params = { out_trade_no: 'P1', total_amount: '4999.00', trade_status: 'TRADE_SUCCESS', trade_no: '2026', app_id: 'A', empty: '' };

  it('signs the sorted k=v&… without sign, sign_type and empty values', () => {
    expect(canonicalString({ ...params, sign: 'x', sign_type: 'RSA2' })).toBe(
      'app_id=A&out_trade_no=P1&total_amount=4999.00&trade_no=2026&trade_status=TRADE_SUCCESS',
    );
    const signed = rsa2Signed(params, platform.priv);
    expect(signed.sign_type).toBe('RSA2');
    expect(rsa2Verify(signed, platform.pub)).toBe(true);
    // Order of the fields does not matter.
    expect(rsa2Verify(Object.fromEntries(Object.entries(signed).reverse()), platform.pub)).toBe(true);
  });

  it('rejects a tampered amount, a missing sign, another key', () => {
    const signed = rsa2Signed(params, platform.priv);
    expect(rsa2Verify({ ...signed, total_amount: '0.01' }, platform.pub)).toBe(false);
    expect(rsa2Verify({ ...signed, extra: '1' }, platform.pub)).toBe(false);
    expect(rsa2Verify({ ...signed, sign: '' }, platform.pub)).toBe(false);
    expect(rsa2Verify({ ...signed, sign_type: 'RSA' }, platform.pub)).toBe(false);
    expect(rsa2Verify(signed, other.pub)).toBe(false);
    expect(rsa2Verify({ ...signed, sign: 'garbage' }, platform.pub)).toBe(false);
  });
});

describe('HMAC-SHA256 over sorted params', () => {
  const key = merchantKey('secret-a-0123456789-0123456789-0123', 'jdpay');
  const params = { out_trade_no: 'P1', amount: '499900', status: 'SUCCESS' };

  it('verifies with the merchant key and rejects tampering or another key', () => {
    const signed = hmacSigned(params, key);
    expect(hmacVerify(signed, key)).toBe(true);
    expect(hmacVerify({ ...signed, amount: '1' }, key)).toBe(false);
    expect(hmacVerify(signed, merchantKey('secret-a-0123456789-0123456789-0123', 'cmbpay'))).toBe(false);
    expect(hmacVerify({ ...signed, sign: 'zz' }, key)).toBe(false);
    expect(hmacVerify({ ...params }, key)).toBe(false);
  });

  it('signs raw bodies for shop → gateway calls', () => {
    const sig = bodySignature('{"a":1}', key);
    expect(bodySignatureValid('{"a":1}', sig, key)).toBe(true);
    expect(bodySignatureValid('{"a":2}', sig, key)).toBe(false);
    expect(bodySignatureValid('{"a":1}', undefined, key)).toBe(false);
  });
});

describe('Alipay open API: requests, answers', () => {
  const params = {
    app_id: '2021000000000001',
    method: 'alipay.trade.query',
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: '2026-11-25 10:00:00',
    version: '1.0',
    biz_content: '{"out_trade_no":"P1"}',
  };
  it('signs every parameter but sign (sign_type included) and verifies with the app public key', () => {
    const signed = alipaySignRequest(params, platform.priv);
    expect(alipayVerifyRequest(signed, platform.pub)).toBe(true);
    expect(alipayVerifyRequest({ ...signed, biz_content: '{"out_trade_no":"P2"}' }, platform.pub)).toBe(false);
    expect(alipayVerifyRequest({ ...signed, app_id: '2021000000000002' }, platform.pub)).toBe(false);
    expect(alipayVerifyRequest(signed, other.pub)).toBe(false);
  });
  it('answers carry the response object signed as written; tampering or another key fails', () => {
    const text = alipaySignedResponse('alipay.trade.query', { code: '10000', msg: 'Success', out_trade_no: 'P1', total_amount: '1.00' }, platform.priv);
    expect(text.startsWith('{"alipay_trade_query_response":{')).toBe(true);
    expect(alipayVerifyResponse(text, 'alipay.trade.query', platform.pub)).toMatchObject({ out_trade_no: 'P1', total_amount: '1.00' });
    expect(alipayVerifyResponse(text.replace('"1.00"', '"9.00"'), 'alipay.trade.query', platform.pub)).toBeNull();
    expect(alipayVerifyResponse(text, 'alipay.trade.query', other.pub)).toBeNull();
    expect(alipayVerifyResponse(text, 'alipay.trade.refund', platform.pub)).toBeNull();
    expect(alipayVerifyResponse('{"status":"success"}', 'alipay.trade.query', platform.pub)).toBeNull();
  });
});

describe('WeChat Pay APIv3 Authorization', () => {
  it('signs method, path with query, timestamp, nonce and body; the gateway checks it', () => {
    const header = wechatAuthorization(
      { mchid: '1900000109', serial: 'ABC', privatePem: platform.priv },
      'GET',
      '/v3/pay/transactions/out-trade-no/P1?mchid=1900000109',
      '',
      now,
    );
    expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="[0-9A-F]{32}",signature="[^"]+",timestamp="\d+",serial_no="ABC"$/);
    const auth = parseAuthorization(header)!;
    expect(verifyAuthorization(platform.pub, auth, 'GET', '/v3/pay/transactions/out-trade-no/P1?mchid=1900000109', '', now)).toBe(true);
    expect(verifyAuthorization(platform.pub, auth, 'GET', '/v3/pay/transactions/out-trade-no/P2?mchid=1900000109', '', now)).toBe(false);
    expect(verifyAuthorization(platform.pub, auth, 'POST', '/v3/pay/transactions/out-trade-no/P1?mchid=1900000109', '', now)).toBe(false);
    expect(verifyAuthorization(other.pub, auth, 'GET', '/v3/pay/transactions/out-trade-no/P1?mchid=1900000109', '', now)).toBe(false);
    expect(verifyAuthorization(platform.pub, auth, 'GET', '/v3/pay/transactions/out-trade-no/P1?mchid=1900000109', '', now + 6 * 60_000)).toBe(false);
    expect(parseAuthorization('Bearer x')).toBeNull();
  });
  it('the APIv3 key is the 32-character string itself', () => {
    expect(apiV3KeyBytes('0123456789abcdefghijklmnopqrstuv')).toHaveLength(32);
    const res = aesGcmEncrypt(apiV3KeyBytes('0123456789abcdefghijklmnopqrstuv'), 'x', 'certificate');
    expect(aesGcmDecrypt(apiV3KeyBytes('0123456789abcdefghijklmnopqrstuv'), res)).toBe('x');
  });
});
