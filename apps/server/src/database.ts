/** The database the shop runs on: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR. */
import path from 'node:path';
import { connect, runMigrations, seedDemoData, startEmbeddedPostgres, type EmbeddedPostgres } from '@shop/db';
import type { ServerConfig } from './config.ts';

export interface PreparedDatabase {
  url: string;
  embedded?: EmbeddedPostgres;
}

/** Start (if embedded), migrate and seed once. Runs in the primary process only. */
export async function prepareDatabase(config: ServerConfig, log: (msg: string) => void): Promise<PreparedDatabase> {
  let embedded: EmbeddedPostgres | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    const t0 = Date.now();
    embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), log: (l) => log(`[postgres] ${l}`) });
    url = embedded.url;
    log(`内置 PostgreSQL 已启动（端口 ${embedded.port}，${Date.now() - t0} ms，数据目录 ${path.join(config.dataDir, 'pg')}）`);
  }
  const database = connect(url, { max: 2, applicationName: 'shop-migrate' });
  try {
    // Test databases follow migration files still being written (see runMigrations).
    await runMigrations(database, { resetOnChangedMigrations: process.env.NODE_ENV === 'test' && !config.DATABASE_URL });
    const applied = await seedDemoData(database);
    if (applied.length) log(`已载入演示数据：${applied.join(', ')}`);
  } catch (err) {
    await database.close();
    await embedded?.stop();
    throw err;
  }
  await database.close();
  return { url, embedded };
}
