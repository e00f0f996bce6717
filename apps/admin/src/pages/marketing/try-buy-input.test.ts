import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldOf, toInput } from './try-buy-input.ts';

describe('the 先试后买 dialog', () => {
  it('sends times as epoch ms and leaves empty numbers out', () => {
    const begin = dayjs('2026-11-28T10:00:00+08:00');
    expect(toInput({ skuCode: 'A36-VIOLET-2', title: '试用', trialDays: 7, unitsTotal: null, beginAt: begin, endAt: null })).toEqual({
      skuCode: 'A36-VIOLET-2',
      title: '试用',
      trialDays: 7,
      unitsTotal: undefined,
      beginAt: begin.valueOf(),
      endAt: undefined,
    });
  });

  it('puts each refusal under its field, or nowhere', () => {
    expect(fieldOf({ code: 'ERR_ADMIN_FLASH_SKU_NOT_FOUND', message: '商品SKU X 不存在或未发布', data: null })).toBe('skuCode');
    expect(fieldOf({ code: 'ERR_ADMIN_TRYBUY_OVERLAP', message: '该SKU在这段时间已有试用活动', data: null })).toBe('beginAt');
    expect(fieldOf({ code: 'ERR_ADMIN_TRYBUY_UNITS_BELOW_TAKEN', message: '试用名额不能少于已申请的数量', data: { taken: 2 } })).toBe('unitsTotal');
    expect(fieldOf({ code: 'E_VALIDATION', message: '试用天数至少7天', data: { issues: [{ path: 'trialDays', message: '试用天数至少7天' }] } })).toBe(
      'trialDays',
    );
    expect(fieldOf({ code: 'E_VALIDATION', message: '申请结束时间须晚于当前时间', data: null })).toBe('endAt');
    expect(fieldOf({ code: 'ERR_ADMIN_TRYBUY_ENDED', message: '试用活动已结束，不能再修改', data: null })).toBeNull();
  });
});
