/**
 * What the global chrome needs from the CMS and system APIs, loaded by the root loader
 * (server side): menus, footer, system configuration and the top banner for the page's
 * platform (pc / h5 / app). Public content, the same for everyone: kept in memory for a
 * short while (lib/public-cache) so the root loader, which runs on every navigation, neither
 * calls four endpoints nor filters the menus each time. Failures fall back to an empty menu, a
 * footer with the copyright line only and default configuration, so a CMS outage never breaks a page.
 */
import type { Footer, NavGroup, SysConfig } from '@shop/contracts/cms';
import { beijingYear } from '@shop/contracts/beijing-time';
import { cmsEndpoints } from '@shop/contracts/endpoint-refs/cms';
import { sessionEndpoints } from '@shop/contracts/endpoint-refs/session';
import { sysEndpoints } from '@shop/contracts/endpoint-refs/sys';
import { platformSegment, type ShopEnvironment } from '@shop/contracts/environment';
import { quietApi, type DataCaller } from './api-call';
import { builtFooter, builtNavGroup, leadsToBuiltScreen } from './built-screens';
import { publicCached } from './public-cache';

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

export function defaultFooter(brandName: string): Footer {
  return { columns: [], copyright: `Copyright © 1995-${beijingYear(Date.now())} ${brandName} 版权所有`, filings: [], legal: [], social: [], regions: [] };
}

export function defaultConfig(): ChromeData['config'] {
  return { searchPlaceholder: '星辰 S25 Ultra', filingNumber: '', licenseNumber: '', servicePhone: '400-810-5858' };
}

const TOP_BANNER_ENDPOINTS = { pc: cmsEndpoints.topBannerPc, h5: cmsEndpoints.topBannerH5, app: cmsEndpoints.topBannerApp } as const;

/**
 * The chrome of a platform, as pages render it: the CMS answers with every link to an unbuilt
 * screen taken out (the route-table check runs once per kept value, not per page). Kept 30 s
 * when every part answered; a part that failed falls back to its default and is asked again
 * on the next page.
 */
export function loadChromeData(api: DataCaller, env: ShopEnvironment, brandName: string): Promise<ChromeData> {
  const seg = platformSegment(env);
  return publicCached(`chrome|${seg}|${brandName}`, () => buildChromeData(api, seg, brandName), { keep: (c) => c.complete }).then((c) => c.data);
}

async function buildChromeData(api: DataCaller, seg: ReturnType<typeof platformSegment>, brandName: string): Promise<{ data: ChromeData; complete: boolean }> {
  const platform = { params: { platform: seg } };
  const topBanner = { params: { id: TOP_BANNER_ID } };
  let complete = true;
  const orElse =
    <T>(fallback: T) =>
    (): T => {
      complete = false;
      return fallback;
    };
  const [nav, footer, config, banner] = await Promise.all([
    api.get(cmsEndpoints.nav, platform).catch(orElse([] as NavGroup[])),
    api.get(cmsEndpoints.footer, platform).catch(orElse(defaultFooter(brandName))),
    api.get(sysEndpoints.config).catch(orElse(null)),
    api.get(TOP_BANNER_ENDPOINTS[seg], topBanner).catch(orElse(null)),
  ]);
  const base = defaultConfig();
  const data: ChromeData = {
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
  return { data, complete };
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
