import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { estimateDelivery, isDeliverable, isRemote } from './delivery-estimate.ts';

/** A Beijing wall-clock instant as epoch ms. */
const bj = (iso: string) => Date.parse(`${iso}+08:00`);
const SHANGHAI = { provinceCode: '310000', cityCode: '310100' };

describe('estimateDelivery', () => {
  it('ships the same day up to 15:59:59 and the next day from 16:00:00 (Beijing time)', () => {
    const before = estimateDelivery(bj('2026-11-23T15:59:59'), SHANGHAI, 'phone');
    expect(before).toMatchObject({ deliveryDate: '2026-11-24', weekday: '周二', days: 1, shipsToday: true, deliveryTyp: 2, cutoff: '16:00' });
    expect(before.text).toBe('现在下单，预计11月24日（周二）送达');
    const at = estimateDelivery(bj('2026-11-23T16:00:00'), SHANGHAI, 'phone');
    expect(at).toMatchObject({ deliveryDate: '2026-11-25', weekday: '周三', days: 2, shipsToday: false });
  });

  it('reads the clock in Beijing time, not UTC', () => {
    // 2026-11-23 23:30 UTC is already 07:30 on the 24th in Beijing.
    const e = estimateDelivery(Date.parse('2026-11-23T23:30:00Z'), SHANGHAI, 'phone');
    expect(e).toMatchObject({ deliveryDate: '2026-11-25', days: 1, shipsToday: true });
  });

  it('counts days by zone distance from the nearest hub', () => {
    const at = bj('2026-11-23T10:00:00');
    const days = (provinceCode: string, cityCode: string) => estimateDelivery(at, { provinceCode, cityCode }, 'phone').days;
    expect(days('110000', '110100')).toBe(1); // 华北
    expect(days('440000', '440300')).toBe(1); // 华南
    expect(days('210000', '210100')).toBe(2); // 东北, neighbouring
    expect(days('420000', '420100')).toBe(2); // 华中
    expect(days('510000', '510100')).toBe(3); // 西南, far
    expect(days('610000', '610100')).toBe(4); // 西北, far
  });

  it('adds two days for remote areas', () => {
    const at = bj('2026-11-23T10:00:00');
    expect(isRemote({ provinceCode: '540000', cityCode: '540100' })).toBe(true);
    expect(isRemote({ provinceCode: '460000', cityCode: '460300' })).toBe(true);
    expect(isRemote({ provinceCode: '460000', cityCode: '460100' })).toBe(false);
    expect(estimateDelivery(at, { provinceCode: '540000', cityCode: '540100' }, 'phone')).toMatchObject({ days: 5, remote: true });
    expect(estimateDelivery(at, { provinceCode: '460000', cityCode: '460300' }, 'earbuds')).toMatchObject({ days: 3, remote: true });
  });

  it('gives large appliances one more day, by appointment, and refuses remote areas except the capitals', () => {
    const at = bj('2026-11-23T10:00:00');
    const tv = estimateDelivery(at, SHANGHAI, 'tv');
    expect(tv).toMatchObject({ days: 2, deliveryTyp: 1, deliveryDate: '2026-11-25' });
    expect(tv.text).toContain('预约');
    expect(isDeliverable({ provinceCode: '540000', cityCode: '540100' }, 'fridge')).toBe(false);
    expect(isDeliverable({ provinceCode: '650000', cityCode: '650200' }, 'tv')).toBe(false);
    expect(isDeliverable({ provinceCode: '650000', cityCode: '650100' }, 'tv')).toBe(true);
    expect(isDeliverable({ provinceCode: '630000', cityCode: '630100' }, 'washer')).toBe(true);
    expect(isDeliverable({ provinceCode: '630000', cityCode: '630200' }, 'washer')).toBe(false);
    expect(isDeliverable({ provinceCode: '460000', cityCode: '460300' }, 'tv')).toBe(false);
    expect(isDeliverable({ provinceCode: '540000', cityCode: '540100' }, 'phone')).toBe(true);
    expect(estimateDelivery(at, { provinceCode: '650000', cityCode: '650100' }, 'tv').days).toBe(4 + 2 + 1);
  });

  it('never delivers to 港澳台', () => {
    for (const p of ['710000', '810000', '820000']) {
      expect(isDeliverable({ provinceCode: p, cityCode: `${p.slice(0, 2)}0100` }, 'phone')).toBe(false);
      expect(() => estimateDelivery(0, { provinceCode: p, cityCode: `${p.slice(0, 2)}0100` }, 'phone')).toThrow(RangeError);
    }
  });

  it('crosses month and year ends', () => {
    expect(estimateDelivery(bj('2026-12-31T17:00:00'), SHANGHAI, 'phone').deliveryDate).toBe('2027-01-02');
    expect(estimateDelivery(bj('2028-02-28T09:00:00'), SHANGHAI, 'phone').deliveryDate).toBe('2028-02-29');
  });

  it('property: the date is never before today and days ≥ 1', () => {
    const provinces = [
      ['310000', '310100'],
      ['110000', '110100'],
      ['540000', '540100'],
      ['650000', '650100'],
      ['210000', '210100'],
      ['460000', '460300'],
    ] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(...provinces),
        fc.constantFrom('phone', 'watch', 'tv', 'fridge', 'washer', 'accessory'),
        (now, [provinceCode, cityCode], type) => {
          const dest = { provinceCode, cityCode };
          if (!isDeliverable(dest, type)) return;
          const e = estimateDelivery(now, dest, type);
          const today = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
          expect(e.days).toBeGreaterThanOrEqual(1);
          expect(e.deliveryDate > today).toBe(true);
          expect(e.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          // days really is the calendar distance
          expect((Date.parse(e.deliveryDate) - Date.parse(today)) / 86_400_000).toBe(e.days);
        },
      ),
    );
  });
});
