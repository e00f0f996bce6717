import { describe, expect, it } from 'vitest';
import { DEFAULT_DESIGNS, KINDS } from './designs.ts';
import { formatDesign } from './design-grammar.ts';
import { productRotationSvg, rotationAngle, rotationImageUrl } from './product-rotation.ts';
import { drawingParts } from './product-svg.ts';
import { checkSvg } from './test-svg.ts';

const widthScale = (svg: string) => Number(/scale\(([\d.]+) 1\)/.exec(svg)![1]);
const S25U = 'bar-h552-w268-r12-cu5-l26-fp-b6-t17-mm-xpen';
/** The first design of each kind: words first, ranges in the middle. */
const firstDesign = (k: (typeof KINDS)[number]) =>
  formatDesign(k, Object.fromEntries(Object.entries(k.params).map(([n, p]) => [n, 'values' in p ? p.values[0]! : Math.round((p.min + p.max) / 2)])) as never);

describe('360° frames', () => {
  it.each(KINDS.map((k) => [k.name, k] as const))('turns a %s at every 30° as a valid document in the colour', (_, kind) => {
    for (let a = 0; a < 360; a += 30) {
      const svg = productRotationSvg(kind.type, firstDesign(kind), a, '4a5d78');
      checkSvg(svg);
    }
  });

  it('squeezes the face by |cos|, shows the front then the back, with a side only when turned', () => {
    const { drawing } = drawingParts('phone', S25U, '1d1d1f');
    const front = productRotationSvg('phone', S25U, 0, '1d1d1f');
    expect(widthScale(front)).toBe(1);
    expect(front).toContain(drawing.turn.front);
    expect(front).not.toContain('fill="url(#bodyV)"');
    expect(widthScale(productRotationSvg('phone', S25U, 60, '1d1d1f'))).toBe(0.5);
    expect(productRotationSvg('phone', S25U, 45, '1d1d1f')).toContain('fill="url(#bodyV)"');
    expect(productRotationSvg('phone', S25U, 180, '1d1d1f')).toContain(drawing.turn.back);
  });

  it("turns each model's own drawing", () => {
    const other = 'bar-h496-w229-r40-cv3-l20-fp-b6-t16-mg-xn';
    expect(productRotationSvg('phone', S25U, 90, '1d1d1f')).not.toBe(productRotationSvg('phone', other, 90, '1d1d1f'));
    expect(productRotationSvg('phone', null, 90, '1d1d1f')).toBe(productRotationSvg('phone', DEFAULT_DESIGNS.phone, 90, '1d1d1f'));
  });

  it('shows the camera bump only from the back half', () => {
    const { drawing } = drawingParts('phone', S25U, '1d1d1f');
    const bump = (a: number) => productRotationSvg('phone', S25U, a, '1d1d1f').includes(`y="${drawing.turn.bump![0]}"`);
    expect(bump(135)).toBe(true);
    expect(bump(225)).toBe(true);
    expect(bump(45)).toBe(false);
    expect(bump(315)).toBe(false);
  });

  it('darkens the face as it turns away', () => {
    const slope = (a: number) => Number(/slope="([\d.]+)"/.exec(productRotationSvg('tv', null, a, 'ffffff'))![1]);
    expect(slope(0)).toBe(1);
    expect(slope(60)).toBeLessThan(1);
    expect(slope(85)).toBeLessThan(slope(60));
  });

  it('parses rot-N views and builds URLs with the design', () => {
    expect(rotationAngle('rot-0')).toBe(0);
    expect(rotationAngle('rot-359')).toBe(359);
    for (const v of ['rot-360', 'rot-015', 'rot--1', 'rot-', 'front', 'rot-1.5']) expect(rotationAngle(v), v).toBeNull();
    expect(rotationImageUrl('phone', S25U, 90, '#1F3354')).toBe(`/media/product/phone/${S25U}/rot-90/1f3354.svg`);
    expect(rotationImageUrl('phone', '', 90, '1f3354')).toBe(`/media/product/phone/${DEFAULT_DESIGNS.phone}/rot-90/1f3354.svg`);
  });
});
