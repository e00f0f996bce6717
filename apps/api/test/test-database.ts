import type { Socket } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Session advisory lock that marks a copy of the seeded database as one worker's (taken in the
 * copy itself). Other keys in use: packages/db advisory-lock.ts.
 */
const CLAIM_LOCK = 727010;

const claimed = globalThis as { __shopTestDatabase?: string; __shopTestDatabaseClaim?: pg.Client };

/**
 * This worker's database: global-setup.ts made copies of the seeded database, and each worker
 * process claims one (claimTestDatabase, run before every file by claim-database.ts) for as long
 * as it lives, so two files running at once never share one.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  if (urls.length === 1) return urls[0];
  if (!claimed.__shopTestDatabase) throw new Error('No test database claimed: the api project runs apps/api/test/claim-database.ts before each file');
  return claimed.__shopTestDatabase;
}

/**
 * Claims a copy for this process: the first whose advisory lock it gets, held on a connection
 * kept open until the process ends (PostgreSQL lets the lock go when the connection closes,
 * however the process ended). The lock file claims this replaced let two workers starting at
 * the same moment take one copy (one read the other's file before its pid was written, took it
 * for a dead worker's and replaced it); files of two workers on one database disturbed each
 * other (an order list gaining a row mid-test, a delivery advanced by the other file's job runner).
 */
export async function claimTestDatabase(): Promise<string> {
  const urls = inject('databaseUrls');
  if (urls.length === 1) return urls[0];
  if (claimed.__shopTestDatabase) return claimed.__shopTestDatabase;
  for (const url of urls) {
    const client = new pg.Client({ connectionString: url, application_name: `shop-test-claim-${process.pid}` });
    client.on('error', (err) => console.error(`test database claim on ${url} lost`, err));
    await client.connect();
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [CLAIM_LOCK]);
    if (!rows[0]?.ok) {
      await client.end();
      continue;
    }
    // The claim must not keep the worker alive: it ends when the process does.
    (client as unknown as { connection: { stream: Socket } }).connection.stream.unref();
    claimed.__shopTestDatabase = url;
    claimed.__shopTestDatabaseClaim = client;
    return url;
  }
  throw new Error(`All ${urls.length} test database copies are taken: more workers than copies (global-setup.ts WORKER_DATABASES)`);
}

/**
 * The sessions other than the claim still open on this worker's copy once a file has ended,
 * waiting up to `ms` for closed ones to go (a server process ends a moment after its client
 * said goodbye). An app, pool, pg-boss runner or LISTEN client left open would go on changing
 * the copy while the next file of this process runs.
 */
export async function sessionsLeftOpen(ms = 3_000): Promise<string[]> {
  const client = claimed.__shopTestDatabaseClaim;
  if (!client) return [];
  const end = Date.now() + ms;
  for (;;) {
    const { rows } = await client.query<{ name: string }>(
      `SELECT coalesce(nullif(application_name, ''), '(no name)') || ' (' || state || ')' AS name FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    if (!rows.length || Date.now() > end) return rows.map((r) => r.name);
    await new Promise((r) => setTimeout(r, 100));
  }
}
