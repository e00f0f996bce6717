import { describe, expect, it } from 'vitest';
import { readSeedFile } from './index.ts';
import { maskNickname, prng } from './reviews.ts';

interface Fragment {
  good: string[];
  bad: string[];
}
const fragments = readSeedFile<{
  nicknames: string[];
  openers: Record<string, string[]>;
  closers: Record<string, string[]>;
  common: Record<string, Fragment>;
  types: Record<string, Record<string, Fragment>>;
}>('reviews/fragments.json');
const models =
  readSeedFile<{ code: string; platform: number; brand: string; name: string; productTypes: string[]; estimate: number; subsidy: number }[]>(
    'reviews/trade-in-models.json',
  );
const productTypes = new Set(readSeedFile<{ type: string }[]>('catalog/products.json').map((p) => p.type));

describe('review seed data', () => {
  it('has positive and negative fragments for at least three aspects of every product type', () => {
    for (const type of productTypes) {
      const aspects = Object.entries(fragments.types[type] ?? {});
      expect(aspects.length, type).toBeGreaterThanOrEqual(3);
      for (const [name, f] of aspects) expect(f.good.length > 0 && f.bad.length > 0, `${type}/${name}`).toBe(true);
    }
    for (const mood of ['good', 'mid', 'bad']) expect(fragments.openers[mood].length && fragments.closers[mood].length).toBeTruthy();
  });

  it('has ~24 old devices on platforms 1–3 with integer fen amounts for known product types', () => {
    expect(models.length).toBeGreaterThanOrEqual(24);
    expect(new Set(models.map((m) => m.code)).size).toBe(models.length);
    expect(new Set(models.map((m) => m.platform))).toEqual(new Set([1, 2, 3]));
    for (const m of models) {
      expect(Number.isInteger(m.estimate) && m.estimate > 0 && Number.isInteger(m.subsidy) && m.subsidy >= 0, m.code).toBe(true);
      for (const t of m.productTypes) expect(productTypes.has(t), `${m.code}: ${t}`).toBe(true);
    }
    for (const t of ['phone', 'foldable', 'tablet', 'watch', 'tv', 'fridge', 'washer'])
      expect(
        models.some((m) => m.productTypes.includes(t)),
        t,
      ).toBe(true);
  });
});

describe('seed helpers', () => {
  it('masks nicknames keeping the first and last character', () => {
    expect(maskNickname('星河漫步者')).toBe('星***者');
    expect(maskNickname('猫')).toBe('猫***');
  });

  it('prng is deterministic per seed and stays in [0, 1)', () => {
    const a = prng(42);
    const b = prng(42);
    const xs = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(prng(43)()).not.toBe(xs[0]);
  });
});
