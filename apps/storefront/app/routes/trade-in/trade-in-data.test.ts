import { describe, expect, it } from 'vitest';
import { deduction, dialogFields, modelLabel, platformsOf, type TradeInModel } from './trade-in-data';

const model = (o: Partial<TradeInModel> = {}): TradeInModel => ({
  code: 'M1',
  platform: 2,
  platformName: '爱回收',
  brand: '苹果',
  name: 'iPhone 15',
  estimate: 300000,
  subsidy: 50000,
  total: 350000,
  ...o,
});

describe('trade-in figures', () => {
  it('never deducts more than the new price', () => {
    expect(deduction(model(), 969900)).toBe(350000);
    expect(deduction(model(), 200000)).toBe(200000);
  });
  it('fills the spec 3 dialog fields from one model and the new price', () => {
    expect(dialogFields(model(), 969900)).toEqual({
      rclmPlf: 2,
      Multiple: [{ code: 'M1', prodNm: 'iPhone 15', brand: '苹果' }],
      OldmachineNewprice: 350000,
      OldmachineOldprice: 300000,
      subsidynewPrice: 619900,
      subsidyoldPrice: 969900,
    });
  });
  it('lists platforms once each in rclmPlf order and names models without doubling the brand', () => {
    expect(platformsOf([model({ platform: 3, platformName: '闪回收' }), model(), model({ platform: 1, platformName: '官方回收' }), model()])).toEqual([
      { platform: 1, name: '官方回收' },
      { platform: 2, name: '爱回收' },
      { platform: 3, name: '闪回收' },
    ]);
    expect(modelLabel(model())).toBe('苹果 iPhone 15');
    expect(modelLabel(model({ brand: '星辰', name: '星辰 S24 Ultra' }))).toBe('星辰 S24 Ultra');
  });
});
