import { describe, expect, it } from 'vitest';
import { activityBody, checkedBody, fieldByCode } from './activity-input.ts';

const fieldOf = fieldByCode({
  ERR_ADMIN_FLASH_SKU_NOT_FOUND: 'skuCode',
  ERR_ADMIN_PRESALE_TERMS: (e) => (e.data as { field?: string } | null)?.field ?? 'deposit',
});

describe('the 营销 activity dialogs', () => {
  it('send the SKU with a new activity and leave it out of an edit', () => {
    const body = { name: '双12 限时秒杀', skuCode: 'S25-BLACK-1', actStock: 10 };
    expect(activityBody(body, false)).toEqual(body);
    expect(activityBody(body, true)).toEqual({ name: '双12 限时秒杀', actStock: 10 });
  });

  it('check an edit with a stand-in for its fixed SKU', () => {
    expect(checkedBody({ name: '新品预售', skuCode: undefined }, false)).toEqual({ name: '新品预售', skuCode: undefined });
    expect(checkedBody({ name: '新品预售', skuCode: undefined }, true)).toEqual({ name: '新品预售', skuCode: 'EDIT' });
  });

  it('put a refusal under the field its code names, or the one the API names, or nowhere', () => {
    expect(fieldOf({ code: 'ERR_ADMIN_FLASH_SKU_NOT_FOUND', message: '商品SKU X 不存在或未发布', data: null })).toBe('skuCode');
    expect(fieldOf({ code: 'ERR_ADMIN_PRESALE_TERMS', message: '膨胀金额不能低于定金', data: { field: 'swellAmt' } })).toBe('swellAmt');
    expect(fieldOf({ code: 'ERR_ADMIN_PRESALE_TERMS', message: '定金须低于售价', data: null })).toBe('deposit');
    expect(fieldOf({ code: 'ERR_ADMIN_PRESALE_ENDED', message: '预售已结束，不能再修改', data: null })).toBeNull();
    // A code that is a name on every object is still not one of the listed.
    expect(fieldOf({ code: 'toString', message: '', data: null })).toBeNull();
  });
});
