import { describe, expect, it } from 'vitest';
import { keptPerStamp } from './kept-per-stamp.ts';

describe('values kept per stamp', () => {
  it('loads once per key and stamp, again when the stamp moves', async () => {
    const kept = keptPerStamp<string>(10);
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    expect(await Promise.all([kept.get('p', '1:0', load('a')), kept.get('p', '1:0', load('b'))])).toEqual(['a', 'a']);
    expect(await kept.get('p', '2:0', load('c'))).toBe('c');
    // A NOTIFY heard (the count after the colon) is a new stamp too.
    expect(await kept.get('p', '2:1', load('d'))).toBe('d');
    expect(loads).toBe(3);
  });

  it('keeps at most max keys and forgets a failed load', async () => {
    const kept = keptPerStamp<number>(2);
    let loads = 0;
    const load = async () => ++loads;
    await kept.get('a', 's', load);
    await kept.get('b', 's', load);
    await kept.get('c', 's', load);
    expect(await kept.get('a', 's', load)).toBe(4);
    await expect(kept.get('x', 's', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('x', 's', load)).toBe(5);
  });
});
