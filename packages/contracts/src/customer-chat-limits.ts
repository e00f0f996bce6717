/**
 * The limits, stream paths and service-hours parsing of live customer service, without zod: the
 * shop's chat screen imports these (customer-chat.ts re-exports them with the schemas).
 */
import type { ChatMessage } from './customer-chat.ts';

/** A message is 1–500 characters. */
export const CHAT_MESSAGE_MAX = 500;
/** At most this many shopper messages in CHAT_RATE_WINDOW_MS (429 ERR_CHAT_TOO_FAST). */
export const CHAT_RATE_LIMIT = 5;
export const CHAT_RATE_WINDOW_MS = 10_000;
/** The default of the operator's setting chatServiceHours (系统设置; Beijing time): the hotline's hours, as the contact page states them. */
export const CHAT_DEFAULT_HOURS = '08:00-20:00';
/** The stream's comment line every this many ms keeps proxies from closing it. */
export const CHAT_HEARTBEAT_MS = 15_000;

export const CHAT_PAGE_MAX = 100;

/** The streams (server-sent events), outside the typed endpoints: GET, text/event-stream. */
export const CHAT_STREAM_PATH = '/api/customerChat/stream';
export const ADMIN_CHAT_STREAM_PATH = '/api/admin/chat/stream';

/** "09:00-21:00" → minutes of the Beijing day [from, to), or null when malformed. */
export function parseServiceHours(value: string): { from: number; to: number } | null {
  const m = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*[-–~]\s*([01]\d|2[0-4]):([0-5]\d)\s*$/.exec(value);
  if (!m) return null;
  const from = Number(m[1]) * 60 + Number(m[2]);
  const to = Number(m[3]) * 60 + Number(m[4]);
  return from < to && to <= 24 * 60 ? { from, to } : null;
}

/** `list` with `more` added, each message once (by id: one from a send answer and the same from a stream), in id order. */
export function mergeMessages(list: readonly ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
