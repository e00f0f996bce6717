/** The visitor conversion rule and the beacon's once-a-day gate and body (issue #16 概览). */
import { describe, expect, it } from 'vitest';
import { parseBeijingTime } from './beijing-time.ts';
import { visitBeaconSchema, visitDue, visitorConversion } from './visits.ts';

describe('visitorConversion', () => {
  it('is orders placed ÷ unique visitors', () => {
    expect(visitorConversion(3, 120)).toBe(0.025);
    expect(visitorConversion(0, 40)).toBe(0);
    expect(visitorConversion(5, 5)).toBe(1);
  });
  it('is null, not 0 or Infinity, without visitors', () => {
    expect(visitorConversion(0, 0)).toBeNull();
    expect(visitorConversion(2, 0)).toBeNull();
  });
});

describe('visitDue', () => {
  const lateEvening = parseBeijingTime('2026-11-28 23:59:59');
  it('is due once per Beijing day: not again the same day, again after Beijing midnight', () => {
    expect(visitDue(null, lateEvening)).toBe(true);
    expect(visitDue('2026-11-28', lateEvening)).toBe(false);
    expect(visitDue('2026-11-28', lateEvening + 1000)).toBe(true);
    // 16:00 UTC is already the next day in Beijing.
    expect(visitDue('2026-11-28', Date.parse('2026-11-28T16:00:00Z'))).toBe(true);
  });
});

describe('visitBeaconSchema', () => {
  it('takes a uuid and nothing else', () => {
    expect(visitBeaconSchema.safeParse({ visitorId: '0b8f6a2e-4c1d-4e5f-9a7b-3c2d1e0f9a8b' }).success).toBe(true);
    const bad = visitBeaconSchema.safeParse({ visitorId: 'not-an-id' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('访客标识格式不正确');
    expect(visitBeaconSchema.safeParse({ visitorId: '0b8f6a2e-4c1d-4e5f-9a7b-3c2d1e0f9a8b', mobile: '13800000000' }).success).toBe(false);
  });
});
