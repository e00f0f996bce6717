import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@shop/contracts';
import { PRODUCT_VIEWS, productImageUrl, productSvg } from './product-svg.ts';

/** Well-formed enough for a browser: balanced tags, one root, ids referenced exist. */
function checkSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, close, name, selfClosing] = m;
    if (selfClosing) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
  const ids = new Set([...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]));
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref), ref).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|<text/);
}

describe('productSvg', () => {
  it.each(PRODUCT_TYPES.map((t) => [t]))('draws a valid %s in every view with the colour applied', (type) => {
    for (const view of PRODUCT_VIEWS) {
      const svg = productSvg(type, view, 'b3262e');
      checkSvg(svg);
      expect(svg, view).toContain('#b3262e');
    }
  });

  it('draws each type differently, and a colour changes only the colours', () => {
    const fronts = PRODUCT_TYPES.map((t) => productSvg(t, 'front', '1d1d1f'));
    expect(new Set(fronts).size).toBe(PRODUCT_TYPES.length);
    const black = productSvg('phone', 'back', '1d1d1f');
    const white = productSvg('phone', 'back', 'f4f5f7');
    expect(black).not.toBe(white);
    expect(black.replace(/#[0-9a-f]{6}/g, '')).toBe(white.replace(/#[0-9a-f]{6}/g, ''));
  });

  it('refuses a non-colour', () => {
    expect(() => productSvg('phone', 'front', 'zzzzzz')).toThrow();
  });

  it('builds stable lower-case URLs', () => {
    expect(productImageUrl('tv', 'angle', '#1F3354')).toBe('/media/product/tv/angle/1f3354.svg');
  });
});
