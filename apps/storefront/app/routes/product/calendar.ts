/**
 * Calendar reminder for a pre-sale launch or a flash-sale start (spec 9: apps can add one).
 * In the app web view the native bridge adds it; elsewhere the shopper downloads an .ics
 * file (one VEVENT, times in UTC so every calendar shows the right Beijing moment).
 */

export interface CalendarEvent {
  title: string;
  /** Epoch ms. */
  startMs: number;
  /** Epoch ms; defaults to 30 minutes after the start. */
  endMs?: number;
  url: string;
  /** Stable id so a repeated download updates the same event. */
  uid: string;
}

function utcStamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 text escaping. */
function esc(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** The .ics text of one event (CRLF line ends, as RFC 5545 wants). */
export function icsFor(event: CalendarEvent, nowMs: number): string {
  const end = event.endMs ?? event.startMs + 30 * 60_000;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//shop//pdp//ZH',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${esc(event.uid)}`,
    `DTSTAMP:${utcStamp(nowMs)}`,
    `DTSTART:${utcStamp(event.startMs)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${esc(event.title)}`,
    `DESCRIPTION:${esc(event.url)}`,
    `URL:${esc(event.url)}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT5M',
    'ACTION:DISPLAY',
    `DESCRIPTION:${esc(event.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

interface AppBridge {
  ShopApp?: { addCalendar?: (e: { title: string; startTime: number; endTime: number; url: string }) => void };
}

/** Adds the reminder: through the app when it offers it, else as a downloaded .ics file. */
export function addCalendarReminder(event: CalendarEvent, nowMs: number): 'app' | 'ics' {
  const app = (window as unknown as AppBridge).ShopApp;
  if (app?.addCalendar) {
    app.addCalendar({ title: event.title, startTime: event.startMs, endTime: event.endMs ?? event.startMs + 30 * 60_000, url: event.url });
    return 'app';
  }
  const blob = new Blob([icsFor(event, nowMs)], { type: 'text/calendar;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = `${event.uid}.ics`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return 'ics';
}
