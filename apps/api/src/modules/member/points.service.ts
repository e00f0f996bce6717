/**
 * Member points (1 point = 1 fen at checkout): a ledger whose sum is the balance. A new
 * member gets a welcome grant; orders spend points in their own transaction and get them
 * back when cancelled. Spending checks the balance under the member's lock, so two orders
 * cannot spend the same points.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import { fail } from '../../platform/shop-error.ts';

const p = schema.pointEntries;
/** Welcome grant for a new member: 1,000 points (¥10 off a first order). */
export const WELCOME_POINTS = 1000;

export function createPointsService(database: Database) {
  const { db } = database;
  const balanceOf = async (run: Tx | Database['db'], memberId: number): Promise<number> => {
    const [row] = await run
      .select({ sum: sql<string>`coalesce(sum(${p.delta}), 0)` })
      .from(p)
      .where(eq(p.memberId, memberId));
    return Number(row?.sum ?? 0);
  };
  const lock = (tx: Tx, memberId: number) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'points:' + memberId}))`);

  return {
    balance: (memberId: number) => balanceOf(db, memberId),

    /** A prize tied to an order (kind 'lottery'): one entry per order and kind, however often asked; answers its delta. */
    async grantOnce(memberId: number, points: number, kind: string, orderNo: string, note: string, now: Date): Promise<number> {
      await db.insert(p).values({ memberId, delta: points, kind, orderNo, note, createdAt: now }).onConflictDoNothing();
      const [row] = await db
        .select({ delta: p.delta })
        .from(p)
        .where(and(eq(p.orderNo, orderNo), eq(p.kind, kind)));
      return row?.delta ?? 0;
    },

    /**
     * One page of the member's lottery draws (entries of kind 'lottery', one per order), newest
     * first, with their total: what the winning records list (marketing/lottery).
     */
    async lotteryEntriesPage(
      memberId: number,
      pageNo: number,
      pageSize: number,
    ): Promise<{ total: number; rows: { orderNo: string | null; delta: number; createdAt: Date }[] }> {
      const where = and(eq(p.memberId, memberId), eq(p.kind, 'lottery'));
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(p).where(where),
        db
          .select({ orderNo: p.orderNo, delta: p.delta, createdAt: p.createdAt })
          .from(p)
          .where(where)
          .orderBy(desc(p.createdAt), desc(p.id))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
      ]);
      return { total, rows };
    },

    /** The entry of `kind` for an order, if one was made. */
    async entryOf(orderNo: string, kind: string): Promise<{ delta: number; memberId: number } | undefined> {
      const [row] = await db
        .select({ delta: p.delta, memberId: p.memberId })
        .from(p)
        .where(and(eq(p.orderNo, orderNo), eq(p.kind, kind)));
      return row;
    },

    /** Spends points for an order inside its transaction; answers ERR_POINTS_INSUFFICIENT when short. */
    async spend(tx: Tx, memberId: number, points: number, orderNo: string, now: Date): Promise<void> {
      if (points <= 0) return;
      await lock(tx, memberId);
      if ((await balanceOf(tx, memberId)) < points) throw fail('ERR_POINTS_INSUFFICIENT');
      await tx.insert(p).values({ memberId, delta: -points, kind: 'order_spend', orderNo, note: `订单 ${orderNo} 抵扣`, createdAt: now });
    },

    /**
     * Spends points for a star-diamond conversion inside the caller's transaction (kind
     * 'star_convert', the entry code as reference in the note); the balance is checked under
     * the member's points lock, so a conversion and an order cannot spend the same points.
     */
    async spendForStars(tx: Tx, memberId: number, points: number, entryCode: string, now: Date): Promise<number> {
      if (points <= 0) throw fail('E_VALIDATION', { message: '兑换积分须大于 0' });
      await lock(tx, memberId);
      const balance = await balanceOf(tx, memberId);
      if (balance < points) throw fail('ERR_POINTS_INSUFFICIENT');
      await tx.insert(p).values({ memberId, delta: -points, kind: 'star_convert', note: `兑换星钻 ${entryCode}`, createdAt: now });
      return balance - points;
    },

    /**
     * A staff adjustment (kind 'adjust', the console's 会员, issue #16) inside the caller's
     * transaction: one conditional INSERT that writes the entry only when the balance stays at
     * or above zero. The balance is the ledger's sum, so the statement runs under the member's
     * points lock — the one order spending and star conversions take — and two adjustments, or
     * an adjustment and an order, cannot both pass on the same balance. Answers the balance
     * before and, when written, the entry and the balance after.
     */
    async adjust(
      tx: Tx,
      memberId: number,
      delta: number,
      note: string,
      now: Date,
    ): Promise<{ before: number; after: number; entryId: number } | { before: number; refused: true }> {
      await lock(tx, memberId);
      const { rows } = await tx.execute<{ id: string; before: string }>(sql`
        WITH balance AS (SELECT coalesce(sum(${p.delta}), 0)::bigint AS points FROM ${p} WHERE ${p.memberId} = ${memberId})
        INSERT INTO ${p} (member_id, delta, kind, note, created_at)
        SELECT ${memberId}, ${delta}, 'adjust', ${note}, ${now} FROM balance WHERE balance.points + ${delta} >= 0
        RETURNING id, (SELECT points FROM balance) AS before`);
      const written = rows[0];
      if (!written) return { before: await balanceOf(tx, memberId), refused: true };
      const before = Number(written.before);
      return { before, after: before + delta, entryId: Number(written.id) };
    },

    /** Gives back what an order spent (cancel); harmless when called twice or when nothing was spent. */
    async refund(tx: Tx, orderNo: string, now: Date): Promise<void> {
      const [spent] = await tx
        .select()
        .from(p)
        .where(and(eq(p.orderNo, orderNo), eq(p.kind, 'order_spend')));
      if (!spent) return;
      await tx
        .insert(p)
        .values({ memberId: spent.memberId, delta: -spent.delta, kind: 'order_refund', orderNo, note: `订单 ${orderNo} 取消退回`, createdAt: now })
        .onConflictDoNothing();
    },

    /** Gives back the points share of units returned after delivery (kind 'after_sale_return', the request number in the note). */
    async giveBackForAfterSale(tx: Tx, memberId: number, points: number, reqNo: string, now: Date): Promise<void> {
      if (points <= 0) return;
      await tx.insert(p).values({ memberId, delta: points, kind: 'after_sale_return', note: `售后退货 ${reqNo} 退回积分`, createdAt: now });
    },

    /**
     * Takes back what a completed order earned on the amount a return refunds: 1 point per whole
     * yuan refunded, never more than the order earned (each return rounds down, so returns of
     * the whole order take back at most the points earned). Nothing when the order has not
     * earned yet: its completion earns on what is kept. Called once per return (its move to 退款中).
     */
    async clawBackForAfterSale(tx: Tx, orderNo: string, refundAmt: number, reqNo: string, now: Date): Promise<number> {
      const [earned] = await tx
        .select({ memberId: p.memberId, delta: p.delta })
        .from(p)
        .where(and(eq(p.orderNo, orderNo), eq(p.kind, 'order_earn')));
      const points = earned ? Math.min(earned.delta, Math.floor(Math.max(0, refundAmt) / 100)) : 0;
      if (!earned || points <= 0) return 0;
      await tx.insert(p).values({
        memberId: earned.memberId,
        delta: -points,
        kind: 'after_sale_clawback',
        note: `售后退货 ${reqNo} 扣回订单 ${orderNo} 赠送积分`,
        createdAt: now,
      });
      return points;
    },

    /** Credits a trade-in's price difference as points (once per recycling order: its number is the entry's reference). */
    async creditTradeIn(tx: Tx, memberId: number, points: number, rclmOrdNo: string, now: Date): Promise<void> {
      if (points <= 0) return;
      await tx
        .insert(p)
        .values({ memberId, delta: points, kind: 'trade_in_payout', orderNo: rclmOrdNo, note: `以旧换新回收单 ${rclmOrdNo} 回收差价`, createdAt: now })
        .onConflictDoNothing();
    },

    /** Earns points for a completed order (once per order). */
    async earn(tx: Tx, memberId: number, points: number, orderNo: string, now: Date): Promise<void> {
      if (points <= 0) return;
      await tx
        .insert(p)
        .values({ memberId, delta: points, kind: 'order_earn', orderNo, note: `订单 ${orderNo} 完成赠送`, createdAt: now })
        .onConflictDoNothing();
    },
  };
}
export type PointsService = ReturnType<typeof createPointsService>;
