/**
 * Whose cart a request sees. A member's cart is keyed by userNo, a visitor's by the id in
 * their anonymous token (spec 1: visitors get an anonymous token, and may shop with it).
 * The two id spaces cannot collide: userNo starts with U, anonymous ids with A.
 */
import type { AuthState } from '../../platform/types.ts';

export function cartOwnerKeyOf(auth: AuthState): string | null {
  switch (auth.kind) {
    case 'member':
      return auth.userNo;
    case 'anonymous':
      return auth.anonId;
    // No token, or an expired / forged one: no cart (the header shows 0).
    case 'none':
    case 'invalid':
      return null;
  }
}
