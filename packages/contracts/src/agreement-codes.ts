/**
 * The agreement documents (issue #14) and which page shows which, free of zod so the storefront
 * bundle can import it. `/appPolicy?code=` picks a document by number (the cookie bar's
 * 了解更多 links code 1, the Cookie policy).
 */
export const AGREEMENT_CODES = ['service', 'useclause', 'privacy', 'visitors', 'cookie', 'corporate-privacy'] as const;
export type AgreementCode = (typeof AGREEMENT_CODES)[number];

/** /appPolicy?code=N → document; no or unknown code: the privacy policy. */
export const APP_POLICY_CODES: Readonly<Record<string, AgreementCode>> = {
  '1': 'cookie',
  '2': 'privacy',
  '3': 'service',
  '4': 'useclause',
  '5': 'visitors',
};

/** The page of each document (no page for a document the shop does not link). */
export const AGREEMENT_PATHS: Readonly<Record<AgreementCode, string>> = {
  service: '/agreement/service',
  useclause: '/agreement/useclause',
  privacy: '/agreement/privacy',
  visitors: '/agreement/visitors',
  cookie: '/appPolicy?code=1',
  'corporate-privacy': '/cn_corporate/appPolicy',
};

/**
 * The consent cookie (730 days): `1|<marketing 0/1>|<privacy revision accepted>`. A value
 * without the third part (`1|0`, written before policies had versions) carries no revision: it
 * counts as consent to the version in effect (`revision: null`) and is replaced by a versioned
 * value at the next consent.
 */
export const CONSENT_COOKIE = 'privacy_consent';

export function parseConsentCookie(value: string | undefined | null): { revision: number | null; marketing: boolean } | null {
  if (!value) return null;
  const parts = decodeURIComponent(value).split('|');
  if (parts[0] !== '1') return null;
  if (parts[2] === undefined) return { revision: null, marketing: parts[1] === '1' };
  const revision = Number(parts[2]);
  if (!Number.isInteger(revision) || revision < 1) return null;
  return { revision, marketing: parts[1] === '1' };
}

export function consentCookieValue(revision: number, marketing: boolean): string {
  return `1|${marketing ? 1 : 0}|${revision}`;
}
