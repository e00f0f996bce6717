/**
 * Preview tokens for unpublished (draft) products: `<expiryMs>.<sig>` where sig is the
 * base64url HMAC-SHA256 of `pdp-preview:<spuCode>:<expiryMs>` under the shop secret. No
 * database: an operator's link works on every worker until it expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an issued preview link works. */
export const PREVIEW_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, spuCode: string, expiryMs: number) =>
  createHmac('sha256', secret).update(`pdp-preview:${spuCode}:${expiryMs}`).digest('base64url');

export function issuePreviewToken(secret: string, spuCode: string, nowMs: number, ttlMs = PREVIEW_TOKEN_TTL_MS): { token: string; expiresAtMs: number } {
  const expiresAtMs = nowMs + ttlMs;
  return {
    token: `${expiresAtMs}.${sign(secret, spuCode, expiresAtMs)}`,
    expiresAtMs,
  };
}

/** True when the token was issued for this SPU by this secret and has not expired at nowMs. */
export function verifyPreviewToken(secret: string, spuCode: string, token: string, nowMs: number): boolean {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return false;
  const expiry = Number(m[1]);
  if (!(expiry > nowMs)) return false;
  const expected = Buffer.from(sign(secret, spuCode, expiry));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The storefront address an operator opens. */
export function previewPath(spuCode: string, token: string): string {
  return `/preview/product/${encodeURIComponent(spuCode)}?previewToken=${encodeURIComponent(token)}`;
}
