import { describe, expect, it } from 'vitest';
import type { Database } from '@shop/db';
import { createPublicDataWatch, keptUntilChanged } from './public-data.ts';

/** A database whose public data version the test moves. */
function fakeDatabase() {
  const state = { version: 1 };
  const pool = { query: async () => ({ rows: [{ v: String(state.version) }] }) };
  return { state, database: { pool } as unknown as Database };
}

describe('keptUntilChanged', () => {
  it('loads once per version, and once for callers that ask together', async () => {
    const { state, database } = fakeDatabase();
    let loads = 0;
    const kept = keptUntilChanged(database, createPublicDataWatch(), async () => ++loads);
    expect(await Promise.all([kept.get(), kept.get(), kept.get()])).toEqual([1, 1, 1]);
    expect(await kept.get()).toBe(1);
    state.version = 2;
    expect(await kept.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep a value loaded while a change was announced, and loads again after one', async () => {
    const { database } = fakeDatabase();
    const watch = createPublicDataWatch();
    let loads = 0;
    const kept = keptUntilChanged(database, watch, async () => {
      loads += 1;
      // The NOTIFY of a commit the load did not see arrives while it runs.
      if (loads === 1) watch.changed('skus');
      return loads;
    });
    expect(await kept.get()).toBe(1);
    expect(await kept.get()).toBe(2);
    expect(await kept.get()).toBe(2);
    watch.changed('products');
    expect(await kept.get()).toBe(3);
  });

  it('loads again after a failed load', async () => {
    const { database } = fakeDatabase();
    let loads = 0;
    const kept = keptUntilChanged(database, createPublicDataWatch(), async () => {
      loads += 1;
      if (loads === 1) throw new Error('connection lost');
      return loads;
    });
    await expect(kept.get()).rejects.toThrow('connection lost');
    expect(await kept.get()).toBe(2);
  });
});
