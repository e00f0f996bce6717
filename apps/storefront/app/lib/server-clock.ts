/**
 * The server clock in the browser (spec 9: ticks locally every 1000 ms). It starts from the
 * time the page's data carried (so the server render and the first browser render agree),
 * asks the server once for its time to correct the delay of loading the page, then keeps
 * the offset to the browser's own clock and ticks. Activity windows are decided on it, never
 * on the shopper's clock.
 */
import { useEffect, useState } from 'react';
import type { Envelope } from '@shop/contracts/envelope';

export const SERVER_CLOCK_TICK_MS = 1000;
export const SERVER_TIME_URL = '/api/sys/comnmetd/getServerTimeStamp';

/** Offset (server − browser, ms) from one round trip: the answer is taken as of its midpoint. */
export async function measureServerOffset(): Promise<number | null> {
  const sent = Date.now();
  try {
    const res = await fetch(SERVER_TIME_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const received = Date.now();
    const body = (await res.json()) as Envelope<number>;
    if (!res.ok || !body.success || typeof body.data !== 'number') return null;
    return body.data - (sent + received) / 2;
  } catch {
    return null;
  }
}

/**
 * Server time now (epoch ms), re-rendering once a second. `initialMs` is the server time the
 * page data was made at; a new value (another page) restarts the clock from it.
 */
export function useServerClock(initialMs: number, opts: { sync?: boolean } = {}): number {
  const [now, setNow] = useState(initialMs);
  const sync = opts.sync ?? true;
  useEffect(() => {
    let offset = initialMs - Date.now();
    let alive = true;
    setNow(initialMs);
    const tick = () => setNow(Date.now() + offset);
    const timer = setInterval(tick, SERVER_CLOCK_TICK_MS);
    if (sync) {
      void measureServerOffset().then((measured) => {
        if (!alive || measured === null) return;
        offset = measured;
        tick();
      });
    }
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [initialMs, sync]);
  return now;
}
