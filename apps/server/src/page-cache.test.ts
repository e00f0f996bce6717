import { describe, expect, it } from 'vitest';
import { COOKIES } from '@shop/contracts';
import { CONSENT_COOKIE } from '@shop/contracts/agreement-codes';
import {
  createPageCache,
  isVisitorPageView,
  NONCE_PLACEHOLDER,
  visitorCookieHeader,
  visitorPageKey,
  visitorViewOfSessionPage,
  withNonce,
} from './page-cache.ts';

// No compressed copy: the size bounds below count the text alone.
const page = (body: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body,
  gzip: { pieces: [], compressed: [], length: 0 },
});
const request = (cookies: Record<string, string> = {}, url = '/list/phones') => ({
  method: 'GET',
  url,
  cookies,
  env: 'pc',
  device: 'pc',
  userAgent: 'Mozilla/5.0',
});

describe('which requests are a visitor’s page view', () => {
  it('a GET of a page without a session cookie', () => {
    expect(isVisitorPageView(request({ siteCd: 'student' }))).toBe(true);
  });
  it('not a member’s (any session cookie), not a loader call, not a post', () => {
    for (const name of [COOKIES.authorization, COOKIES.refreshToken, COOKIES.user]) expect(isVisitorPageView(request({ [name]: 'x' }))).toBe(false);
    expect(isVisitorPageView(request({}, '/list/phones.data'))).toBe(false);
    expect(isVisitorPageView({ ...request(), method: 'POST' })).toBe(false);
  });
});

describe('a signed-in shopper’s view of a page shared with visitors', () => {
  const now = 1_800_000_000_000;
  const session = {
    [COOKIES.authorization]: 'token',
    [COOKIES.refreshToken]: 'refresh',
    [COOKIES.user]: '{"userNo":"1","memNm":"张三"}',
    [COOKIES.expiresTime]: String(now + 30 * 60_000),
    [CONSENT_COOKIE]: '3.1',
    [COOKIES.siteCd]: 'student',
    [COOKIES.csrfKey]: 'key',
  };
  const shared = (pathname: string) => pathname === '/' || pathname.startsWith('/product/');
  const view = (cookies: Record<string, string>, url = '/product/S25U?skuCd=1', method = 'GET') =>
    visitorViewOfSessionPage({ method, url, cookies }, { sharesVisitorPage: shared, nowMs: now });

  it('is the visitor’s page view: the same cookies without the session’s', () => {
    expect(view(session)).toEqual({ [CONSENT_COOKIE]: '3.1', [COOKIES.siteCd]: 'student', [COOKIES.csrfKey]: 'key' });
    const asVisitor = view(session)!;
    expect(isVisitorPageView({ method: 'GET', url: '/', cookies: asVisitor })).toBe(true);
    expect(visitorPageKey(request(asVisitor, '/'))).toBe(visitorPageKey(request({ [CONSENT_COOKIE]: '3.1', [COOKIES.siteCd]: 'student' }, '/')));
  });

  it('is the shopper’s own on a page not shared, a loader call, a post, or when the page has session upkeep to do', () => {
    expect(view(session, '/shoppingCart')).toBeNull();
    expect(view(session, '/product/S25U.data')).toBeNull();
    expect(view(session, '/product/S25U', 'POST')).toBeNull();
    // The access token is renewed by the page within a minute of expiry, or is gone.
    expect(view({ ...session, [COOKIES.expiresTime]: String(now + 30_000) })).toBeNull();
    const { [COOKIES.expiresTime]: _e, ...noExpiry } = session;
    expect(view(noExpiry)).toBeNull();
    const { [COOKIES.authorization]: _a, ...noToken } = session;
    expect(view(noToken)).toBeNull();
    // No consent on the device: the page looks up the member's acceptance and writes it.
    const { [CONSENT_COOKIE]: _c, ...noConsent } = session;
    expect(view(noConsent)).toBeNull();
  });

  it('sends the Cookie header without the session’s pieces, the others as they came', () => {
    const header = `authorization=t; user=%7B%22memNm%22%3A%22%E5%BC%A0%22%7D; ${CONSENT_COOKIE}=3.1%7C1; refresh_token=r;expiresTime=1; siteCd=cn`;
    expect(visitorCookieHeader(header)).toBe(`${CONSENT_COOKIE}=3.1%7C1; siteCd=cn`);
    expect(visitorCookieHeader(undefined)).toBe('');
  });
});

describe('the key of a visitor’s page', () => {
  it('keeps pages for other cookies, devices and old browsers apart, and ignores the CSRF key', () => {
    const base = visitorPageKey(request());
    expect(visitorPageKey(request({ [COOKIES.csrfKey]: 'abc' }))).toBe(base);
    expect(visitorPageKey(request({ siteCd: 'student' }))).not.toBe(base);
    expect(visitorPageKey({ ...request(), device: 'mobile' })).not.toBe(base);
    expect(visitorPageKey({ ...request(), userAgent: 'Mozilla/4.0 (compatible; MSIE 8.0)' })).not.toBe(base);
    expect(visitorPageKey(request({}, '/list/tablets'))).not.toBe(base);
    // Linked rather than inlined CSS (a browser that has had a session): another page.
    expect(visitorPageKey({ ...request(), cssLinksOnly: true })).not.toBe(base);
  });
});

describe('the page cache', () => {
  const setup = (maxBytes = 1_000) => {
    let t = 0;
    const cache = createPageCache({ ttlMs: 100, staleMs: 1_000, maxBytes, now: () => t });
    return { cache, advance: (ms: number) => (t += ms) };
  };

  it('serves a kept page until it is ttl old, then lets one request render while the others get the old copy', () => {
    const { cache, advance } = setup();
    const first = cache.lookup('k');
    expect(first.kind).toBe('miss');
    cache.keep('k', page('one'), first.kind === 'miss' ? first.generation : -1);
    cache.done('k');
    expect(cache.lookup('k').kind).toBe('hit');
    advance(150);
    expect(cache.lookup('k').kind).toBe('miss');
    expect(cache.lookup('k')).toMatchObject({ kind: 'stale', page: { body: 'one' } });
    cache.done('k');
    expect(cache.lookup('k').kind).toBe('miss');
  });

  it('does not keep a render that began before the data changed', () => {
    const { cache } = setup();
    const before = cache.lookup('k');
    cache.clear();
    cache.keep('k', page('old data'), before.kind === 'miss' ? before.generation : -1);
    cache.done('k');
    expect(cache.lookup('k').kind).toBe('miss');
  });

  it('drops every page when public data changes, and the oldest first when memory is short', () => {
    const { cache } = setup(10);
    const g = (key: string) => {
      const r = cache.lookup(key);
      return r.kind === 'miss' ? r.generation : -1;
    };
    cache.keep('a', page('aa'), g('a'));
    cache.keep('b', page('bb'), g('b'));
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f']) cache.keep(k, page('xx'), g(k));
    expect(cache.size).toBe(5);
    expect(cache.lookup('a').kind).toBe('miss');
    expect(cache.lookup('f').kind).toBe('hit');
  });

  it('puts each answer’s own nonce where the kept page has the placeholder', () => {
    expect(withNonce(`<script nonce="${NONCE_PLACEHOLDER}"></script><style nonce="${NONCE_PLACEHOLDER}">`, 'N1')).toBe(
      '<script nonce="N1"></script><style nonce="N1">',
    );
  });
});
