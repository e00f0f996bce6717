/** Beijing days and wall clock (UTC+8), with properties around midnight. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { beijingDate, beijingDayStart, beijingWall, beijingYear, formatBeijingTime, parseBeijingTime } from './beijing-time.ts';

const DAY = 86_400_000;
/** Beijing midnights from 1970-01-02 to 2100. */
const MIDNIGHT = fc.integer({ min: 1, max: 47_480 }).map((d) => d * DAY - 8 * 3_600_000);

describe('Beijing time', () => {
  it('parses wall-clock strings as UTC+8 and formats back', () => {
    expect(parseBeijingTime('2026-01-01 08:00:00')).toBe(Date.UTC(2026, 0, 1));
    expect(parseBeijingTime('2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
    expect(parseBeijingTime('yesterday')).toBeNaN();
    expect(formatBeijingTime(Date.UTC(2026, 2, 9, 16, 0))).toBe('2026-03-10 00:00:00');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (sec) => {
        expect(parseBeijingTime(formatBeijingTime(sec * 1000))).toBe(sec * 1000);
      }),
    );
  });

  it('starts the day at Beijing midnight: t−1 ms is the day before, t and t+1 ms the day itself', () => {
    fc.assert(
      fc.property(MIDNIGHT, (t) => {
        expect(beijingDayStart(t - 1).getTime()).toBe(t - DAY);
        expect(beijingDayStart(t).getTime()).toBe(t);
        expect(beijingDayStart(t + 1).getTime()).toBe(t);
        expect(formatBeijingTime(t)).toMatch(/ 00:00:00$/);
        expect(formatBeijingTime(t - 1)).toMatch(/ 23:59:59$/);
        expect(beijingDate(t)).toBe(formatBeijingTime(t).slice(0, 10));
        expect(beijingDate(t - 1)).not.toBe(beijingDate(t));
        expect(beijingDate(t + 1)).toBe(beijingDate(t));
        expect(beijingWall(t).getUTCHours()).toBe(0);
      }),
    );
  });

  it("starts any instant's day at most a day earlier, at a Beijing midnight", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const start = beijingDayStart(ms).getTime();
        expect(start).toBeLessThanOrEqual(ms);
        expect(ms - start).toBeLessThan(DAY);
        expect(formatBeijingTime(start)).toBe(`${beijingDate(ms)} 00:00:00`);
      }),
    );
  });

  it('turns the year at Beijing midnight, eight hours before UTC', () => {
    expect(beijingYear(Date.parse('2026-12-31T15:59:59.999Z'))).toBe(2026);
    expect(beijingYear(Date.parse('2026-12-31T16:00:00Z'))).toBe(2027);
    expect(beijingYear(Date.parse('2026-12-31T16:30:00Z'))).toBe(2027);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(String(beijingYear(ms))).toBe(beijingDate(ms).slice(0, 4));
      }),
    );
  });
});
