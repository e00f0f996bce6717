import { describe, expect, it } from 'vitest';
import { DESIGN_KEY_MAX, checkKind, defineKind, formatDesign, int, parseDesign, word } from './design-grammar.ts';
import { KINDS, designKey, kindsOf, resolveDesign } from './designs.ts';

const demo = defineKind({
  name: 'demo',
  type: 'phone',
  about: 'test kind',
  params: { h: int(10, 200), c: word('v3', 'p2') },
  draw: () => ({ front: '', back: '', side: '', turn: { faceFront: { w: 1, top: 0, h: 1, d: 1 } } }),
});

describe('design keys', () => {
  it('writes every parameter once, in order, and reads it back', () => {
    const key = formatDesign(demo, { h: 120, c: 'p2' });
    expect(key).toBe('demo-h120-cp2');
    expect(parseDesign([demo], key)).toEqual({ kind: demo, values: { h: 120, c: 'p2' } });
  });

  it('refuses to write a value outside the kind', () => {
    expect(() => formatDesign(demo, { h: 9, c: 'p2' })).toThrow();
    expect(() => formatDesign(demo, { h: 12.5, c: 'p2' })).toThrow();
    expect(() => formatDesign(demo, { h: 20, c: 'x9' as never })).toThrow();
    expect(() => designKey('nope', {})).toThrow();
  });

  it.each([
    ['demo-cp2-h120', 'order'],
    ['demo-h120', 'missing parameter'],
    ['demo-h120-cp2-x1', 'extra token'],
    ['demo-h9-cp2', 'below the range'],
    ['demo-h201-cp2', 'above the range'],
    ['demo-h0120-cp2', 'leading zero'],
    ['demo-h12.5-cp2', 'not a whole number'],
    ['demo-h-cp2', 'empty value'],
    ['demo-h120-cq2', 'unknown word'],
    ['demo-H120-cp2', 'upper case'],
    ['Demo-h120-cp2', 'upper-case kind'],
    ['other-h120-cp2', 'unknown kind'],
    ['demo-h120-cp2-', 'trailing dash'],
    ['demo--h120-cp2', 'empty token'],
    ['', 'empty'],
  ])('does not read %s (%s)', (key) => {
    expect(parseDesign([demo], key)).toBeNull();
  });

  it('reads a design only for its own type', () => {
    const phone = KINDS.find((k) => k.name === 'bar')!;
    const key = designKey('bar', { h: 520, w: 240, r: 40, c: 'v3', l: 22, f: 'p', b: 8, t: 18, m: 'g', x: 'n' });
    expect(resolveDesign('phone', key)?.kind).toBe(phone);
    expect(resolveDesign('tv', key)).toBeNull();
    expect(parseDesign(kindsOf('phone'), 'x'.repeat(DESIGN_KEY_MAX + 1))).toBeNull();
  });

  it('checks kinds: one-letter parameters, sane ranges and words', () => {
    for (const k of KINDS) expect(() => checkKind(k)).not.toThrow();
    expect(() => checkKind({ ...demo, params: { hh: int(1, 2) } })).toThrow();
    expect(() => checkKind({ ...demo, params: { h: int(5, 2) } })).toThrow();
    expect(() => checkKind({ ...demo, params: { c: word('A-b') } })).toThrow();
    expect(() => checkKind({ ...demo, name: 'two-words' })).toThrow();
  });
});
