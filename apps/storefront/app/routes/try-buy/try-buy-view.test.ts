import { describe, expect, it } from 'vitest';
import { refundSumText, trialDaysLeftText, tryBuyDetailPath, tryBuyReturnPath, tryBuyRules } from './try-buy-view';

describe('try-buy view', () => {
  it('reads the days left, 今天结束 on the last day', () => {
    expect(trialDaysLeftText(7)).toBe('试用中 · 剩余 7 天');
    expect(trialDaysLeftText(1)).toBe('试用中 · 剩余 1 天');
    expect(trialDaysLeftText(0)).toBe('试用中 · 今天结束');
  });
  it('builds the screens’ paths', () => {
    expect(tryBuyReturnPath('202611280001')).toBe('/Personalcenter/Personal_AfterSales_apply/returnGoodsTryBuy/202611280001');
    expect(tryBuyDetailPath('AS12345678')).toBe('/Personalcenter/Personal_AfterSales_DetailsTryBuy/AS12345678');
  });
  it('states the rules with the trial length', () => {
    expect(tryBuyRules(10).some((r) => r.includes('试用 10 天'))).toBe(true);
    expect(tryBuyRules(null).some((r) => r.includes('活动规定的天数'))).toBe(true);
    expect(tryBuyRules(7).join('')).toContain('每位会员每个试用活动限申请一次');
  });
  it('writes the refund sum in yuan', () => {
    expect(refundSumText(599_900, 10_000, 589_900)).toBe('¥5,999 − ¥100 = ¥5,899');
  });
});
