import { describe, expect, it } from 'vitest';
import { clearPublicCache, publicCached } from './public-cache';

/** A load the test finishes when it wants. */
function deferred(value: string) {
  let finish!: () => void;
  const promise = new Promise<string>((resolve) => (finish = () => resolve(value)));
  return { load: () => promise, finish };
}

describe('publicCached', () => {
  it('shares one load between concurrent callers and keeps its answer', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([publicCached('t|shared', load), publicCached('t|shared', load)]);
    expect([a, b, await publicCached('t|shared', load)]).toEqual([1, 1, 1]);
  });

  it('forgets everything when public data changes', async () => {
    await publicCached('t|forget', async () => 'old');
    clearPublicCache();
    expect(await publicCached('t|forget', async () => 'new')).toBe('new');
  });

  it('does not keep, nor share, a load that was under way when public data changed', async () => {
    const old = deferred('old data');
    const before = publicCached('t|race', old.load);
    clearPublicCache();
    const fresh = deferred('new data');
    const after = publicCached('t|race', fresh.load);
    old.finish();
    fresh.finish();
    expect(await before).toBe('old data');
    expect(await after).toBe('new data');
    expect(await publicCached('t|race', async () => 'another load')).toBe('new data');
  });
});
