/**
 * The server clock (spec 7: the server clock is the truth). Outside production a test
 * hook may shift it, so expiry and activity windows are tested without waiting: either for
 * the whole process (POST /api/dev/clock) or for one browser only (cookie shop_clock_offset,
 * read per request), which lets parallel browser tests live at different times.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Clock {
  now(): Date;
  nowMs(): number;
  /** Shift applied to the real clock, in ms (test hook; 0 in production). */
  offsetMs: number;
}

const requestOffset = new AsyncLocalStorage<number>();

/** Cookie (outside production only) that shifts the clock for the requests carrying it, in ms. */
export const CLOCK_OFFSET_COOKIE = 'shop_clock_offset';
const MAX_OFFSET_MS = 400 * 24 * 3600 * 1000;

/** The offset a request asks for through the cookie, or 0 when absent or malformed. */
export function parseClockOffset(value: string | undefined): number {
  if (!value || !/^-?\d{1,14}$/.test(value)) return 0;
  const n = Number(value);
  return Math.abs(n) <= MAX_OFFSET_MS ? n : 0;
}

/** Run `fn` (and everything it starts) with the clock shifted by `offsetMs`. */
export function runWithClockOffset<T>(offsetMs: number, fn: () => T): T {
  return requestOffset.run(offsetMs, fn);
}

export function createClock(): Clock {
  return {
    offsetMs: 0,
    now() {
      return new Date(this.nowMs());
    },
    nowMs() {
      return Date.now() + this.offsetMs + (requestOffset.getStore() ?? 0);
    },
  };
}
