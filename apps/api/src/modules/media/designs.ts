/**
 * Every kind of product drawing the shop knows, by product type, and the design each type
 * falls back to when a product names none (or a URL names none: the older
 * /media/product/{type}/{view}/{hex}.svg pictures). scripts/generate-catalog.ts derives each
 * catalogue product's design from its data; this module only knows how to draw them.
 */
import type { ProductType } from '@shop/contracts';
import { checkKind, formatDesign, type Kind, parseDesign } from './design-grammar.ts';
import { bank, cable, budcase, charger, kbcover, pad, pen, phoneCase, strap, trio } from './draw/accessories.ts';
import { fridge, washer } from './draw/appliances.ts';
import { frame, sbar, spk } from './draw/audio.ts';
import { bar, flip, fold, tab } from './draw/handhelds.ts';
import { mon, tv } from './draw/screens.ts';
import { card, m2, pssd, usb } from './draw/storage.ts';
import { band, buds, cushion, over, round } from './draw/wearables.ts';

export const KINDS: readonly Kind[] = [
  bar,
  fold,
  flip,
  tab,
  round,
  cushion,
  band,
  buds,
  over,
  tv,
  mon,
  sbar,
  frame,
  spk,
  fridge,
  washer,
  m2,
  pssd,
  card,
  usb,
  charger,
  pad,
  trio,
  bank,
  phoneCase,
  kbcover,
  strap,
  cable,
  pen,
  budcase,
] as Kind[];
for (const k of KINDS) checkKind(k);
if (new Set(KINDS.map((k) => k.name)).size !== KINDS.length) throw new Error('two drawing kinds share a name');

const BY_TYPE = new Map<ProductType, Kind[]>();
for (const k of KINDS) BY_TYPE.set(k.type, [...(BY_TYPE.get(k.type) ?? []), k]);

export const kindsOf = (type: ProductType): readonly Kind[] => BY_TYPE.get(type) ?? [];

/** The key of a design from a kind's name and its values; throws when either is not allowed. */
export function designKey(kindName: string, values: Record<string, string | number>): string {
  const kind = KINDS.find((k) => k.name === kindName);
  if (!kind) throw new Error(`no drawing kind ${kindName}`);
  return formatDesign(kind, values as never);
}

/** What a type is drawn as when no design is named: a middle-of-the-range model. */
export const DEFAULT_DESIGNS: Readonly<Record<ProductType, string>> = {
  phone: designKey('bar', { h: 520, w: 240, r: 40, c: 'v3', l: 22, f: 'p', b: 8, t: 18, m: 'g', x: 'n' }),
  foldable: designKey('fold', { h: 500, w: 210, c: 'v3', l: 20, t: 26, m: 'g', x: 'n' }),
  tablet: designKey('tab', { w: 580, a: 160, b: 14, c: '1', n: 'e', p: '0', t: 12 }),
  watch: designKey('round', { s: 160, z: 'p', d: 's', k: 2, f: 'r' }),
  earbuds: designKey('buds', { e: 's', k: 'o', n: '1', g: '0' }),
  tv: designKey('tv', { w: 680, b: 6, s: 'c', q: 'd', t: 14 }),
  audio: designKey('sbar', { n: 560, s: '1', e: '0', u: '0', k: 'g' }),
  fridge: designKey('fridge', { d: 'f3', w: 380, h: 640, x: '0', g: 'b' }),
  washer: designKey('washer', { l: 'f', s: 560, o: 150, p: 'k' }),
  monitor: designKey('mon', { w: 620, a: '169', v: '0', s: 'p', c: '0', b: 14 }),
  storage: designKey('pssd', { w: 280, h: 440, g: 'p' }),
  accessory: designKey('charger', { s: 280, p: '1', c: '1' }),
};

/** The kind and values of `key` when it is a design of `type`, else null. */
export function resolveDesign(type: ProductType, key: string) {
  return parseDesign(kindsOf(type), key);
}
