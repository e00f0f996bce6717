import { describe, expect, it } from 'vitest';
import { sessionNeedsRenewal } from './session-upkeep.ts';

describe('which page views renew the session before the loaders run', () => {
  const now = 1_800_000_000_000;
  it('renews when the access token is gone or expires within a minute, and only with a refresh token', () => {
    expect(sessionNeedsRenewal({ refresh_token: 'r' }, now)).toBe(true);
    expect(sessionNeedsRenewal({ refresh_token: 'r', authorization: 'a', expiresTime: String(now + 59_000) }, now)).toBe(true);
    expect(sessionNeedsRenewal({ refresh_token: 'r', authorization: 'a', expiresTime: 'not a time' }, now)).toBe(true);
    expect(sessionNeedsRenewal({ refresh_token: 'r', authorization: 'a', expiresTime: String(now + 61_000) }, now)).toBe(false);
    expect(sessionNeedsRenewal({ authorization: 'a' }, now)).toBe(false);
    expect(sessionNeedsRenewal({}, now)).toBe(false);
  });
});
