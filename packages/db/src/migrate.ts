import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Apply pending migrations; an advisory lock keeps concurrent starters from racing. */
export async function runMigrations(database: Database) {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await migrate(database.db, { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
}
