/** Loader of 我的积分: summary and one page of the ledger; a lapsed session goes to login. */
import { redirect } from 'react-router';
import { POINTS_TYPES, type PointsPage, type PointsSummary, type PointsType } from '@shop/contracts/points';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { pointsEndpoints } from '@shop/contracts/endpoint-refs/points';
import { signInFor } from '../../../lib/sign-in-href';

export const POINTS_PAGE_SIZE = 10;

export const pointsTypeOf = (v: string | null): PointsType => ((POINTS_TYPES as readonly string[]).includes(v ?? '') ? (v as PointsType) : 'all');

export async function loadPoints(request: Request, context: ShopLoadContext) {
  const url = new URL(request.url);
  const type = pointsTypeOf(url.searchParams.get('type'));
  const pageNo = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const api = serverCaller(context);
  try {
    const [summary, page] = await Promise.all([
      api.get(pointsEndpoints.summary),
      api.get(pointsEndpoints.detail, { body: { type, pageNo, pageSize: POINTS_PAGE_SIZE } }),
    ]);
    return { type, summary, page };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(signInFor(url));
    throw err;
  }
}
