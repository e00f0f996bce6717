import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@shop/contracts';
import { productRotationSvg, rotationAngle, rotationImageUrl } from './product-rotation.ts';
import { productSvg } from './product-svg.ts';

/** Balanced tags, one root, every url(#id) defined, no NaN. */
function checkSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800"')).toBe(true);
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
  expect(svg).not.toMatch(/NaN|undefined|Infinity|<text/);
}

const widthScale = (svg: string) => Number(/scale\(([\d.]+) 1\)/.exec(svg)![1]);

describe('360° frames', () => {
  it.each(PRODUCT_TYPES.map((t) => [t]))('draws %s at every 15° as a valid document in the colour', (type) => {
    for (let a = 0; a < 360; a += 15) {
      const svg = productRotationSvg(type, a, '4a5d78');
      checkSvg(svg);
      expect(svg).toContain('#4a5d78');
    }
  });

  it('squeezes the face by |cos|, shows the front then the back, with a side only when turned', () => {
    const front = productRotationSvg('phone', 0, '1d1d1f');
    expect(widthScale(front)).toBe(1);
    expect(front).toContain(productSvg('phone', 'front', '1d1d1f').match(/<g filter="url\(#shadow\)">.*?<\/g>/)![0]);
    expect(front).not.toContain('fill="url(#bodyV)"');
    expect(widthScale(productRotationSvg('phone', 60, '1d1d1f'))).toBe(0.5);
    const turned = productRotationSvg('phone', 45, '1d1d1f');
    expect(turned).toContain('fill="url(#bodyV)"');
    const back = productRotationSvg('phone', 180, '1d1d1f');
    expect(back).toContain(productSvg('phone', 'back', '1d1d1f').match(/<g filter="url\(#shadow\)">.*?<\/g>/)![0]);
  });

  it('shows the camera bump only from the back half', () => {
    const bump = (a: number) => productRotationSvg('phone', a, '1d1d1f').includes('y="150"');
    expect(bump(135)).toBe(true);
    expect(bump(225)).toBe(true);
    expect(bump(45)).toBe(false);
    expect(bump(315)).toBe(false);
  });

  it('darkens the face as it turns away', () => {
    const slope = (a: number) => Number(/slope="([\d.]+)"/.exec(productRotationSvg('tv', a, 'ffffff'))![1]);
    expect(slope(0)).toBe(1);
    expect(slope(60)).toBeLessThan(1);
    expect(slope(85)).toBeLessThan(slope(60));
  });

  it('parses rot-N views and builds URLs', () => {
    expect(rotationAngle('rot-0')).toBe(0);
    expect(rotationAngle('rot-359')).toBe(359);
    for (const v of ['rot-360', 'rot-015', 'rot--1', 'rot-', 'front', 'rot-1.5']) expect(rotationAngle(v), v).toBeNull();
    expect(rotationImageUrl('phone', 90, '#1F3354')).toBe('/media/product/phone/rot-90/1f3354.svg');
  });
});
