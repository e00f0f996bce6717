/**
 * The storefront's visitor beacon and the 概览 visitor figures (issue #16) against the real
 * database: a visitor's repeated beacon counts once a day, another visitor counts, a beacon on
 * another Beijing day counts on that day, bad bodies answer 400 in Chinese and write nothing,
 * one address sending too many answers 429, and the dashboard answers the counts and the
 * conversion (orders ÷ visitors).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@shop/contracts/admin-orders';
import { beijingDate } from '@shop/contracts/beijing-time';
import { visitorConversion } from '@shop/contracts/visits';
import { VISIT_LIMIT } from '../src/modules/reporting/visit-routes.ts';
import { Browser, staffSignedIn, useTestApi } from './harness.ts';

const t = useTestApi();
const DAY_MS = 24 * 3600_000;

/** A beacon as the shop's page sends it: no cookie, no CSRF token, from the browser's address. */
const beacon = (body: unknown, ip?: string) => new Browser(t.baseUrl, ip).post<null>('/api/sys/visit', body);
const rows = async (visitorId: string) =>
  (await t.database.pool.query('SELECT day::text AS day FROM site_visits WHERE visitor_id = $1 ORDER BY day', [visitorId])).rows.map((r) => r.day as string);
const dashboard = async (b: Browser) => {
  const res = await b.get<Dashboard>('/api/admin/reports/dashboard');
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('visitor beacon', () => {
  it('counts one visitor once a day, another visitor too, and the dashboard answers the counts', async () => {
    const { b } = await staffSignedIn(t, '财务');
    const before = await dashboard(b);
    const one = randomUUID();
    const other = randomUUID();
    for (const id of [one, one, other]) {
      const res = await beacon({ visitorId: id });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, data: null });
    }
    const today = beijingDate(Date.now());
    expect(await rows(one)).toEqual([today]);
    expect(await rows(other)).toEqual([today]);

    const after = await dashboard(b);
    expect(after.todayFigures.visitors - before.todayFigures.visitors).toBe(2);
    expect(after.days.at(-1)).toMatchObject({ day: today, visitors: after.todayFigures.visitors });
    expect(after.last30.visitors - before.last30.visitors).toBe(2);
    expect(after.last30.visitors).toBe(after.days.reduce((n, d) => n + d.visitors, 0));
    expect(after.conversion.today).toBe(after.todayFigures.orders / after.todayFigures.visitors);
    expect(after.conversion.last30).toBe(visitorConversion(after.last30.orders, after.last30.visitors));
  });

  it('counts the same browser again on the next Beijing day, on that day', async () => {
    const { b } = await staffSignedIn(t, '财务');
    const id = randomUUID();
    t.clock.offsetMs = -DAY_MS;
    expect((await beacon({ visitorId: id })).status).toBe(200);
    t.clock.offsetMs = 0;
    const before = await dashboard(b);
    expect((await beacon({ visitorId: id })).status).toBe(200);
    const after = await dashboard(b);
    expect(await rows(id)).toEqual([beijingDate(Date.now() - DAY_MS), beijingDate(Date.now())]);
    expect(after.todayFigures.visitors - before.todayFigures.visitors).toBe(1);
    expect(after.days.at(-2)!.visitors).toBe(before.days.at(-2)!.visitors);
  });

  it('answers 400 in Chinese to a bad body and records nothing', async () => {
    const count = async () => Number((await t.database.pool.query('SELECT count(*) AS n FROM site_visits')).rows[0].n);
    const n = await count();
    for (const body of [{ visitorId: 'abc' }, {}, { visitorId: randomUUID(), mobile: '13800000000' }, { visitorId: 12 }]) {
      const res = await beacon(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
      expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await beacon({ visitorId: 'abc' })).body.message).toBe('访客标识格式不正确');
    const notJson = await new Browser(t.baseUrl).request('POST', '/api/sys/visit', { body: '{visitorId', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(await count()).toBe(n);
  });

  it('limits one address to VISIT_LIMIT beacons a minute (429 with Retry-After)', async () => {
    const ip = '203.0.113.77';
    const id = randomUUID();
    let accepted = 0;
    let refused: Awaited<ReturnType<typeof beacon>> | null = null;
    // The window may turn once while this runs: at most twice the limit before a refusal.
    for (let i = 0; i < 2 * VISIT_LIMIT + 2 && !refused; i++) {
      const res = await beacon({ visitorId: id }, ip);
      if (res.status === 200) accepted++;
      else refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ success: false, code: 'E_RATE_LIMITED' });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThanOrEqual(VISIT_LIMIT);
    // Another address is not held up.
    expect((await beacon({ visitorId: id })).status).toBe(200);
  });
});
