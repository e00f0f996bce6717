/**
 * The visitor beacon (issue #16 概览): once the page has hydrated, a browser that has not been
 * counted today (Beijing day) sends one small POST with a random id it keeps in localStorage.
 * Counting happens here, not when the HTML is made (issue #15): an anonymous page is the same
 * cached HTML for everyone, mints no token and writes nothing; the beacon goes to our own origin
 * (connect-src 'self') and needs no cookie or CSRF token. Members count too: the id is the
 * browser's, tied to no account. Without localStorage (blocked, private mode quota) nothing is sent.
 */
import { visitEndpoints } from '@shop/contracts/endpoint-refs/visits';
import { beijingDate } from '@shop/contracts/beijing-time';
import { VISIT_STORAGE, visitDue } from '@shop/contracts/visits';

/** A version-4 UUID from the browser's random source (crypto.randomUUID needs a secure context). */
function newVisitorId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let sending = false;

/**
 * Sends today's beacon unless this browser already did. The day is marked once the API took it
 * (a refused or lost beacon is sent again on the next page); the API counts a repeat once anyway.
 */
export function sendVisitBeacon(nowMs = Date.now()): void {
  if (sending) return;
  let store: Storage;
  let visitorId: string;
  try {
    store = window.localStorage;
    if (!visitDue(store.getItem(VISIT_STORAGE.reportedDay), nowMs)) return;
    visitorId = store.getItem(VISIT_STORAGE.visitorId) ?? '';
    if (!UUID.test(visitorId)) {
      visitorId = newVisitorId();
      store.setItem(VISIT_STORAGE.visitorId, visitorId);
    }
  } catch {
    return;
  }
  sending = true;
  // A plain fetch, not keepalive: a keepalive request never reports its end to the page's
  // network observers (Playwright's networkidle then never came, CI). A beacon lost when the
  // shopper leaves at once is sent again on the next page. No cookies sent or taken.
  fetch(visitEndpoints.record.path, {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ visitorId }),
  })
    .then((answer) => {
      if (answer.ok) store.setItem(VISIT_STORAGE.reportedDay, beijingDate(nowMs));
    })
    .catch(() => undefined)
    .finally(() => {
      sending = false;
    });
}
