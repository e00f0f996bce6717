/**
 * The consent status a page needs (issue #14), at little cost per navigation: the agreements in
 * effect are the same for everyone and kept for a while (lib/public-cache); only a member whose
 * consent cookie does not already cover the privacy policy in effect is looked up (their
 * acceptance on record, perhaps from another device). No answer: null (the page is not blocked).
 */
import { consentCookieValue, CONSENT_COOKIE, parseConsentCookie } from '@shop/contracts/agreement-codes';
import { COOKIE_DAYS } from '@shop/contracts/constants';
import { agreementEndpoints } from '@shop/contracts/endpoint-refs/agreements';
import type { DataCaller } from '../lib/api-call';
import { publicCached } from '../lib/public-cache';
import type { ConsentStatusLike } from './consent-state';

export async function consentStatusFor(api: DataCaller, member: boolean, cookieValue: string | undefined): Promise<ConsentStatusLike | null> {
  const inEffect = await publicCached('consent|in-effect', async () => {
    const s = await api.get(agreementEndpoints.consentStatus);
    return { privacy: s.privacy, service: s.service, memberPrivacyRevision: null };
  }).catch(() => null);
  if (!inEffect || !member) return inEffect;
  const cookie = parseConsentCookie(cookieValue);
  const covered = cookie !== null && (cookie.revision === null || cookie.revision >= inEffect.privacy.revision);
  if (covered) return inEffect;
  return api.get(agreementEndpoints.consentStatus).catch(() => null);
}

/**
 * The consent cookie to write for a member whose acceptance on record covers the privacy policy
 * in effect while this device's cookie does not (a sign-in on a new device, a cookie cleared):
 * written once, the next pages read the cookie instead of asking the API again on each page.
 * The device's marketing choice is kept; none made here means none given. Null: nothing to write.
 */
export function consentCookieToRemember(status: ConsentStatusLike | null, cookieValue: string | undefined): string | null {
  const onRecord = status?.memberPrivacyRevision ?? null;
  if (status === null || onRecord === null || onRecord < status.privacy.revision) return null;
  const cookie = parseConsentCookie(cookieValue);
  if (cookie !== null && (cookie.revision === null || cookie.revision >= status.privacy.revision)) return null;
  return consentCookieValue(onRecord, cookie?.marketing ?? false);
}

/** A Set-Cookie line for the consent cookie, as the browser writes it (lib/cookies setBrowserCookie). */
export function consentSetCookie(value: string): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_DAYS.cookieConsent * 86400}; SameSite=Lax`;
}
