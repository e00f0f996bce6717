/**
 * Reads that must be exact (live stock, the public data version) gathered into one query for
 * every request waiting at the same time, instead of one query each: under load the database
 * sees one small statement per round trip of the worker, not one per request (issue #15).
 *
 * Exact, not merely recent: a request never takes the answer of a read that was already under
 * way when it asked (a change committed just before it asked could be missing from it). It
 * waits for the next read, which is sent after it asked, so it sees every commit made before.
 * One read at a time per batcher; the keys asked while it runs go into the next one.
 */

export interface ReadBatcher<K, R> {
  /** The result of a read sent after this call, which covered `key`. */
  read(key: K): Promise<R>;
}

export function createReadBatcher<K, R>(readMany: (keys: K[]) => Promise<R>): ReadBatcher<K, R> {
  interface Batch {
    keys: Set<K>;
    result: Promise<R>;
    start: () => void;
  }
  let next: Batch | undefined;
  let running = false;

  const newBatch = (): Batch => {
    const keys = new Set<K>();
    let start!: () => void;
    const result = new Promise<R>((resolve, reject) => {
      start = () => {
        running = true;
        readMany([...keys])
          .then(resolve, reject)
          .finally(() => {
            running = false;
            launch();
          });
      };
    });
    // The caller awaits it; an unhandled rejection here would be a second report of the same error.
    result.catch(() => {});
    return { keys, result, start };
  };

  /** Sends the waiting batch, if any, when no read is under way. */
  function launch() {
    if (running || !next) return;
    const batch = next;
    next = undefined;
    batch.start();
  }

  return {
    read(key) {
      if (!next) {
        next = newBatch();
        // Started after the current I/O callbacks, so that the requests arriving together share it.
        if (!running) setImmediate(launch);
      }
      next.keys.add(key);
      return next.result;
    },
  };
}
