/**
 * Changes to public data (catalogue, prices, stock, activities, CMS, help pages, agreements),
 * as the triggers of migration 0008 announce them: NOTIFY public_data with the table's name.
 * Each server process listens on a connection of its own and drops what it kept in memory,
 * so every process — and every instance on the same database — serves the change at once.
 * A lost connection is made again; since changes may have been missed meanwhile, listeners
 * are then told that anything may have changed ('*').
 */
import pg from 'pg';

export const PUBLIC_DATA_CHANNEL = 'public_data';

export interface PublicDataChanges {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}

export function listenForPublicDataChanges(
  url: string,
  onChange: (table: string) => void,
  opts: { applicationName?: string; log?: (msg: string, err?: unknown) => void; retryMs?: number } = {},
): PublicDataChanges {
  return listenOnChannel(url, PUBLIC_DATA_CHANNEL, { onNotify: (payload) => onChange(payload ?? '*'), onGap: () => onChange('*') }, opts);
}

/**
 * LISTEN on one channel on a connection of its own (made again when lost). `onGap` is called
 * when notifications may have been missed (the connection was lost, and again once it is back),
 * so that a listener can catch up from the tables; `onListening` each time LISTEN is in place.
 */
export function listenOnChannel(
  url: string,
  channel: string,
  on: { onNotify: (payload: string | undefined) => void; onGap?: () => void; onListening?: () => void },
  opts: { applicationName?: string; log?: (msg: string, err?: unknown) => void; retryMs?: number } = {},
): PublicDataChanges {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (isReconnect: boolean) => {
    const c = new pg.Client({ connectionString: url, application_name: opts.applicationName ?? 'shop-listen' });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === channel) on.onNotify(n.payload);
    });
    c.on('error', (err) => {
      opts.log?.(`${channel} listener lost its connection`, err);
      scheduleReconnect(c);
    });
    c.on('end', () => scheduleReconnect(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      on.onListening?.();
      if (isReconnect) on.onGap?.();
    } catch (err) {
      opts.log?.(`${channel} listener could not connect`, err);
      scheduleReconnect(c);
    }
  };

  const scheduleReconnect = (c: pg.Client) => {
    if (closed || c !== client || retry) return;
    c.removeAllListeners('end');
    c.end().catch(() => {});
    // While disconnected nothing is known to be current: say so now, and again on return.
    on.onGap?.();
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, opts.retryMs ?? 1000);
    retry.unref();
  };

  void connect(false);
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * How far public data has changed (migration 0010: a sequence every change moves). A process
 * compares it before answering from memory, so the request after a commit sees the commit
 * without waiting for its NOTIFY.
 */
export async function readPublicDataVersion(pool: pg.Pool): Promise<string> {
  const result = await pool.query<{ v: string }>('SELECT last_value::text AS v FROM public_data_version');
  return result.rows[0]!.v;
}
