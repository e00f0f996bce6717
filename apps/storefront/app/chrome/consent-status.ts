/**
 * The consent status a page needs (issue #14), at little cost per navigation: the agreements in
 * effect are the same for everyone and kept for a while (lib/public-cache); only a member whose
 * consent cookie does not already cover the privacy policy in effect is looked up (their
 * acceptance on record, perhaps from another device). No answer: null (the page is not blocked).
 */
import { parseConsentCookie } from '@shop/contracts/agreement-codes';
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
