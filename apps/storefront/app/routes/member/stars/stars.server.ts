/** Loaders of 我的星钻, 星钻明细 and 我的星币; a lapsed session goes to login. */
import { data, redirect } from 'react-router';
import {
  STAR_DETAIL_TYPES,
  type StarCoinInfo,
  type StarCoinPage,
  type StarEntry,
  type StarEntryPage,
  type StarState,
  type StarSummary,
} from '@shop/contracts/stars';
import type { ShopLoadContext } from '@shop/contracts/ssr-context';
import { starsEndpoints } from '@shop/contracts/endpoint-refs/stars';
import { ApiError } from '../../../lib/api-client';
import { serverCaller } from '../../../lib/api-call';
import { signInFor } from '../../../lib/sign-in-href';

export const STAR_PAGE_SIZE = 10;
const HISTORY_ENDPOINTS = {
  effective: starsEndpoints.effectiveHistory,
  pending: starsEndpoints.pendingHistory,
  settled: starsEndpoints.settledHistory,
} as const satisfies Record<StarState, unknown>;
export const starStateOf = (v: string | null): StarState => (v === 'pending' || v === 'settled' ? v : 'effective');
const pageOf = (url: URL) => Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));

async function guarded<T>(request: Request, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const url = new URL(request.url);
    if (err instanceof ApiError && err.status === 401) throw redirect(signInFor(url));
    throw err;
  }
}

export function loadStarDiamonds(request: Request, context: ShopLoadContext) {
  const url = new URL(request.url);
  const state = starStateOf(url.searchParams.get('tab'));
  const pageNo = pageOf(url);
  const api = serverCaller(context);
  return guarded(request, async () => {
    const [summary, expiring, page] = await Promise.all([
      api.get(starsEndpoints.summary),
      api.get(starsEndpoints.expiring),
      api.get(HISTORY_ENDPOINTS[state], { body: { pageNo, pageSize: STAR_PAGE_SIZE } }),
    ]);
    return { state, summary, expiring, page };
  });
}

export function loadStarDetail(request: Request, context: ShopLoadContext, code: string, type: string) {
  const api = serverCaller(context);
  const expected = (STAR_DETAIL_TYPES as Record<string, StarState>)[type];
  return guarded(request, async () => {
    try {
      const entry = await api.get(starsEndpoints.historyDetail, { body: { code } });
      return data({ entry: entry as StarEntry | null, expected: expected ?? null, message: '' });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 400))
        return data({ entry: null as StarEntry | null, expected: expected ?? null, message: err.message }, { status: 404 });
      throw err;
    }
  });
}

export function loadStarCoin(request: Request, context: ShopLoadContext) {
  const url = new URL(request.url);
  const month = url.searchParams.get('month');
  const pageNo = pageOf(url);
  const api = serverCaller(context);
  return guarded(request, async () => {
    const [info, history] = await Promise.all([
      api.get(starsEndpoints.coinInfo, { body: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { month } : {} }),
      api.get(starsEndpoints.coinHistory, { body: { pageNo, pageSize: STAR_PAGE_SIZE } }),
    ]);
    return { info, history };
  });
}
