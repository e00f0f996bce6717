/**
 * The shop under test: the server built ahead of time (`node apps/server/dist/main.js`, as
 * `npm start` runs it) on 127.0.0.1 with the
 * bench's own database, plus its memory use (RSS of the primary and all its descendants).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export interface ServerOptions {
  root: string;
  port: number;
  workers: number;
  databaseUrl: string;
  dataDir: string;
  secret: string;
  startTimeoutMs: number;
  shutdownTimeoutMs: number;
}

export interface RunningServer {
  pid: number;
  /** Resolves when the primary has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
  /** SIGTERM, wait for a clean exit; SIGKILL the whole tree if it takes too long. */
  stop(): Promise<void>;
}

const READY = '商城已启动';
const WORKER_DIED = /工作进程 \d+ 退出/;

/** Fails when something already listens on 127.0.0.1:port (workers would crash-loop). */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(err.code === 'EADDRINUSE' ? `port ${port} is already in use on 127.0.0.1 (set BENCH_PORT)` : `cannot bind 127.0.0.1:${port}: ${err.message}`),
      ),
    );
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve()));
  });
}

export async function startServer(opts: ServerOptions, signal: AbortSignal): Promise<RunningServer> {
  await assertPortFree(opts.port);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: opts.dataDir,
    SHOP_SECRET: opts.secret,
    WEB_CONCURRENCY: String(opts.workers),
    SMS_IP_HOURLY_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_MS: String(opts.shutdownTimeoutMs),
  };
  delete env.SHOP_VITE_DEV;
  delete env.PUBLIC_URL;

  // BENCH_SERVER_NODE_ARGS: extra node options for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`; workers inherit them).
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--enable-source-maps', ...extra, path.join(opts.root, 'apps/server/dist/main.js')], {
    cwd: opts.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, sig) => resolve({ code, signal: sig })),
  );
  const server = handle(child, exited, opts.shutdownTimeoutMs);

  // Keep the last lines for a diagnosis; after start, pass warnings on to stderr.
  const tail: string[] = [];
  let started = false;
  let onLine: (line: string) => void = () => {};
  const lines = (stream: NodeJS.ReadableStream, prefix: string) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (started) process.stderr.write(`[server${prefix}] ${line}\n`);
        onLine(line);
      }
    });
  };
  lines(child.stdout!, '');
  lines(child.stderr!, ' stderr');

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start within ${opts.startTimeoutMs / 1000} s`)), opts.startTimeoutMs);
      const done = (err?: Error) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        if (err) reject(err);
        else resolve();
      };
      const onAbort = () => done(new Error('interrupted'));
      signal.addEventListener('abort', onAbort);
      onLine = (line) => {
        if (line.includes(READY)) done();
        else if (WORKER_DIED.test(line)) done(new Error('a server worker died during start-up'));
      };
      child.once('error', (err) => done(err));
      void exited.then(({ code, signal: sig }) => done(new Error(`the server exited during start-up (${sig ?? code})`)));
    });
  } catch (err) {
    await server.stop();
    const msg = err instanceof Error ? err.message : String(err);
    throw new Error(`${msg}\n--- last server output ---\n${tail.join('\n')}`);
  }
  started = true;
  onLine = () => {};
  return server;
}

function handle(child: ChildProcess, exited: RunningServer['exited'], shutdownTimeoutMs: number): RunningServer {
  let running = true;
  void exited.then(() => (running = false));
  let stopping: Promise<void> | undefined;
  return {
    pid: child.pid!,
    exited,
    isRunning: () => running,
    stop() {
      stopping ??= (async () => {
        if (!running) return;
        // Remember the tree now: once the primary is gone its workers are re-parented.
        const tree = descendants(child.pid!);
        child.kill('SIGTERM');
        const grace = shutdownTimeoutMs + 5000;
        const timedOut = await Promise.race([exited.then(() => false), sleep(grace).then(() => true)]);
        if (timedOut) process.stderr.write(`bench: the server did not stop within ${grace / 1000} s, killing it\n`);
        for (const pid of [child.pid!, ...tree]) {
          try {
            process.kill(pid, 0);
            process.kill(pid, 'SIGKILL');
          } catch {
            /* already gone */
          }
        }
        await exited;
      })();
      return stopping;
    },
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

/** Parent pid of every process, from /proc (Linux). */
function parentMap(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // pid (comm) state ppid …; comm may contain spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const list = children.get(ppid) ?? [];
    list.push(Number(entry));
    children.set(ppid, list);
  }
  return children;
}

export function descendants(pid: number): number[] {
  const children = parentMap();
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    for (const c of children.get(queue.shift()!) ?? []) {
      out.push(c);
      queue.push(c);
    }
  }
  return out;
}

function rssKb(pid: number): number {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

function command(pid: number): string {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return argv.map((a) => (a.length > 60 ? '…' + a.slice(-59) : a)).join(' ');
  } catch {
    return '?';
  }
}

/** A process's own pages and the pages it shares (the node binary, libraries), kB, from /proc/<pid>/smaps_rollup. */
function pagesKb(pid: number): { private: number; shared: number } {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
    return { private: field('Private_Clean') + field('Private_Dirty'), shared: field('Shared_Clean') + field('Shared_Dirty') };
  } catch {
    return { private: 0, shared: 0 };
  }
}

export interface RssSample {
  /** RSS summed over the processes: pages they share are counted once per process. */
  mb: number;
  /** What the processes take together: their own pages, plus the pages they share counted once (at most the largest share of one process). */
  uniqueMb: number;
  processes: { pid: number; mb: number; cmd: string }[];
}

/** Memory of the server's primary and all its descendants (workers). */
export function serverRss(pid: number): RssSample {
  const processes = [pid, ...descendants(pid)].map((p) => ({ pid: p, kb: rssKb(p), pages: pagesKb(p) })).filter((p) => p.kb > 0);
  const kb = processes.reduce((sum, p) => sum + p.kb, 0);
  const uniqueKb = processes.reduce((sum, p) => sum + p.pages.private, 0) + Math.max(0, ...processes.map((p) => p.pages.shared));
  return {
    mb: Math.round(kb / 1024),
    uniqueMb: Math.round(uniqueKb / 1024),
    processes: processes.map((p) => ({ pid: p.pid, mb: Math.round(p.kb / 1024), cmd: command(p.pid) })),
  };
}

/** utime + stime of a process and of its waited-for children (cutime + cstime), clock ticks, from /proc/<pid>/stat. */
function ticksOf(pid: number): { own: number; reaped: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state ppid … utime (14th field overall) is index 11 here.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { own: Number(f[11]) + Number(f[12]), reaped: Number(f[13]) + Number(f[14]) };
  } catch {
    return { own: 0, reaped: 0 };
  }
}

/**
 * CPU time of a process tree so far, ms: every live process's own time plus the time of the
 * children the root has reaped (a PostgreSQL backend that ended during the measurement is
 * counted through its postmaster). Differences of two samples are what the tree spent between.
 */
export function treeCpuMs(pid: number): number {
  const ticks = [pid, ...descendants(pid)].reduce((n, p, i) => {
    const t = ticksOf(p);
    return n + t.own + (i === 0 ? t.reaped : 0);
  }, 0);
  return (ticks * 1000) / CLOCK_TICKS;
}

/** USER_HZ: 100 on every Linux the shop runs on. */
const CLOCK_TICKS = 100;

/** The PostgreSQL postmaster of a cluster directory (first line of postmaster.pid), or undefined. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
