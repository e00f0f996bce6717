import { describe, expect, it } from 'vitest';
import { cartOwnerKeyOf } from './cart-owner.ts';

describe('cart owner key', () => {
  it('is the userNo for a member and the anonymous id for a visitor', () => {
    expect(cartOwnerKeyOf({ kind: 'member', userNo: 'U123', sessionId: 's1' })).toBe('U123');
    expect(cartOwnerKeyOf({ kind: 'anonymous', anonId: 'Aabc' })).toBe('Aabc');
  });

  it('is absent without a valid token', () => {
    expect(cartOwnerKeyOf({ kind: 'none' })).toBeNull();
    expect(cartOwnerKeyOf({ kind: 'invalid', reason: 'expired' })).toBeNull();
    expect(cartOwnerKeyOf({ kind: 'invalid', reason: 'invalid' })).toBeNull();
  });
});
