/**
 * Review reads and writes. Only published reviews are shown; a vote and its count change in
 * one transaction; a review of an order line is inserted in the transaction that marks the
 * line reviewed, so it is kept once per line.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@shop/db';
import type { ReviewPort } from './review-needs.ts';
import { areOwnReviewUploads } from './own-uploads.ts';
import { REVIEW_DETAILED_MIN, type ReviewSort } from '@shop/contracts/reviews';

export interface ProductRef {
  spuCode: string;
  name: string;
  status: string;
}

export type ReviewRow = {
  id: number;
  sku_code: string;
  nickname: string;
  star: number;
  content: string;
  images: unknown;
  up_votes: number;
  created_at: Date;
  sku_name: string | null;
  sku_attrs: Record<string, string> | null;
  voted: boolean;
};

export interface ReviewQuery {
  spuCode: string;
  withPictures?: boolean;
  skuCode?: string;
  star?: number;
  /** Only these stars (好评 / 中评 / 差评). */
  stars?: readonly number[];
  /** Default recommended (contracts/reviews.ts REVIEW_SORTS). */
  sort?: ReviewSort;
  limit: number;
  offset: number;
  /** For votedByMe. */
  memberId?: number;
}

/** has_images: a stored column generated from images (schema/catalog.ts). */
const hasPictures = sql`r.has_images`;

function where(q: Pick<ReviewQuery, 'spuCode' | 'withPictures' | 'skuCode' | 'star' | 'stars'>): SQL {
  return sql`r.spu_code = ${q.spuCode} AND r.status = 'published'
    ${q.withPictures ? sql`AND ${hasPictures}` : sql``}
    ${q.skuCode ? sql`AND r.sku_code = ${q.skuCode}` : sql``}
    ${q.star ? sql`AND r.star = ${q.star}` : sql``}
    ${
      q.stars?.length
        ? sql`AND r.star IN (${sql.join(
            q.stars.map((n) => sql`${n}`),
            sql`, `,
          )})`
        : sql``
    }`;
}

/**
 * The list orders of contracts/reviews.ts; id last, so pages never overlap. The recommended
 * order's first keys are those of product_reviews_recommended_idx; the database sorts the
 * rest within those groups (incremental sort).
 */
function orderBy(sort: ReviewSort): SQL {
  if (sort === 'newest') return sql`r.created_at DESC, r.id DESC`;
  // NULLS LAST as the index is built (the columns are NOT NULL: the same order either way).
  return sql`r.has_images DESC NULLS LAST, r.up_votes DESC NULLS LAST, (char_length(r.content) >= ${REVIEW_DETAILED_MIN}) DESC, r.created_at DESC, r.id DESC`;
}

export type LineInsertOutcome = { kind: 'duplicate' | 'missing' | 'not-delivered' | 'bad-images' } | { kind: 'inserted'; id: number };

class BadImages extends Error {}

export function createReviewRepository(database: Database) {
  const { db } = database;

  return {
    async product(spuCode: string): Promise<ProductRef | undefined> {
      const result = await db.execute<{ spu_code: string; name: string; status: string }>(
        sql`SELECT spu_code, name, status FROM products WHERE spu_code = ${spuCode}`,
      );
      const row = result.rows[0];
      return row && { spuCode: row.spu_code, name: row.name, status: row.status };
    },

    /** The SKU if it belongs to the product. */
    async skuOf(spuCode: string, skuCode: string): Promise<{ skuCode: string; status: string } | undefined> {
      const result = await db.execute<{ sku_code: string; status: string }>(sql`
        SELECT s.sku_code, s.status FROM skus s JOIN products p ON p.id = s.product_id WHERE p.spu_code = ${spuCode} AND s.sku_code = ${skuCode}`);
      const row = result.rows[0];
      return row && { skuCode: row.sku_code, status: row.status };
    },

    /** Per-star counts and how many have pictures. */
    async starCounts(spuCode: string): Promise<{ rows: { star: number; count: number }[]; withPictures: number }> {
      const result = await db.execute<{ star: number; n: number; pics: number }>(sql`
        SELECT r.star, count(*)::int AS n, (count(*) FILTER (WHERE ${hasPictures}))::int AS pics
        FROM product_reviews r WHERE ${where({ spuCode })} GROUP BY r.star`);
      return { rows: result.rows.map((r) => ({ star: r.star, count: r.n })), withPictures: result.rows.reduce((s, r) => s + r.pics, 0) };
    },

    /** One page in the asked order (recommended unless said). */
    async page(q: ReviewQuery): Promise<{ total: number; rows: ReviewRow[] }> {
      const voted = q.memberId ? sql`EXISTS (SELECT 1 FROM review_votes v WHERE v.review_id = r.id AND v.member_id = ${q.memberId})` : sql`false`;
      const [countResult, pageResult] = await Promise.all([
        db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_reviews r WHERE ${where(q)}`),
        db.execute<ReviewRow>(sql`
          SELECT r.id, r.sku_code, r.nickname, r.star, r.content, r.images, r.up_votes, r.created_at,
                 s.name AS sku_name, s.attrs AS sku_attrs, ${voted} AS voted
          FROM product_reviews r LEFT JOIN skus s ON s.sku_code = r.sku_code
          WHERE ${where(q)}
          ORDER BY ${orderBy(q.sort ?? 'recommended')}
          LIMIT ${q.limit} OFFSET ${q.offset}`),
      ]);
      return { total: countResult.rows[0]?.n ?? 0, rows: pageResult.rows };
    },

    /** SKUs that have published reviews, in the product's SKU order, with their counts. */
    async skuCounts(spuCode: string): Promise<{ sku_code: string; sku_name: string | null; sku_attrs: Record<string, string> | null; n: number }[]> {
      const result = await db.execute<{ sku_code: string; sku_name: string | null; sku_attrs: Record<string, string> | null; n: number }>(sql`
        SELECT r.sku_code, s.name AS sku_name, s.attrs AS sku_attrs, count(*)::int AS n
        FROM product_reviews r LEFT JOIN skus s ON s.sku_code = r.sku_code
        WHERE ${where({ spuCode })}
        GROUP BY r.sku_code, s.name, s.attrs, s.sort_order
        ORDER BY s.sort_order NULLS LAST, r.sku_code`);
      return result.rows;
    },

    async byId(id: number, memberId?: number): Promise<ReviewRow | undefined> {
      const voted = memberId ? sql`EXISTS (SELECT 1 FROM review_votes v WHERE v.review_id = r.id AND v.member_id = ${memberId})` : sql`false`;
      const result = await db.execute<ReviewRow>(sql`
        SELECT r.id, r.sku_code, r.nickname, r.star, r.content, r.images, r.up_votes, r.created_at,
               s.name AS sku_name, s.attrs AS sku_attrs, ${voted} AS voted
        FROM product_reviews r LEFT JOIN skus s ON s.sku_code = r.sku_code
        WHERE r.id = ${id} AND r.status = 'published'`);
      return result.rows[0];
    },

    /**
     * One like per member: the vote row is inserted first (ON CONFLICT DO NOTHING) and the
     * count raised only when it was, in the same transaction — parallel clicks count once.
     */
    async upVote(reviewId: number, memberId: number): Promise<{ kind: 'missing' } | { kind: 'duplicate' } | { kind: 'voted'; upVotes: number }> {
      return db.transaction(async (tx) => {
        // No row lock here: FOR SHARE would deadlock parallel likes against the UPDATE below.
        const exists = await tx.execute<{ id: number }>(sql`SELECT id FROM product_reviews WHERE id = ${reviewId} AND status = 'published'`);
        if (exists.rows.length === 0) return { kind: 'missing' as const };
        const inserted = await tx.execute(
          sql`INSERT INTO review_votes (review_id, member_id) VALUES (${reviewId}, ${memberId}) ON CONFLICT DO NOTHING RETURNING review_id`,
        );
        if (inserted.rows.length === 0) return { kind: 'duplicate' as const };
        const updated = await tx.execute<{ up_votes: number }>(
          sql`UPDATE product_reviews SET up_votes = up_votes + 1 WHERE id = ${reviewId} RETURNING up_votes`,
        );
        return { kind: 'voted' as const, upVotes: updated.rows[0].up_votes };
      });
    },

    async upVotes(reviewId: number): Promise<number | undefined> {
      const result = await db.execute<{ up_votes: number }>(sql`SELECT up_votes FROM product_reviews WHERE id = ${reviewId}`);
      return result.rows[0]?.up_votes;
    },

    /**
     * A review of one delivered order line: the line is marked reviewed by one conditional
     * UPDATE (through the order module's review port) and the review inserted in the same
     * transaction, so a second or concurrent submit marks nothing and inserts nothing. The
     * pictures must be the member's own review uploads.
     */
    async insertForLine(
      port: ReviewPort,
      row: {
        spuCode: string;
        skuCode: string;
        memberId: number;
        ordNo: string;
        lineId: number;
        nickname: string;
        anonymous: boolean;
        star: number;
        content: string;
        images: string[];
        createdAt: Date;
      },
    ): Promise<LineInsertOutcome> {
      return db
        .transaction(async (tx) => {
          const marked = await port.markReviewed(tx, row.memberId, row.ordNo, row.lineId);
          if (marked !== 'marked') return { kind: marked };
          if (!(await areOwnReviewUploads(tx, row.memberId, row.images))) {
            // Undo the mark: nothing of this submit may stay.
            throw new BadImages();
          }
          const inserted = await tx.execute<{ id: number }>(sql`
          INSERT INTO product_reviews (spu_code, sku_code, member_id, nickname, anonymous, star, content, images, order_no, order_line_id, created_at)
          VALUES (${row.spuCode}, ${row.skuCode}, ${row.memberId}, ${row.nickname}, ${row.anonymous}, ${row.star}, ${row.content}, ${JSON.stringify(row.images)}::jsonb,
                  ${row.ordNo}, ${row.lineId}, ${row.createdAt})
          ON CONFLICT (order_line_id) WHERE order_line_id IS NOT NULL DO NOTHING
          RETURNING id`);
          if (inserted.rows.length === 0) return { kind: 'duplicate' as const };
          return { kind: 'inserted' as const, id: Number(inserted.rows[0].id) };
        })
        .catch((err: unknown) => {
          if (err instanceof BadImages) return { kind: 'bad-images' as const };
          throw err;
        });
    },

    /** The member's reviews of these order lines (the 已评价 tab). */
    async byLines(
      memberId: number,
      lineIds: number[],
    ): Promise<Map<number, { id: number; star: number; content: string; images: unknown; anonymous: boolean; created_at: Date }>> {
      const out = new Map<number, { id: number; star: number; content: string; images: unknown; anonymous: boolean; created_at: Date }>();
      if (lineIds.length === 0) return out;
      const result = await db.execute<{
        id: string;
        order_line_id: string;
        star: number;
        content: string;
        images: unknown;
        anonymous: boolean;
        created_at: Date;
      }>(sql`
        SELECT id, order_line_id, star, content, images, anonymous, created_at FROM product_reviews
        WHERE member_id = ${memberId} AND order_line_id IN (${sql.join(
          lineIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      for (const r of result.rows) out.set(Number(r.order_line_id), { ...r, id: Number(r.id) });
      return out;
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
