import { describe, expect, it } from 'vitest';
import { issuePreviewToken, previewPath, verifyPreviewToken } from './preview-token.ts';

const SECRET = 'preview-secret-0123456789-abcdefghijklmnop';
const NOW = 1_800_000_000_000;

describe('preview tokens', () => {
  it('verify for the SPU and secret they were issued for, until they expire', () => {
    const { token, expiresAtMs } = issuePreviewToken(SECRET, 'S26U', NOW, 60_000);
    expect(expiresAtMs).toBe(NOW + 60_000);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyPreviewToken(SECRET, 'S26U', token, NOW)).toBe(true);
    expect(verifyPreviewToken(SECRET, 'S26U', token, NOW + 59_999)).toBe(true);
    expect(verifyPreviewToken(SECRET, 'S26U', token, NOW + 60_000)).toBe(false);
    expect(verifyPreviewToken(SECRET, 'S25U', token, NOW)).toBe(false);
    expect(verifyPreviewToken(`${SECRET}x`, 'S26U', token, NOW)).toBe(false);
  });

  it('refuses a changed expiry, a changed signature and garbage', () => {
    const { token } = issuePreviewToken(SECRET, 'S26U', NOW, 60_000);
    const [exp, sig] = token.split('.');
    expect(verifyPreviewToken(SECRET, 'S26U', `${Number(exp) + 3600_000}.${sig}`, NOW)).toBe(false);
    expect(verifyPreviewToken(SECRET, 'S26U', `${exp}.${sig!.slice(1)}A`, NOW)).toBe(false);
    for (const bad of ['', '.', 'abc', `${exp}.`, `${exp}.${sig}.x`, `-1.${sig}`]) expect(verifyPreviewToken(SECRET, 'S26U', bad, NOW), bad).toBe(false);
  });

  it('builds the storefront preview path', () => {
    expect(previewPath('S26U', '1.a+b')).toBe('/preview/product/S26U?previewToken=1.a%2Bb');
  });
});
