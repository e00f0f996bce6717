/**
 * What the global chrome needs from the CMS and system APIs, loaded by the root loader
 * (server side): menus, footer, system configuration and the top banner for the page's
 * platform (pc / h5 / app). Public content, the same for everyone: kept in memory for a
 * short while so the root loader (which runs on every navigation) does not call four
 * endpoints each time. Failures are not cached and fall back to an empty menu, a footer
 * with the copyright line only and default configuration, so a CMS outage never breaks a page.
 */
import type { Footer, NavGroup, SysConfig } from '@shop/contracts/cms';
import { platformSegment, type ShopEnvironment } from '@shop/contracts/environment';
import type { ApiClient } from './api-client';

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

function topBannerPath(segment: 'pc' | 'h5' | 'app'): string {
  if (segment === 'app') return `/api/cms/app/content/app/v1/getTopBanner/${TOP_BANNER_ID}`;
  return `/api/cms/content/${segment}/v1/getTopBanner/${TOP_BANNER_ID}`;
}

export async function loadChromeData(api: ApiClient, env: ShopEnvironment, brandName: string): Promise<ChromeData> {
  const seg = platformSegment(env);
  const get = <T>(path: string) => cached(path, () => api.get<T>(path));
  const [nav, footer, config, topBanner] = await Promise.all([
    get<NavGroup[]>(`/api/cms/${seg}/nav`).catch(() => [] as NavGroup[]),
    get<Footer>(`/api/cms/${seg}/footer`).catch(() => defaultFooter(brandName)),
    get<SysConfig>('/api/sys/app/sys/config').catch(() => null),
    get<TopBanner | null>(topBannerPath(seg)).catch(() => null),
  ]);
  const base = defaultConfig();
  return {
    nav: Array.isArray(nav) ? nav : [],
    footer: footer ?? defaultFooter(brandName),
    config: config
      ? {
          searchPlaceholder: config.searchPlaceholder || base.searchPlaceholder,
          filingNumber: config.filingNumber ?? '',
          licenseNumber: config.licenseNumber ?? '',
          servicePhone: config.servicePhone || base.servicePhone,
        }
      : base,
    topBanner: topBanner && typeof topBanner === 'object' && topBanner.text ? topBanner : null,
  };
}

/*
 * The unread system-message count (spec 3 local state "unread message count"), shown on the
 * header's account entry and in the menu drawer for members. Fetched in the browser after
 * load, like the cart count; reading a message or marking all read calls
 * `notifyMessagesChanged()` and the header fetches again. A visitor or a failure reads 0.
 */
export const MESSAGES_CHANGED_EVENT = 'shop:messages-changed';
export const UNREAD_COUNT_URL = '/api/member/sysMsg/unreadCnt';

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
      const res = await fetch(UNREAD_COUNT_URL, { credentials: 'include', headers: { accept: 'application/json' } });
      const body = (await res.json()) as { success?: boolean; data?: { unread?: unknown } };
      const n = Number(body?.data?.unread);
      setUnread(res.ok && body.success && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
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
