/**
 * Whether a page asks for consent (issue #14): the consent cookie (`1|marketing|revision`, a
 * visitor's and a member's on this device) and, for a member, the latest privacy-policy
 * revision on record, against the privacy policy in effect (an unversioned cookie from before
 * policies had versions counts as consent to the version in effect). Asked when neither covers the
 * version in effect; `updated` when an earlier version had been accepted (the dialog then says
 * the policy changed). No status (the API did not answer): not asked, the page is not blocked.
 */
import { parseConsentCookie } from '@shop/contracts/agreement-codes';
import type { ConsentInfo } from './PrivacyLayer';

export interface ConsentStatusLike {
  privacy: { revision: number; version: string };
  service: { revision: number };
  memberPrivacyRevision: number | null;
}

/** The consent step's data when the page must ask, else null. */
export function consentToAsk(status: ConsentStatusLike | null, cookieValue: string | undefined): ConsentInfo | null {
  if (!status) return null;
  const cookie = parseConsentCookie(cookieValue);
  if (cookie && cookie.revision === null) return null; // consent given before versions existed
  const fromCookie = cookie?.revision ?? 0;
  const accepted = Math.max(fromCookie, status.memberPrivacyRevision ?? 0);
  if (accepted >= status.privacy.revision) return null;
  return {
    privacyRevision: status.privacy.revision,
    serviceRevision: status.service.revision,
    privacyVersion: status.privacy.version,
    updated: accepted > 0,
  };
}

/** Pages that never show the step: the login pages ask in their own form, the agreement pages are what the step links to. */
export const NO_CONSENT_ROUTE_IDS: ReadonlySet<string> = new Set([
  'user-login',
  'cn-sso',
  'agreement-service',
  'agreement-useclause',
  'agreement-privacy',
  'agreement-visitors',
  'app-policy',
  'cn-corporate-app-policy',
]);
