import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invalidReason, ladderLabel, maxQtyOf, parseProdAttr, stockStatusOf, stockTipOf, zheLabel } from './cart-view-rules.ts';
import type { LineActivity } from '@shop/contracts/cart-line-rules';

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
const line = {
  subTyp: 0,
  stock: 10,
  skuOnSale: true,
  productOnSale: true,
  activity: null,
  nowMs: NOW,
};

describe('prodAttr', () => {
  it('reads an object, a JSON string of one, or a name/value list', () => {
    expect(parseProdAttr({ 颜色: '黑', 存储: '256GB' })).toEqual([
      { name: '颜色', value: '黑' },
      { name: '存储', value: '256GB' },
    ]);
    expect(parseProdAttr('{"颜色":"白"}')).toEqual([{ name: '颜色', value: '白' }]);
    expect(parseProdAttr('[{"name":"尺寸","value":65}]')).toEqual([{ name: '尺寸', value: '65' }]);
  });

  it('is empty when missing or unreadable, and never throws (property)', () => {
    for (const raw of [undefined, null, '', 'not json', '{', 42, true, [], {}, [1, 'x', { name: 1 }], { 颜色: { nested: 1 } }])
      expect(parseProdAttr(raw)).toEqual([]);
    fc.assert(fc.property(fc.jsonValue(), (v) => Array.isArray(parseProdAttr(v)) && Array.isArray(parseProdAttr(JSON.stringify(v)))));
  });
});

describe('line validity', () => {
  it('accepts a normal line on sale and in stock', () => {
    expect(invalidReason(line)).toBeNull();
  });

  it('names off sale, sold out and an ended or missing activity', () => {
    expect(invalidReason({ ...line, skuOnSale: false })).toEqual({
      reasonCode: 'off_sale',
      reason: '商品已下架',
    });
    expect(invalidReason({ ...line, productOnSale: false })?.reasonCode).toBe('off_sale');
    expect(invalidReason({ ...line, stock: 0 })).toEqual({
      reasonCode: 'sold_out',
      reason: '商品已售罄',
    });
    expect(invalidReason({ ...line, subTyp: 3, activity: seckill({ endMs: NOW }) })).toEqual({ reasonCode: 'activity_ended', reason: '秒杀活动已结束' });
    expect(invalidReason({ ...line, subTyp: 3, activity: null })?.reasonCode).toBe('activity_ended');
    expect(invalidReason({ ...line, subTyp: 4, activity: seckill() })).toEqual({
      reasonCode: 'activity_ended',
      reason: '预售定金支付已结束',
    });
    expect(invalidReason({ ...line, subTyp: 3, activity: seckill({ actStock: 0 }) })).toEqual({ reasonCode: 'sold_out', reason: '秒杀商品已抢光' });
    expect(invalidReason({ ...line, subTyp: 3, activity: seckill() })).toBeNull();
  });
});

describe('quantity limit', () => {
  it('is min(5, stock, activity limit and stock), never negative (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 20 }), fc.integer({ min: 1, max: 9 }), fc.option(fc.integer({ min: 0, max: 9 })), (stock, limitQty, actStock) => {
        expect(maxQtyOf({ subTyp: 0, stock, activity: null })).toBe(Math.max(0, Math.min(5, stock)));
        expect(
          maxQtyOf({
            subTyp: 3,
            stock,
            activity: seckill({ limitQty, actStock }),
          }),
        ).toBe(Math.max(0, Math.min(5, stock, limitQty, actStock ?? 99)));
        expect(maxQtyOf({ subTyp: 4, stock, activity: null })).toBe(Math.max(0, Math.min(1, stock)));
      }),
    );
  });
});

describe('labels', () => {
  it('tells low stock and too many pieces', () => {
    expect(stockTipOf(3, 5, 1)).toBe('仅剩3件');
    expect(stockTipOf(3, 5, 4)).toBe('库存不足，仅剩3件，请减少购买数量');
    expect(stockTipOf(50, 5, 2)).toBeNull();
    expect(stockTipOf(0, 5, 1)).toBeNull();
  });

  it('writes the discount as 折 and the ladder by its first step', () => {
    expect(zheLabel(950)).toBe('9.5折');
    expect(zheLabel(900)).toBe('9折');
    expect(zheLabel(885)).toBe('8.85折');
    expect(
      ladderLabel([
        { fullCnt: 3, discount: 900 },
        { fullCnt: 2, discount: 950 },
      ]),
    ).toBe('满2件9.5折');
    expect(ladderLabel([])).toBeNull();
  });

  it('classifies stock for the stock check', () => {
    expect(stockStatusOf({ stock: 10, lowStock: 5, onSale: true })).toBe('in_stock');
    expect(stockStatusOf({ stock: 5, lowStock: 5, onSale: true })).toBe('low');
    expect(stockStatusOf({ stock: 0, lowStock: 5, onSale: true })).toBe('sold_out');
    expect(stockStatusOf({ stock: 10, lowStock: 5, onSale: false })).toBe('off_sale');
  });
});
