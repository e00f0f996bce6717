import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataCaller } from '../lib/api-call';

const inEffect = { privacy: { revision: 3, version: 'V3.0' }, service: { revision: 1 } };

/** A caller answering the consent status with `memberRevision`, counting the calls. */
function fakeApi(memberRevision: number | null) {
  const calls = { n: 0 };
  const api = { get: async () => (calls.n++, { ...inEffect, memberPrivacyRevision: memberRevision }) } as unknown as DataCaller;
  return { api, calls };
}

// The status module keeps the agreements in effect in memory: a fresh copy per test.
let consentStatusFor: typeof import('./consent-status').consentStatusFor;
beforeEach(async () => {
  vi.resetModules();
  ({ consentStatusFor } = await import('./consent-status'));
});

describe('consentStatusFor', () => {
  it('asks the API once for any number of visitors, and never passes on a member record as theirs', async () => {
    const { api, calls } = fakeApi(2);
    const answers = await Promise.all([1, 2, 3].map(() => consentStatusFor(api, false, undefined)));
    expect(await consentStatusFor(api, false, '1|0|1')).toEqual({ ...inEffect, memberPrivacyRevision: null });
    expect(answers.every((a) => a?.memberPrivacyRevision === null)).toBe(true);
    expect(calls.n).toBe(1);
  });

  it('looks a member up only when their cookie does not cover the policy in effect', async () => {
    const { api, calls } = fakeApi(3);
    expect(await consentStatusFor(api, true, '1|0|3')).toMatchObject({ memberPrivacyRevision: null });
    expect(calls.n).toBe(1);
    expect(await consentStatusFor(api, true, '1|0|2')).toMatchObject({ memberPrivacyRevision: 3 });
    expect(await consentStatusFor(api, true, undefined)).toMatchObject({ memberPrivacyRevision: 3 });
    expect(calls.n).toBe(3);
  });

  it('answers null when the API does not answer, and asks again next time', async () => {
    let fail = true;
    const api = { get: async () => (fail ? Promise.reject(new Error('down')) : { ...inEffect, memberPrivacyRevision: null }) } as unknown as DataCaller;
    expect(await consentStatusFor(api, false, undefined)).toBeNull();
    fail = false;
    expect(await consentStatusFor(api, false, undefined)).toMatchObject({ privacy: { revision: 3 } });
  });
});

describe('consentCookieToRemember', () => {
  const status = (memberPrivacyRevision: number | null) => ({ ...inEffect, memberPrivacyRevision });

  it('writes the member record to a device whose cookie does not cover it, keeping the marketing choice', async () => {
    const { consentCookieToRemember, consentSetCookie } = await import('./consent-status');
    expect(consentCookieToRemember(status(3), undefined)).toBe('1|0|3');
    expect(consentCookieToRemember(status(4), '1|1|2')).toBe('1|1|4');
    expect(consentSetCookie('1|1|4')).toMatch(/^privacy_consent=1%7C1%7C4; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });

  it('writes nothing when the cookie already covers the policy, the record does not, or nothing is known', async () => {
    const { consentCookieToRemember } = await import('./consent-status');
    expect(consentCookieToRemember(status(3), '1|0|3')).toBeNull();
    expect(consentCookieToRemember(status(3), '1|0')).toBeNull(); // consent from before versions
    expect(consentCookieToRemember(status(2), undefined)).toBeNull(); // the member must be asked
    expect(consentCookieToRemember(status(null), undefined)).toBeNull(); // a visitor's status
    expect(consentCookieToRemember(null, undefined)).toBeNull(); // the API did not answer
  });
});
