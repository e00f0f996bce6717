/** GET /media/product/{type}/{design}/{view}/{hex}.svg (and the older design-less address) over HTTP. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRODUCT_TYPES } from '@shop/contracts';
import { readSeedFile, schema } from '@shop/db';
import { seedProductDesigns } from '../../../packages/db/src/seed/product-designs.ts';
import { DEFAULT_DESIGNS } from '../src/modules/media/designs.ts';
import { useTestApi } from './harness.ts';

const api = useTestApi();
const get = (path: string) => fetch(api.baseUrl + path);
const S25U = 'bar-h552-w268-r12-cu5-l26-fp-b6-t17-mm-xpen';
const S25 = 'bar-h496-w229-r40-cv3-l20-fp-b6-t16-mg-xn';

async function svgOf(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  const svg = await res.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 800"/);
  return svg;
}

describe('product pictures', () => {
  it.each(PRODUCT_TYPES.map((t) => [t]))("draws %s's default design in every view and turn, cached for a year", async (type) => {
    for (const view of ['front', 'back', 'side', 'angle', 'rot-0', 'rot-135']) {
      const svg = await svgOf(`/media/product/${type}/${DEFAULT_DESIGNS[type]}/${view}/1f3354.svg`);
      expect(svg).toContain('#1f3354');
    }
  });

  it("draws each model its own way, and the design-less address as the type's default", async () => {
    const ultra = await svgOf(`/media/product/phone/${S25U}/front/1f3354.svg`);
    const small = await svgOf(`/media/product/phone/${S25}/front/1f3354.svg`);
    expect(ultra).not.toBe(small);
    expect(await svgOf('/media/product/phone/front/1f3354.svg')).toBe(await svgOf(`/media/product/phone/${DEFAULT_DESIGNS.phone}/front/1f3354.svg`));
    expect(await svgOf('/media/product/phone/rot-90/1f3354.svg')).toBe(await svgOf(`/media/product/phone/${DEFAULT_DESIGNS.phone}/rot-90/1f3354.svg`));
  });

  it('accepts upper-case hex', async () => {
    expect((await get(`/media/product/phone/${S25U}/front/1F3354.svg`)).status).toBe(200);
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
    // A design that is not exactly a key of the type's kinds.
    `/media/product/tv/${S25U}/front/1f3354.svg`,
    `/media/product/phone/${S25U.replace('h552', 'h999')}/front/1f3354.svg`,
    `/media/product/phone/${S25U.replace('h552', 'h0552')}/front/1f3354.svg`,
    `/media/product/phone/${S25U.replace('-xpen', '')}/front/1f3354.svg`,
    `/media/product/phone/${S25U}-xpen/front/1f3354.svg`,
    `/media/product/phone/${S25U.toUpperCase()}/front/1f3354.svg`,
    `/media/product/phone/${S25U.replace('cu5', 'cu6')}/front/1f3354.svg`,
    '/media/product/phone/toaster-a1/front/1f3354.svg',
    `/media/product/phone/${'bar-'.repeat(40)}/front/1f3354.svg`,
    `/media/product/phone/${encodeURIComponent('<svg>')}/front/1f3354.svg`,
    `/media/product/phone/${S25U}/top/1f3354.svg`,
    `/media/product/phone/${S25U}/rot-360/1f3354.svg`,
    `/media/product/phone/${S25U}/front/1f335.svg`,
    `/media/product/phone/${S25U}/front/1f3354.png`,
    `/media/product/phone/${S25U}/front`,
    `/media/product/phone/${S25U}/front/1f3354.svg/x`,
  ])('answers 404 for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    // Never cached as a picture (ours say no-store; paths no route matches fall to the plain not-found).
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
  });

  it('serves the pictures the cards point to, each product its own', async () => {
    const res = await fetch(`${api.baseUrl}/api/product/plp/list?category=smartphones&pageSize=60`);
    const body = (await res.json()) as { data: { items: { spuCode: string; image: string; colors: { image: string }[] }[] } };
    const cards = body.data.items;
    expect(cards.length).toBeGreaterThan(5);
    const designs = cards.map((c) => /^\/media\/product\/phone\/([a-z0-9-]+)\/front\/[0-9a-f]{6}\.svg$/.exec(c.image)?.[1]);
    expect(designs.every(Boolean)).toBe(true);
    expect(new Set(designs).size).toBe(cards.length);
    for (const url of [cards[0]!.image, ...cards[0]!.colors.map((c) => c.image)]) expect((await get(url)).status).toBe(200);
  });

  it('gives a catalogue seeded before designs its designs and icons, leaving designs set since alone', async () => {
    const { db } = api.database;
    const p = schema.products;
    const c = schema.categories;
    const rollback = new Error('rollback');
    await expect(
      db.transaction(async (tx) => {
        await tx.update(p).set({ design: '' }).where(eq(p.spuCode, 'S25U'));
        await tx.update(p).set({ design: S25 }).where(eq(p.spuCode, 'S25P'));
        await tx.update(c).set({ icon: '/media/product/phone/front/5b6472.svg' }).where(eq(c.code, 'smartphones'));
        await seedProductDesigns(tx, readSeedFile);
        const designs = await tx.select({ code: p.spuCode, design: p.design }).from(p).where(eq(p.status, 'on_sale'));
        const of = (code: string) => designs.find((d) => d.code === code)?.design;
        expect(of('S25U')).toBe(S25U);
        expect(of('S25P')).toBe(S25);
        const [icon] = await tx.select({ icon: c.icon }).from(c).where(eq(c.code, 'smartphones'));
        expect(icon!.icon).toBe(`/media/product/phone/${S25U}/front/5b6472.svg`);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });
});
