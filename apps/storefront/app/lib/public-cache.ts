/**
 * Server-side memory for answers that are the same for every visitor (CMS menus, footer, the
 * agreements in effect): the root loader runs on every navigation, and asking the API for them
 * each time cost most of a page's time under load. An entry lives `ttlMs`; concurrent misses
 * share one load; a failed load is not kept (the next request tries again). A load that was
 * under way when the data changed is not kept either: it may have read the old data.
 */
const DEFAULT_TTL_MS = 30_000;
/** Some keys carry a question (a cart's SKUs): past this many entries the oldest go first. */
const MAX_ENTRIES = 1_000;

interface Entry {
  at: number;
  value: unknown;
}

const entries = new Map<string, Entry>();
const loading = new Map<string, Promise<unknown>>();
/** Counts clearPublicCache calls: a load started before the last one is not kept. */
let generation = 0;

/** The kept value of `key`, else `load()` (shared by concurrent callers) kept when `keep(value)` says so. */
export async function publicCached<T>(key: string, load: () => Promise<T>, options: { ttlMs?: number; keep?: (value: T) => boolean } = {}): Promise<T> {
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < (options.ttlMs ?? DEFAULT_TTL_MS)) return hit.value as T;
  const pending = loading.get(key);
  if (pending) return pending as Promise<T>;
  const startedIn = generation;
  const promise = load()
    .then((value) => {
      if (startedIn === generation && (options.keep?.(value) ?? true)) {
        entries.delete(key);
        entries.set(key, { at: Date.now(), value });
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      return value;
    })
    .finally(() => loading.delete(key));
  loading.set(key, promise);
  return promise;
}

/** Forgets every kept answer: the server calls it when public data changed (PostgreSQL NOTIFY, issue #15). */
export function clearPublicCache(): void {
  generation += 1;
  entries.clear();
  // Callers arriving from now on must not share a load that may read the old data.
  loading.clear();
}
