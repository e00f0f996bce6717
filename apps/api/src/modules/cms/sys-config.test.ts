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

  it('ends the copyright years with the current year (spec 2.1 wrote 1995-2025, in 2025)', () => {
    const none = new Map<string, string>();
    expect(copyrightOf(none, '星辰', new Date('2026-03-10T04:00:00Z'))).toBe('Copyright © 1995-2026 星辰 版权所有');
    expect(copyrightOf(none, '星辰', new Date('2025-06-01T04:00:00Z'))).toBe('Copyright © 1995-2025 星辰 版权所有');
  });

  it('turns the year at Beijing midnight, not at UTC midnight', () => {
    const none = new Map<string, string>();
    // 2026-12-31 23:59:59 in Beijing, then 2027-01-01 00:30 in Beijing (still 2026-12-31 in UTC).
    expect(copyrightOf(none, '星辰', new Date('2026-12-31T15:59:59Z'))).toBe('Copyright © 1995-2026 星辰 版权所有');
    expect(copyrightOf(none, '星辰', new Date('2026-12-31T16:30:00Z'))).toBe('Copyright © 1995-2027 星辰 版权所有');
  });

  it('takes the copyright text from the setting, with {brand} and {year} filled, and ignores a blank one', () => {
    const at = new Date('2026-12-31T16:30:00Z');
    expect(copyrightOf(new Map([['copyright', '© 2001–{year} {brand}电子（中国）有限公司']]), '银河', at)).toBe('© 2001–2027 银河电子（中国）有限公司');
    expect(copyrightOf(new Map([['copyright', '   ']]), '星辰', at)).toBe('Copyright © 1995-2027 星辰 版权所有');
  });
});
