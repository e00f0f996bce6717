/**
 * The buy-now token: the chosen line, signed, handed to checkout in the URL
 * (/order/orderInfo?buyNow=<token>) instead of going through the cart. Format:
 * base64url(JSON line) + '.' + base64url(HMAC-SHA256(secret, payload)), valid 30 minutes.
 * The checkout (issue #5) calls verifyBuyNowToken and re-validates stock and price.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BuyNowLine } from '@shop/contracts/cart';

export const BUY_NOW_TTL_MS = 30 * 60 * 1000;

const mac = (secret: string, payload: string) => createHmac('sha256', `buy-now:${secret}`).update(payload).digest('base64url');

export function signBuyNowToken(secret: string, line: Omit<BuyNowLine, 'exp'>, nowMs: number): { token: string; exp: number } {
  const exp = nowMs + BUY_NOW_TTL_MS;
  const payload = Buffer.from(JSON.stringify({ ...line, exp })).toString('base64url');
  return { token: `${payload}.${mac(secret, payload)}`, exp };
}

/** The line, or null when the token is forged, malformed or expired. */
export function verifyBuyNowToken(secret: string, token: string, nowMs: number): BuyNowLine | null {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 4096) return null;
  const payload = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const want = Buffer.from(mac(secret, payload));
  if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
  try {
    const line = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as BuyNowLine;
    return typeof line.exp === 'number' && line.exp > nowMs && typeof line.skuCd === 'string' ? line : null;
  } catch {
    return null;
  }
}
