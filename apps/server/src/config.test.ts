/**
 * The default number of HTTP workers (issue #15 item 1): a small machine runs the shop in one
 * process, which fits the 250 MB budget; WEB_CONCURRENCY still decides when it is set.
 */
import { describe, expect, it } from 'vitest';
import { defaultWorkers, loadConfig } from './config.ts';

const GB = 2 ** 30;

describe('default worker count', () => {
  it('is one process on a small machine, whatever its cores', () => {
    expect(defaultWorkers(1, 1 * GB)).toBe(1);
    expect(defaultWorkers(2, 2 * GB)).toBe(1);
    expect(defaultWorkers(8, 2 * GB)).toBe(1);
  });
  it('adds a worker per core while the memory allows, at most 4', () => {
    expect(defaultWorkers(1, 16 * GB)).toBe(1);
    expect(defaultWorkers(2, 4 * GB)).toBe(2);
    expect(defaultWorkers(4, 4 * GB)).toBe(2);
    expect(defaultWorkers(4, 8 * GB)).toBe(4);
    expect(defaultWorkers(16, 64 * GB)).toBe(4);
  });
  it('gives way to WEB_CONCURRENCY', () => {
    const env = { DATA_DIR: '.data/worker-count-test', SHOP_SECRET: 'x'.repeat(32) };
    expect(loadConfig({ ...env, WEB_CONCURRENCY: '3' }).workers).toBe(3);
    expect(loadConfig({ ...env, WEB_CONCURRENCY: '1' }).workers).toBe(1);
    expect(loadConfig(env).workers).toBe(defaultWorkers());
  });
});
