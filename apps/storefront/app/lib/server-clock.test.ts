import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerClock, SERVER_CLOCK_TICK_MS } from './server-clock';

describe('createServerClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the server time from the page data on, at the pace of the browser clock', () => {
    const clock = createServerClock(5_000_000);
    expect(clock.startMs).toBe(5_000_000);
    expect(clock.now()).toBe(5_000_000);
    vi.advanceTimersByTime(2_500);
    expect(clock.now()).toBe(5_002_500);
  });

  it('tells every listener once a second with one timer, and stops when nobody listens', () => {
    const clock = createServerClock(5_000_000);
    const a: number[] = [];
    const b: number[] = [];
    const offA = clock.subscribe((t) => a.push(t));
    const offB = clock.subscribe((t) => b.push(t));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3 * SERVER_CLOCK_TICK_MS);
    expect(a).toEqual([5_001_000, 5_002_000, 5_003_000]);
    expect(b).toEqual(a);
    offA();
    vi.advanceTimersByTime(SERVER_CLOCK_TICK_MS);
    expect(a).toHaveLength(3);
    expect(b).toHaveLength(4);
    offB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a measured offset replaces the loading delay and reaches the listeners at once', () => {
    const clock = createServerClock(5_000_000);
    const seen: number[] = [];
    clock.subscribe((t) => seen.push(t));
    // The server says its clock is 7 s ahead of this browser's, not 4,000 s.
    clock.correct(7_000);
    expect(seen).toEqual([1_007_000]);
    expect(clock.now()).toBe(1_007_000);
  });
});
