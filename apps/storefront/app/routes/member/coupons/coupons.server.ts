/** Loader of 我的优惠券: one page of the member's coupons of a status, with the counts per status. */
import { redirect } from 'react-router';
import { MY_COUPON_STATUSES, type MyCouponPage, type MyCouponStatus } from '@shop/contracts/points';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { pointsEndpoints } from '@shop/contracts/endpoint-refs/points';
import { signInFor } from '../../../lib/sign-in-href';

export const COUPONS_PAGE_SIZE = 10;

export const couponStatusOf = (v: string | null): MyCouponStatus =>
  (MY_COUPON_STATUSES as readonly string[]).includes(v ?? '') ? (v as MyCouponStatus) : 'unused';

export async function loadCoupons(request: Request, context: ShopLoadContext) {
  const url = new URL(request.url);
  const status = couponStatusOf(url.searchParams.get('status'));
  const pageNo = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  try {
    const page = await serverCaller(context).get(pointsEndpoints.coupons, { body: { status, pageNo, pageSize: COUPONS_PAGE_SIZE } });
    return { status, page };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(signInFor(url));
    throw err;
  }
}
