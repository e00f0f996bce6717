/** The /speedKill sessions' grouping: Beijing day boundaries, labels, states, the sold share and 提醒我 marks. */
import { describe, expect, it } from 'vitest';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import type { FlashSaleItem } from '@shop/contracts/marketing';
import type { FlashSaleShown } from './flash-sales.ts';
import { groupSessions, sessionLabel, soldPercent } from './flash-sale-sessions.ts';
import { reminderKey } from './flash-sale-reminders.ts';

const at = (wall: string) => parseBeijingTime(wall);
const HOUR = 3600_000;

function shown(skuCd: string, begin: string, hours = 1, total: number | null = 10, left: number | null = 10): FlashSaleShown {
  const beginMs = at(begin);
  const item: FlashSaleItem = {
    actCd: `A-${skuCd}`,
    actNm: '秒杀',
    skuCd,
    spuCd: 'SPU',
    prodNm: '手机',
    skuNm: '黑色',
    image: '',
    actPrice: 100,
    price: 200,
    stock: left ?? 5,
    limitQty: 1,
    beginTime: begin,
    endTime: '',
    beginMs,
    endMs: beginMs + hours * HOUR,
    status: 'not-started',
    soldOut: left === 0,
    href: `/activityproduct/SPU/${skuCd}`,
  };
  return { item, actTotal: total, actStock: left };
}

describe('flash-sale sessions', () => {
  const now = at('2026-11-28 12:00:00');

  it('puts 23:30 today and 00:30 tomorrow (Beijing) in separate sessions, named by their day, and leaves the day after out', () => {
    const sessions = groupSessions(
      [shown('LATE', '2026-11-28 23:30:00'), shown('EARLY', '2026-11-29 00:30:00'), shown('AFTER', '2026-11-30 00:30:00')],
      now,
      new Set(),
    );
    expect(sessions.map((s) => [s.label, s.items.map((i) => i.skuCd)])).toEqual([
      ['23:30', ['LATE']],
      ['明日 00:30', ['EARLY']],
    ]);
    expect(sessions.every((s) => s.state === 'upcoming' && s.stateText === '即将开始')).toBe(true);
  });

  it('groups SKUs by start, running sessions first, and keeps a sale still running from yesterday', () => {
    const sessions = groupSessions(
      [shown('Y', '2026-11-27 23:00:00', 24), shown('A', '2026-11-28 10:00:00', 4), shown('B', '2026-11-28 10:00:00', 4), shown('C', '2026-11-28 20:00:00')],
      now,
      new Set(),
    );
    expect(sessions.map((s) => [s.label, s.state, s.items.length])).toEqual([
      ['昨日 23:00', 'running', 1],
      ['10:00', 'running', 2],
      ['20:00', 'upcoming', 1],
    ]);
    expect(sessions[1]!.stateText).toBe('抢购中');
  });

  it('puts sales set to the same minute in one session, starting with the earliest', () => {
    const sessions = groupSessions([shown('P', '2026-11-28 20:00:07'), shown('Q', '2026-11-28 20:00:02'), shown('R', '2026-11-28 20:01:00')], now, new Set());
    expect(sessions.map((s) => [s.label, s.beginMs, s.items.map((i) => i.skuCd)])).toEqual([
      ['20:00', at('2026-11-28 20:00:02'), ['P', 'Q']],
      ['20:01', at('2026-11-28 20:01:00'), ['R']],
    ]);
  });

  it('leaves ended SKUs out and marks the member’s reminders on upcoming ones only', () => {
    const sessions = groupSessions(
      [shown('GONE', '2026-11-28 08:00:00', 1), shown('NOW', '2026-11-28 11:00:00', 2), shown('NEXT', '2026-11-28 14:00:00')],
      now,
      new Set([reminderKey('A-NEXT', 'NEXT'), reminderKey('A-NOW', 'NOW')]),
    );
    expect(sessions.flatMap((s) => s.items.map((i) => [i.skuCd, i.reminded]))).toEqual([
      ['NOW', false],
      ['NEXT', true],
    ]);
  });

  it('uses the Beijing calendar, not UTC, at midnight', () => {
    // 2026-11-28 23:59 Beijing is 15:59 UTC the same day; 00:00 on the 29th is tomorrow.
    const late = at('2026-11-28 23:59:00');
    expect(sessionLabel(at('2026-11-29 00:00:00'), late)).toBe('明日 00:00');
    expect(sessionLabel(at('2026-11-28 23:59:30'), late)).toBe('23:59');
    expect(sessionLabel(at('2026-12-01 09:00:00'), late)).toBe('12月1日 09:00');
  });

  it('gives the sold share in whole percent, never over 100', () => {
    expect(soldPercent(3, 1, false)).toBe(66);
    expect(soldPercent(10, 0, true)).toBe(100);
    expect(soldPercent(10, 10, false)).toBe(0);
    expect(soldPercent(5, 9, false)).toBe(0);
    expect(soldPercent(null, 3, false)).toBe(0);
    expect(soldPercent(null, 0, true)).toBe(100);
  });
});
