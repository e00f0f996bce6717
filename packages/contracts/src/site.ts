/** The site whose prices a shopper sees, written once for the API and the page server (spec 1). */
import { DEFAULTS } from './constants.ts';

/** A site code: a letter, then up to 31 letters, digits, '_' or '-'. */
export const SITE_CODE_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/i;

/**
 * `?siteCd=`, else the siteCd cookie, else cn; lower case. A malformed code is ignored
 * rather than refused (it only selects prices). `fromQuery`: the query chose it.
 */
export function siteCodeFrom(fromQuery: string | null | undefined, fromCookie: string | undefined): { siteCd: string; fromQuery: boolean } {
  if (fromQuery && SITE_CODE_PATTERN.test(fromQuery)) return { siteCd: fromQuery.toLowerCase(), fromQuery: true };
  if (fromCookie && SITE_CODE_PATTERN.test(fromCookie)) return { siteCd: fromCookie.toLowerCase(), fromQuery: false };
  return { siteCd: DEFAULTS.siteCd, fromQuery: false };
}

/** The site code alone. */
export function resolveSiteCode(fromQuery: string | null | undefined, fromCookie: string | undefined): string {
  return siteCodeFrom(fromQuery, fromCookie).siteCd;
}
