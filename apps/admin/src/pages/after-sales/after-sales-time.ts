/** The 售后 screens' clock words: how long a request has been in its state, and how its SLA stands. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Under this much time left the SLA shows orange. */
export const SLA_WARN_MS = 4 * HOUR;

/** A span of time in Chinese, to the minute under an hour, else days and hours: 25分钟, 3小时, 2天5小时, 2天. */
export function spanText(ms: number): string {
  const span = Math.max(0, ms);
  if (span < HOUR) return `${Math.max(1, Math.floor(span / MINUTE))}分钟`;
  const days = Math.floor(span / DAY);
  const hours = Math.floor((span % DAY) / HOUR);
  if (days === 0) return `${hours}小时`;
  return hours ? `${days}天${hours}小时` : `${days}天`;
}

/** How a request's SLA stands at `now`: none (not staff's to move), overdue, warn (under 4 h left) or ok. */
export function slaState(slaDueAt: number | null, overdue: boolean, now: number): 'none' | 'overdue' | 'warn' | 'ok' {
  if (slaDueAt === null) return 'none';
  const left = slaDueAt - now;
  if (overdue || left <= 0) return 'overdue';
  return left < SLA_WARN_MS ? 'warn' : 'ok';
}
