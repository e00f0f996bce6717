import type { RequestEnvironment } from './environment.ts';
import type { Envelope } from './envelope.ts';
import type { SignedInUser } from './auth.ts';

/** What the server hands every storefront loader and action (React Router load context). */
export interface ShopLoadContext {
  request: RequestEnvironment & {
    siteCd: string;
    /** Public origin for canonical links, e.g. https://shop.example.com */
    origin: string;
    /**
     * The host this page was asked on, lower-case, for host routing only (the activity and support
     * hosts are compared with it). Never part of an address: links use `origin`.
     */
    host: string;
    requestId: string;
    csrfToken: string;
  };
  /** Calls the API in-process, as the shopper (their cookies, IP and request id). */
  api: ApiTransport;
  /** Cookies the API set during this request, passed on to the browser. */
  responseCookies: string[];
  /**
   * Set when the page server renewed the member's session before any loader ran (apps/server
   * session-upkeep.ts): the renewed user, or null when the refresh token was refused. The
   * request's own cookies are then out of date; the API transport carries the new ones.
   */
  renewedSession?: { user: SignedInUser | null };
  /** This answer's Content-Security-Policy nonce, for every inline script the page renders. */
  cspNonce: string;
  /**
   * The page links its CSS instead of inlining it: the browser asking has had a session, so it
   * fetched the (year-cached) CSS files after an earlier page (entry.server.tsx).
   */
  cssLinksOnly: boolean;
  settings: {
    brandName: string;
    activityHost?: string;
    mainShopUrl?: string;
    mainSiteUrl?: string;
  };
}

export interface ApiCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResult<T = unknown> {
  status: number;
  envelope: Envelope<T>;
  headers: Record<string, string | string[] | undefined>;
}

export type ApiTransport = <T = unknown>(path: string, call?: ApiCall) => Promise<ApiResult<T>>;
