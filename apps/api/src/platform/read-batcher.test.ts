import { describe, expect, it } from 'vitest';
import { createReadBatcher } from './read-batcher.ts';

/** A read whose answer the test gives by hand. */
function manualReads() {
  const calls: { keys: string[]; answer: (n: number) => void }[] = [];
  const batcher = createReadBatcher(
    (keys: string[]) =>
      new Promise<number>((resolve) => {
        calls.push({ keys, answer: resolve });
      }),
  );
  return { batcher, calls };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('read batcher', () => {
  it('sends one read for the keys asked together', async () => {
    const { batcher, calls } = manualReads();
    const a = batcher.read('a');
    const b = batcher.read('b');
    batcher.read('a');
    await tick();
    expect(calls.map((c) => c.keys)).toEqual([['a', 'b']]);
    calls[0]!.answer(1);
    expect([await a, await b]).toEqual([1, 1]);
  });

  it('never answers a key with a read that was already sent when it was asked', async () => {
    const { batcher, calls } = manualReads();
    const early = batcher.read('a');
    await tick();
    const late = batcher.read('a');
    const later = batcher.read('b');
    await tick();
    // The first read is under way: the late asks wait for the next one, sent once it is back.
    expect(calls).toHaveLength(1);
    calls[0]!.answer(1);
    expect(await early).toBe(1);
    await tick();
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['a', 'b']]);
    calls[1]!.answer(2);
    expect([await late, await later]).toEqual([2, 2]);
  });

  it('passes a failed read on to its askers and goes on with the next', async () => {
    let n = 0;
    const batcher = createReadBatcher(async (keys: string[]) => {
      n++;
      if (n === 1) throw new Error('down');
      return keys.length;
    });
    await expect(batcher.read('a')).rejects.toThrow('down');
    expect(await batcher.read('b')).toBe(1);
  });
});
