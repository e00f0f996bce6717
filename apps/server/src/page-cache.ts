/**
 * Visitors' pages kept in memory for a moment (issue #15 item 3). A visitor's page view is
 * the same for every visitor who asks for the same address on the same kind of device with
 * the same preferences, so it is rendered once and served from here until it is `ttlMs` old
 * — or until the data behind it changes (PostgreSQL NOTIFY public_data, see main.ts: the
 * whole cache is dropped at once in every process).
 *
 * Nothing personal can be kept: only requests without a session cookie are looked up or
 * stored (the key is undefined otherwise), the render of such a request mints no token and
 * no CSRF material, and an answer that sets a cookie, is not a 200 HTML page, or asked for
 * something a visitor's session would change is not kept. The page's CSP nonce is rendered
 * as a placeholder and replaced by each answer's own nonce when sent, so no two answers
 * share one.
 *
 * A render that was under way when the data changed is not kept (it may have read the old
 * data): `keep` takes the generation `lookup` gave, and `clear` starts a new one.
 *
 * When an entry has just expired, the first request renders it again while the requests
 * arriving meanwhile are given the expired copy (at most `staleMs` old), so no queue of
 * renders forms behind an expiry under load.
 */
import { randomBytes } from 'node:crypto';
import { COOKIES, SESSION_RENEW_BEFORE_MS } from '@shop/contracts';
import { CONSENT_COOKIE } from '@shop/contracts/agreement-codes';
import type { SplicedGzip } from './gzip-splice.ts';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML, with NONCE_PLACEHOLDER where the answer's CSP nonce goes. */
  body: string;
  /** The same, compressed once (gzip-splice.ts). */
  gzip: SplicedGzip;
  at: number;
}

/** Rendered into a page that is to be kept, in place of a real nonce; random per process, so a page cannot guess it. */
export const NONCE_PLACEHOLDER = `n${randomBytes(15).toString('base64url')}`;

/** Cookies that say who the shopper is: a request carrying one is never served from or kept in the cache. */
const SESSION_COOKIES = [COOKIES.authorization, COOKIES.refreshToken, COOKIES.user];
/** A session's cookies, all taken away when a signed-in shopper's page is rendered as a visitor's. */
const SESSION_VIEW_COOKIES = new Set<string>([...SESSION_COOKIES, COOKIES.expiresTime]);
/** Cookies that change nothing on a page (the CSRF key only signs the token a page no longer carries). */
const IGNORED_COOKIES = new Set<string>([COOKIES.csrfKey]);

export interface PageRequest {
  method: string;
  url: string;
  cookies: Record<string, string | undefined>;
  /** The environment and device the page is rendered for (request-context.ts). */
  env: string;
  device: string;
  userAgent: string | undefined;
  /** The page links its CSS rather than inlining it (ShopLoadContext.cssLinksOnly): another page. */
  cssLinksOnly?: boolean;
}

/**
 * A visitor's page view, which may use the cache: a GET of a page (not React Router's .data
 * loader calls, not form posts) by a shopper with no session cookie.
 */
export function isVisitorPageView(r: Pick<PageRequest, 'method' | 'url' | 'cookies'>): boolean {
  return r.method === 'GET' && !r.url.includes('.data') && !SESSION_COOKIES.some((name) => r.cookies[name] !== undefined);
}

/**
 * A signed-in shopper's page view that is a visitor's page view (issue #15): the storefront
 * marks the route shared (`sharesVisitorPage`: its loaders hold nothing personal; the browser
 * puts in the shopper's name from the readable `user` cookie), and the page would do no
 * session upkeep — the access token is not about to be renewed (session-upkeep.ts renews it
 * within SESSION_RENEW_BEFORE_MS of expiry) and the device has a consent cookie (without one the
 * root loader looks up the member's acceptance and writes it). Returns the request's cookies
 * without the session's, to render and look up the page as a visitor's; null when the view is
 * the shopper's own.
 */
export function visitorViewOfSessionPage(
  r: Pick<PageRequest, 'method' | 'url' | 'cookies'>,
  opts: { sharesVisitorPage: (pathname: string) => boolean; nowMs: number },
): Record<string, string> | null {
  const { cookies } = r;
  if (r.method !== 'GET' || r.url.includes('.data') || !cookies[COOKIES.authorization] || !cookies[CONSENT_COOKIE]) return null;
  if (!(Number(cookies[COOKIES.expiresTime]) >= opts.nowMs + SESSION_RENEW_BEFORE_MS)) return null;
  const q = r.url.indexOf('?');
  if (!opts.sharesVisitorPage(q === -1 ? r.url : r.url.slice(0, q))) return null;
  const visitor: Record<string, string> = {};
  for (const [name, value] of Object.entries(cookies)) if (value !== undefined && !SESSION_VIEW_COOKIES.has(name)) visitor[name] = value;
  return visitor;
}

/** The request's Cookie header without the session's cookies (pieces kept byte for byte, as the browser sent them). */
export function visitorCookieHeader(header: string | undefined): string {
  return (header ?? '')
    .split(';')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '' && !SESSION_VIEW_COOKIES.has(cookieName(piece)))
    .join('; ');
}

const cookieName = (piece: string) => {
  const eq = piece.indexOf('=');
  return (eq === -1 ? piece : piece.slice(0, eq)).trim();
};

/**
 * The cache key of a visitor's page view. Every cookie's value but the CSRF key's is part of
 * it (site, consent choices, a closed notice), so pages that read them are kept apart.
 */
export function visitorPageKey(r: PageRequest): string {
  const cookies = Object.entries(r.cookies)
    .filter(([name, value]) => value !== undefined && !IGNORED_COOKIES.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join(';');
  // Old Internet Explorer gets a notice the others do not (root loader): its own pages.
  const oldIe = /MSIE |Trident\//.test(r.userAgent ?? '') ? 'ie' : '';
  return `${r.env}|${r.device}|${oldIe}|${r.cssLinksOnly ? 'links' : ''}|${cookies}|${r.url}`;
}

const sizeOf = (page: Pick<CachedPage, 'body' | 'gzip'>) => page.body.length + page.gzip.compressed.reduce((n, b) => n + b.length, 0);

export function createPageCache(opts: { ttlMs: number; staleMs: number; maxBytes: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  const refreshing = new Set<string>();
  let bytes = 0;
  let generation = 0;

  const remove = (key: string) => {
    const old = pages.get(key);
    if (!old) return;
    bytes -= sizeOf(old);
    pages.delete(key);
  };

  return {
    /**
     * What to do for `key`: serve a kept page ('hit', or 'stale' while another request renders
     * it again), or render ('miss': then call `done(key)` whether or not a page was kept).
     */
    lookup(key: string): { kind: 'hit' | 'stale'; page: CachedPage } | { kind: 'miss'; generation: number } {
      const page = pages.get(key);
      if (!page) return { kind: 'miss', generation };
      const age = now() - page.at;
      if (age < opts.ttlMs) return { kind: 'hit', page };
      if (age < opts.ttlMs + opts.staleMs && refreshing.has(key)) return { kind: 'stale', page };
      refreshing.add(key);
      return { kind: 'miss', generation };
    },

    done(key: string) {
      refreshing.delete(key);
    },

    /** Keeps a page rendered after a lookup in `renderedIn` (that lookup's generation). */
    keep(key: string, page: Omit<CachedPage, 'at'>, renderedIn: number) {
      if (renderedIn !== generation || sizeOf(page) > opts.maxBytes / 4) return;
      remove(key);
      pages.set(key, { ...page, at: now() });
      bytes += sizeOf(page);
      // Oldest first (a Map keeps insertion order; a kept page is re-inserted).
      for (const oldest of pages.keys()) {
        if (bytes <= opts.maxBytes) break;
        remove(oldest);
      }
    },

    /** Drops every page (public data changed). */
    clear() {
      generation += 1;
      pages.clear();
      bytes = 0;
    },

    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** The kept page with this answer's nonce in place of the placeholder. */
export function withNonce(body: string, nonce: string): string {
  return body.replaceAll(NONCE_PLACEHOLDER, nonce);
}
