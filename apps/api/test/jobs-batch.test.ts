/**
 * The job runner on pg-boss against the test database: a worker takes many due jobs per poll
 * (forty jobs queued at once all run within a few polls, not one per polling interval), and a
 * job that throws is failed and retried alone while the rest of its batch completes. (The shop's
 * queues keep one waiting job per singletonKey, so each job here has its own.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '@shop/db';
import { createJobs, type JobRunner } from '../src/platform/jobs.ts';
import { randomText, until } from './harness.ts';
import { testDatabaseUrl } from './test-database.ts';

let jobs: JobRunner;
let database: Database;
const queue = `test-batch-${randomText(4)}`;
const ran: string[] = [];
const failures: string[] = [];

beforeAll(async () => {
  database = connect(testDatabaseUrl(), { max: 2 });
  jobs = createJobs(testDatabaseUrl(), { runWorkers: true, pollingIntervalSeconds: 1, log: (msg) => failures.push(msg) });
  jobs.work(queue, async (data) => {
    if (data.fail) throw new Error('不可处理');
    ran.push(String(data.n));
  });
  await jobs.start();
});

afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

const states = async () =>
  (
    await database.pool.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state ORDER BY state', [
      queue,
    ])
  ).rows;

describe('job runner', () => {
  it('runs forty queued jobs within a few polls, and fails the one that throws alone', async () => {
    const started = Date.now();
    await Promise.all(Array.from({ length: 40 }, (_, n) => jobs.send(queue, { n, fail: n === 7 }, { singletonKey: `job-${n}` })));
    await until(
      async () => ran.length,
      (n) => n === 39,
      20_000,
    );
    // One job per 1-second poll would have taken about forty seconds.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(ran.sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).filter((n) => n !== '7'));
    const byState = await until(states, (rows) => rows.some((r) => r.state === 'completed' && r.n === 39), 5_000);
    expect(byState.find((r) => r.state === 'completed')?.n).toBe(39);
    // The thrower waits for its retry (or has failed for good): never completed with the others.
    expect(byState.filter((r) => r.state !== 'completed').reduce((sum, r) => sum + r.n, 0)).toBe(1);
    expect(failures.some((m) => m.startsWith(`job ${queue}`))).toBe(true);
  }, 30_000);
});
