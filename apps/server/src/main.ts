/**
 * Entry point of `npm start` (and of `npm run dev`, the bench and the browser tests).
 *
 * The primary process owns the database: it starts the embedded PostgreSQL (unless
 * DATABASE_URL is set), migrates, seeds once, then runs WEB_CONCURRENCY HTTP workers
 * (node:cluster; with 1 it serves in-process). On SIGINT/SIGTERM the workers stop taking
 * connections and finish what they have, then the database is stopped, in that order,
 * so no request loses its write and no process is left behind.
 */
import cluster from 'node:cluster';
import { connect, listenForPublicDataChanges } from '@shop/db';
import { loadConfig, SERVING_MALLOC_ARENA_MAX, servingHeapFlags, type ServerConfig } from './config.ts';
import { prepareDatabase } from './database.ts';
import type { BuildSource } from './ssr.ts';

const config = loadConfig();
const log = (msg: string) => process.stdout.write(`${new Date().toISOString()} ${msg}\n`);

async function serve(databaseUrl: string, config: ServerConfig, onClosed: () => Promise<void>) {
  // Loaded here, not at the top: the cluster primary only supervises and stays small.
  const { createHttpServer } = await import('./http.ts');
  const { loadProductionBuild } = await import('./ssr.ts');
  const database = connect(databaseUrl, {
    max: config.DB_POOL_MAX,
    connectionTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    applicationName: `shop-web-${process.pid}`,
    // Outside production a query on the pool from inside a transaction throws (it would deadlock the pool under load).
    guardTransactions: config.NODE_ENV !== 'production',
  });
  let build: BuildSource;
  let extra: ((app: import('fastify').FastifyInstance) => Promise<void>) | undefined;
  if (process.env.SHOP_VITE_DEV === '1') {
    const dev = await import('./vite-dev.ts');
    ({ build, register: extra } = await dev.createViteDev());
  } else {
    build = await loadProductionBuild();
  }
  // Background jobs (order timeout, logistics): every process sends; one runs them (SHOP_RUN_JOBS).
  const { createJobs, createPublicDataWatch } = await import('@shop/api');
  const jobs = createJobs(databaseUrl, { runWorkers: process.env.SHOP_RUN_JOBS !== '0', log: (msg, err) => log(`${msg} ${err ?? ''}`) });
  // Visitors' pages and the page server's public answers are kept in memory until public data
  // changes: the database says so (NOTIFY public_data), to every process of every instance.
  const { createPageCache } = await import('./page-cache.ts');
  const pageCache =
    extra || config.PAGE_CACHE_TTL_MS === 0
      ? undefined
      : createPageCache({ ttlMs: config.PAGE_CACHE_TTL_MS, staleMs: 10 * config.PAGE_CACHE_TTL_MS, maxBytes: config.PAGE_CACHE_MAX_MB << 20 });
  const clearStorefrontCache = typeof build === 'function' ? undefined : (build.entry.module as { clearPublicCache?: () => void }).clearPublicCache;
  const apiPublicData = createPublicDataWatch();
  const publicData = listenForPublicDataChanges(
    databaseUrl,
    (table) => {
      pageCache?.clear();
      clearStorefrontCache?.();
      apiPublicData.changed(table);
    },
    { applicationName: `shop-listen-${process.pid}`, log: (msg, err) => log(`${msg} ${err ?? ''}`) },
  );
  const app = await createHttpServer(config, database, build, { serveAssets: !extra, beforeRoutes: extra, jobs, pageCache, publicData: apiPublicData });
  await jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out, exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await publicData.close();
      await jobs.stop();
      await database.close();
      await onClosed();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return app;
}

async function primary() {
  const db = await prepareDatabase(config, log);
  const stopDb = async () => {
    if (db.embedded) {
      await db.embedded.stop();
      log('内置 PostgreSQL 已停止');
    }
  };
  const url = `http://localhost:${config.PORT}`;

  if (config.workers <= 1) {
    await serve(db.url, config, stopDb);
    log(`商城已启动：${url}（单进程）`);
    return;
  }

  let shuttingDown = false;
  const env = {
    MALLOC_ARENA_MAX: SERVING_MALLOC_ARENA_MAX,
    ...process.env,
    DATABASE_URL: db.url,
    SHOP_SECRET: config.secret,
    SHOP_PRIMARY_PID: String(process.pid),
  };
  // The first worker (and whoever replaces it) runs the background jobs; the others only send them.
  let jobsWorker = -1;
  // The workers' V8 heap settings (config.ts), unless given to this process already.
  cluster.setupPrimary({ execArgv: [...process.execArgv, ...servingHeapFlags()] });
  const fork = (runJobs: boolean) => {
    const w = cluster.fork({ ...env, SHOP_RUN_JOBS: runJobs ? '1' : '0' });
    if (runJobs) jobsWorker = w.id;
  };
  for (let i = 0; i < config.workers; i++) fork(i === 0);
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening === config.workers) log(`商城已启动：${url}（${config.workers} 个工作进程）`);
  });
  // A worker that dies is replaced; workers that keep dying (port taken, broken build) stop the shop
  // instead of restarting forever.
  const recentDeaths: number[] = [];
  cluster.on('exit', (worker, code, signal) => {
    if (shuttingDown) return;
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && recentDeaths[0] < now - 30_000) recentDeaths.shift();
    if (recentDeaths.length > config.workers * 3) {
      log(`工作进程 30 秒内反复退出（最近一次 ${signal ?? code}），停止商城`);
      void shutdown('worker crash loop', 1);
      return;
    }
    log(`工作进程 ${worker.process.pid} 退出（${signal ?? code}），重新启动`);
    fork(worker.id === jobsWorker);
  });

  const shutdown = async (signal: string, exitCode = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log(`收到 ${signal}，正在停止…`);
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            // Ctrl-C reaches the workers directly; a SIGTERM to the primary is passed on.
            w.process.kill('SIGTERM');
            setTimeout(() => {
              if (!w.isDead()) w.process.kill('SIGKILL');
            }, config.SHUTDOWN_TIMEOUT_MS + 2000).unref();
          }),
      ),
    );
    await stopDb();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function worker() {
  // A worker whose primary died (SIGKILL) must not live on as an orphan.
  const primaryPid = Number(process.env.SHOP_PRIMARY_PID);
  setInterval(() => {
    try {
      process.kill(primaryPid, 0);
    } catch {
      process.exit(1);
    }
  }, 2000).unref();
  await serve(process.env.DATABASE_URL!, config, async () => {});
}

(cluster.isPrimary ? primary() : worker()).catch((err) => {
  console.error(err);
  process.exit(1);
});
