/** Cookies of the global chrome (spec 2.1, 4, 9). Values and lifetimes in one place. */
import { COOKIE_DAYS } from '@shop/contracts/constants';

export const CHROME_COOKIES = {
  /** Cookie bar: `accepted` once 同意 was pressed. */
  cookieConsent: { name: 'cookie_consent', value: 'accepted', days: COOKIE_DAYS.cookieConsent },
  /** Old-IE notice closed. */
  browserNotice: { name: 'browser_notice_closed', value: '1', days: COOKIE_DAYS.browserNotice },
  /** Privacy layer: `1|1` (agreed, marketing yes) or `1|0` (agreed, marketing no). */
  privacyConsent: { name: 'privacy_consent', days: COOKIE_DAYS.cookieConsent },
} as const;

export function isOldInternetExplorer(ua: string | null | undefined): boolean {
  return !!ua && (ua.includes('MSIE ') || ua.includes('Trident/'));
}

/** Query flags like `hideTB=1`: set and not 0/false/no. */
export function truthyParam(v: string | null): boolean {
  return v !== null && !['', '0', 'false', 'no', 'off', 'undefined', 'null'].includes(v.toLowerCase());
}
