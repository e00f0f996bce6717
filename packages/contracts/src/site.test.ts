/** The site code rule: query, then cookie, then cn. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULTS } from './constants.ts';
import { resolveSiteCode, siteCodeFrom } from './site.ts';

describe('site code', () => {
  it('takes the query, then the cookie, then the default', () => {
    expect(siteCodeFrom('student', 'enterprise')).toEqual({ siteCd: 'student', fromQuery: true });
    expect(siteCodeFrom(null, 'enterprise')).toEqual({ siteCd: 'enterprise', fromQuery: false });
    expect(siteCodeFrom(undefined, undefined)).toEqual({ siteCd: DEFAULTS.siteCd, fromQuery: false });
    expect(resolveSiteCode('Student', undefined)).toBe('student');
  });

  it('ignores a malformed code', () => {
    for (const bad of ['', '1cn', 'c n', '-cn', 'a'.repeat(33), 'cn;', '<x>']) {
      expect(siteCodeFrom(bad, 'enterprise')).toEqual({ siteCd: 'enterprise', fromQuery: false });
      expect(resolveSiteCode(undefined, bad)).toBe(DEFAULTS.siteCd);
    }
  });

  it('keeps any well-formed code, lower-cased, and never yields a malformed one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_-]{0,31}$/), fc.option(fc.string(), { nil: undefined }), (q, cookie) => {
        expect(siteCodeFrom(q, cookie)).toEqual({ siteCd: q.toLowerCase(), fromQuery: true });
      }),
    );
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.option(fc.string(), { nil: undefined }), (q, cookie) => {
        expect(resolveSiteCode(q, cookie)).toMatch(/^[a-z][a-z0-9_-]{0,31}$/);
      }),
    );
  });
});
