import { bundleInputSchema, giftCreateSchema } from '@shop/contracts/bundle-admin';
import { describe, expect, it } from 'vitest';
import { bundleFieldOf, giftFieldOf, pathRule, toBundleInput, toGiftInput } from './bundle-input.ts';

const check = async (rule: ReturnType<typeof pathRule>) => {
  const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
  return validator({}, undefined).then(
    () => null,
    (e: Error) => e.message,
  );
};

describe('the 套装 dialog', () => {
  it('sends bundle prices in fen and leaves an empty price out', () => {
    expect(
      toBundleInput({
        name: '套装',
        mainSpuCode: 'S25E',
        items: [
          { skuCode: 'TRIO-WHITE', bundlePriceYuan: 399.9 },
          { skuCode: 'X', bundlePriceYuan: null },
        ],
      }),
    ).toEqual({
      name: '套装',
      mainSpuCode: 'S25E',
      items: [
        { skuCode: 'TRIO-WHITE', bundlePrice: 39_990 },
        { skuCode: 'X', bundlePrice: undefined },
      ],
    });
  });

  it('checks a field inside the item list with the API schema, at its own path', async () => {
    const body = () =>
      toBundleInput({
        name: '套装',
        mainSpuCode: 'S25E',
        items: [
          { skuCode: 'A', bundlePriceYuan: 10 },
          { skuCode: 'A', bundlePriceYuan: 0 },
        ],
      });
    expect(await check(pathRule(bundleInputSchema, ['items', 1, 'bundlePrice'], body))).toBe('套装价须大于0');
    expect(await check(pathRule(bundleInputSchema, ['items', 1, 'skuCode'], body))).toBe('套装商品不能重复');
    expect(await check(pathRule(bundleInputSchema, ['items', 0, 'bundlePrice'], body))).toBeNull();
  });

  it('puts each refusal under its field, or nowhere', () => {
    expect(bundleFieldOf({ code: 'ERR_ADMIN_BUNDLE_MAIN_SPU', message: '主商品 X 不存在', data: null })).toBe('mainSpuCode');
    expect(bundleFieldOf({ code: 'ERR_ADMIN_BUNDLE_PRICE_ABOVE', message: '套装价不能高于…', data: { index: 2, price: 100 } })).toEqual([
      'items',
      2,
      'bundlePriceYuan',
    ]);
    expect(bundleFieldOf({ code: 'ERR_ADMIN_BUNDLE_ITEM_SKU', message: '…', data: { index: 0 } })).toEqual(['items', 0, 'skuCode']);
    expect(bundleFieldOf({ code: 'E_VALIDATION', message: '…', data: { issues: [{ path: 'items.1.bundlePrice' }] } })).toEqual(['items', 1, 'bundlePriceYuan']);
    expect(bundleFieldOf({ code: 'E_VALIDATION', message: '…', data: { issues: [{ path: 'name' }] } })).toBe('name');
    expect(bundleFieldOf({ code: 'E_INTERNAL', message: '…', data: null })).toBeNull();
  });
});

describe('the 赠品 dialog', () => {
  it('sends the remark empty rather than missing, and refuses a gift that is the SKU itself', () => {
    expect(toGiftInput({ skuCode: 'A', giftSkuCode: 'B', qty: 2 })).toEqual({ skuCode: 'A', giftSkuCode: 'B', qty: 2, remark: '' });
    expect(giftCreateSchema.safeParse(toGiftInput({ skuCode: 'A', giftSkuCode: 'a', qty: 1 })).error?.issues[0]?.message).toBe('赠品不能是商品自己');
    expect(giftFieldOf({ code: 'ERR_ADMIN_GIFT_EXISTS', message: '该SKU已设置这个赠品', data: null })).toBe('giftSkuCode');
    expect(giftFieldOf({ code: 'ERR_ADMIN_GIFT_SKU', message: '…', data: null })).toBe('skuCode');
  });
});
