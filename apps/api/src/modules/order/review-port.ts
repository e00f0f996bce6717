/**
 * What the review module may know of orders (issue #6): a member's order lines that can be
 * reviewed (order delivered or completed) and marking one reviewed. Marking is one
 * conditional UPDATE (reviewed = false → true) inside the review's transaction, so a second
 * or concurrent submit for the same line finds nothing to mark and no second review is kept.
 * A line's picture comes from the catalogue's SKU view (product type, colour), joined in.
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import type { ProductType } from '@shop/contracts';
import { productImageUrl } from '../media/index.ts';
import type { OrderCatalogue } from './catalogue-needs.ts';
import type { ReviewableLine } from '@shop/contracts/reviews';

export const REVIEWABLE_STATUSES = ['delivered', 'completed'] as const;

export type { ReviewableLine };

type LineRow = {
  order_no: string;
  id: string;
  spu_code: string;
  sku_code: string;
  sku_name: string;
  attrs: unknown;
  qty: number;
  delivered_at: Date | null;
  reviewed: boolean;
  status: string;
  type: string | null;
  design: string | null;
  color_hex: string | null;
};

function attrsOf(raw: unknown): { name: string; value: string }[] {
  if (Array.isArray(raw)) return raw.filter((a) => a && typeof a === 'object').map((a) => ({ name: String(a.name ?? ''), value: String(a.value ?? '') }));
  if (raw && typeof raw === 'object') return Object.entries(raw).map(([name, value]) => ({ name, value: String(value) }));
  return [];
}

const toLine = (r: LineRow): ReviewableLine => ({
  ordNo: r.order_no,
  lineId: Number(r.id),
  spuCd: r.spu_code,
  skuCd: r.sku_code,
  name: r.sku_name,
  image: productImageUrl((r.type ?? 'phone') as ProductType, r.design, 'front', r.color_hex ?? '#444444'),
  attrs: attrsOf(r.attrs),
  qty: r.qty,
  deliveredAt: r.delivered_at ? formatBeijingTime(new Date(r.delivered_at).getTime()) : null,
  reviewed: r.reviewed,
});

const reviewable = sql`o.status IN ('delivered', 'completed')`;

export function createReviewPort(database: Database, catalogue: Pick<OrderCatalogue, 'skuDisplay'>) {
  const { db } = database;
  const lineSelect = sql`SELECT o.order_no, l.id, l.spu_code, l.sku_code, l.sku_name, l.attrs, l.qty, o.delivered_at, l.reviewed, o.status, sku_display.sku_display__product_type AS type, sku_display.sku_display__product_design AS design, sku_display.sku_display__color_hex AS color_hex
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  LEFT JOIN ${catalogue.skuDisplay()} ON sku_display.sku_display__sku_code = l.sku_code`;
  return {
    /** The member's lines of delivered/completed orders, not yet reviewed (pending) or reviewed (done); newest delivery first. */
    async lines(
      memberId: number,
      q: { tab: 'pending' | 'done'; pageNo: number; pageSize: number },
    ): Promise<{ list: ReviewableLine[]; total: number; counts: { pending: number; done: number } }> {
      const [counts, rows] = await Promise.all([
        db.execute<{ pending: number; done: number }>(sql`
          SELECT (count(*) FILTER (WHERE NOT l.reviewed))::int AS pending, (count(*) FILTER (WHERE l.reviewed))::int AS done
          FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.member_id = ${memberId} AND ${reviewable}`),
        db.execute<LineRow>(sql`${lineSelect}
          WHERE o.member_id = ${memberId} AND ${reviewable} AND l.reviewed = ${q.tab === 'done'}
          ORDER BY o.delivered_at DESC NULLS LAST, l.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`),
      ]);
      const c = counts.rows[0] ?? { pending: 0, done: 0 };
      return { list: rows.rows.map(toLine), total: q.tab === 'done' ? c.done : c.pending, counts: c };
    },

    /** One line of the member's own order (any status), or undefined (another member's or no such line). */
    async line(memberId: number, ordNo: string, lineId: number): Promise<(ReviewableLine & { delivered: boolean }) | undefined> {
      const result = await db.execute<LineRow>(sql`${lineSelect} WHERE o.member_id = ${memberId} AND o.order_no = ${ordNo} AND l.id = ${lineId}`);
      const row = result.rows[0];
      return row && { ...toLine(row), delivered: (REVIEWABLE_STATUSES as readonly string[]).includes(row.status) };
    },

    /**
     * Inside the review's transaction: marks the line reviewed if it is the member's, its
     * order delivered or completed, and not reviewed yet. Answers why not otherwise.
     */
    async markReviewed(tx: Tx, memberId: number, ordNo: string, lineId: number): Promise<'marked' | 'missing' | 'not-delivered' | 'duplicate'> {
      const updated = await tx.execute(sql`
        UPDATE order_lines l SET reviewed = true FROM orders o
        WHERE l.id = ${lineId} AND o.id = l.order_id AND o.member_id = ${memberId} AND o.order_no = ${ordNo} AND ${reviewable} AND l.reviewed = false
        RETURNING l.id`);
      if (updated.rows.length > 0) return 'marked';
      const found = await tx.execute<{ status: string; reviewed: boolean }>(sql`
        SELECT o.status, l.reviewed FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.id = ${lineId} AND o.member_id = ${memberId} AND o.order_no = ${ordNo}`);
      const row = found.rows[0];
      if (!row) return 'missing';
      if (row.reviewed) return 'duplicate';
      return 'not-delivered';
    },
  };
}
export type ReviewLines = ReturnType<typeof createReviewPort>;
