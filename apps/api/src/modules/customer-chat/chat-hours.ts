/**
 * Service hours of the 客服 desk (Beijing time), from the operator's setting chatServiceHours
 * ("09:00-21:00", 系统设置; CHAT_DEFAULT_HOURS when malformed): open now or not, and when staff are back.
 */
import { beijingWall } from '@shop/contracts/beijing-time';
import { CHAT_DEFAULT_HOURS, parseServiceHours, type ChatService } from '@shop/contracts/customer-chat';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function serviceAt(setting: string, nowMs: number): ChatService {
  const window = parseServiceHours(setting) ?? parseServiceHours(CHAT_DEFAULT_HOURS)!;
  const wall = beijingWall(nowMs);
  const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  const hours = `${hhmm(window.from)}-${hhmm(window.to)}`;
  if (minute >= window.from && minute < window.to) return { open: true, hours, backAt: null };
  return { open: false, hours, backAt: `${minute < window.from ? '今天' : '明天'} ${hhmm(window.from)}` };
}
