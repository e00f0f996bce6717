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
