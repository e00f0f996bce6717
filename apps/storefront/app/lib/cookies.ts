/** Cookie reading for loaders (request header) and components (document.cookie). */
import { COOKIES } from '@shop/contracts/constants';
import type { SignedInUser } from '@shop/contracts/auth';

export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1));
    } catch {
      out[name] = part.slice(eq + 1);
    }
  }
  return out;
}

/** The readable `user` cookie (spec 3: userNo, memNm, ava, memGroupId, gender). */
export function userFromCookies(cookies: Record<string, string>): SignedInUser | null {
  const raw = cookies[COOKIES.user];
  if (!raw) return null;
  try {
    const u = JSON.parse(raw) as Partial<SignedInUser>;
    if (typeof u.userNo !== 'string' || typeof u.memNm !== 'string') return null;
    return { userNo: u.userNo, memNm: u.memNm, ava: u.ava ?? '', memGroupId: u.memGroupId ?? '', gender: Number(u.gender ?? 0) };
  } catch {
    return null;
  }
}

export function setBrowserCookie(name: string, value: string, days: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${Math.round(days * 86400)}; samesite=lax`;
}

export function clearBrowserCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
}

/** Only same-site paths: an open redirect to another site must not be possible. */
export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (/^\/(user\/login|cn\/sso|user\/logout)(\/|\?|$)/.test(target)) return fallback;
  return target;
}
