import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUrl, totp, totpStep, verifyTotp } from './totp.ts';

const ascii = (s: string) => Buffer.from(s, 'ascii');

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the published values for counters 0–9', () => {
    const secret = ascii('12345678901234567890');
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, i) => hotp(secret, i))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B, 8 digits)', () => {
  const seeds = {
    sha1: ascii('12345678901234567890'),
    sha256: ascii('12345678901234567890123456789012'),
    sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  } as const;
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('T = %i s', (seconds, sha1, sha256, sha512) => {
    expect(totp(seeds.sha1, seconds * 1000, 8, 'sha1')).toBe(sha1);
    expect(totp(seeds.sha256, seconds * 1000, 8, 'sha256')).toBe(sha256);
    expect(totp(seeds.sha512, seconds * 1000, 8, 'sha512')).toBe(sha512);
  });
});

describe('verifyTotp', () => {
  const secret = ascii('12345678901234567890');
  const now = 1_111_111_111_000;
  it('accepts the current step and one step either side, and says which', () => {
    const step = totpStep(now);
    expect(verifyTotp(secret, totp(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, totp(secret, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(secret, totp(secret, now + 30_000), now)).toBe(step + 1);
    expect(verifyTotp(secret, totp(secret, now - 90_000), now)).toBeNull();
  });
  it('refuses a code of a step already used, and malformed codes', () => {
    const code = totp(secret, now);
    expect(verifyTotp(secret, code, now, totpStep(now))).toBeNull();
    expect(verifyTotp(secret, code, now, totpStep(now) - 1)).toBe(totpStep(now));
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 456']) expect(verifyTotp(secret, bad, now)).toBeNull();
  });
});

describe('base32 (RFC 4648 section 10)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%s ↔ %s', (plain, encoded) => {
    expect(base32Encode(ascii(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString('ascii')).toBe(plain);
  });
  it('reads what people type (lower case, spaces, padding) and refuses other characters', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString('ascii')).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });
});

it('builds the otpauth address authenticator apps scan', () => {
  const address = otpauthUrl('官方商城', '张三', ascii('12345678901234567890'));
  expect(decodeURIComponent(address.slice(0, address.indexOf('?')))).toBe('otpauth://totp/官方商城:张三');
  const url = new URL(address);
  expect(url.searchParams.get('secret')).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  expect(url.searchParams.get('issuer')).toBe('官方商城');
  expect(url.searchParams.get('period')).toBe('30');
});
