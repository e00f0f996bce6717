/**
 * Activities on the product page (issue #4): the pre-sale of TABS10U (PS-TABS10U: deposit
 * ¥200 worth ¥500, deposit window open), and the upcoming flash sale SK-TAB-NEXT on
 * TABS10FE-GRAPHITE-1 seen at different server times. The server time of one browser is
 * shifted with the test-only cookie shop_clock_offset (the SSR passes it on to the API).
 */
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';

const SPU = 'TABS10FE';
const SKU = 'TABS10FE-GRAPHITE-1';
const PAGE = `/activityproduct/${SPU}/${SKU}`;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

test('pre-sale product shows deposit, swell, balance and the phase @pc', async ({ page }) => {
  await page.goto('/product/TABS10U');
  const block = page.getByTestId('pdp-price-block');
  await expect(block).toHaveAttribute('data-typcd', 'PRESALE2');
  await expect(block).toContainText('定金');
  await expect(page.getByTestId('pdp-price')).toHaveText('¥200');
  await expect(page.getByTestId('presale-swell')).toHaveText('膨胀：定金¥200抵¥500');
  await expect(page.getByTestId('presale-phase')).toHaveText('定金支付中');
  await expect(page.getByTestId('pdp-countdown')).toContainText('距定金支付结束');
  // Phase 2: the deposit can be paid; pre-sale limit is one piece.
  await expect(page.getByTestId('pdp-pay-deposit')).toBeEnabled();
  await expect(page.getByTestId('qty-stepper')).toContainText('最多可购买 1 件');
});

/** The flash sale's start (epoch ms) and the server's time now, from the activity page's baseInfo. */
async function seckillStart(request: import('@playwright/test').APIRequestContext) {
  const r = await request.get(`/api/product/pdp/baseInfo/${SPU}/${SKU}?page=activity`);
  expect(r.ok()).toBe(true);
  const data = (await r.json()).data as {
    serverTimeMs: number;
    skus: { skuCd: string; activities: { actCd: string; beginTime: string; actPrice: number | null }[] }[];
  };
  const act = data.skus.find((s) => s.skuCd === SKU)?.activities.find((a) => a.actCd === 'SK-TAB-NEXT');
  expect(act, 'SK-TAB-NEXT is seeded on TABS10FE-GRAPHITE-1').toBeTruthy();
  // Beijing wall clock → epoch ms.
  const [d, t] = act!.beginTime.split(' ');
  const begin = Date.parse(`${d}T${t}+08:00`);
  return { begin, serverNow: data.serverTimeMs, flashPrice: act!.actPrice! };
}

/** Make this browser's server time `target` (epoch ms). */
async function setServerTime(context: BrowserContext, baseURL: string, target: number, serverNow: number) {
  const offset = Math.round(target - serverNow);
  await context.addCookies([{ name: 'shop_clock_offset', value: String(offset), url: baseURL }]);
}

function yuan(fen: number) {
  return `¥${(fen / 100).toLocaleString('en-US')}`;
}

test('flash sale 2 h before: the normal price, no flash price @phone', async ({ page, context, baseURL, request }) => {
  const { begin, serverNow, flashPrice } = await seckillStart(request);
  await setServerTime(context, baseURL!, begin - 2 * 3600_000, serverNow);
  await page.goto(PAGE);
  await expect(page.getByTestId('pdp-price-block')).toHaveAttribute('data-typcd', 'MAIN');
  await expect(page.getByTestId('pdp-price')).not.toHaveText(yuan(flashPrice));
  await expect(page.getByText('即将开抢')).toHaveCount(0);
  await expect(page.getByTestId('pdp-add-cart')).toBeEnabled();
});

test('flash sale 5 min before: 即将开抢 with a countdown, buying disabled @pc', async ({ page, context, baseURL, request }) => {
  const { begin, serverNow, flashPrice } = await seckillStart(request);
  await setServerTime(context, baseURL!, begin - 5 * 60_000, serverNow);
  await page.goto(PAGE);
  await expect(page.getByTestId('pdp-price-block')).toHaveAttribute('data-typcd', 'SECKILL2');
  await expect(page.getByTestId('pdp-price-block')).toContainText('即将开抢');
  await expect(page.getByTestId('pdp-countdown')).toContainText(/距开抢\s*00:0[45]:\d\d/);
  await expect(page.getByTestId('pdp-price')).toHaveText(yuan(flashPrice));
  await expect(page.getByTestId('pdp-seckill-soon')).toBeDisabled();
  // 提醒我: a calendar file whose event starts at the flash sale's start (UTC).
  const download = page.waitForEvent('download');
  await page.getByTestId('pdp-remind').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(ics).toContain(
    `DTSTART:${new Date(begin)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '')}`,
  );
  expect(ics).toContain('BEGIN:VEVENT');
});

test('flash sale 1 min after start: 限时秒杀 with the flash price and limit @pc', async ({ page, context, baseURL, request }) => {
  const { begin, serverNow, flashPrice } = await seckillStart(request);
  await setServerTime(context, baseURL!, begin + 60_000, serverNow);
  await page.goto(PAGE);
  await expect(page.getByTestId('pdp-price-block')).toHaveAttribute('data-typcd', 'SECKILL');
  await expect(page.getByTestId('pdp-price-block')).toContainText('限时秒杀');
  await expect(page.getByTestId('pdp-price')).toHaveText(yuan(flashPrice));
  await expect(page.getByTestId('seckill-limit')).toHaveText('限购 1 件');
  await expect(page.getByTestId('seckill-stock')).toContainText('秒杀库存');
  await expect(page.getByTestId('pdp-buy-now')).toHaveText('立即抢购');
});

test('the page ticks: 3 s before the start it turns from 即将开抢 into 限时秒杀 by itself @pc', async ({ page, context, baseURL, request }) => {
  const { begin, serverNow, flashPrice } = await seckillStart(request);
  await setServerTime(context, baseURL!, begin - 3_000, serverNow);
  await page.goto(PAGE);
  const block = page.getByTestId('pdp-price-block');
  // On a busy machine loading may take a moment: whichever state we land in, it must end as SECKILL.
  await expect(block).toHaveAttribute('data-typcd', /SECKILL2?$/);
  await expect(block).toHaveAttribute('data-typcd', 'SECKILL', { timeout: 5_000 });
  await expect(block).toContainText('限时秒杀');
  await expect(page.getByTestId('pdp-price')).toHaveText(yuan(flashPrice));
});

test('a running flash-sale page on a support host goes to the site root @pc', async ({ request }) => {
  // SK-S25-DAILY runs now on S25-BLACK-1.
  const r = await request.get('/activityproduct/S25/S25-BLACK-1', { headers: { host: 'support.example.com' }, maxRedirects: 0 });
  expect(r.status()).toBe(302);
  expect(new URL(r.headers()['location']!, 'http://x').pathname).toBe('/');
  const plain = await request.get('/activityproduct/S25/S25-BLACK-1', { maxRedirects: 0 });
  expect(plain.status()).toBe(200);
});
