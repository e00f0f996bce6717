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

export function connect(url: string, opts: { max?: number; statementTimeoutMs?: number; applicationName?: string } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    // A runaway query must not hold a connection (and a request) forever.
    statement_timeout: opts.statementTimeoutMs ?? 15_000,
    application_name: opts.applicationName ?? 'shop',
  });
  // An idle client that loses its server (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
