/**
 * The /speedKill page's sessions (秒杀场次, issue #18): the flash-sale SKUs the shopper may see
 * (flash-sales.ts's reads: site, display lead time, off-shelf rules) that started or start
 * today or tomorrow by the Beijing calendar, grouped by start minute. A sale still running from
 * an earlier day stays (it is on sale now); ended ones are left out. Each SKU carries the share
 * of its allotment sold and whether the signed-in member set 提醒我 on it.
 */
import { beijingDayStart, formatBeijingTime } from '@shop/contracts/beijing-time';
import { SESSION_STATES, type FlashSaleSession, type SessionItem } from '@shop/contracts/flash-sale-sessions';
import type { FlashSaleShown } from './flash-sales.ts';
import { reminderKey } from './flash-sale-reminders.ts';

const DAY_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60_000;

/** The end of tomorrow (Beijing): sessions start before it. */
export const sessionsEndMs = (nowMs: number): number => beijingDayStart(nowMs).getTime() + 2 * DAY_MS;

/** 已抢 share in whole percent: (act_total − act_stock) / act_total, floored, 0–100; without a recorded total, 100 only when sold out. */
export function soldPercent(actTotal: number | null, actStock: number | null, soldOut: boolean): number {
  if (!actTotal || actTotal <= 0) return soldOut ? 100 : 0;
  const used = actTotal - (actStock ?? actTotal);
  const pct = Math.floor((used * 100) / actTotal);
  return Math.max(0, Math.min(100, soldOut && actStock === 0 ? 100 : pct));
}

/** A session's name: HH:mm today, 明日 HH:mm tomorrow, 昨日 HH:mm (a sale still running from yesterday), else M月D日 HH:mm. */
export function sessionLabel(beginMs: number, nowMs: number): string {
  const days = Math.round((beijingDayStart(beginMs).getTime() - beijingDayStart(nowMs).getTime()) / DAY_MS);
  const wall = formatBeijingTime(beginMs);
  const hm = wall.slice(11, 16);
  if (days === 0) return hm;
  if (days === 1) return `明日 ${hm}`;
  if (days === -1) return `昨日 ${hm}`;
  return `${Number(wall.slice(5, 7))}月${Number(wall.slice(8, 10))}日 ${hm}`;
}

/** Groups what the shopper may see into sessions by start minute (a session's name is HH:mm), earliest first. */
export function groupSessions(shown: readonly FlashSaleShown[], nowMs: number, reminded: ReadonlySet<string>): FlashSaleSession[] {
  const endMs = sessionsEndMs(nowMs);
  const byMinute = new Map<number, SessionItem[]>();
  for (const { item, actTotal, actStock } of shown) {
    if (item.endMs <= nowMs || item.beginMs >= endMs) continue;
    const minute = Math.floor(item.beginMs / MINUTE_MS);
    const list = byMinute.get(minute) ?? [];
    list.push({
      ...item,
      soldPercent: soldPercent(actTotal, actStock, item.soldOut),
      reminded: item.beginMs > nowMs && reminded.has(reminderKey(item.actCd, item.skuCd)),
    });
    byMinute.set(minute, list);
  }
  return [...byMinute.entries()]
    .sort(([x], [y]) => x - y)
    .map(([, items]) => {
      // The session starts with its earliest SKU (sales set to the same minute may differ by seconds).
      const beginMs = Math.min(...items.map((i) => i.beginMs));
      const state = beginMs <= nowMs ? 'running' : 'upcoming';
      return { beginMs, label: sessionLabel(beginMs, nowMs), state, stateText: SESSION_STATES[state], items };
    });
}
