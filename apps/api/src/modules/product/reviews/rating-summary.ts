/** The star summary of a product's reviews, from per-star counts. Pure, so it is property-tested. */
import type { RatingSummary, StarCounts } from '@shop/contracts/reviews';

export function ratingSummary(stars: StarCounts, withPictures: number): RatingSummary {
  const counts: StarCounts = { 1: stars[1] ?? 0, 2: stars[2] ?? 0, 3: stars[3] ?? 0, 4: stars[4] ?? 0, 5: stars[5] ?? 0 };
  const total = counts[1] + counts[2] + counts[3] + counts[4] + counts[5];
  if (total === 0) return { totalStar: 0, total: 0, withPictures: 0, stars: counts, goodRate: 0 };
  const sum = counts[1] + 2 * counts[2] + 3 * counts[3] + 4 * counts[4] + 5 * counts[5];
  // One decimal, rounded half up on the exact ratio (integer maths avoids 4.45 → 4.4).
  const totalStar = Math.round((sum * 10) / total) / 10;
  const goodRate = Math.round(((counts[4] + counts[5]) * 100) / total);
  return { totalStar, total, withPictures: Math.min(withPictures, total), stars: counts, goodRate };
}

/** Per-star counts from (star, count) rows; stars outside 1..5 are ignored. */
export function starCounts(rows: readonly { star: number; count: number }[]): StarCounts {
  const counts: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of rows) if (r.star >= 1 && r.star <= 5 && Number.isInteger(r.star)) counts[r.star as 1 | 2 | 3 | 4 | 5] += r.count;
  return counts;
}
