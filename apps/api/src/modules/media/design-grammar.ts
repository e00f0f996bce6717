/**
 * How a product's design is written into its picture URL. A design is a kind (what the thing
 * is: bar phone, book fold, soundbar, French-door fridge, charger, case …) and that kind's
 * parameters (proportions, camera layout, stand, doors …), written as one key:
 *
 *   {kind}-{param}{value}-{param}{value}…   e.g. bar-h552-w268-r12-cu5-l24-fp-b6-t17-mm-xpen
 *
 * Every parameter of the kind appears once, in the kind's order: a design has exactly one key,
 * so one picture has exactly one URL (and one cache entry). Parameter names are one letter;
 * values are whole numbers within the kind's range or one of its listed words. Anything else
 * does not parse, and the media route answers 404.
 */
import type { ProductType } from '@shop/contracts';
import type { ExtraDef, Palette } from './svg-kit.ts';

export interface IntParam {
  readonly min: number;
  readonly max: number;
}
export interface WordParam<V extends string = string> {
  readonly values: readonly V[];
}
export type Param = IntParam | WordParam;
export type Params = Readonly<Record<string, Param>>;

/** The parameter values a kind's drawer receives. */
export type Values<P extends Params> = { -readonly [K in keyof P]: P[K] extends WordParam<infer V> ? V : number };

export const int = (min: number, max: number): IntParam => ({ min, max });
export const word = <const V extends string>(...values: V[]): WordParam<V> => ({ values });

/** Half-width, top, height and half-depth of a face, in canvas units (for the 360° view). */
export interface Face {
  w: number;
  top: number;
  h: number;
  d: number;
}

/** What a drawer returns for one design in one colour: SVG bodies on the 800×800 canvas. */
export interface Drawing {
  /** The main picture: what cards, cart and order lines show. */
  front: string;
  back: string;
  /** The profile: depth and height as seen from the side. */
  side: string;
  /**
   * Three-quarter picture: a body, or `{ turn }` for the 360° frame at that angle; when absent,
   * the back small behind the front (or, `wide`, the front skewed).
   */
  angle?: string | { turn: number };
  wide?: boolean;
  /** The faces the 360° view turns (default: front and back), with their geometry. */
  turn: { front?: string; back?: string; faceFront: Face; faceBack?: Face; bump?: [number, number] };
  /** Extra definitions (patterns) by name. */
  defs?: readonly ExtraDef[];
}

export interface Kind<P extends Params = Params> {
  /** Lower-case word, the first segment of the key. */
  name: string;
  type: ProductType;
  /** What the kind draws, for the README and reviewers. */
  about: string;
  params: P;
  draw(v: Values<P>, p: Palette): Drawing;
}

export const defineKind = <const P extends Params>(k: Kind<P>): Kind<P> => k;

const isWord = (p: Param): p is WordParam => 'values' in p;
const WORD = /^[a-z0-9]+$/;
const NAME = /^[a-z][a-z0-9]*$/;
const INT = /^(0|[1-9][0-9]{0,3})$/;
/** Longest key accepted (the longest real key is about 50 characters). */
export const DESIGN_KEY_MAX = 96;

/** Checks a kind's definition once, at start: one-letter parameter names, sane ranges and words. */
export function checkKind(k: Kind): void {
  if (!NAME.test(k.name)) throw new Error(`bad kind name ${k.name}`);
  for (const [key, p] of Object.entries(k.params)) {
    if (!/^[a-z]$/.test(key)) throw new Error(`${k.name}: parameter names are one letter (${key})`);
    if (isWord(p)) {
      if (!p.values.length || p.values.some((v) => !WORD.test(v))) throw new Error(`${k.name}.${key}: bad words`);
    } else if (!(Number.isInteger(p.min) && Number.isInteger(p.max) && 0 <= p.min && p.min <= p.max && p.max <= 9999)) {
      throw new Error(`${k.name}.${key}: bad range`);
    }
  }
}

/** The key of a design; throws on a value outside the kind's parameters (a programming error). */
export function formatDesign<P extends Params>(k: Kind<P>, v: Values<P>): string {
  const parts = [k.name];
  for (const [key, p] of Object.entries(k.params)) {
    const value = (v as Record<string, string | number>)[key];
    if (isWord(p) ? !p.values.includes(String(value)) : !(Number.isInteger(value) && (value as number) >= p.min && (value as number) <= p.max)) {
      throw new Error(`${k.name}: ${key}=${String(value)} is not allowed`);
    }
    parts.push(`${key}${value}`);
  }
  return parts.join('-');
}

/** The kind and values a key names, or null when it is not exactly a key of one of `kinds`. */
export function parseDesign(kinds: readonly Kind[], key: string): { kind: Kind; values: Record<string, string | number> } | null {
  if (key.length > DESIGN_KEY_MAX) return null;
  const [name, ...tokens] = key.split('-');
  const kind = kinds.find((k) => k.name === name);
  if (!kind) return null;
  const entries = Object.entries(kind.params);
  if (tokens.length !== entries.length) return null;
  const values: Record<string, string | number> = {};
  for (let i = 0; i < entries.length; i++) {
    const [param, spec] = entries[i]!;
    const token = tokens[i]!;
    if (token[0] !== param) return null;
    const raw = token.slice(1);
    if (isWord(spec)) {
      if (!spec.values.includes(raw)) return null;
      values[param] = raw;
    } else {
      if (!INT.test(raw)) return null;
      const n = Number(raw);
      if (n < spec.min || n > spec.max) return null;
      values[param] = n;
    }
  }
  return { kind, values };
}
