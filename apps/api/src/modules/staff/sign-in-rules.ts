/**
 * The staff sign-in rules as pure functions (the numbers are STAFF_SIGN_IN of
 * @shop/contracts/staff): what a wrong password does to the account's count and lock, whether
 * an account is locked now, and whether a session is still alive.
 */
import { STAFF_SIGN_IN } from '@shop/contracts/staff';

export interface LockState {
  failedLogins: number;
  lockedUntil: Date | null;
}

/** Seconds until a lock ends (at least 1), or 0 when the account is not locked at `now`. */
export function lockedForSeconds(lockedUntil: Date | null, now: Date): number {
  if (!lockedUntil || lockedUntil.getTime() <= now.getTime()) return 0;
  return Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
}

/**
 * The account after one more wrong password (or code). A lock that has run out starts the count
 * afresh; the failure that reaches the limit locks the account for `lockMs`.
 */
export function afterFailedSignIn(state: LockState, now: Date): LockState & { locked: boolean } {
  const lapsed = state.lockedUntil !== null && state.lockedUntil.getTime() <= now.getTime();
  const failedLogins = (lapsed ? 0 : state.failedLogins) + 1;
  if (failedLogins >= STAFF_SIGN_IN.maxFailures) return { failedLogins, lockedUntil: new Date(now.getTime() + STAFF_SIGN_IN.lockMs), locked: true };
  return { failedLogins, lockedUntil: lapsed ? null : state.lockedUntil, locked: false };
}

/** Wrong tries left before the lock, for the failure message. */
export const remainingTries = (failedLogins: number) => Math.max(0, STAFF_SIGN_IN.maxFailures - failedLogins);

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

/** live, idle (no call for idleMs: signed out), or ended (signed out, replaced or past its maximum age). */
export function sessionState(s: SessionTimes, now: Date): 'live' | 'idle' | 'ended' {
  if (s.endedAt) return 'ended';
  if (s.expiresAt.getTime() <= now.getTime()) return 'ended';
  if (now.getTime() - s.lastSeenAt.getTime() >= STAFF_SIGN_IN.idleMs) return 'idle';
  return 'live';
}

/**
 * When an address that failed `count` times in the window may try again: the oldest failure
 * in the window leaves it then. null while under the limit.
 */
export function ipRetryAfterSeconds(count: number, oldestInWindow: Date | null, now: Date): number | null {
  if (count < STAFF_SIGN_IN.maxFailuresPerIp || !oldestInWindow) return null;
  return Math.max(1, Math.ceil((oldestInWindow.getTime() + STAFF_SIGN_IN.ipWindowMs - now.getTime()) / 1000));
}
