/** The site whose prices a shopper sees: `?siteCd=`, else the siteCd cookie, else cn (spec 1). */
import { DEFAULTS } from '@shop/contracts';

const SITE_CODE = /^[a-z][a-z0-9_-]{0,31}$/i;

export function resolveSiteCode(fromQuery: string | undefined, fromCookie: string | undefined): string {
  for (const candidate of [fromQuery, fromCookie]) {
    // A malformed code is ignored rather than refused: it only selects prices.
    if (candidate && SITE_CODE.test(candidate)) return candidate.toLowerCase();
  }
  return DEFAULTS.siteCd;
}
