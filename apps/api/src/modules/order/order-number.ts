/**
 * Order numbers: the Beijing date (for people reading them) and 12 random digits from the
 * CSPRNG, so one member cannot guess another's order (10^12 per day; the API also checks
 * ownership and answers 404).
 */
import { randomInt } from 'node:crypto';
import { formatBeijingTime } from '@shop/contracts/beijing-time';

export function newOrderNo(now: Date): string {
  const day = formatBeijingTime(now.getTime()).slice(2, 10).replaceAll('-', '');
  const rand = String(randomInt(0, 1_000_000)).padStart(6, '0') + String(randomInt(0, 1_000_000)).padStart(6, '0');
  return `${day}${rand}`;
}
