/**
 * The demo catalogue's pictures (packages/db/seed, written by scripts/generate-catalog.ts):
 * every product drawn as what it is, no two alike, colours telling the SKUs apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ProductType } from '@shop/contracts';
import { resolveDesign } from './designs.ts';
import { PRODUCT_VIEWS, isDesignOf, productSvg } from './product-svg.ts';

const seed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../packages/db/seed');
interface SeedProduct {
  spuCode: string;
  name: string;
  type: ProductType;
  design: string;
  categoryCode: string;
  skus: { colorHex: string }[];
}
const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(seed, name), 'utf8')) as T;
const products = [...read<SeedProduct[]>('catalog/products.json'), ...read<SeedProduct[]>('product-detail/extra-products.json')];
const kindOf = (p: SeedProduct) => resolveDesign(p.type, p.design)!.kind.name;
const front = (p: SeedProduct, hex = '5b6472') => productSvg(p.type, p.design, 'front', hex);

describe('catalogue pictures', () => {
  it('gives every product a design of its own type, and no two products the same one', () => {
    for (const p of products) expect(isDesignOf(p.type, p.design), `${p.spuCode}: ${p.design}`).toBe(true);
    expect(new Set(products.map((p) => p.design)).size).toBe(products.length);
  });

  it('draws as many different pictures as there are designs, in every view', () => {
    for (const view of PRODUCT_VIEWS) {
      const drawings = new Set(products.map((p) => productSvg(p.type, p.design, view, '5b6472')));
      expect(drawings.size, view).toBe(products.length);
    }
  });

  it('draws every phone model differently, front and back', () => {
    const phones = products.filter((p) => p.type === 'phone' || p.type === 'foldable');
    expect(phones.length).toBeGreaterThan(10);
    expect(new Set(phones.map((p) => front(p))).size).toBe(phones.length);
    expect(new Set(phones.map((p) => productSvg(p.type, p.design, 'back', '5b6472'))).size).toBe(phones.length);
    // Book folds and flips are drawn as such.
    expect(products.filter((p) => /Flip/.test(p.name)).map(kindOf)).toEqual(['flip', 'flip']);
    expect(products.filter((p) => /Fold7 折叠/.test(p.name)).map(kindOf)).toEqual(['fold']);
  });

  it('draws each accessory as what it is', () => {
    const expected: [RegExp, string][] = [
      [/充电器/, 'charger'],
      [/无线充电板/, 'pad'],
      [/三合一/, 'trio'],
      [/移动电源/, 'bank'],
      [/保护壳/, 'case'],
      [/键盘/, 'kbcover'],
      [/表带/, 'strap'],
    ];
    const accessories = products.filter((p) => p.type === 'accessory');
    for (const p of accessories) {
      const rule = expected.find(([re]) => re.test(p.name));
      expect(rule, p.name).toBeDefined();
      expect(kindOf(p), p.name).toBe(rule![1]);
    }
    // Seven kinds of accessory, seven drawers.
    expect(new Set(accessories.map(kindOf)).size).toBe(expected.length);
  });

  it('draws the other kinds of product as what they are', () => {
    const expected: [RegExp, string][] = [
      [/平板/, 'tab'],
      [/手环/, 'band'],
      [/Ultra 智能手表/, 'cushion'],
      [/智能手表/, 'round'],
      [/耳机/, 'buds'],
      [/电视/, 'tv'],
      [/回音壁|全景音响/, 'sbar'],
      [/画框/, 'frame'],
      [/冰箱/, 'fridge'],
      [/洗衣机|干衣机|洗烘/, 'washer'],
      [/显示器/, 'mon'],
      [/NVMe/, 'm2'],
      [/移动固态/, 'pssd'],
      [/microSD/, 'card'],
    ];
    for (const p of products.filter((x) => !['phone', 'foldable', 'accessory'].includes(x.type))) {
      const rule = expected.find(([re]) => re.test(p.name));
      expect(rule, p.name).toBeDefined();
      expect(kindOf(p), p.name).toBe(rule![1]);
    }
  });

  it('fits a case to its phone: the S25 Ultra case has the S25 Ultra outline and cameras', () => {
    const phone = products.find((p) => p.spuCode === 'S25U')!;
    const cover = products.find((p) => p.spuCode === 'CASES25U')!;
    const pick = (key: string) => Object.fromEntries(['h', 'w', 'r', 'c', 'l'].map((k) => [k, resolveDesign(k === '' ? 'phone' : 'phone', key)?.values[k]]));
    expect(resolveDesign('accessory', cover.design)!.values).toMatchObject(pick(phone.design));
  });

  it('tells the colours of a product apart by colour only', () => {
    for (const p of products) {
      const colours = [...new Set(p.skus.map((s) => s.colorHex.slice(1)))];
      const drawings = colours.map((hex) => front(p, hex));
      expect(new Set(drawings).size, p.spuCode).toBe(colours.length);
      for (const d of drawings) expect(d.replace(/#[0-9a-f]{6}/g, '')).toBe(drawings[0]!.replace(/#[0-9a-f]{6}/g, ''));
    }
  });

  it('draws category icons and the overview pictures after the catalogue designs', () => {
    const designs = new Map(products.map((p) => [p.design, p]));
    for (const c of read<{ code: string; icon: string }[]>('catalog/categories.json')) {
      const m = /^\/media\/product\/([a-z]+)\/([a-z0-9-]+)\/front\/([0-9a-f]{6})\.svg$/.exec(c.icon);
      expect(m, c.icon).not.toBeNull();
      expect(designs.get(m![2]!)?.type, c.code).toBe(m![1]);
    }
    const details = read<{ spuCode: string; html: string }[]>('product-detail/details.json');
    for (const d of details) {
      const design = products.find((p) => p.spuCode === d.spuCode)!.design;
      for (const [, used] of d.html.matchAll(/\/media\/product\/[a-z]+\/([a-z0-9-]+)\/[a-z]+\/[0-9a-f]{6}\.svg/g)) expect(used, d.spuCode).toBe(design);
    }
  });
});
