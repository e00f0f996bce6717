/**
 * The transaction guard of packages/db (issue #12): code inside `db.transaction` that asks
 * the same pool for a connection — the ownership check of order-lifecycle.service.ts:185
 * read through `db` while the transaction held its connection — fails at once and loudly
 * outside production, instead of deadlocking the pool under load. The last test shows the
 * stall the guard prevents: with the guard off and one connection, the same pattern waits
 * for the connection timeout.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from './test-database.ts';
import { sql } from 'drizzle-orm';
import { connect, inTransaction, outsideTransaction, PoolInTransactionError, schema, withConnection, type Database } from '@shop/db';

let guarded: Database;
beforeAll(() => {
  guarded = connect(testDatabaseUrl(), { max: 2, connectionTimeoutMs: 2_000 });
});
afterAll(() => guarded.close());

/** The guard also prints the error (a swallowed one still shows in the run); keep this file's output quiet. */
const quietly = async <T>(fn: () => Promise<T>): Promise<T> => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    return await fn();
  } finally {
    spy.mockRestore();
  }
};

/** The error a rejected promise ends in (drizzle wraps driver errors as DrizzleQueryError with `cause`). */
async function rootCause(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    let e = err as { cause?: unknown };
    while (e && typeof e === 'object' && e.cause) e = e.cause as { cause?: unknown };
    return e;
  }
  throw new Error('expected a rejection');
}

describe('the pool guard', () => {
  it('is on outside production', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
  });

  it('refuses a query through db inside a transaction (the old ownership-check pattern)', async () => {
    const { db } = guarded;
    const started = Date.now();
    const attempt = quietly(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        // What mustOwn did: a read through the pool while tx holds its connection.
        await db.select({ id: schema.orders.id }).from(schema.orders).limit(1);
      }),
    );
    const err = await rootCause(attempt);
    expect(err).toBeInstanceOf(PoolInTransactionError);
    expect(String(err)).toMatch(/transaction handle \(tx\)/);
    // At once, not after the connection timeout.
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses pool.query, pool.connect and a second db.transaction inside a transaction', async () => {
    const { db, pool } = guarded;
    await quietly(async () => {
      expect(await rootCause(db.transaction(() => pool.query('SELECT 1')))).toBeInstanceOf(PoolInTransactionError);
      expect(await rootCause(db.transaction(() => pool.connect()))).toBeInstanceOf(PoolInTransactionError);
      expect(await rootCause(db.transaction(() => db.transaction((inner) => inner.execute(sql`SELECT 1`))))).toBeInstanceOf(PoolInTransactionError);
      // Inside a helper a few awaits deep, as a service called with tx would be.
      const helper = async () => {
        await new Promise((r) => setTimeout(r, 5));
        return db.execute(sql`SELECT 1`);
      };
      expect(await rootCause(db.transaction(async (tx) => (await tx.execute(sql`SELECT 1`), helper())))).toBeInstanceOf(PoolInTransactionError);
    });
  });

  it('lets the transaction use its own handle, savepoints included, and the pool after it', async () => {
    const { db } = guarded;
    const n = await db.transaction(async (tx) => {
      expect(inTransaction()).toBe(true);
      const a = await tx.execute<{ n: number }>(sql`SELECT 1 AS n`);
      const b = await tx.transaction((sp) => sp.execute<{ n: number }>(sql`SELECT 2 AS n`));
      return a.rows[0]!.n + b.rows[0]!.n;
    });
    expect(n).toBe(3);
    expect(inTransaction()).toBe(false);
    // Right after, and in parallel with other transactions: no false alarms.
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? db.execute(sql`SELECT 1`) : db.transaction((tx) => tx.execute(sql`SELECT 1`)))),
    );
    expect(results).toHaveLength(6);
  });

  it('allows deliberately independent work through outsideTransaction, and work left running after the callback', async () => {
    const { db } = guarded;
    let later: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      later = new Promise((r) => setTimeout(r, 20)).then(() => db.execute(sql`SELECT 1`));
    });
    await expect(later).resolves.toBeDefined();
    // outsideTransaction: e.g. a fire-and-forget log write the transaction does not wait for.
    let independent: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      independent = outsideTransaction(() => db.execute(sql`SELECT 1`));
    });
    await expect(independent).resolves.toBeDefined();
  });

  it('withConnection: one held connection (e.g. a session advisory lock) with its own handle; the pool refused meanwhile', async () => {
    const { db } = guarded;
    const got = await withConnection(guarded, async ({ client, db: own }) => {
      await client.query("SELECT pg_advisory_lock(hashtext('guard-test'))");
      try {
        const inner = await own.transaction((tx) => tx.execute<{ n: number }>(sql`SELECT 7 AS n`));
        expect(await quietly(() => rootCause(db.execute(sql`SELECT 1`)))).toBeInstanceOf(PoolInTransactionError);
        return inner.rows[0]!.n;
      } finally {
        await client.query("SELECT pg_advisory_unlock(hashtext('guard-test'))");
      }
    });
    expect(got).toBe(7);
    await expect(db.execute(sql`SELECT 1`)).resolves.toBeDefined();
  });

  it('without the guard, the same pattern stalls until the connection timeout (the deadlock it prevents)', async () => {
    const unguarded = connect(testDatabaseUrl(), { max: 1, connectionTimeoutMs: 400, guardTransactions: false });
    try {
      const started = Date.now();
      const attempt = unguarded.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await unguarded.db.execute(sql`SELECT 1`);
      });
      expect(String(await rootCause(attempt))).toMatch(/timeout exceeded when trying to connect/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    } finally {
      await unguarded.close();
    }
  });
});
