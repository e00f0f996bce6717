/**
 * The server clock in the browser (spec 9: ticks locally every 1000 ms). It starts from the
 * time the page's data carried (so the server render and the first browser render agree),
 * asks the server once for its time to correct the delay of loading the page, then keeps
 * the offset to the browser's own clock and ticks. Activity windows are decided on it, never
 * on the shopper's clock.
 */
import { useEffect, useState } from 'react';
import { sysEndpoints } from '@shop/contracts/endpoint-refs/sys';
import { quietApi } from './api-call';

export const SERVER_CLOCK_TICK_MS = 1000;

/** Offset (server − browser, ms) from one round trip: the answer is taken as of its midpoint. */
export async function measureServerOffset(): Promise<number | null> {
  const sent = Date.now();
  const r = await quietApi.call(sysEndpoints.serverTime).catch(() => null);
  const received = Date.now();
  if (!r?.ok || typeof r.data !== 'number') return null;
  return r.data - (sent + received) / 2;
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
