import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

// BIGINT counts (COUNT(*)) come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Pool settings (docs/operations.md says why each value). The defaults suit one HTTP worker
 * of the single-machine deployment: 4 workers × 10 + pg-boss stay well under PostgreSQL's 100.
 */
export interface PoolSettings {
  /** Connections per process. */
  max?: number;
  /** How long a request waits for a free connection before failing (503), ms. */
  connectionTimeoutMs?: number;
  /** A single statement is cancelled by the server after this long, ms. */
  statementTimeoutMs?: number;
  /** The server ends a session that sits in an open transaction doing nothing this long, ms. */
  idleInTransactionTimeoutMs?: number;
  /** An unused connection is closed after this long, ms. */
  idleTimeoutMs?: number;
  applicationName?: string;
  /**
   * Throw when code inside `db.transaction` asks the same pool for a connection (see
   * PoolInTransactionError). Default: on unless NODE_ENV is production.
   */
  guardTransactions?: boolean;
}

export const POOL_DEFAULTS = {
  max: 10,
  connectionTimeoutMs: 5_000,
  statementTimeoutMs: 15_000,
  idleInTransactionTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
} as const;

/**
 * Thrown (outside production) when a query or a checkout reaches the pool from inside a
 * `db.transaction` callback of the same pool. The transaction already holds a connection;
 * asking for a second one while holding the first deadlocks the pool as soon as enough
 * requests do it at once (each holds one, all wait for another until the connection
 * timeout). Reads that belong to the transaction must run on its `tx`.
 */
export class PoolInTransactionError extends Error {
  constructor() {
    super(
      'pool used inside a transaction: run this query on the transaction handle (tx), not on db/pool — holding one connection while waiting for another deadlocks the pool under load',
    );
    this.name = 'PoolInTransactionError';
  }
}

interface TxScope {
  pool: pg.Pool;
  /** False once the callback has settled: work it left running may use the pool then. */
  open: boolean;
}
const txScope = new AsyncLocalStorage<TxScope>();

/**
 * Runs `fn` outside any transaction's scope, for work that is deliberately independent of
 * the transaction around it (it does not block the transaction, so it cannot deadlock it).
 */
export const outsideTransaction = <T>(fn: () => T): T => txScope.exit(fn);

/** Whether the caller runs inside a `db.transaction` callback or a `withConnection` (of any pool). */
export const inTransaction = (): boolean => txScope.getStore()?.open === true;

/**
 * Runs `fn` on one connection of its own, checked out for the whole call (e.g. to hold a
 * session advisory lock), with a Drizzle handle over that connection. Everything `fn` does
 * must go through that handle or client: like inside a transaction, asking the pool for a
 * second connection while holding this one deadlocks the pool under load, and outside
 * production it throws PoolInTransactionError.
 */
export async function withConnection<T>(database: Database, fn: (conn: { client: pg.PoolClient; db: Db }) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    const own = drizzle(client, { schema });
    const scope: TxScope = { pool: database.pool, open: true };
    return await txScope.run(scope, async () => {
      try {
        return await fn({ client, db: own });
      } finally {
        scope.open = false;
      }
    });
  } finally {
    client.release();
  }
}

function guardPool(pool: pg.Pool, db: Db): void {
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void) => unknown;
  // pool.query checks out through this.connect too, so this one override covers both.
  (pool as { connect: unknown }).connect = (cb?: (err: Error) => void) => {
    const scope = txScope.getStore();
    if (scope?.open && scope.pool === pool) {
      const err = new PoolInTransactionError();
      // Loud even when a caller swallows the error: a test run shows it.
      console.error(err.stack);
      if (cb) return void process.nextTick(cb, err);
      return Promise.reject(err);
    }
    return connect(cb as never);
  };
  const transaction = db.transaction.bind(db);
  // The checkout of the transaction's own connection happens in drizzle before the callback
  // runs, i.e. outside the scope; everything the callback starts runs inside it.
  db.transaction = ((fn, config) =>
    transaction((tx) => {
      const scope: TxScope = { pool, open: true };
      return txScope.run(scope, async () => {
        try {
          return await fn(tx);
        } finally {
          scope.open = false;
        }
      });
    }, config)) as Db['transaction'];
}

export function connect(url: string, opts: PoolSettings = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? POOL_DEFAULTS.max,
    idleTimeoutMillis: opts.idleTimeoutMs ?? POOL_DEFAULTS.idleTimeoutMs,
    connectionTimeoutMillis: opts.connectionTimeoutMs ?? POOL_DEFAULTS.connectionTimeoutMs,
    // A runaway query must not hold a connection (and a request) forever.
    statement_timeout: opts.statementTimeoutMs ?? POOL_DEFAULTS.statementTimeoutMs,
    // A transaction left open by a stuck request gives its locks and connection back.
    idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs ?? POOL_DEFAULTS.idleInTransactionTimeoutMs,
    application_name: opts.applicationName ?? 'shop',
  });
  // An idle client that loses its server (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  if (opts.guardTransactions ?? process.env.NODE_ENV !== 'production') guardPool(pool, db);
  return { db, pool, close: () => pool.end() };
}
