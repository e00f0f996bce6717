/**
 * Work that must not run in two processes at once, whatever machine they are on: a session
 * advisory lock held on a connection of its own while `fn` runs (on any connection). The
 * keys in use: 727001 migrations (migrate.ts), 727002 demo data (seed), 727003 job queue setup
 * (apps/api platform/jobs.ts).
 */
import pg from 'pg';

export async function whileHoldingLock<T>(connectionString: string, key: number, fn: () => Promise<T>, applicationName = 'shop-lock'): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: applicationName });
  // A connection lost while waiting or holding is reported by the query that fails, not as an uncaught error.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    await client.end().catch(() => {});
  }
}
