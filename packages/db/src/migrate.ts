import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.ts';
import { DB_PACKAGE_DIR } from './package-dir.ts';

const migrationsFolder = path.join(DB_PACKAGE_DIR, 'migrations');

/** Apply pending migrations; an advisory lock keeps concurrent starters from racing. */
export async function runMigrations(database: Database, opts: { resetOnChangedMigrations?: boolean } = {}) {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    if (opts.resetOnChangedMigrations) await resetIfMigrationsChanged(database);
    await migrate(database.db, { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
}

/**
 * Test databases are kept between runs, and a migration applies once per database. While a
 * migration file is still being written, an applied one may change: then a TEST database is
 * emptied and built again from the files (never used outside tests).
 */
async function resetIfMigrationsChanged(database: Database) {
  const exists = await database.pool.query<{ t: string | null }>("SELECT to_regclass('drizzle.__drizzle_migrations') AS t");
  if (!exists.rows[0]?.t) return;
  const applied = (await database.pool.query<{ hash: string; created_at: string }>('SELECT hash, created_at FROM drizzle.__drizzle_migrations')).rows;
  if (applied.length === 0) return;
  const files = new Map(readMigrationFiles({ migrationsFolder }).map((m) => [String(m.folderMillis), m.hash]));
  const changed = applied.some((row) => files.get(String(row.created_at)) !== row.hash);
  if (!changed) return;
  await database.pool.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
