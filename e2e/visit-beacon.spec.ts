/**
 * The visitor beacon (issue #16 概览), at 390 px and 1440 px: after hydration the shop's page
 * sends one POST /api/sys/visit with the browser's random id and no cookie; a reload and the
 * next page send none that Beijing day; once the stored day is an earlier one, the next page
 * sends one again with the same id. The shared fixture fails the test on a CSP violation (the
 * beacon goes to our own origin, connect-src 'self') or a page error.
 */
import type { Page, Request } from '@playwright/test';
import { visitEndpoints } from '@shop/contracts/endpoint-refs/visits';
import { VISIT_STORAGE } from '@shop/contracts/visits';
import { sysEndpoints } from '@shop/contracts/endpoint-refs/sys';
import { expect, test } from './fixtures';

const isBeacon = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === visitEndpoints.record.path;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The root's beacon effect runs before the hydration marker's (children first), so once the
 * marker is set any beacon has been handed to fetch; a probe fetched after it, and answered,
 * means its request event has been seen too. (Waiting for network idle never ends on pages
 * that keep a connection open.)
 */
async function hydratedAndSettled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  await page.evaluate(async (probe) => {
    await fetch(probe);
  }, sysEndpoints.serverTime.path);
}

test('a page load sends one visitor beacon a Beijing day; a reload and the next page send none', async ({ page }) => {
  const beacons: Request[] = [];
  page.on('request', (r) => {
    if (isBeacon(r)) beacons.push(r);
  });
  const answered = page.waitForResponse((r) => isBeacon(r.request()));
  await page.goto('/list/smartphone-tablet');
  const answer = await answered;
  expect(answer.status()).toBe(200);
  const { visitorId } = answer.request().postDataJSON() as { visitorId: string };
  expect(visitorId).toMatch(UUID);
  // No cookie goes with it and none comes back: the id is the browser's own, tied to no one.
  expect((await answer.request().allHeaders()).cookie).toBeUndefined();
  await hydratedAndSettled(page);
  expect(await page.evaluate((k) => localStorage.getItem(k), VISIT_STORAGE.visitorId)).toBe(visitorId);

  await page.reload();
  await hydratedAndSettled(page);
  await page.goto('/');
  await hydratedAndSettled(page);
  expect(beacons, 'one beacon for the first page only').toHaveLength(1);

  // A day already reported earlier (as after Beijing midnight): the next page counts today, same id.
  await page.evaluate((k) => localStorage.setItem(k, '2000-01-01'), VISIT_STORAGE.reportedDay);
  const next = page.waitForRequest(isBeacon);
  await page.reload();
  expect((await next).postDataJSON()).toEqual({ visitorId });
  await hydratedAndSettled(page);
  expect(beacons).toHaveLength(2);
});
