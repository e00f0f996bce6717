import { describe, expect, it } from 'vitest';
import { beijingDayStart } from '@shop/contracts/beijing-time';

describe('Beijing calendar day (the 10-codes-a-day limit)', () => {
  it('starts at 16:00 UTC of the previous UTC day', () => {
    // 2026-03-10 01:30 Beijing = 2026-03-09 17:30 UTC
    expect(beijingDayStart(Date.UTC(2026, 2, 9, 17, 30)).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    // 2026-03-09 23:59 Beijing = 2026-03-09 15:59 UTC
    expect(beijingDayStart(Date.UTC(2026, 2, 9, 15, 59)).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(beijingDayStart(Date.UTC(2026, 2, 9, 16, 0)).toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });
});
