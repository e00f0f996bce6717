import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@shop/contracts';
import { formatDesign, type Kind } from './design-grammar.ts';
import { DEFAULT_DESIGNS, KINDS, kindsOf } from './designs.ts';
import { PRODUCT_VIEWS, designFor, isDesignOf, productImageUrl, productSvg } from './product-svg.ts';
import { palette } from './svg-kit.ts';
import { checkSvg } from './test-svg.ts';

/** Designs of a kind that between them use every word and both ends of every range. */
function samples(kind: Kind): string[] {
  const entries = Object.entries(kind.params);
  const base = Object.fromEntries(entries.map(([k, p]) => [k, 'values' in p ? p.values[0]! : Math.round((p.min + p.max) / 2)]));
  const out = new Set([formatDesign(kind, base as never)]);
  for (const [k, p] of entries) {
    const choices = 'values' in p ? p.values : [p.min, p.max];
    for (const c of choices) out.add(formatDesign(kind, { ...base, [k]: c } as never));
  }
  return [...out];
}

describe('productSvg', () => {
  it.each(KINDS.map((k) => [k.name, k] as const))('draws every design of %s in every view as a small valid document in the colour', (_, kind) => {
    for (const design of samples(kind)) {
      for (const view of PRODUCT_VIEWS) {
        const svg = productSvg(kind.type, design, view, 'b3262e');
        checkSvg(svg);
      }
      // The main picture is drawn in the colour: a shade of it or a fill made from it.
      const front = productSvg(kind.type, design, 'front', 'b3262e');
      const body = front.slice(front.indexOf('</defs>'));
      const p = palette('b3262e');
      const coloured =
        [p.base, p.light, p.dark, p.edge, p.deep].some((h) => body.includes(h)) ||
        /url\(#(body|bodyV|bodyH|wall|leather|fabric|ribs|links|grille)\)/.test(body);
      expect(coloured, design).toBe(true);
    }
  });

  it('changes only colours with the colour', () => {
    for (const type of PRODUCT_TYPES) {
      const black = productSvg(type, null, 'front', '1d1d1f');
      const white = productSvg(type, null, 'front', 'f4f5f7');
      expect(black).not.toBe(white);
      expect(black.replace(/#[0-9a-f]{6}/g, '')).toBe(white.replace(/#[0-9a-f]{6}/g, ''));
    }
  });

  it('draws each type and each kind differently', () => {
    const defaults = PRODUCT_TYPES.map((t) => productSvg(t, null, 'front', '1d1d1f'));
    expect(new Set(defaults).size).toBe(PRODUCT_TYPES.length);
    const perKind = KINDS.map((k) => productSvg(k.type, samples(k)[0], 'front', '1d1d1f'));
    expect(new Set(perKind).size).toBe(KINDS.length);
  });

  it('draws a design differently when any one of its parameters changes', () => {
    for (const kind of KINDS) {
      const designs = samples(kind);
      const fronts = designs.map((d) => PRODUCT_VIEWS.map((v) => productSvg(kind.type, d, v, '4a5d78')).join(''));
      expect(new Set(fronts).size, kind.name).toBe(designs.length);
    }
  });

  it('refuses a non-colour', () => {
    expect(() => productSvg('phone', null, 'front', 'zzzzzz')).toThrow();
  });

  it('has a default design for every type, of that type', () => {
    for (const type of PRODUCT_TYPES) {
      expect(isDesignOf(type, DEFAULT_DESIGNS[type])).toBe(true);
      expect(kindsOf(type).length).toBeGreaterThan(0);
    }
    // Accessories are drawn as what they are: one kind per accessory.
    expect(kindsOf('accessory').map((k) => k.name)).toEqual(
      expect.arrayContaining(['charger', 'pad', 'trio', 'bank', 'case', 'kbcover', 'strap', 'cable', 'pen', 'budcase']),
    );
  });
});

describe('productImageUrl', () => {
  const s25u = 'bar-h552-w268-r12-cu5-l26-fp-b6-t17-mm-xpen';

  it('names type, design, view and lower-case colour', () => {
    expect(productImageUrl('phone', s25u, 'angle', '#1F3354')).toBe(`/media/product/phone/${s25u}/angle/1f3354.svg`);
  });

  it("falls back to the type's default design when the product names none or one that is not its type's", () => {
    expect(productImageUrl('tv', '', 'front', '#111111')).toBe(`/media/product/tv/${DEFAULT_DESIGNS.tv}/front/111111.svg`);
    expect(productImageUrl('tv', null, 'front', '111111')).toBe(`/media/product/tv/${DEFAULT_DESIGNS.tv}/front/111111.svg`);
    expect(productImageUrl('tv', s25u, 'front', '111111')).toBe(`/media/product/tv/${DEFAULT_DESIGNS.tv}/front/111111.svg`);
    expect(designFor('phone', `${s25u}-x`)).toBe(DEFAULT_DESIGNS.phone);
    expect(designFor('phone', s25u)).toBe(s25u);
  });
});
