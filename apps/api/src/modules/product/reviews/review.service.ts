/**
 * Review answers: star summary, filtered pages, SKU filter counts, likes and new reviews.
 * A product is named by its SPU code (replacement codes are accepted); unknown or draft
 * products are 404.
 */
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { maskNickname } from '@shop/contracts/masking';
import { resolveSpuCode } from '@shop/contracts/pdp-rules';
import type {
  CommentInfoPage,
  CommentInfoPageBody,
  FindComsBody,
  Review,
  ReviewLine,
  ReviewLinePage,
  ReviewLineTab,
  ReviewPage,
  ReviewSkuCounts,
  ReviewSort,
  SaveCommentBody,
  UpVoteResult,
} from '@shop/contracts/reviews';
import { REVIEW_GRADE_STARS } from '@shop/contracts/reviews';
import type { ReviewableLine, ReviewPort } from './review-needs.ts';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';
import { ratingSummary, starCounts } from './rating-summary.ts';
import { skuLabel } from './review-label.ts';
import type { ProductRef, ReviewRepository, ReviewRow } from './review.repository.ts';

const ANONYMOUS = '匿名用户';

type LineReview = { id: number; star: number; content: string; images: unknown; anonymous: boolean; created_at: Date };
const imagesOf = (raw: unknown) => (Array.isArray(raw) ? raw.filter((i): i is string => typeof i === 'string') : []);
const withReview = (l: ReviewableLine, r: LineReview | undefined): ReviewLine => ({
  ...l,
  review: r
    ? {
        id: r.id,
        star: r.star,
        content: r.content,
        images: imagesOf(r.images),
        anonymous: r.anonymous,
        createdAt: formatBeijingTime(new Date(r.created_at).getTime()),
      }
    : null,
});

export function createReviewService(repo: ReviewRepository, clock: Clock, port: ReviewPort) {
  async function productOf(prodCd: string): Promise<ProductRef> {
    const product = await repo.product(resolveSpuCode(prodCd).spuCode);
    if (!product || product.status === 'draft') throw fail('E_NOT_FOUND', { message: '商品不存在' });
    return product;
  }

  const toReview = (product: ProductRef, r: ReviewRow): Review => ({
    id: Number(r.id),
    nickname: r.nickname,
    star: r.star,
    content: r.content,
    images: Array.isArray(r.images) ? r.images.filter((i): i is string => typeof i === 'string') : [],
    skuCd: r.sku_code,
    skuNm: r.sku_name ? skuLabel(product.name, r.sku_name, r.sku_attrs) : '',
    upVotes: r.up_votes,
    votedByMe: Boolean(r.voted),
    createdAt: formatBeijingTime(new Date(r.created_at).getTime()),
  });

  async function page(
    product: ProductRef,
    q: { withPictures?: boolean; skuCode?: string; star?: number; stars?: readonly number[]; sort: ReviewSort; pageNo: number; pageSize: number },
    memberId?: number,
  ): Promise<ReviewPage> {
    const { total, rows } = await repo.page({
      spuCode: product.spuCode,
      withPictures: q.withPictures,
      skuCode: q.skuCode,
      star: q.star,
      stars: q.stars,
      sort: q.sort,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
      memberId,
    });
    return { list: rows.map((r) => toReview(product, r)), pageNo: q.pageNo, pageSize: q.pageSize, total };
  }

  /** 409 for a line already reviewed, with the review that stands (the line's current state). */
  async function duplicate(memberId: number, ordNo: string, lineId: number) {
    const kept = (await repo.byLines(memberId, [lineId])).get(lineId);
    return fail('ERR_REVIEW_DUPLICATE', { data: { ordNo, lineId, reviewed: true, reviewId: kept?.id ?? null } });
  }

  return {
    async commentInfoPage(body: CommentInfoPageBody, memberId?: number): Promise<CommentInfoPage> {
      const product = await productOf(body.prodCd);
      const [counts, first] = await Promise.all([repo.starCounts(product.spuCode), page(product, body, memberId)]);
      return { summary: ratingSummary(starCounts(counts.rows), counts.withPictures), page: first };
    },

    async findComs(body: FindComsBody, memberId?: number): Promise<ReviewPage> {
      const product = await productOf(body.prodCd);
      return page(
        product,
        {
          withPictures: body.filter === 'pictures',
          skuCode: body.filter === 'sku' ? body.skuCd : undefined,
          star: body.star,
          stars: body.filter === 'good' || body.filter === 'medium' || body.filter === 'bad' ? REVIEW_GRADE_STARS[body.filter] : undefined,
          sort: body.sort,
          pageNo: body.pageNo,
          pageSize: body.pageSize,
        },
        memberId,
      );
    },

    async findComSku(prodCd: string): Promise<ReviewSkuCounts> {
      const product = await productOf(prodCd);
      const [skus, counts] = await Promise.all([repo.skuCounts(product.spuCode), repo.starCounts(product.spuCode)]);
      return {
        all: counts.rows.reduce((s, r) => s + r.count, 0),
        withPictures: counts.withPictures,
        skus: skus.map((s) => ({ skuCd: s.sku_code, skuNm: s.sku_name ? skuLabel(product.name, s.sku_name, s.sku_attrs) : s.sku_code, count: s.n })),
      };
    },

    async upVote(reviewId: number, memberId: number): Promise<UpVoteResult> {
      const outcome = await repo.upVote(reviewId, memberId);
      if (outcome.kind === 'missing') throw fail('E_NOT_FOUND', { message: '评价不存在或已删除' });
      if (outcome.kind === 'duplicate') throw fail('ERR_LIKE_DUPLICATE', { data: { upVotes: (await repo.upVotes(reviewId)) ?? 0 } });
      return { upVotes: outcome.upVotes };
    },

    /**
     * A review of a delivered (or completed) line of the member's own order, once per line:
     * prodCd/skuCd name the product as before and must match the line; ordNo and lineId name
     * the line. Another member's line answers 404; pictures must be the member's own uploads.
     */
    async save(body: SaveCommentBody, member: { id: number; nickname: string }): Promise<Review> {
      // Off-sale products stay reviewable: buyers review after a product leaves the shelf.
      const product = await productOf(body.prodCd);
      const sku = await repo.skuOf(product.spuCode, body.skuCd);
      if (!sku) throw fail('E_VALIDATION', { message: '所选规格不属于该商品' });
      if (!body.ordNo || !body.lineId) throw fail('ERR_REVIEW_ORDER_REQUIRED');
      const line = await port.line(member.id, body.ordNo, body.lineId);
      if (!line) throw fail('ERR_REVIEW_LINE_NOT_FOUND');
      if (line.skuCd !== sku.skuCode) throw fail('E_VALIDATION', { message: '所选规格与订单商品不符' });
      if (!line.delivered) throw fail('ERR_REVIEW_NOT_DELIVERED');
      if (line.reviewed) throw await duplicate(member.id, body.ordNo, body.lineId);
      const outcome = await repo.insertForLine(port, {
        spuCode: product.spuCode,
        skuCode: sku.skuCode,
        memberId: member.id,
        ordNo: body.ordNo,
        lineId: body.lineId,
        nickname: body.anonymous ? ANONYMOUS : maskNickname(member.nickname),
        anonymous: body.anonymous,
        star: body.star,
        content: body.content,
        images: body.images,
        createdAt: clock.now(),
      });
      switch (outcome.kind) {
        case 'duplicate':
          // A concurrent submit for the line won: same answer as a later second submit.
          throw await duplicate(member.id, body.ordNo, body.lineId);
        case 'missing':
          throw fail('ERR_REVIEW_LINE_NOT_FOUND');
        case 'not-delivered':
          throw fail('ERR_REVIEW_NOT_DELIVERED');
        case 'bad-images':
          throw fail('ERR_REVIEW_IMAGE_NOT_OWN');
      }
      const saved = await repo.byId(outcome.id, member.id);
      if (!saved) throw fail('E_NOT_FOUND', { message: '评价不存在或已删除' });
      return toReview(product, saved);
    },

    /** The member's delivered lines to review (pending) or reviewed (done, with the review). */
    async myLines(memberId: number, q: { tab: ReviewLineTab; pageNo: number; pageSize: number }): Promise<ReviewLinePage> {
      const page = await port.lines(memberId, q);
      const reviews = await repo.byLines(
        memberId,
        page.list.filter((l) => l.reviewed).map((l) => l.lineId),
      );
      return {
        list: page.list.map((l) => withReview(l, reviews.get(l.lineId))),
        total: page.total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        counts: page.counts,
      };
    },

    /** One of the member's own order lines (the review form); another member's answers 404. */
    async myLine(memberId: number, ordNo: string, lineId: number): Promise<ReviewLine> {
      const line = await port.line(memberId, ordNo, lineId);
      if (!line) throw fail('ERR_REVIEW_LINE_NOT_FOUND');
      if (!line.delivered) throw fail('ERR_REVIEW_NOT_DELIVERED');
      const reviews = line.reviewed ? await repo.byLines(memberId, [line.lineId]) : new Map();
      const { delivered: _d, ...rest } = line;
      return withReview(rest, reviews.get(line.lineId));
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
