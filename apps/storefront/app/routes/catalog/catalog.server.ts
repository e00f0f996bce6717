/** Loader helpers of the catalogue pages (server only). */
import type { Category, ListingResult, ProductCard } from '@shop/contracts/catalog';
import type { ShopEnvironment } from '@shop/contracts/environment';
import { platformSegment } from '@shop/contracts/environment';
import type { ApiClient } from '../../lib/api-client';
import { apiQuery, type ListingState } from './listing-params';

export const EMPTY_RESULT: ListingResult = { items: [], total: 0, page: 1, pageSize: 24, facets: { categories: [], priceRanges: [], attrs: [] } };

/** A value, or the fallback when the call fails: a missing block must not take the page down. */
export async function safe<T>(p: Promise<T>, fallback: T): Promise<T> {
  try {
    const v = await p;
    return v ?? fallback;
  } catch {
    return fallback;
  }
}

export function newRecPath(env: ShopEnvironment): string {
  const seg = platformSegment(env);
  return seg === 'pc' ? '/api/product/gnb/v1/common/newRec' : `/api/product/${seg}/gnb/v1/common/newRec`;
}

export interface NewRec {
  newProducts: ProductCard[];
  hotProducts: ProductCard[];
}

export async function fetchNewRec(api: ApiClient, env: ShopEnvironment): Promise<NewRec> {
  const r = await safe(api.get<NewRec>(newRecPath(env)), { newProducts: [], hotProducts: [] });
  return { newProducts: r.newProducts ?? [], hotProducts: r.hotProducts ?? [] };
}

export async function fetchTree(api: ApiClient): Promise<Category[]> {
  const tree = await safe(api.get<Category[]>('/api/product/category/tree'), []);
  return Array.isArray(tree) ? tree : [];
}

export function findCategory(tree: Category[], code: string | undefined): { node: Category; parent: Category | null } | null {
  if (!code) return null;
  for (const c of tree) {
    if (c.code === code) return { node: c, parent: null };
    for (const d of c.children ?? []) if (d.code === code) return { node: d, parent: c };
  }
  return null;
}

export interface ListingLoad {
  result: ListingResult;
  /** Shown above the results when the filters were dropped or the call failed. */
  notice: string | null;
  /** The filters the shown result really used (reset when the API refused them). */
  applied: ListingState;
  status: number;
}

/**
 * Calls a listing endpoint with the page state. When the API refuses the filters (400), the
 * unfiltered first page is shown with a notice; any other failure shows a message, never a 500.
 */
export async function loadListing(api: ApiClient, endpoint: string, state: ListingState, base: Record<string, string | undefined>): Promise<ListingLoad> {
  const first = await api.call<ListingResult>(`${endpoint}?${apiQuery(state, base)}`).catch(() => null);
  if (first && first.status < 400 && first.envelope?.success && first.envelope.data) {
    return { result: normalize(first.envelope.data), notice: null, applied: state, status: 200 };
  }
  if (first?.status === 404) return { result: EMPTY_RESULT, notice: null, applied: state, status: 404 };
  if (first?.status === 400) {
    const plain: ListingState = { attrs: [], sort: 'default', page: 1 };
    const second = await api.call<ListingResult>(`${endpoint}?${apiQuery(plain, base)}`).catch(() => null);
    if (second && second.status < 400 && second.envelope?.success && second.envelope.data) {
      return { result: normalize(second.envelope.data), notice: '筛选条件无效，已为你显示全部商品。', applied: plain, status: 200 };
    }
    return {
      result: EMPTY_RESULT,
      notice: second?.envelope?.message || first.envelope?.message || '查询条件无效，请修改后重试。',
      applied: plain,
      status: 200,
    };
  }
  return { result: EMPTY_RESULT, notice: '商品暂时无法加载，请稍后刷新重试。', applied: state, status: 200 };
}

function normalize(r: ListingResult): ListingResult {
  return {
    items: Array.isArray(r.items) ? r.items : [],
    total: Number(r.total) || 0,
    page: Number(r.page) || 1,
    pageSize: Number(r.pageSize) || 24,
    facets: {
      categories: r.facets?.categories ?? [],
      priceRanges: r.facets?.priceRanges ?? [],
      attrs: r.facets?.attrs ?? [],
    },
  };
}
