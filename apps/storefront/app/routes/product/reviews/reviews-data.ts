/**
 * Review calls of the product page (commentInfoPage, findComSku, findComs, upVote) and the
 * shapes the section reads (contracts/reviews.ts).
 */
import { reviewReadEndpoints } from '@shop/contracts/endpoint-refs/reviews-read';
import type { DataCaller } from '../../../lib/api-call';
import type { RatingSummary, Review, ReviewGrade, ReviewPage, ReviewSkuCounts, ReviewSort } from '@shop/contracts/reviews';

export type { Review, ReviewPage, ReviewSort };
export type ReviewSummary = RatingSummary;
export type ReviewFilter = { kind: 'all' } | { kind: 'pictures' } | { kind: ReviewGrade } | { kind: 'sku'; skuCd: string };

/** 好评 / 中评 / 差评 with the stars they keep (as the API's REVIEW_GRADE_STARS; the summary counts them). */
export const GRADES: readonly { kind: ReviewGrade; label: string; stars: readonly (1 | 2 | 3 | 4 | 5)[] }[] = [
  { kind: 'good', label: '好评', stars: [4, 5] },
  { kind: 'medium', label: '中评', stars: [3] },
  { kind: 'bad', label: '差评', stars: [1, 2] },
];

/** The orders the list offers, the default first (推荐: pictures, 有用 votes, detail, date — contracts/reviews.ts). */
export const SORTS: readonly { sort: ReviewSort; label: string }[] = [
  { sort: 'recommended', label: '推荐排序' },
  { sort: 'newest', label: '最新' },
];
export type SkuCount = ReviewSkuCounts['skus'][number];

export const PAGE_SIZE = 10;

const EMPTY_PAGE: ReviewPage = { list: [], pageNo: 1, pageSize: PAGE_SIZE, total: 0 };

export async function fetchOverview(api: DataCaller, prodCd: string, sort: ReviewSort = 'recommended') {
  const [info, counts] = await Promise.all([
    api.get(reviewReadEndpoints.commentInfoPage, { body: { prodCd, pageNo: 1, pageSize: PAGE_SIZE, sort } }),
    // The SKU chips are a nicety: without them the list still works.
    api.get(reviewReadEndpoints.findComSku, { body: { prodCd } }).catch(() => null),
  ]);
  return { summary: info.summary, first: info.page ?? EMPTY_PAGE, skus: (counts?.skus ?? []).filter((k) => k.count > 0) };
}

export async function fetchReviews(
  api: DataCaller,
  prodCd: string,
  filter: ReviewFilter,
  pageNo: number,
  sort: ReviewSort = 'recommended',
): Promise<ReviewPage> {
  const body = { prodCd, filter: filter.kind, ...(filter.kind === 'sku' ? { skuCd: filter.skuCd } : {}), sort, pageNo, pageSize: PAGE_SIZE };
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
