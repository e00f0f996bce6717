import { describe, expect, it } from 'vitest';
import { decideRotation, ROTATION_GRACE_MS } from './session.service.ts';

const now = new Date('2026-06-01T00:00:00Z');
const later = new Date('2026-06-30T00:00:00Z');
const earlier = new Date('2026-05-01T00:00:00Z');

describe('refresh token rotation rules', () => {
  it('rotates a live, unused token of a live session', () => {
    expect(decideRotation({ usedAt: null, expiresAt: later, revokedAt: null }, now)).toBe('rotate');
  });
  it('refuses an unknown token', () => {
    expect(decideRotation(undefined, now)).toBe('unknown');
  });
  it('treats a second use of a rotated token as reuse (the family gets revoked)', () => {
    expect(decideRotation({ usedAt: earlier, expiresAt: later, revokedAt: null }, now)).toBe('reuse');
    expect(decideRotation({ usedAt: earlier, expiresAt: earlier, revokedAt: null }, now)).toBe('reuse');
  });
  it('gives a token rotated less than the grace ago a fresh pair (the browser racing itself), reuse from the grace on', () => {
    const usedAt = new Date(now.getTime() - ROTATION_GRACE_MS + 1);
    expect(decideRotation({ usedAt, expiresAt: later, revokedAt: null }, now)).toBe('grace');
    expect(decideRotation({ usedAt: new Date(now.getTime() - ROTATION_GRACE_MS), expiresAt: later, revokedAt: null }, now)).toBe('reuse');
    expect(decideRotation({ usedAt, expiresAt: later, revokedAt: earlier }, now)).toBe('revoked');
  });
  it('refuses tokens of a revoked session, whatever their state', () => {
    expect(decideRotation({ usedAt: null, expiresAt: later, revokedAt: earlier }, now)).toBe('revoked');
    expect(decideRotation({ usedAt: earlier, expiresAt: later, revokedAt: earlier }, now)).toBe('revoked');
  });
  it('refuses an expired token, at the exact expiry instant too', () => {
    expect(decideRotation({ usedAt: null, expiresAt: earlier, revokedAt: null }, now)).toBe('expired');
    expect(decideRotation({ usedAt: null, expiresAt: now, revokedAt: null }, now)).toBe('expired');
  });
});
