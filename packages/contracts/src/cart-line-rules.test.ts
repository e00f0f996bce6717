import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkCartLine, pickActivity, serviceFits, type LineActivity } from './cart-line-rules.ts';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const H = 3600_000;
const seckill = (over: Partial<LineActivity> = {}): LineActivity => ({
  actCd: 'SK',
  actTyp: 10,
  beginMs: NOW - H,
  endMs: NOW + H,
  actStock: 50,
  limitQty: 1,
  ...over,
});
const presale = (over: Partial<LineActivity> = {}): LineActivity => ({
  actCd: 'PS',
  actTyp: 8,
  beginMs: NOW - H,
  endMs: NOW + H,
  actStock: null,
  limitQty: 1,
  ...over,
});
const base = { stock: 100, subTyp: 0, activity: null, nowMs: NOW };

describe('cart line rules', () => {
  it('accepts a normal line within stock and the same-item limit', () => {
    expect(checkCartLine({ ...base, resultingQty: 5 })).toBeNull();
  });

  it('refuses a sixth piece of the same item, and more than the stock', () => {
    expect(checkCartLine({ ...base, resultingQty: 6 })?.code).toBe('ERR_CART_SAME_ITEM_LIMIT');
    expect(checkCartLine({ ...base, stock: 2, resultingQty: 3 })?.code).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
  });

  it('allows any quantity exactly when it is at most 5 and at most the stock (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 20 }), (qty, stock) => {
        const r = checkCartLine({ ...base, stock, resultingQty: qty });
        expect(r === null).toBe(qty <= 5 && qty <= stock);
      }),
    );
  });

  it('sells a flash-sale line only while it runs, within its limit and its own stock', () => {
    expect(checkCartLine({ ...base, subTyp: 3, activity: seckill(), resultingQty: 1 })).toBeNull();
    expect(checkCartLine({ ...base, subTyp: 3, activity: null, resultingQty: 1 })?.code).toBe('ERR_SECKILL_ENDED');
    expect(checkCartLine({ ...base, subTyp: 3, activity: seckill({ beginMs: NOW + 1 }), resultingQty: 1 })?.code).toBe('ERR_SECKILL_NOT_STARTED');
    expect(checkCartLine({ ...base, subTyp: 3, activity: seckill({ endMs: NOW }), resultingQty: 1 })?.code).toBe('ERR_SECKILL_ENDED');
    expect(checkCartLine({ ...base, subTyp: 3, activity: seckill(), resultingQty: 2 })).toEqual({
      code: 'ERR_ORDER_OVER_PURCHASE_LIMIT',
      message: '秒杀商品每人限购1件',
    });
    expect(checkCartLine({ ...base, subTyp: 3, activity: seckill({ actStock: 0 }), resultingQty: 1 })?.code).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
  });

  it('sells a pre-sale line only in the deposit window, one piece', () => {
    expect(checkCartLine({ ...base, subTyp: 4, activity: presale(), resultingQty: 1 })).toBeNull();
    expect(checkCartLine({ ...base, subTyp: 4, activity: presale(), resultingQty: 2 })).toEqual({
      code: 'ERR_ORDER_OVER_PURCHASE_LIMIT',
      message: '预售商品每人限购1件',
    });
    expect(checkCartLine({ ...base, subTyp: 4, activity: presale({ beginMs: NOW + H, endMs: NOW + 2 * H }), resultingQty: 1 })?.code).toBe(
      'ERR_PRESALE_NOT_STARTED',
    );
    expect(checkCartLine({ ...base, subTyp: 4, activity: presale({ endMs: NOW - 1, beginMs: NOW - H }), resultingQty: 1 })?.code).toBe('ERR_PRESALE_ENDED');
    // A flash sale is not a pre-sale.
    expect(checkCartLine({ ...base, subTyp: 4, activity: seckill(), resultingQty: 1 })?.code).toBe('ERR_PRESALE_ENDED');
  });

  it('picks the running activity, else the next, else the last ended; honours a given code', () => {
    const past = seckill({ actCd: 'PAST', beginMs: NOW - 3 * H, endMs: NOW - 2 * H });
    const next = seckill({ actCd: 'NEXT', beginMs: NOW + 2 * H, endMs: NOW + 3 * H });
    const running = seckill({ actCd: 'RUN' });
    expect(pickActivity([past, next, running], 10, NOW)?.actCd).toBe('RUN');
    expect(pickActivity([past, next], 10, NOW)?.actCd).toBe('NEXT');
    expect(pickActivity([past], 10, NOW)?.actCd).toBe('PAST');
    expect(pickActivity([past, running], 10, NOW, 'PAST')?.actCd).toBe('PAST');
    expect(pickActivity([running], 8, NOW)).toBeNull();
  });

  it('fits a service to the product types it lists', () => {
    expect(serviceFits('phone', ['phone', 'tablet'])).toBe(true);
    expect(serviceFits('tv', ['phone'])).toBe(false);
  });
});
