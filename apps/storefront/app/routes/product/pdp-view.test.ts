import { describe, expect, it } from 'vitest';
import type { PdpSku } from '@shop/contracts/pdp';
import { attrRows, discountText, ladderText, maxQuantity, priceNow, skuPath, stockState, variantForPath } from './pdp-view';
import { icsFor } from './calendar';

function sku(skuCd: string, attrs: Record<string, string>, stkCnt = 10, status: 'on_sale' | 'off_sale' = 'on_sale'): PdpSku {
  return {
    skuId: 1,
    skuCd,
    skuNm: skuCd,
    skuImg: [],
    price: 100,
    origPrice: 100,
    stkCnt,
    lkStkCnt: 0,
    lowStkCnt: 5,
    giftIntegration: 0,
    useIntegrationLim: 0,
    attrs,
    zk: [],
    deliveryTyp: 2,
    upPkgSku: null,
    stkNoti: 'Y',
    status,
    activities: [],
  };
}

describe('variantForPath / skuPath', () => {
  it('names every product route', () => {
    expect(variantForPath('/product/S25U')).toBe('product');
    expect(variantForPath('/product_new/S25U/X')).toBe('product-new');
    expect(variantForPath('/design/product/RF65')).toBe('design');
    expect(variantForPath('/activityproduct/TABS10FE')).toBe('activity');
    expect(variantForPath('/appProduct/S25U')).toBe('app');
    expect(variantForPath('/wxProduct/S25U')).toBe('wx');
    expect(variantForPath('/cartProduct/12/1')).toBe('cart');
    expect(variantForPath('/preview/product/S26U')).toBe('preview');
  });
  it('keeps the variant and the query on SKU addresses', () => {
    expect(skuPath('activity', 'TABS10FE', 'TABS10FE-GRAPHITE-1')).toBe('/activityproduct/TABS10FE/TABS10FE-GRAPHITE-1');
    expect(skuPath('preview', 'S26U', 'S26U-1', '?previewToken=t')).toBe('/preview/product/S26U/S26U-1?previewToken=t');
    expect(skuPath('cart', 'S25U', 'X')).toBeNull();
  });
});

describe('attrRows', () => {
  const skus = [
    sku('A-1', { 颜色: '黑', 存储: '256' }),
    sku('A-2', { 颜色: '黑', 存储: '512' }, 0),
    sku('B-2', { 颜色: '绿', 存储: '512' }),
    sku('C-1', { 颜色: '白', 存储: '256' }, 10, 'off_sale'),
  ];
  const attrs = [
    { name: '颜色', values: ['黑', '绿', '白'].map((value) => ({ value, hex: null, image: null })) },
    { name: '存储', values: ['256', '512'].map((value) => ({ value, hex: null, image: null })) },
  ];
  it('disables impossible combinations and marks sold-out ones', () => {
    const rows = attrRows({ attrs, skus }, skus[0]!);
    const colour = rows[0]!.options;
    expect(colour.find((o) => o.value === '黑')).toMatchObject({ selected: true, disabled: false });
    expect(colour.find((o) => o.value === '绿')).toMatchObject({ disabled: true, skuCd: null });
    // An off-sale SKU is not a choice.
    expect(colour.find((o) => o.value === '白')).toMatchObject({ disabled: true });
    const storage = rows[1]!.options;
    expect(storage.find((o) => o.value === '512')).toMatchObject({ disabled: false, soldOut: true, skuCd: 'A-2' });
  });
  it('uses the live stock when given', () => {
    const rows = attrRows({ attrs, skus }, skus[0]!, (s) => (s.skuCd === 'A-2' ? 3 : s.stkCnt));
    expect(rows[1]!.options.find((o) => o.value === '512')?.soldOut).toBe(false);
  });
});

describe('stock, ladder and quantity', () => {
  it('stock wording thresholds', () => {
    expect(stockState(0, 5)).toBe('out');
    expect(stockState(5, 5)).toBe('low');
    expect(stockState(6, 5)).toBe('in');
  });
  it('ladder text ascending', () => {
    expect(discountText(950)).toBe('95折');
    expect(discountText(900)).toBe('9折');
    expect(
      ladderText([
        { fullCnt: 3, discount: 900 },
        { fullCnt: 2, discount: 950 },
      ]),
    ).toBe('满2件95折，满3件9折');
  });
  it('quantity is 1..min(stock, limit, 5)', () => {
    expect(maxQuantity(100, 0)).toBe(5);
    expect(maxQuantity(3, 0)).toBe(3);
    expect(maxQuantity(100, 1)).toBe(1);
    expect(maxQuantity(0, 0)).toBe(1);
  });
});

describe('icsFor', () => {
  it('writes the Beijing start as UTC', () => {
    const start = Date.parse('2026-12-01T10:00:00+08:00');
    const ics = icsFor({ title: 'Tab, 秒杀', startMs: start, url: 'https://shop/x', uid: 'u1' }, start - 1000);
    expect(ics).toContain('DTSTART:20261201T020000Z');
    expect(ics).toContain('DTEND:20261201T023000Z');
    expect(ics).toContain('SUMMARY:Tab\\, 秒杀');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });
});

describe('priceNow (the sticky bar repeats the price block)', () => {
  const plain = { typCd: 'MAIN', price: 599900 };
  it('a pre-sale shows its deposit, a flash sale its price against the SKU’s own', () => {
    expect(priceNow({ typCd: 'PRESALE2', price: 20000 }, { price: 799900, origPrice: 799900 }, 20000, null)).toEqual({
      label: '定金',
      amount: 20000,
      was: null,
    });
    expect(priceNow({ typCd: 'SECKILL', price: 499900 }, { price: 599900, origPrice: 649900 }, null, null)).toEqual({
      label: '秒杀价',
      amount: 499900,
      was: 599900,
    });
    expect(priceNow({ typCd: 'SECKILL2', price: 499900 }, { price: 599900, origPrice: 599900 }, null, null).label).toBe('秒杀价');
  });
  it('a bespoke choice its price; otherwise the price, struck original only when higher', () => {
    expect(priceNow(plain, { price: 599900, origPrice: 599900 }, null, 1299900)).toEqual({ label: '定制价', amount: 1299900, was: null });
    expect(priceNow(plain, { price: 599900, origPrice: 649900 }, null, null)).toEqual({ label: '', amount: 599900, was: 649900 });
    expect(priceNow(plain, { price: 599900, origPrice: 599900 }, null, null).was).toBeNull();
  });
});
