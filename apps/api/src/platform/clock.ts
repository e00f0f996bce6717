/**
 * The server clock (spec 7: the server clock is the truth). Outside production a test
 * hook may shift it, so expiry and activity windows are tested without waiting.
 */
export interface Clock {
  now(): Date;
  nowMs(): number;
  /** Shift applied to the real clock, in ms (test hook; 0 in production). */
  offsetMs: number;
}

export function createClock(): Clock {
  return {
    offsetMs: 0,
    now() {
      return new Date(this.nowMs());
    },
    nowMs() {
      return Date.now() + this.offsetMs;
    },
  };
}
