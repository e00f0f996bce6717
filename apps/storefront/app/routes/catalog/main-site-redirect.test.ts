/** Spec 2.2: with MAIN_SITE_URL set, home, listing and search hand over to the brand's main website. */
import { describe, expect, it } from 'vitest';
import { loader as homeLoader } from '../home/home';
import { loader as listLoader } from './list';
import { loader as searchLoader } from './search';

const context = (mainSiteUrl?: string) =>
  ({
    settings: { brandName: '星辰', mainSiteUrl },
    request: { env: 'pc', device: 'pc', siteCd: 'cn', origin: 'http://shop.test', host: 'shop.test', requestId: 'r', csrfToken: 't' },
    api: async () => {
      throw new Error('no API call expected before the redirect');
    },
    responseCookies: [],
  }) as never;

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return thrown.headers.get('location');
    throw thrown;
  }
}

const args = (path: string, params: Record<string, string> = {}, mainSiteUrl = 'https://www.brand.example') =>
  ({ request: new Request(`http://shop.test${path}`), params, context: context(mainSiteUrl) }) as never;

describe('MAIN_SITE_URL redirects (spec 2.2)', () => {
  it('sends home and listing to the main website', async () => {
    expect(await redirectOf(() => homeLoader(args('/')))).toBe('https://www.brand.example');
    expect(await redirectOf(() => listLoader(args('/list/smartphones', { scucode: 'smartphones' })))).toBe('https://www.brand.example');
  });

  it('sends search to the main website search page with the keyword as search value', async () => {
    const to = await redirectOf(() => searchLoader(args(`/search/${encodeURIComponent('折叠屏')}`, { keyword: '折叠屏' }, 'https://www.brand.example/')));
    expect(to).toBe(`https://www.brand.example/search/?searchvalue=${encodeURIComponent('折叠屏')}`);
  });
});
