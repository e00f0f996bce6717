import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACT_TYP, PRESALE_PURCHASE_LIMIT, SUB_TYP } from '@shop/contracts/pdp-rules';
import { CART_SAME_ITEM_LIMIT } from '@shop/contracts/cart';
import { soldOutFor } from './sold-out-rule.ts';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const H = 3600_000;
const flash = (over: Partial<Parameters<typeof soldOutFor>[0]> = {}) => ({
  actTyp: ACT_TYP.seckill,
  beginMs: NOW - H,
  endMs: NOW + H,
  siteCodes: null,
  limitQty: 1,
  stock: 0,
  ...over,
});
const ask = (over: Partial<Parameters<typeof soldOutFor>[1]> = {}) => ({ qty: 1, subTyp: SUB_TYP.seckill, siteCd: 'main', ...over });

describe('the flash sale sold-out rule', () => {
  it('is sold out when a running sale has fewer units left than asked', () => {
    expect(soldOutFor(flash({ stock: 0 }), ask(), NOW)).toBe(true);
    expect(soldOutFor(flash({ stock: 1, limitQty: 3 }), ask({ qty: 2 }), NOW)).toBe(true);
    expect(soldOutFor({ ...flash({ stock: 0, limitQty: PRESALE_PURCHASE_LIMIT }), actTyp: ACT_TYP.presale }, ask({ subTyp: SUB_TYP.presale }), NOW)).toBe(true);
  });

  it('never refuses while the units asked are left', () => {
    expect(soldOutFor(flash({ stock: 1 }), ask(), NOW)).toBe(false);
    expect(soldOutFor(flash({ stock: Number.POSITIVE_INFINITY }), ask(), NOW)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 10 }), (qty, stock, limitQty) => {
        if (stock >= qty) expect(soldOutFor(flash({ stock, limitQty }), ask({ qty }), NOW)).toBe(false);
      }),
    );
  });

  it('leaves every other refusal to the full way (its own answer)', () => {
    // Not started, ended (the end is exclusive), another site, another kind, a normal line.
    expect(soldOutFor(flash({ beginMs: NOW + 1 }), ask(), NOW)).toBe(false);
    expect(soldOutFor(flash({ endMs: NOW }), ask(), NOW)).toBe(false);
    expect(soldOutFor(flash({ siteCodes: ['student'] }), ask({ siteCd: 'main' }), NOW)).toBe(false);
    expect(soldOutFor(flash({ siteCodes: ['student', 'main'] }), ask({ siteCd: 'main' }), NOW)).toBe(true);
    expect(soldOutFor(flash(), ask({ subTyp: SUB_TYP.presale }), NOW)).toBe(false);
    expect(soldOutFor(flash(), ask({ subTyp: SUB_TYP.normal }), NOW)).toBe(false);
    // Over the member's limit or the same-item limit: 限购, not 已抢光.
    expect(soldOutFor(flash({ limitQty: 1 }), ask({ qty: 2 }), NOW)).toBe(false);
    expect(soldOutFor(flash({ limitQty: 99 }), ask({ qty: CART_SAME_ITEM_LIMIT + 1 }), NOW)).toBe(false);
    // The window's start is inclusive.
    expect(soldOutFor(flash({ beginMs: NOW }), ask(), NOW)).toBe(true);
  });

  it('never refuses a member who holds a reservation of the sale (抢购资格): their unit is not in the stock read', () => {
    const seen = flash({ stock: 0, holders: ['U1', 'U2'] });
    expect(soldOutFor(seen, ask({ holder: 'U1' }), NOW)).toBe(false);
    // Everyone else, and a visitor, is sold out.
    expect(soldOutFor(seen, ask({ holder: 'U3' }), NOW)).toBe(true);
    expect(soldOutFor(seen, ask(), NOW)).toBe(true);
  });
});
