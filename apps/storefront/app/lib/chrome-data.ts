/**
 * What the global chrome needs from the CMS and system APIs, loaded by the root loader
 * (server side): menus, footer, system configuration and the top banner for the page's
 * platform (pc / h5 / app). Public content, the same for everyone: kept in memory for a
 * short while so the root loader (which runs on every navigation) does not call four
 * endpoints each time. Failures are not cached and fall back to an empty menu, a footer
 * with the copyright line only and default configuration, so a CMS outage never breaks a page.
 */
import type { Footer, NavGroup, SysConfig } from '@shop/contracts/cms';
import { urlOf } from '@shop/contracts/endpoint';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { sessionEndpoints } from '@shop/contracts/endpoint-refs/session';
import { sysEndpoints } from '@shop/contracts/endpoint-refs/sys';
import { platformSegment, type ShopEnvironment } from '@shop/contracts/environment';
import { quietApi, type DataCaller } from './api-call';
import { builtFooter, builtNavGroup, leadsToBuiltScreen } from './built-screens';

export interface TopBanner {
  id: string;
  text: string;
  href: string;
  background: string;
}

export interface ChromeData {
  nav: NavGroup[];
  footer: Footer;
  config: Pick<SysConfig, 'searchPlaceholder' | 'filingNumber' | 'licenseNumber' | 'servicePhone'>;
  topBanner: TopBanner | null;
}

/** The site-wide top banner slot (the CMS keys banners by slot id). */
export const TOP_BANNER_ID = 'global';

const TTL_MS = 30_000;
const cache = new Map<string, { at: number; value: unknown }>();

async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
  const value = await load();
  cache.set(key, { at: Date.now(), value });
  return value;
}

export function defaultFooter(brandName: string): Footer {
  return { columns: [], copyright: `Copyright © 1995-2025 ${brandName} 版权所有`, filings: [], legal: [], social: [], regions: [] };
}

export function defaultConfig(): ChromeData['config'] {
  return { searchPlaceholder: '星辰 S25 Ultra', filingNumber: '', licenseNumber: '', servicePhone: '400-810-5858' };
}

const TOP_BANNER_ENDPOINTS = { pc: cmsEndpoints.topBannerPc, h5: cmsEndpoints.topBannerH5, app: cmsEndpoints.topBannerApp } as const;

export async function loadChromeData(api: DataCaller, env: ShopEnvironment, brandName: string): Promise<ChromeData> {
  const seg = platformSegment(env);
  const platform = { params: { platform: seg } };
  const topBanner = { params: { id: TOP_BANNER_ID } };
  const [nav, footer, config, banner] = await Promise.all([
    cached(urlOf(cmsEndpoints.nav, platform.params), () => api.get(cmsEndpoints.nav, platform)).catch(() => [] as NavGroup[]),
    cached(urlOf(cmsEndpoints.footer, platform.params), () => api.get(cmsEndpoints.footer, platform)).catch(() => defaultFooter(brandName)),
    cached(urlOf(sysEndpoints.config), () => api.get(sysEndpoints.config)).catch(() => null),
    cached(urlOf(TOP_BANNER_ENDPOINTS[seg], topBanner.params), () => api.get(TOP_BANNER_ENDPOINTS[seg], topBanner)).catch(() => null),
  ]);
  const base = defaultConfig();
  return {
    nav: Array.isArray(nav) ? nav.map(builtNavGroup).filter((g): g is NavGroup => g !== null) : [],
    footer: builtFooter(footer ?? defaultFooter(brandName)),
    config: config
      ? {
          searchPlaceholder: config.searchPlaceholder || base.searchPlaceholder,
          filingNumber: config.filingNumber ?? '',
          licenseNumber: config.licenseNumber ?? '',
          servicePhone: config.servicePhone || base.servicePhone,
        }
      : base,
    topBanner: banner && typeof banner === 'object' && banner.text && leadsToBuiltScreen(banner.href) ? banner : null,
  };
}

/*
 * The unread system-message count (spec 3 local state "unread message count"), shown on the
 * header's account entry and in the menu drawer for members. Fetched in the browser after
 * load, like the cart count; reading a message or marking all read calls
 * `notifyMessagesChanged()` and the header fetches again. A visitor or a failure reads 0.
 */
export const MESSAGES_CHANGED_EVENT = 'shop:messages-changed';

let unread = 0;
const unreadListeners = new Set<() => void>();
let unreadInflight: Promise<number> | null = null;

function setUnread(n: number) {
  if (n === unread) return;
  unread = n;
  for (const l of unreadListeners) l();
}

export async function refreshUnreadCount(): Promise<number> {
  unreadInflight ??= (async () => {
    try {
      const r = await quietApi.call(sessionEndpoints.unreadCount);
      const n = Number(r.ok ? r.data?.unread : 0);
      setUnread(r.ok && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
    } catch (err) {
      console.error('[unread messages]', err);
      setUnread(0);
    } finally {
      unreadInflight = null;
    }
    return unread;
  })();
  return unreadInflight;
}

/** Call after reading a message or marking all read. */
export function notifyMessagesChanged() {
  window.dispatchEvent(new Event(MESSAGES_CHANGED_EVENT));
}

/** Forget the count (sign-out) without asking the server. */
export function clearUnreadCount() {
  setUnread(0);
}

export const unreadCountStore = {
  subscribe(listener: () => void) {
    unreadListeners.add(listener);
    return () => unreadListeners.delete(listener);
  },
  get: () => unread,
  server: () => 0,
};

export const MESSAGES_PATH = '/Personalcenter/Personal_Systemmessage';
export const unreadLabel = (n: number) => (n > 99 ? '99+' : String(n));
