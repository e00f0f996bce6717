import { describe, expect, it } from 'vitest';
import { STAFF_SIGN_IN } from '@shop/contracts/staff';
import { afterFailedSignIn, ipRetryAfterSeconds, lockedForSeconds, remainingTries, sessionState } from './sign-in-rules.ts';

const t0 = new Date('2026-11-26T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('wrong passwords and the lock', () => {
  it('locks on the fifth failure in a row, for 15 minutes', () => {
    let state = { failedLogins: 0, lockedUntil: null as Date | null };
    for (let i = 1; i < STAFF_SIGN_IN.maxFailures; i++) {
      const next = afterFailedSignIn(state, t0);
      expect(next).toEqual({ failedLogins: i, lockedUntil: null, locked: false });
      expect(remainingTries(next.failedLogins)).toBe(STAFF_SIGN_IN.maxFailures - i);
      state = next;
    }
    const locked = afterFailedSignIn(state, t0);
    expect(locked.locked).toBe(true);
    expect(locked.lockedUntil).toEqual(at(15 * 60_000));
    expect(lockedForSeconds(locked.lockedUntil, t0)).toBe(900);
    expect(lockedForSeconds(locked.lockedUntil, at(15 * 60_000 - 1))).toBe(1);
    expect(lockedForSeconds(locked.lockedUntil, at(15 * 60_000))).toBe(0);
  });

  it('starts counting afresh once a lock has run out', () => {
    const next = afterFailedSignIn({ failedLogins: 5, lockedUntil: at(-1) }, t0);
    expect(next).toEqual({ failedLogins: 1, lockedUntil: null, locked: false });
  });

  it('is not locked without a lock', () => {
    expect(lockedForSeconds(null, t0)).toBe(0);
  });
});

describe('session state', () => {
  const s = { lastSeenAt: t0, expiresAt: at(STAFF_SIGN_IN.maxSessionMs), endedAt: null };
  it('is live until 30 minutes without a call, then idle', () => {
    expect(sessionState(s, at(STAFF_SIGN_IN.idleMs - 1))).toBe('live');
    expect(sessionState(s, at(STAFF_SIGN_IN.idleMs))).toBe('idle');
  });
  it('ends when signed out or past its maximum age, however busy', () => {
    expect(sessionState({ ...s, endedAt: t0 }, t0)).toBe('ended');
    expect(sessionState({ ...s, lastSeenAt: at(STAFF_SIGN_IN.maxSessionMs) }, at(STAFF_SIGN_IN.maxSessionMs))).toBe('ended');
  });
});

describe('failures per address', () => {
  it('makes an address wait once it reached the limit, until its oldest failure leaves the window', () => {
    expect(ipRetryAfterSeconds(STAFF_SIGN_IN.maxFailuresPerIp - 1, t0, t0)).toBeNull();
    expect(ipRetryAfterSeconds(STAFF_SIGN_IN.maxFailuresPerIp, t0, at(60_000))).toBe(14 * 60);
  });
});
