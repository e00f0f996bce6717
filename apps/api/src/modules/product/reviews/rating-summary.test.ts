import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingSummary, starCounts } from './rating-summary.ts';

const count = fc.integer({ min: 0, max: 100_000 });
const stars = fc.record({ 1: count, 2: count, 3: count, 4: count, 5: count });

describe('ratingSummary', () => {
  it('counts sum to the total, the average lies in 1..5 with one decimal, good rate in 0..100', () => {
    fc.assert(
      fc.property(stars, fc.nat(), (s, pics) => {
        const r = ratingSummary(s, pics);
        expect(r.stars[1] + r.stars[2] + r.stars[3] + r.stars[4] + r.stars[5]).toBe(r.total);
        expect(r.withPictures).toBeLessThanOrEqual(r.total);
        if (r.total === 0) {
          expect(r.totalStar).toBe(0);
          expect(r.goodRate).toBe(0);
        } else {
          expect(r.totalStar).toBeGreaterThanOrEqual(1);
          expect(r.totalStar).toBeLessThanOrEqual(5);
          expect(Math.round(r.totalStar * 10)).toBeCloseTo(r.totalStar * 10, 9);
          expect(r.goodRate).toBeGreaterThanOrEqual(0);
          expect(r.goodRate).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('rounds the average to one decimal and the good rate to a whole percent', () => {
    expect(ratingSummary({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 2 }, 1)).toEqual({
      totalStar: 3.7,
      total: 3,
      withPictures: 1,
      stars: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 2 },
      goodRate: 67,
    });
    // 4.45 exactly rounds up (floating point would give 4.4).
    expect(ratingSummary({ 1: 0, 2: 0, 3: 0, 4: 11, 5: 9 }, 0).totalStar).toBe(4.5);
    expect(ratingSummary({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, 3)).toMatchObject({ total: 0, totalStar: 0, withPictures: 0 });
  });

  it('builds counts from rows, ignoring stars outside 1..5', () => {
    expect(
      starCounts([
        { star: 5, count: 3 },
        { star: 1, count: 1 },
        { star: 0, count: 9 },
        { star: 5, count: 1 },
      ]),
    ).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 4 });
  });
});
