import { describe, expect, it } from 'vitest';
import { RESUME_TTL_MS, signInThenResume, takePendingAction } from './resume-after-sign-in';

function memoryStore() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
}

describe('resume after sign-in', () => {
  const path = '/product/S25/S25-BLACK-1?x=1';

  it('sends to sign-in with the page as the way back and gives the action back once on that page', () => {
    const store = memoryStore();
    expect(signInThenResume('coupon:claim', 'CPN100', { store, path, now: 1000 })).toBe(`/user/login?redirect=${encodeURIComponent(path)}`);
    expect(takePendingAction('coupon:claim', { store, path, now: 2000 })).toEqual({ action: 'coupon:claim', path, payload: 'CPN100', at: 1000 });
    expect(takePendingAction('coupon:claim', { store, path, now: 2000 })).toBeNull();
  });

  it('keeps it for its own page and action only', () => {
    const store = memoryStore();
    signInThenResume('wishlist:add', undefined, { store, path, now: 0 });
    expect(takePendingAction('wishlist:add', { store, path: '/product/OTHER', now: 1 })).toBeNull();
    expect(takePendingAction('coupon:claim', { store, path, now: 1 })).toBeNull();
    expect(takePendingAction('wishlist:add', { store, path, now: 1 })?.action).toBe('wishlist:add');
  });

  it('drops an action older than the limit (t + ttl kept, t + ttl + 1 ms dropped)', () => {
    const store = memoryStore();
    signInThenResume('wishlist:add', undefined, { store, path, now: 0 });
    expect(takePendingAction('wishlist:add', { store, path, now: RESUME_TTL_MS })).not.toBeNull();
    signInThenResume('wishlist:add', undefined, { store, path, now: 0 });
    expect(takePendingAction('wishlist:add', { store, path, now: RESUME_TTL_MS + 1 })).toBeNull();
    expect(store.m.size).toBe(0);
  });

  it('works without storage (the shopper still signs in and comes back)', () => {
    expect(signInThenResume('wishlist:add', undefined, { store: null, path, now: 0 })).toContain('/user/login?redirect=');
    expect(takePendingAction('wishlist:add', { store: null, path, now: 0 })).toBeNull();
  });
});
