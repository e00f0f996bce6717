/**
 * Values kept per key for one public data stamp (the product module's live-stock.ts explains the stamp): a value is returned only for
 * the stamp it was loaded at, else loaded again (once for all who ask meanwhile). At most `max`
 * keys, the least recently loaded dropped first. A failed load is not kept.
 */
export interface KeptPerStamp<T> {
  get(key: string, stamp: string, load: () => Promise<T>): Promise<T>;
}

export function keptPerStamp<T>(max: number): KeptPerStamp<T> {
  const kept = new Map<string, { stamp: string; value: Promise<T> }>();
  return {
    get(key, stamp, load) {
      const hit = kept.get(key);
      if (hit && hit.stamp === stamp) return hit.value;
      const value = load();
      const mine = { stamp, value };
      kept.delete(key);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(key, mine);
      value.catch(() => {
        if (kept.get(key) === mine) kept.delete(key);
      });
      return value;
    },
  };
}
