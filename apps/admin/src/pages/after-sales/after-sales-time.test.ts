import { describe, expect, it } from 'vitest';
import { SLA_WARN_MS, slaState, spanText } from './after-sales-time.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('spanText', () => {
  it('says minutes under an hour, at least one', () => {
    expect(spanText(0)).toBe('1分钟');
    expect(spanText(25 * MIN + 59_000)).toBe('25分钟');
    expect(spanText(-5 * MIN)).toBe('1分钟');
  });
  it('says hours under a day, then days and hours', () => {
    expect(spanText(HOUR)).toBe('1小时');
    expect(spanText(3 * HOUR + 59 * MIN)).toBe('3小时');
    expect(spanText(24 * HOUR)).toBe('1天');
    expect(spanText(53 * HOUR + 10 * MIN)).toBe('2天5小时');
  });
});

describe('slaState', () => {
  const now = Date.UTC(2026, 10, 27, 8);
  it('is none when the state is not staff’s to move', () => expect(slaState(null, false, now)).toBe('none'));
  it('is overdue past the deadline or when the API says so', () => {
    expect(slaState(now, false, now)).toBe('overdue');
    expect(slaState(now - 1, false, now)).toBe('overdue');
    expect(slaState(now + 10 * HOUR, true, now)).toBe('overdue');
  });
  it('warns with under 4 hours left', () => {
    expect(slaState(now + SLA_WARN_MS - 1, false, now)).toBe('warn');
    expect(slaState(now + SLA_WARN_MS, false, now)).toBe('ok');
  });
});
