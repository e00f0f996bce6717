/** How a member coupon reads on its card: where 去使用 leads, the discount and the dates. */
import type { MyCoupon } from '@shop/contracts/points';

/** Where 去使用 leads: the whole shop, the first category of the scope, or the product. */
export function couponUseHref(c: Pick<MyCoupon, 'scopeType' | 'scopeCodes'>): string {
  const code = c.scopeCodes[0];
  if (c.scopeType === 'category' && code) return `/list/${encodeURIComponent(code)}`;
  if (c.scopeType === 'spu' && code) return `/product/${encodeURIComponent(code)}`;
  return '/list';
}

/** 950 per-mille → "9.5折"; 900 → "9折". */
export const discountText = (perMille: number) => `${(perMille / 100).toFixed(perMille % 100 === 0 ? 0 : 1)}折`;

/** '2026-11-22 15:00:00' → '2026.11.22'. */
export const dayText = (t: string) => t.slice(0, 10).replaceAll('-', '.');
