/**
 * Review calls of the product page (commentInfoPage, findComSku, findComs, upVote) and the
 * shapes the section reads (contracts/reviews.ts).
 */
import { reviewReadEndpoints } from '@shop/contracts/endpoint-refs/reviews-read';
import type { DataCaller } from '../../../lib/api-call';
import type { RatingSummary, Review, ReviewPage, ReviewSkuCounts } from '@shop/contracts/reviews';

export type { Review, ReviewPage };
export type ReviewSummary = RatingSummary;
export type ReviewFilter = { kind: 'all' } | { kind: 'pictures' } | { kind: 'sku'; skuCd: string };
export type SkuCount = ReviewSkuCounts['skus'][number];

export const PAGE_SIZE = 10;

const EMPTY_PAGE: ReviewPage = { list: [], pageNo: 1, pageSize: PAGE_SIZE, total: 0 };

export async function fetchOverview(api: DataCaller, prodCd: string) {
  const [info, counts] = await Promise.all([
    api.get(reviewReadEndpoints.commentInfoPage, { body: { prodCd, pageNo: 1, pageSize: PAGE_SIZE } }),
    // The SKU chips are a nicety: without them the list still works.
    api.get(reviewReadEndpoints.findComSku, { body: { prodCd } }).catch(() => null),
  ]);
  return { summary: info.summary, first: info.page ?? EMPTY_PAGE, skus: (counts?.skus ?? []).filter((k) => k.count > 0) };
}

export async function fetchReviews(api: DataCaller, prodCd: string, filter: ReviewFilter, pageNo: number): Promise<ReviewPage> {
  const body = { prodCd, filter: filter.kind, ...(filter.kind === 'sku' ? { skuCd: filter.skuCd } : {}), pageNo, pageSize: PAGE_SIZE };
  return (await api.get(reviewReadEndpoints.findComs, { body })) ?? EMPTY_PAGE;
}

export async function upVote(api: DataCaller, id: number): Promise<number> {
  return (await api.get(reviewReadEndpoints.upVote, { params: { id } })).upVotes;
}

/** 'YYYY-MM-DD HH:mm:ss' (Beijing) or ISO → 'YYYY-MM-DD'. */
export function reviewDate(createdAt: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(createdAt);
  return m ? m[1] : createdAt;
}
