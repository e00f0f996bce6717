/**
 * API tests run against a real PostgreSQL: DATABASE_URL when given, else an embedded one
 * under .data/test-pg that is kept between runs (tests make their own data, so a second
 * run on the same database must pass too).
 *
 * The embedded server gets one database per test worker, each a fresh copy of the migrated
 * and seeded `shop_test` (CREATE DATABASE … TEMPLATE, about a second each): files on
 * different workers then never see each other's global rows (settings, public-data stamps),
 * and the API files run two at a time instead of one after another.
 */
import type { TestProject } from 'vitest/node';
import { connect, runMigrations, seedDemoData, startEmbeddedPostgres, type EmbeddedPostgres } from '@shop/db';

let embedded: EmbeddedPostgres | undefined;

/** Copies made: more than the API project's workers, a margin for a worker replaced while the one before it is still ending. */
export const WORKER_DATABASES = 4;

export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  const dataDir = process.env.TEST_PG_DIR ?? '.data/test-pg';
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir, database: 'shop_test', log: () => {} });
    url = embedded.url;
  }
  const database = connect(url, { max: 2 });
  await runMigrations(database, { resetOnChangedMigrations: !process.env.TEST_DATABASE_URL });
  await seedDemoData(database);
  await database.close();
  // An external database is used as it is (one worker: see vitest.config.ts).
  project.provide('databaseUrls', embedded ? await workerCopies(url) : [url]);
  return async () => {
    await embedded?.stop();
  };
}

async function workerCopies(templateUrl: string): Promise<string[]> {
  const template = new URL(templateUrl);
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = connect(adminUrl.toString(), { max: 1 });
  const urls: string[] = [];
  try {
    for (let i = 1; i <= WORKER_DATABASES; i++) {
      const name = `${template.pathname.slice(1)}_w${i}`;
      await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${template.pathname.slice(1)}`);
      const copy = new URL(templateUrl);
      copy.pathname = `/${name}`;
      urls.push(copy.toString());
    }
  } finally {
    await admin.close();
  }
  return urls;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Copies of the seeded database, one claimed by each test worker (test-database.ts). */
    databaseUrls: string[];
  }
}
