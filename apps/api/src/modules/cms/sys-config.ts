/**
 * System configuration (spec 3, header configuration inputs) from the sys_settings rows.
 * Missing or malformed values fall back to the defaults below, so a half-configured
 * database still gives the header a complete, valid answer.
 */
import { sysConfigSchema, type CmsLink, type SysConfig } from '@shop/contracts';
import { beijingYear } from '@shop/contracts/beijing-time';

export const SETTING_DEFAULTS = {
  searchPlaceholder: '{brand} S25 Ultra',
  aiSearch: 'N',
  loginFlag: 'Y',
  storeFlag: 'Y',
  addToCartPost: 'Y',
  filingNumber: '',
  publicSecurityFilingNumber: '',
  licenseNumber: '',
  servicePhone: '',
  /** The footer's copyright line (copyrightOf): {year} is filled with the current Beijing year when read. */
  copyright: 'Copyright © 1995-{year} {brand} 版权所有',
} as const;

/** Setting values may name the brand as {brand}: the brand is configuration, not content. */
export function withBrand(value: string, brandName: string): string {
  return value.replaceAll('{brand}', brandName);
}

const yn = (value: string | undefined, fallback: 'Y' | 'N'): 'Y' | 'N' => (value === 'Y' || value === 'N' ? value : fallback);

export function buildSysConfig(settings: ReadonlyMap<string, string>, brandName: string): SysConfig {
  const get = (key: keyof typeof SETTING_DEFAULTS) => settings.get(key) ?? SETTING_DEFAULTS[key];
  return sysConfigSchema.parse({
    brandName,
    searchPlaceholder: withBrand(get('searchPlaceholder'), brandName).trim() || withBrand(SETTING_DEFAULTS.searchPlaceholder, brandName),
    aiSearch: yn(settings.get('aiSearch'), SETTING_DEFAULTS.aiSearch),
    // Spec 3: the shop is the mainland-China site; these are not operator choices.
    countryCode: 'CN',
    languageCode: 'zh',
    countryIsoCode: 'CHN',
    loginFlag: yn(settings.get('loginFlag'), SETTING_DEFAULTS.loginFlag),
    storeFlag: yn(settings.get('storeFlag'), SETTING_DEFAULTS.storeFlag),
    addToCartPost: yn(settings.get('addToCartPost'), SETTING_DEFAULTS.addToCartPost),
    filingNumber: get('filingNumber'),
    licenseNumber: get('licenseNumber'),
    servicePhone: get('servicePhone'),
  });
}

/**
 * The footer's filing line: ICP filing, public-security filing, telecom licence, each
 * linking to the register where a shopper can check it (as mainland sites are required to).
 * Unset numbers are left out.
 */
export function filingLinks(settings: ReadonlyMap<string, string>): CmsLink[] {
  const links: CmsLink[] = [];
  const icp = settings.get('filingNumber')?.trim();
  if (icp) links.push({ label: icp, href: 'https://beian.miit.gov.cn/' });
  const psb = settings.get('publicSecurityFilingNumber')?.trim();
  if (psb) {
    const code = psb.replace(/\D/g, '');
    links.push({ label: psb, href: `https://beian.mps.gov.cn/#/query/webSearch?code=${code}`, icon: '/media/icon/shield.svg' });
  }
  const licence = settings.get('licenseNumber')?.trim();
  if (licence) links.push({ label: licence, href: 'https://dxzhgl.miit.gov.cn/' });
  return links;
}

/** In the copyright setting: the current Beijing year. */
const YEAR_TOKEN = '{year}';

/**
 * The footer's copyright line, from the `copyright` setting: {brand} is the configured brand,
 * {year} the current year on the Beijing calendar at `now`. Filled on every read (never
 * stored filled), so the line turns to the new year at Beijing midnight on 1 January without
 * anyone editing content. A blank setting falls back to the default text.
 */
export function copyrightOf(settings: ReadonlyMap<string, string>, brandName: string, now: Date): string {
  const template = settings.get('copyright')?.trim() || SETTING_DEFAULTS.copyright;
  return withBrand(template, brandName).replaceAll(YEAR_TOKEN, String(beijingYear(now.getTime())));
}
