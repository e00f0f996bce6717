/**
 * The order module's own reads and writes for checkout (orders, lines, events, tokens),
 * inside the order transaction where they write. Catalogue facts of the SKUs being bought
 * come from the product module's catalogue (../catalogue-needs.ts).
 */
import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { schema, type Database, type Db, type Tx } from '@shop/db';

const o = schema.orders;
const ol = schema.orderLines;
const ot = schema.orderTokens;
type Runner = Database['db'] | Tx;

/** The SKU row checkout checks (declared with the catalogue needs; re-exported for the rules). */
export type { SkuRow } from '../catalogue-needs.ts';

export type OrderInsert = typeof o.$inferInsert;
export type OrderLineInsert = Omit<typeof ol.$inferInsert, 'orderId'>;

export function createCheckoutRepository(database: Database) {
  const { db } = database;
  return {
    // ── order tokens ──────────────────────────────────────────────────────

    /**
     * A new token, committed without waiting for the disk (one flush less per checkout view): a
     * token lost with a database crash only sends its shopper back to the checkout page
     * (ERR_ORDER_TOKEN_EXPIRED), and the order that consumes one commits after it, so that
     * order's flush covers it.
     */
    async insertToken(token: string, memberId: number, expiresAt: Date, now: Date): Promise<void> {
      await db.execute(sql`
        INSERT INTO ${ot} (token, member_id, expires_at, created_at)
        SELECT ${token}::text, ${memberId}::bigint, ${expiresAt}::timestamptz, ${now}::timestamptz WHERE set_config('synchronous_commit', 'off', true) IS NOT NULL`);
    },

    async token(token: string) {
      const [row] = await db.select().from(ot).where(eq(ot.token, token)).limit(1);
      return row;
    },

    /** Marks the token used by this order; false when it is unknown, used, expired or another member's. */
    async consumeToken(tx: Tx, token: string, memberId: number, orderNo: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(ot)
        .set({ usedAt: now, orderNo })
        .where(and(eq(ot.token, token), eq(ot.memberId, memberId), isNull(ot.usedAt), gt(ot.expiresAt, now)))
        .returning({ token: ot.token });
      return rows.length === 1;
    },

    /** Deletes tokens that expired before `before`; how many. */
    async deleteTokensExpiredBefore(before: Date): Promise<number> {
      const rows = await db.delete(ot).where(lt(ot.expiresAt, before)).returning({ token: ot.token });
      return rows.length;
    },

    /** The order a used token of the member placed (the double submit), or null. Inside the order transaction `run` is its tx. */
    async tokenOrder(token: string, memberId: number, run: Runner = db): Promise<string | null> {
      const [row] = await run
        .select({ orderNo: ot.orderNo })
        .from(ot)
        .where(and(eq(ot.token, token), eq(ot.memberId, memberId), isNotNull(ot.usedAt)))
        .limit(1);
      return row ? (row.orderNo ?? '') : null;
    },

    // ── orders ────────────────────────────────────────────────────────────

    /**
     * The order transaction's first statement of its own: serialises order placement of one
     * member (limits are counted, then written), and lets the commit return without waiting
     * for the disk. The rows every buyer of a SKU updates (its stock) are then unlocked as soon
     * as the commit is written, not after the disk flush (a queue of one flush per order on a
     * flash sale's SKU); `awaitDurable` waits for that flush before the shopper is answered.
     */
    async lockMemberForPlacement(tx: Tx, memberId: number): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'order:' + memberId})), set_config('synchronous_commit', 'off', true)`);
    },

    /**
     * Returns once the order (committed without waiting for the disk) is on disk: a no-op write
     * of its own row, committed synchronously (the session's setting), flushes the log up to
     * its commit record, which comes after the order's. (A transaction that writes no log
     * record but its commit is committed asynchronously, so a write it must be.) Nobody else
     * touches a new order's row, and concurrent flushes share one disk write (group commit).
     */
    async awaitDurable(run: Db, orderId: number): Promise<void> {
      await run
        .update(o)
        .set({ updatedAt: sql`${o.updatedAt}` })
        .where(eq(o.id, orderId));
    },

    /** Pieces of a SKU the member holds in live (not cancelled) orders of an activity. */
    async boughtInActivity(run: Runner, memberId: number, actCd: string, skuCode: string): Promise<number> {
      const [row] = await run
        .select({ n: sql<number>`COALESCE(SUM(${ol.qty}), 0)::int` })
        .from(ol)
        .innerJoin(o, eq(o.id, ol.orderId))
        .where(and(eq(o.memberId, memberId), ne(o.status, 'cancelled'), eq(ol.actCd, actCd), eq(ol.skuCode, skuCode)));
      return row?.n ?? 0;
    },

    /** The order, its lines and its first event in one statement (one round trip inside the order transaction). */
    async insertOrder(tx: Tx, order: OrderInsert, lines: readonly OrderLineInsert[], event: { code: string; description: string; at: Date }): Promise<number> {
      const orderId = sql`(SELECT id FROM new_order)`;
      const insertLines = tx.insert(ol).values(lines.map((l) => ({ ...l, orderId })));
      const insertEvent = tx
        .insert(schema.orderEvents)
        .values({ orderId, kind: 'status', ...event })
        .returning({ orderId: schema.orderEvents.orderId });
      // getSQL(): the statements as they are, not wrapped in parentheses as subqueries.
      const insertOrder = tx.insert(o).values(order).returning({ id: o.id });
      const result = await tx.execute<{ order_id: string | number }>(
        sql`WITH new_order AS (${insertOrder.getSQL()}), new_lines AS (${insertLines.getSQL()}) ${insertEvent.getSQL()}`,
      );
      return Number(result.rows[0]!.order_id);
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
