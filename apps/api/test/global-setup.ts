/**
 * API tests run against a real PostgreSQL: DATABASE_URL when given, else an embedded one
 * under .data/test-pg that is kept between runs (tests make their own data, so a second
 * run on the same database must pass too).
 */
import type { TestProject } from 'vitest/node';
import { connect, runMigrations, seedDemoData, startEmbeddedPostgres, type EmbeddedPostgres } from '@shop/db';

let embedded: EmbeddedPostgres | undefined;

export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: process.env.TEST_PG_DIR ?? '.data/test-pg', database: 'shop_test', log: () => {} });
    url = embedded.url;
  }
  const database = connect(url, { max: 2 });
  await runMigrations(database, { resetOnChangedMigrations: !process.env.TEST_DATABASE_URL });
  await seedDemoData(database);
  await database.close();
  project.provide('databaseUrl', url);
  return async () => {
    await embedded?.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
