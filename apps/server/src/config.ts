/**
 * Every setting of the shop, read once from the environment (README lists them all).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (def: number) => z.coerce.number().int().nonnegative().default(def);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: int(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  /**
   * HTTP worker processes (node:cluster); 1 serves in the one process, without a cluster.
   * Unset: defaultWorkers() below, from the machine's cores and memory.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  SHOP_SECRET: z.string().min(32).optional(),
  /**
   * The shop's public origin (https://shop.example.com): canonical links, QR codes, shared
   * links, OIDC redirect URIs, gateway notify URLs, the Host allow-list and HSTS. Unset: the
   * server's own listen address. PUBLIC_BASE_URL, its old name, is still read.
   */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Hosts accepted besides PUBLIC_URL's and loopback, comma-separated (`name` for any port,
   * `name:port`), e.g. a second domain or the address a load balancer's probes use. Only
   * applies when PUBLIC_URL is set; other Hosts are answered 421 (platform/host-allow-list.ts).
   */
  ALLOWED_HOSTS: z.string().optional(),
  BRAND_NAME: z.string().default('星辰'),
  ACTIVITY_HOST: z.string().optional(),
  MAIN_SHOP_URL: z.string().url().optional(),
  MAIN_SITE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL: int(7200),
  REFRESH_TOKEN_TTL: int(30 * 24 * 3600),
  ANONYMOUS_TOKEN_TTL: int(7 * 24 * 3600),
  COOKIE_SECURE: bool.optional(),
  COOKIE_DOMAIN: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  API_TIMEOUT_MS: int(15_000),
  SMS_IP_HOURLY_LIMIT: int(30),
  SMS_PROVIDER: z.enum(['local']).default('local'),
  /** Unpaid orders are cancelled after this many minutes (stock and coupons released). */
  ORDER_PAY_TIMEOUT_MINUTES: int(30),
  /**
   * Flash sales: units held for an order whose placement never finished (the process was
   * killed) go back once the hold is this many seconds old; the minute sweep, and the first
   * buyer to find the sale sold out after that, give them back.
   */
  ACTIVITY_HOLD_GRACE_SECONDS: int(15),
  /** Simulated logistics pace: ship, then each tracking step, this many seconds apart. */
  LOGISTICS_STEP_SECONDS: int(120),
  SHUTDOWN_TIMEOUT_MS: int(10_000),
  /**
   * Visitors' pages are kept in each process's memory this long (apps/server/src/page-cache.ts);
   * a change to public data drops them at once. 0 = off.
   */
  PAGE_CACHE_TTL_MS: int(2_000),
  /** Memory for kept visitors' pages per process, in MB (the oldest go first). */
  PAGE_CACHE_MAX_MB: int(16),
  /** PostgreSQL pool of each HTTP worker; unset = the defaults of @shop/db (docs/operations.md says why each). 0 = off for the timeouts. */
  DB_POOL_MAX: z.coerce.number().int().min(1).optional(),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().nonnegative().optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().nonnegative().optional(),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().nonnegative().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface ServerConfig extends Env {
  /** Resolved absolute data directory. */
  dataDir: string;
  workers: number;
  secret: string;
  cookieSecure: boolean;
}

/** Root of the repository (where package.json with the workspaces lives). */
export const ROOT_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty variable (DATABASE_URL=) means "not set".
  const given: Record<string, string | undefined> = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // One setting for the public origin: PUBLIC_BASE_URL was its second name (gateways only).
  given.PUBLIC_URL ??= given.PUBLIC_BASE_URL;
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`配置有误（环境变量）：\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(ROOT_DIR, e.DATA_DIR);
  return {
    ...e,
    dataDir,
    workers: e.WEB_CONCURRENCY ?? defaultWorkers(),
    secret: e.SHOP_SECRET ?? localSecret(dataDir),
    cookieSecure: e.COOKIE_SECURE ?? e.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}

/**
 * Memory of the shop's Node processes, RSS after load as the bench measures it (issue #15): one
 * serving process (API + storefront) and, with a cluster, the primary that supervises the workers.
 */
export const SERVING_PROCESS_MB = 220;
export const CLUSTER_PRIMARY_MB = 70;
/** The share of the machine's memory (or of the container's limit) the shop's Node processes may take by default. */
const MEMORY_SHARE = 1 / 8;

/**
 * The default WEB_CONCURRENCY: one worker per core, at most 4, and only as many as fit in an
 * eighth of the memory. A small machine (≤ 2 GB, e.g. 1–2 cores and 2 GB) gets 1, the shop in
 * one process (≈ 220 MB, within the 250 MB budget of issue #15); 4 GB and 2 cores get 2
 * workers (≈ 510 MB); 8 GB and 4 cores get 4. A cgroup memory limit (a container) counts as
 * the machine's memory.
 */
export function defaultWorkers(cores = availableParallelism(), memoryBytes = machineMemory()): number {
  const budgetMb = (memoryBytes / 2 ** 20) * MEMORY_SHARE;
  const byMemory = Math.floor((budgetMb - CLUSTER_PRIMARY_MB) / SERVING_PROCESS_MB);
  return Math.max(1, Math.min(cores, 4, byMemory));
}

/**
 * V8 heap settings of the serving processes (issue #15: memory per process), added where the
 * server starts them — cluster workers (main.ts) and `npm start`'s process (scripts/start.mjs
 * names the same flags) — unless the operator set them (node command line or NODE_OPTIONS).
 *
 * --max-old-space-size: with Node's default limit (about 4 GB here) V8 lets the old generation
 *   grow to up to 4× the live heap before a full collection (a worker's ≈ 60 MB live heap sat in
 *   ≈ 160 MB of old space after the bench's pages). At 256 MB the growing factor is V8's lowest
 *   (1.3), so garbage is collected sooner; 256 MB is still 4× a worker's live heap. A process
 *   that does reach it dies ("heap out of memory") and the primary forks a new worker.
 * --max-semi-space-size: the young generation (two semi-spaces) grows to 2 × 16 MB and stays
 *   there; 4 MB semi-spaces keep it at 8 MB for a few more scavenges.
 */
export const SERVING_HEAP_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4'] as const;

/**
 * glibc's malloc arenas of a serving process (set where the server starts one, unless the
 * operator set it): by default each thread that allocates natively (zlib, libuv's pool, V8's
 * platform threads) may get an arena of its own, and freed memory stays in them. Two arenas
 * measured 17–24 MB less resident memory per process after the same load (issue #15).
 */
export const SERVING_MALLOC_ARENA_MAX = '2';

/** The heap flags of SERVING_HEAP_FLAGS the operator did not set already, for a process started with `given` (execArgv and NODE_OPTIONS). */
export function servingHeapFlags(given: readonly string[] = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]): string[] {
  const name = (flag: string) => flag.split('=')[0].replaceAll('_', '-');
  const set = new Set(given.filter((f) => f.startsWith('--')).map(name));
  return SERVING_HEAP_FLAGS.filter((flag) => !set.has(name(flag)));
}

function machineMemory(): number {
  // Node 20: undefined without a limit (0 in later versions); a huge number means "no limit" too.
  const limit = (process as { constrainedMemory?: () => number | undefined }).constrainedMemory?.();
  return limit && limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}

/**
 * Without SHOP_SECRET a key is made once and kept under DATA_DIR, so sessions survive a
 * restart and every worker signs with the same key. A deployment of several machines
 * must set the same SHOP_SECRET on each.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
