/** Beijing time, written once: the shop's days, windows and wall-clock strings are UTC+8 (no daylight saving). */

export const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;
/** The IANA zone, for Intl formatting and schedulers. */
export const BEIJING_TIME_ZONE = 'Asia/Shanghai';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Parse a Beijing wall-clock time 'YYYY-MM-DD HH:mm:ss' (or an ISO instant with its own
 * offset) into epoch milliseconds. Returns NaN for anything else.
 */
export function parseBeijingTime(value: string): number {
  const wall = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (wall) {
    const [, y, mo, d, h, mi, s] = wall;
    const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
    return utc - BEIJING_OFFSET_MS;
  }
  if (/[zZ]|[+-]\d{2}:?\d{2}$/.test(value)) return Date.parse(value);
  return Number.NaN;
}

/** Epoch milliseconds → Beijing wall-clock 'YYYY-MM-DD HH:mm:ss'. */
export function formatBeijingTime(epochMs: number): string {
  const d = beijingWall(epochMs);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** A Date whose UTC fields read the Beijing wall clock of `epochMs` (year, month, hour, weekday…). */
export function beijingWall(epochMs: number): Date {
  return new Date(epochMs + BEIJING_OFFSET_MS);
}

/** The Beijing calendar date of an instant, 'YYYY-MM-DD'. */
export function beijingDate(epochMs: number): string {
  return formatBeijingTime(epochMs).slice(0, 10);
}

/** The Beijing calendar year of an instant (2026-12-31T16:00Z is already 2027 in Beijing). */
export function beijingYear(epochMs: number): number {
  return beijingWall(epochMs).getUTCFullYear();
}

/** Start of the Beijing calendar day containing `epochMs`. */
export function beijingDayStart(epochMs: number): Date {
  return new Date(Math.floor((epochMs + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS);
}

export interface Countdown {
  day: number;
  hour: number;
  min: number;
  second: number;
}

/** Split a remaining duration into day / hour / minute / second (never negative). */
export function splitCountdown(remainingMs: number): Countdown {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return { day: Math.floor(total / 86400), hour: Math.floor((total % 86400) / 3600), min: Math.floor((total % 3600) / 60), second: total % 60 };
}
