/**
 * System configuration (spec 3, header configuration inputs) from the sys_settings rows.
 * Missing or malformed values fall back to the defaults below, so a half-configured
 * database still gives the header a complete, valid answer.
 */
import { sysConfigSchema, type CmsLink, type SysConfig } from '@shop/contracts';

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

/** Spec 2.1 and 9: the copyright years are fixed at 1995-2025. */
export const copyrightOf = (brandName: string) => `Copyright © 1995-2025 ${brandName} 版权所有`;
