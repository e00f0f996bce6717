/**
 * The order module's own reads and writes for checkout (orders, lines, events, tokens),
 * inside the order transaction where they write. Catalogue facts of the SKUs being bought
 * come from the product module's catalogue (../catalogue-needs.ts).
 */
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
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

    /** The token's row (a named statement of fixed text: no query built per call). */
    async token(token: string): Promise<{ memberId: number; usedAt: Date | null; orderNo: string | null; expiresAt: Date } | undefined> {
      const result = await database.pool.query<{ member_id: number; used_at: Date | null; order_no: string | null; expires_at: Date }>({
        name: 'order-token-by-token',
        text: 'SELECT member_id, used_at, order_no, expires_at FROM order_tokens WHERE token = $1',
        values: [token],
      });
      const row = result.rows[0];
      return row && { memberId: Number(row.member_id), usedAt: row.used_at, orderNo: row.order_no, expiresAt: row.expires_at };
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
     * The order transaction's first statement of its own, one round trip: takes the member's
     * placement lock (serialises order placement of one member: limits are counted, then
     * written), lets the commit return without waiting for the disk, and marks the one-time
     * token used by this order. False when the token is unknown, used, expired or another
     * member's (nothing else of the order is written then).
     *
     * Not waiting for the disk: the rows every buyer of a SKU updates (its stock) are unlocked
     * as soon as the commit is written, not after the disk flush (a queue of one flush per
     * order on a flash sale's SKU); `awaitDurable` waits for that flush before the shopper is
     * answered. The token's update needs no lock of the member's: two submits of one token
     * queue on its row, and the second finds it used.
     */
    async lockMemberAndConsumeToken(tx: Tx, memberId: number, token: string, orderNo: string, now: Date): Promise<boolean> {
      const result = await tx.execute<{ used: number }>(sql`
        WITH used AS (
          UPDATE ${ot} SET used_at = ${now}::timestamptz, order_no = ${orderNo}::text
           WHERE token = ${token}::text AND member_id = ${memberId}::bigint AND used_at IS NULL AND expires_at > ${now}::timestamptz
          RETURNING 1)
        SELECT pg_advisory_xact_lock(hashtext(${'order:' + memberId})), set_config('synchronous_commit', 'off', true),
               (SELECT count(*) FROM used)::int AS used`);
      return Number(result.rows[0]?.used ?? 0) === 1;
    },

    /**
     * Returns once the order (committed without waiting for the disk) is on disk: a no-op write
     * of its own row, committed synchronously (the session's setting), flushes the log up to
     * its commit record, which comes after the order's. (A transaction that writes no log
     * record but its commit is committed asynchronously, so a write it must be.) Nobody else
     * touches a new order's row, and concurrent flushes share one disk write (group commit).
     */
    async awaitDurable(run: Db, orderId: number): Promise<void> {
      await run.execute(sql`UPDATE ${o} SET updated_at = updated_at WHERE id = ${orderId}::bigint`);
    },

    /** Pieces of a SKU the member holds in live orders of an activity (a cancelled one, refunded or not, gives its count back). */
    async boughtInActivity(run: Runner, memberId: number, actCd: string, skuCode: string): Promise<number> {
      // A fixed text (no select builder per call): asked at confirm and in the order transaction.
      const result = await run.execute<{ n: number }>(sql`
        SELECT COALESCE(SUM(l.qty), 0)::int AS n FROM ${ol} l JOIN ${o} o ON o.id = l.order_id
         WHERE o.member_id = ${memberId}::bigint AND o.status NOT IN ('cancelled', 'refunding', 'refunded', 'refund_failed') AND l.act_cd = ${actCd}::text AND l.sku_code = ${skuCode}::text`);
      return Number(result.rows[0]?.n ?? 0);
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
