/**
 * /speedKill 限时秒杀 (issue #18) at 1440 px and 390 px: the console's API (the worker's 超级管理员)
 * starts a flash sale now and sets up one for later today or tomorrow; the page shows the running
 * one in its session with flash price, struck list price, the 已抢 progress bar and a ticking
 * countdown to its end; 马上抢 opens the buying page at the flash price. A visitor's 提醒我 on the
 * upcoming one goes through sign-in and back, the reminder is set (已设提醒) and stays after a reload.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { workerBoss } from './admin-helpers';
import { signInThroughUi, waitForHydration } from './helpers';

const BASE = '/api/admin/marketing/flash-sales';
/** Seeded SKUs no other browser test uses and no seeded activity holds; each width its own, so the two projects never share a SKU's window. */
const SKUS = {
  'pc-1440': { run: { spu: 'Q990F', sku: 'Q990F-TITANGRAY', actPrice: 888800, shown: '¥8,888', was: '¥9,999' }, next: { sku: 'G95F-BLACK', actPrice: 799900 } },
  'mobile-390': {
    run: { spu: 'Q800F', sku: 'Q800F-TITANGRAY', actPrice: 388800, shown: '¥3,888', was: '¥4,999' },
    next: { sku: 'S90PD-SILVER', actPrice: 699900 },
  },
} as const;

type Boss = Awaited<ReturnType<typeof workerBoss>>;
const MIN = 60_000;

/** Ends what an earlier run on the same database left open on the SKU (windows may not overlap). */
async function endLeftovers(boss: Boss, sku: string) {
  const page = await boss.get<{ list: { actCd: string; skuCode: string; state: string }[] }>(`${BASE}?product=${sku}&pageSize=100`);
  for (const r of page.list.filter((x) => x.state !== 'ended' && x.skuCode === sku)) await boss.post(`${BASE}/${r.actCd}/${r.skuCode}/end`, {});
}

async function startSale(boss: Boss, sku: string, actPrice: number, beginAt: number, endAt: number) {
  await endLeftovers(boss, sku);
  return boss.post<{ actCd: string; beginAt: number }>(BASE, {
    name: `秒杀场次${sku}`,
    skuCode: sku,
    beginAt,
    endAt,
    actPrice,
    actStock: 20,
    limitPerMember: 1,
    previewHours: 24,
    siteCodes: null,
  });
}

/** A session is a start minute: the other width's run may have started its sale in the same one. */
const tabOf = (page: Page, beginMs: number) => page.locator(`[data-testid="sk-tab"][data-minute="${Math.floor(beginMs / 60_000)}"]`);
const cardOf = (page: Page, sku: string) => page.getByTestId('sk-panel').locator(`[data-testid="sk-item"][data-sku="${sku}"]`);

test('a running flash sale shows with its progress and countdown, 马上抢 buys at the flash price, and a visitor sets 提醒我 on an upcoming one', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const s = SKUS[testInfo.project.name as keyof typeof SKUS];
  const boss = await workerBoss(baseURL!);
  const now = Date.now();
  // Started a few seconds ago: an earlier run's sale on this SKU was ended (its window closed) when that run finished.
  const running = await startSale(boss, s.run.sku, s.run.actPrice, now - 5000, now + 120 * MIN);
  const upcoming = await startSale(boss, s.next.sku, s.next.actPrice, now + 180 * MIN, now + 240 * MIN);

  try {
    await page.goto('/speedKill');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '限时秒杀' })).toBeVisible();
    await tabOf(page, running.beginAt).click();
    await expect(tabOf(page, running.beginAt)).toHaveAttribute('aria-selected', 'true');
    await expect(tabOf(page, running.beginAt)).toContainText('抢购中');
    const card = cardOf(page, s.run.sku);
    await expect(card.getByTestId('sk-price')).toHaveText(s.run.shown);
    await expect(card.getByTestId('sk-was')).toHaveText(s.run.was);
    const bar = card.getByRole('progressbar', { name: '已抢比例' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(card).toContainText('已抢 0%');
    const clock = card.getByTestId('sk-countdown');
    await expect(clock).toContainText('距结束');
    const digits = clock.getByRole('timer');
    const first = await digits.textContent();
    expect(first).toMatch(/^01:[45]\d:\d\d$/);
    await expect.poll(() => digits.textContent(), { timeout: 5000 }).not.toBe(first);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await card.getByTestId('sk-buy').click();
    await expect(page).toHaveURL(new RegExp(`/activityproduct/${s.run.spu}/${s.run.sku}$`), { timeout: 30_000 });
    await expect(page.getByTestId('pdp')).toHaveAttribute('data-typcd', 'SECKILL', { timeout: 30_000 });
    await expect(page.getByTestId('pdp-price')).toHaveText(s.run.shown);

    // 提醒我 as a visitor: sign in, back on /speedKill the reminder is set.
    await page.goto('/speedKill');
    await waitForHydration(page);
    await tabOf(page, upcoming.beginAt).click();
    await expect(tabOf(page, upcoming.beginAt)).toContainText('即将开始');
    const next = cardOf(page, s.next.sku);
    await expect(next.getByTestId('sk-countdown')).toContainText('距开始');
    await next.getByRole('button', { name: '提醒我' }).click();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2FspeedKill/);
    await signInThroughUi(page, undefined, '/speedKill');
    await expect(page).toHaveURL(/\/speedKill$/, { timeout: 30_000 });
    await tabOf(page, upcoming.beginAt).click();
    await expect(cardOf(page, s.next.sku).getByRole('button', { name: '已设提醒' })).toBeDisabled({ timeout: 15_000 });

    await page.reload();
    await waitForHydration(page);
    await tabOf(page, upcoming.beginAt).click();
    await expect(cardOf(page, s.next.sku).getByRole('button', { name: '已设提醒' })).toBeDisabled();
  } finally {
    await endLeftovers(boss, s.run.sku);
    await endLeftovers(boss, s.next.sku);
  }
});
