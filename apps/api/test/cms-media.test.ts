/** Generated artwork: /media/banner/{id}.svg and /media/icon/{name}.svg. */
import { describe, expect, it } from 'vitest';
import type { Ad, Banner, Footer, NavGroup } from '@shop/contracts';
import { Browser, useTestApi } from './harness.ts';

const t = useTestApi();

async function fetchRaw(path: string, method = 'GET') {
  const res = await fetch(t.baseUrl + path, { method });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Every /media/banner and /media/icon picture the seeded content points at. */
async function referencedPictures(): Promise<string[]> {
  const b = new Browser(t.baseUrl);
  const urls = new Set<string>();
  for (const platform of ['pc', 'h5']) {
    const nav = (await b.get<NavGroup[]>(`/api/cms/${platform}/nav`)).body.data;
    for (const g of nav) {
      for (const l of [...g.links, ...g.guides, ...g.promotions]) if (l.icon) urls.add(l.icon);
      for (const f of g.featured) urls.add(f.image);
    }
    const footer = (await b.get<Footer>(`/api/cms/${platform}/footer`)).body.data;
    for (const l of [...footer.social, ...footer.filings, ...footer.columns.flatMap((c) => c.links)]) if (l.icon) urls.add(l.icon);
    for (const x of (await b.get<Banner[]>(`/api/cms/${platform}/banners`)).body.data) urls.add(x.image);
    for (const x of (await b.get<Ad[]>(`/api/cms/content/indexAd?platform=${platform}`)).body.data) urls.add(x.image);
    for (const pos of ['HOME_PROMO', 'HOME_CATEGORY', 'PC_LOGIN_PAGE', 'PDP_HORSE_RACE_LAMP', 'rollCenterNo'])
      for (const x of (await b.get<Ad[]>(`/api/cms/advertise/${platform}/getAdList/${pos}`)).body.data) urls.add(x.image);
  }
  return [...urls];
}

describe('media SVGs', () => {
  it('serves every picture the content refers to, as cacheable SVG', async () => {
    const urls = (await referencedPictures()).filter((u) => u.startsWith('/media/banner/') || u.startsWith('/media/icon/'));
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      const r = await fetchRaw(url);
      expect(r.status, url).toBe(200);
      expect(r.headers.get('content-type'), url).toMatch(/^image\/svg\+xml/);
      expect(r.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
      expect(r.text, url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      expect(r.text, url).not.toMatch(/<script|<text/i);
    }
  });

  it("points product pictures at the catalogue's generated product art, which exists", async () => {
    const urls = (await referencedPictures()).filter((u) => u.startsWith('/media/product/'));
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url).toMatch(
        /^\/media\/product\/(phone|foldable|tablet|watch|earbuds|tv|audio|fridge|washer|monitor|storage|accessory)\/([a-z][a-z0-9]*(-[a-z][a-z0-9]*)+\/)?front\/[0-9a-f]{6}\.svg$/,
      );
      expect((await fetchRaw(url)).status, url).toBe(200);
    }
  });

  it('draws banners landscape and their -h5 variant portrait', async () => {
    const pc = await fetchRaw('/media/banner/home-s25-ultra.svg');
    const h5 = await fetchRaw('/media/banner/home-s25-ultra-h5.svg');
    expect(pc.text).toContain('width="1440" height="560"');
    expect(h5.text).toContain('width="750" height="1000"');
    expect(pc.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const path of [
      '/media/banner/nope.svg',
      '/media/banner/home-s25-ultra.png',
      '/media/banner/HOME-S25-ULTRA.svg',
      '/media/banner/home-s25-ultra-h5-h5.svg',
      '/media/banner/..%2Fx.svg',
      '/media/banner/constructor.svg',
      '/media/icon/nope.svg',
      '/media/icon/phone',
      '/media/icon/__proto__.svg',
    ]) {
      const r = await fetchRaw(path);
      expect(r.status, path).toBe(404);
      expect(r.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('answers HEAD like GET', async () => {
    const r = await fetchRaw('/media/icon/phone.svg', 'HEAD');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
