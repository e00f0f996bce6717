import { expect, test } from './fixtures';

const canonical = (page: import('@playwright/test').Page) => page.locator('link[rel="canonical"]').getAttribute('href');
const description = (page: import('@playwright/test').Page) => page.locator('meta[name="description"]').getAttribute('content');

test('title, keywords, description and canonical link are set on the server and follow client navigation @pc', async ({ page, baseURL }) => {
  // Server-rendered head, before any script runs.
  const res = await page.request.get('/OffShelf');
  const html = await res.text();
  expect(html).toContain('<title>商品已下架 - 星辰官方商城</title>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/OffShelf"/);
  expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);

  await page.goto('/OffShelf');
  await expect(page).toHaveTitle('商品已下架 - 星辰官方商城');
  expect(await canonical(page)).toBe(`${baseURL}/OffShelf`);
  const before = await description(page);

  // Client-side navigation (no document load): the head follows.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.getByTestId('login-link').click();
  // A client navigation shows the new URL once its loaders answered: slower on a loaded machine.
  await expect(page).toHaveURL(/\/user\/login/, { timeout: 15_000 });
  await expect(page).toHaveTitle('登录 - 星辰官方商城');
  await expect.poll(() => canonical(page)).toBe(`${baseURL}/user/login`);
  expect(await description(page)).not.toBe(before);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

  await page.getByRole('link', { name: '《用户协议》' }).click();
  await expect(page).toHaveTitle(/服务协议|用户协议|协议/);
  await expect.poll(() => canonical(page)).toBe(`${baseURL}/agreement/service`);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('a visitor’s first page sets no session token; the first cart action makes one @phone', async ({ page }) => {
  await page.goto('/not_');
  const cookies = await page.context().cookies();
  // Issue #15: a page view does no per-visitor work (the page can come from the server's memory).
  expect(cookies.find((c) => c.name === 'authorization')).toBeUndefined();
  expect(cookies.find((c) => c.name === 'siteCd')).toBeUndefined();
  const added = await page.evaluate(async () => {
    const primed = await fetch('/api/sys/comnmetd/getServerTimeStamp');
    const r = await fetch('/api/cart/cart/addCart', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': primed.headers.get('x-csrf-token') ?? '' },
      body: JSON.stringify({ skuCd: 'S25U-TITANGRAY-1', qtyCnt: 1 }),
    });
    return r.status;
  });
  expect(added).toBe(200);
  expect((await page.context().cookies()).find((c) => c.name === 'authorization')?.httpOnly).toBe(true);
  await page.goto('/not_?siteCd=student');
  expect((await page.context().cookies()).find((c) => c.name === 'siteCd')?.value).toBe('student');
});
