import { describe, expect, it } from 'vitest';
import { consentCookieValue, parseConsentCookie } from '@shop/contracts/agreement-codes';
import { consentToAsk } from './consent-state';

const status = (privacy: number, member: number | null = null) => ({
  privacy: { revision: privacy, version: `V${privacy}.0` },
  service: { revision: 1 },
  memberPrivacyRevision: member,
});

describe('consent cookie', () => {
  it('round-trips; the pre-versioning value carries no revision', () => {
    expect(parseConsentCookie(consentCookieValue(3, true))).toEqual({ revision: 3, marketing: true });
    expect(parseConsentCookie('1|0')).toEqual({ revision: null, marketing: false });
    expect(parseConsentCookie(encodeURIComponent('1|1|2'))).toEqual({ revision: 2, marketing: true });
    expect(parseConsentCookie('0|0|2')).toBeNull();
    expect(parseConsentCookie('1|0|x')).toBeNull();
    expect(parseConsentCookie(undefined)).toBeNull();
  });
});

describe('consentToAsk', () => {
  it('asks a first visit, not updated', () => {
    expect(consentToAsk(status(1), undefined)).toMatchObject({ privacyRevision: 1, updated: false });
  });
  it('does not ask once the version in effect is accepted (cookie or member record)', () => {
    expect(consentToAsk(status(1), '1|0|1')).toBeNull();
    expect(consentToAsk(status(2), '1|0')).toBeNull(); // given before versions existed
    expect(consentToAsk(status(2), '1|0|2')).toBeNull();
    expect(consentToAsk(status(2, 2), undefined)).toBeNull();
    expect(consentToAsk(status(2, 1), '1|0|2')).toBeNull();
  });
  it('asks again, as an update, after a new privacy-policy version takes effect', () => {
    expect(consentToAsk(status(2), '1|0|1')).toMatchObject({ privacyRevision: 2, updated: true, privacyVersion: 'V2.0' });
    expect(consentToAsk(status(2, 1), undefined)).toMatchObject({ updated: true });
  });
  it('never blocks a page when the status is unknown', () => {
    expect(consentToAsk(null, undefined)).toBeNull();
  });
});
