/**
 * Public data (catalogue, prices, stock states, activities, CMS) kept in memory by the API.
 * Two signals say it changed: the database's version number (@shop/db readPublicDataVersion),
 * read on every use, so that a request made after a commit sees it; and the NOTIFY after
 * each commit (the host calls `changed`), which catches a change whose version moved while a
 * value was being loaded from data that did not have it yet.
 */
import { readPublicDataVersion, type Database } from '@shop/db';
import { createReadBatcher, type ReadBatcher } from './read-batcher.ts';

export interface PublicDataWatch {
  /** The host heard NOTIFY public_data (table name, '*' when anything may have changed). */
  changed(table: string): void;
  /** Counts the NOTIFYs heard: a value loaded before a later one is not kept. */
  generation(): number;
}

export function createPublicDataWatch(): PublicDataWatch {
  let generation = 0;
  return {
    changed() {
      generation += 1;
    },
    generation: () => generation,
  };
}

export interface KeptValue<T> {
  /** The value for the current public data: kept, or loaded once for all who ask meanwhile. */
  get(): Promise<T>;
}

/**
 * The version read once for all the requests of a process waiting at the same time, each still
 * after it asked (read-batcher.ts): under load one small statement per round trip, not one per request.
 */
const versionReads = new WeakMap<Database, ReadBatcher<true, string>>();
function versionReader(database: Database): ReadBatcher<true, string> {
  let reader = versionReads.get(database);
  if (!reader) {
    reader = createReadBatcher(() => readPublicDataVersion(database.pool));
    versionReads.set(database, reader);
  }
  return reader;
}

/** A value derived from public data, loaded again only after the data changed. */
export function keptUntilChanged<T>(database: Database, watch: PublicDataWatch, load: () => Promise<T>): KeptValue<T> {
  let kept: { version: string; generation: number; value: T } | undefined;
  let loading: { version: string; generation: number; value: Promise<T> } | undefined;
  const versions = versionReader(database);
  return {
    async get() {
      const version = await versions.read(true);
      const generation = watch.generation();
      if (kept && kept.version === version && kept.generation === generation) return kept.value;
      if (loading && loading.version === version && loading.generation === generation) return loading.value;
      const value = load();
      const mine = { version, generation, value };
      loading = mine;
      try {
        const loaded = await value;
        // Not kept when a NOTIFY came meanwhile, nor over a value of newer data loaded alongside.
        if (watch.generation() === generation && (!kept || BigInt(kept.version) <= BigInt(version))) kept = { version, generation, value: loaded };
        return loaded;
      } finally {
        if (loading === mine) loading = undefined;
      }
    },
  };
}
