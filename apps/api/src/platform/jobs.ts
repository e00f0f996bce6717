/**
 * Background jobs on pg-boss (in the shop's own database, schema pgboss): delayed jobs
 * (an order's payment timeout, the next logistics step) and minute sweeps. Every serving
 * process can send; only the process started with runWorkers fetches and runs jobs, so a
 * job runs once whatever the number of HTTP workers (pg-boss also locks each job).
 *
 * Modules register handlers through `work` / `every` while the app is built; they take
 * effect at start() (or at once when already started).
 */
import PgBoss from 'pg-boss';
import { whileHoldingLock } from '@shop/db';
import { BEIJING_TIME_ZONE } from '@shop/contracts/beijing-time';

/** Installing pg-boss and creating its queues take turns across every process and instance (start, ensureQueue). */
const QUEUE_SETUP_LOCK = 727003;

/**
 * Jobs a worker takes per poll. pg-boss waits the polling interval between fetches, so one job
 * per fetch capped a queue at two jobs a second: parcels in flight (a logistics step each every
 * two minutes) queued behind each other, and a backlog of forty made a step twenty seconds late.
 */
const JOBS_PER_FETCH = 25;

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface JobQueue {
  /** Queue a job; startAfterSeconds delays it; a singletonKey keeps one waiting job per key. */
  send(name: string, data: Record<string, unknown>, opts?: { startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
  work(name: string, handler: JobHandler): void;
  /** Run `handler` on a cron schedule (e.g. every minute '* * * * *'). */
  every(name: string, cron: string, handler: () => Promise<void>): void;
}

export interface JobRunner extends JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobOptions {
  /** Fetch and run jobs here (one process of the shop); false = send only. */
  runWorkers: boolean;
  /** How often a worker polls for due jobs (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  log?: (msg: string, err?: unknown) => void;
}

export function createJobs(connectionString: string, opts: JobOptions): JobRunner {
  const log = opts.log ?? ((msg, err) => console.error(msg, err ?? ''));
  const boss = new PgBoss({
    connectionString,
    max: opts.runWorkers ? 4 : 2,
    application_name: `shop-jobs-${process.pid}`,
    supervise: opts.runWorkers,
    schedule: opts.runWorkers,
  });
  boss.on('error', (err) => log('pg-boss error', err));

  const handlers = new Map<string, JobHandler>();
  const crons = new Map<string, { cron: string; handler: () => Promise<void> }>();
  const queues = new Map<string, Promise<void>>();
  let started = false;

  // Jobs wait in 'created' once per singletonKey ('short' policy), so scheduling twice is harmless.
  // Two instances creating queues at the same moment deadlock inside pg-boss (each adds a
  // foreign key to its shared queue table): the creation takes turns under an advisory lock.
  const ensureQueue = (name: string) => {
    let q = queues.get(name);
    if (!q) {
      q = whileHoldingLock(
        connectionString,
        QUEUE_SETUP_LOCK,
        () => boss.createQueue(name, { name, policy: 'short', retryLimit: 5, retryDelay: 5, retryBackoff: true }),
        `shop-jobs-setup-${process.pid}`,
      );
      q.catch(() => queues.delete(name));
      queues.set(name, q);
    }
    return q;
  };

  const startWorker = async (name: string, handler: JobHandler) => {
    await ensureQueue(name);
    await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, batchSize: JOBS_PER_FETCH }, async (jobs) => {
      // A job that throws is failed (and retried by pg-boss) alone; the rest of the batch completes
      // (pg-boss completes only the jobs still active when this returns).
      for (const job of jobs) {
        try {
          await handler(job.data ?? {});
        } catch (err) {
          log(`job ${name} ${job.id} failed`, err);
          // Were this to throw, pg-boss would fail the whole batch and run again the jobs already done.
          await boss
            .fail(name, job.id, { message: err instanceof Error ? err.message : String(err) })
            .catch((failErr) => log(`job ${name} ${job.id} could not be marked failed`, failErr));
        }
      }
    });
  };
  const startCron = async (name: string, cron: string, handler: () => Promise<void>) => {
    await startWorker(name, () => handler());
    await boss.schedule(name, cron, {}, { tz: BEIJING_TIME_ZONE });
  };

  return {
    async send(name, data, o = {}) {
      await ensureQueue(name);
      await boss.send(name, data, {
        ...(o.startAfterSeconds && o.startAfterSeconds > 0 ? { startAfter: Math.ceil(o.startAfterSeconds) } : {}),
        ...(o.singletonKey ? { singletonKey: o.singletonKey } : {}),
      });
    },
    work(name, handler) {
      handlers.set(name, handler);
      if (started && opts.runWorkers) startWorker(name, handler).catch((err) => log(`job worker ${name} failed to start`, err));
    },
    every(name, cron, handler) {
      crons.set(name, { cron, handler });
      if (started && opts.runWorkers) startCron(name, cron, handler).catch((err) => log(`job schedule ${name} failed to start`, err));
    },
    async start() {
      // pg-boss installs its schema at the first start: processes starting at once (the workers
      // of one instance, or several instances) raced on CREATE TYPE job_state; they take turns.
      await whileHoldingLock(connectionString, QUEUE_SETUP_LOCK, () => boss.start(), `shop-jobs-setup-${process.pid}`);
      started = true;
      if (!opts.runWorkers) return;
      for (const [name, handler] of handlers) await startWorker(name, handler);
      for (const [name, c] of crons) await startCron(name, c.cron, c.handler);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000, wait: true });
    },
  };
}
