import { describe, expect, it } from 'vitest';
import { buildSysConfig, copyrightOf, filingLinks } from './sys-config.ts';

describe('system configuration', () => {
  it('fills every field from defaults when nothing is set', () => {
    expect(buildSysConfig(new Map(), '星辰')).toEqual({
      brandName: '星辰',
      searchPlaceholder: '星辰 S25 Ultra',
      aiSearch: 'N',
      countryCode: 'CN',
      languageCode: 'zh',
      countryIsoCode: 'CHN',
      loginFlag: 'Y',
      storeFlag: 'Y',
      addToCartPost: 'Y',
      filingNumber: '',
      licenseNumber: '',
      servicePhone: '',
    });
  });

  it('takes valid settings, substitutes the brand, ignores malformed flags', () => {
    const c = buildSysConfig(
      new Map([
        ['searchPlaceholder', '{brand} Z Fold7'],
        ['aiSearch', 'Y'],
        ['loginFlag', 'maybe'],
        ['servicePhone', '400-000-0000'],
      ]),
      '银河',
    );
    expect(c).toMatchObject({ brandName: '银河', searchPlaceholder: '银河 Z Fold7', aiSearch: 'Y', loginFlag: 'Y', servicePhone: '400-000-0000' });
  });

  it('links the filings to their registers and skips unset ones', () => {
    expect(filingLinks(new Map())).toEqual([]);
    const links = filingLinks(
      new Map([
        ['filingNumber', '京ICP备1号'],
        ['publicSecurityFilingNumber', '京公网安备110105号'],
      ]),
    );
    expect(links.map((l) => l.label)).toEqual(['京ICP备1号', '京公网安备110105号']);
    expect(links[1].href).toContain('code=110105');
  });

  it('writes the copyright of spec 2.1', () => {
    expect(copyrightOf('星辰')).toBe('Copyright © 1995-2025 星辰 版权所有');
  });
});
