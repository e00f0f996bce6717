/**
 * Product pictures drawn as SVG: one drawing per design (a product model's own shape, camera
 * layout, screen, proportions, stand, doors …, see designs.ts and draw/) and view, in the SKU
 * colour. Pure string building, so the shop needs no image files and every colour of every
 * product has a picture. All drawings share an 800×800 canvas with a soft shadow and no text.
 *
 * URL: /media/product/{type}/{design}/{view}/{hex}.svg; the older /media/product/{type}/{view}/{hex}.svg
 * draws the type's default design, so pictures stored before designs existed keep working.
 */
import { PRODUCT_TYPES, type ProductType } from '@shop/contracts';
import type { Drawing } from './design-grammar.ts';
import { DEFAULT_DESIGNS, resolveDesign } from './designs.ts';
import { extraDefs, type Palette, palette, sharedDefs } from './svg-kit.ts';
import { turnedBody } from './turn.ts';

export const PRODUCT_VIEWS = ['front', 'back', 'side', 'angle'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

const HEX = /^[0-9a-f]{6}$/i;

export const isProductType = (v: string): v is ProductType => (PRODUCT_TYPES as readonly string[]).includes(v);
export const isProductView = (v: string): v is ProductView => (PRODUCT_VIEWS as readonly string[]).includes(v);
export const isColourHex = (v: string) => HEX.test(v);
/** Whether `key` is exactly the key of a design of `type`. */
export const isDesignOf = (type: ProductType, key: string) => resolveDesign(type, key) !== null;

/** The design a product is drawn with: its own when it names a valid one of its type, else the type's default. */
export function designFor(type: ProductType, design: string | null | undefined): string {
  return design && isDesignOf(type, design) ? design : DEFAULT_DESIGNS[type];
}

/** The stable URL of a picture; `hex` with or without '#'. */
export function productImageUrl(type: ProductType, design: string | null | undefined, view: ProductView, hex: string): string {
  return `/media/product/${type}/${designFor(type, design)}/${view}/${hex.replace('#', '').toLowerCase()}.svg`;
}

/** The drawing of a design in a colour (hex without '#'), with what a document around it needs. */
export function drawingParts(type: ProductType, design: string | null | undefined, hex: string) {
  if (!isColourHex(hex)) throw new Error(`not a colour: ${hex}`);
  const p = palette(hex);
  const resolved = resolveDesign(type, designFor(type, design))!;
  const drawing = resolved.kind.draw(resolved.values as never, p);
  return {
    drawing,
    palette: p,
    document: (body: string, extra = '') => svgDocument(p, drawing, body, extra),
  };
}

/** Three-quarter view: a turned frame, the front skewed (wide things) or the back small behind the front. */
function angle(d: Drawing, p: Palette): { body: string; defs: string } {
  if (typeof d.angle === 'string') return { body: d.angle, defs: '' };
  if (d.angle) return turnedBody(d, p, d.angle.turn);
  if (d.wide) return { body: `<g transform="matrix(.88 .07 0 .96 48 -8)">${d.front}</g>`, defs: '' };
  return {
    body: `<g transform="translate(-40 30) scale(.82)" opacity=".96">${d.back}</g><g transform="translate(170 90) scale(.82)">${d.front}</g>`,
    defs: '',
  };
}

/** The SVG document for a product type, design, view and colour (hex without '#', validated by the caller). */
export function productSvg(type: ProductType, design: string | null | undefined, view: ProductView, hex: string): string {
  const { drawing, document } = drawingParts(type, design, hex);
  if (view !== 'angle') return document(drawing[view]);
  const a = angle(drawing, palette(hex));
  return document(a.body, a.defs);
}

/** The 800×800 document around a drawing body, with the shared gradients and the drawing's own definitions. */
function svgDocument(p: Palette, d: Drawing, body: string, extra: string): string {
  const own = [...new Set(d.defs ?? [])].map((name) => extraDefs[name](p)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><defs>${sharedDefs(p)}${own}${extra}</defs>${body}</svg>`;
}
