/** Loader helpers of the catalogue pages (server only). */
import type { Category, ListingResult, ProductCard } from '@shop/contracts/catalog';
import type { ShopEnvironment } from '@shop/contracts/environment';
import { platformSegment } from '@shop/contracts/environment';
import { catalogEndpoints } from '@shop/contracts/endpoint-refs/catalog';
import type { EndpointInput } from '@shop/contracts/endpoint';
import type { DataCaller, ServerCaller } from '../../lib/api-call';
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

/** The newRec endpoint of the page's platform family. */
export function newRecEndpoint(env: ShopEnvironment) {
  const seg = platformSegment(env);
  return seg === 'pc' ? catalogEndpoints.newRecPc : seg === 'app' ? catalogEndpoints.newRecApp : catalogEndpoints.newRecH5;
}

export interface NewRec {
  newProducts: ProductCard[];
  hotProducts: ProductCard[];
}

export async function fetchNewRec(api: DataCaller, env: ShopEnvironment): Promise<NewRec> {
  const r = await safe<NewRec>(api.get(newRecEndpoint(env)), { newProducts: [], hotProducts: [] });
  return { newProducts: r.newProducts ?? [], hotProducts: r.hotProducts ?? [] };
}

export async function fetchTree(api: DataCaller): Promise<Category[]> {
  const tree = await safe<Category[]>(api.get(catalogEndpoints.categoryTree), []);
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
type ListingEndpoint = typeof catalogEndpoints.list | typeof catalogEndpoints.search;

export async function loadListing(
  api: ServerCaller,
  endpoint: ListingEndpoint,
  state: ListingState,
  base: Record<string, string | undefined>,
): Promise<ListingLoad> {
  // The query as apiQuery writes it (same keys, same order).
  const call = (s: ListingState) =>
    api
      .call(endpoint, { query: Object.fromEntries(new URLSearchParams(apiQuery(s, base))) as EndpointInput<ListingEndpoint>['query'] } as never)
      .catch(() => null);
  const first = await call(state);
  if (first?.ok && first.data) {
    return { result: normalize(first.data), notice: null, applied: state, status: 200 };
  }
  const firstFailure = first && !first.ok ? first.failure : null;
  if (firstFailure?.status === 404) return { result: EMPTY_RESULT, notice: null, applied: state, status: 404 };
  if (firstFailure?.status === 400) {
    const plain: ListingState = { attrs: [], sort: 'default', page: 1 };
    const second = await call(plain);
    if (second?.ok && second.data) {
      return { result: normalize(second.data), notice: '筛选条件无效，已为你显示全部商品。', applied: plain, status: 200 };
    }
    return {
      result: EMPTY_RESULT,
      notice: (second && !second.ok ? second.failure.message : '') || firstFailure.message || '查询条件无效，请修改后重试。',
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
