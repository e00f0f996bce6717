/** GET /media/product/{type}/{view}/{hex}.svg over HTTP. */
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@shop/contracts';
import { useTestApi } from './harness.ts';

const api = useTestApi();
const get = (path: string) => fetch(api.baseUrl + path);

describe('product pictures', () => {
  it.each(PRODUCT_TYPES.map((t) => [t]))('draws %s in every view, cached for a year', async (type) => {
    for (const view of ['front', 'back', 'side', 'angle']) {
      const res = await get(`/media/product/${type}/${view}/1f3354.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 800"/);
      expect(svg).toContain('#1f3354');
    }
  });

  it('accepts upper-case hex', async () => {
    expect((await get('/media/product/phone/front/1F3354.svg')).status).toBe(200);
  });

  it.each([
    '/media/product/toaster/front/1f3354.svg',
    '/media/product/phone/top/1f3354.svg',
    '/media/product/phone/front/1f335.svg',
    '/media/product/phone/front/zzzzzz.svg',
    '/media/product/phone/front/1f3354.png',
    '/media/product/phone/front/%231f3354.svg',
    '/media/product/phone/front',
  ])('answers 404 for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
  });

  it('serves the pictures the cards point to', async () => {
    const res = await fetch(`${api.baseUrl}/api/product/gnb/v1/common/newRec`);
    const body = (await res.json()) as { data: { newProducts: { image: string; colors: { image: string }[] }[] } };
    const first = body.data.newProducts[0];
    for (const url of [first.image, ...first.colors.map((c) => c.image)]) expect((await get(url)).status).toBe(200);
  });
});
