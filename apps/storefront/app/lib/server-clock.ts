/**
 * The server clock in the browser (spec 9: ticks locally every 1000 ms). It starts from the
 * time the page's data carried (so the server render and the first browser render agree),
 * asks the server once for its time to correct the delay of loading the page, then keeps
 * the offset to the browser's own clock and ticks. Activity windows are decided on it, never
 * on the shopper's clock.
 *
 * A page holds one clock and re-renders only when what it shows changes (useClockPhase): a
 * flash sale starting, a pre-sale phase ending. Only the countdown digits tick every second
 * (useClockNow), so a whole product page is not rendered again once a second.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
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

export interface ServerClock {
  /** The server time the page data was made at: what the server render used. */
  readonly startMs: number;
  /** Server time now, epoch ms. */
  now(): number;
  /** `listener` gets the server time once a second while subscribed; returns the unsubscribe. */
  subscribe(listener: (nowMs: number) => void): () => void;
  /** Takes a measured offset (server − browser, ms) and tells the listeners at once. */
  correct(offsetMs: number): void;
}

/** One clock, ticking only while someone listens (one timer however many countdowns show). */
export function createServerClock(startMs: number): ServerClock {
  let offset = startMs - Date.now();
  const listeners = new Set<(nowMs: number) => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  const now = () => Date.now() + offset;
  const tell = () => {
    const t = now();
    for (const l of listeners) l(t);
  };
  return {
    startMs,
    now,
    subscribe(listener) {
      listeners.add(listener);
      timer ??= setInterval(tell, SERVER_CLOCK_TICK_MS);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    correct(offsetMs) {
      offset = offsetMs;
      tell();
    },
  };
}

/** The page's clock from the server time its data was made at; `sync` asks the server once. */
export function useServerClockSource(startMs: number, opts: { sync?: boolean } = {}): ServerClock {
  const clock = useMemo(() => createServerClock(startMs), [startMs]);
  const sync = opts.sync ?? true;
  useEffect(() => {
    if (!sync) return;
    let alive = true;
    void measureServerOffset().then((measured) => {
      if (alive && measured !== null) clock.correct(measured);
    });
    return () => {
      alive = false;
    };
  }, [clock, sync]);
  return clock;
}

/** Server time now, re-rendering once a second: for the countdown digits. */
export function useClockNow(clock: ServerClock): number {
  const [now, setNow] = useState(clock.startMs);
  useEffect(() => {
    setNow(clock.now());
    return clock.subscribe(setNow);
  }, [clock]);
  return now;
}

/**
 * A server time that moves only when `keyOf` (what the caller shows at a time) changes: the
 * caller re-renders at an activity's boundary, not once a second. `keyOf` may change from
 * render to render (another SKU chosen); the next tick compares with the newest one.
 */
export function useClockPhase(clock: ServerClock, keyOf: (nowMs: number) => string): number {
  const [now, setNow] = useState(clock.startMs);
  const latest = useRef({ keyOf, now });
  latest.current = { keyOf, now };
  useEffect(() => {
    const check = (t: number) => {
      const { keyOf: key, now: shown } = latest.current;
      if (key(t) !== key(shown)) setNow(t);
    };
    check(clock.now());
    return clock.subscribe(check);
  }, [clock]);
  return now;
}
