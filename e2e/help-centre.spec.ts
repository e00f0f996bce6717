/**
 * Help centre (issue #14) at 1440 px and 390 px: the shopping guide and its navigation, FAQ
 * search and the 有帮助 / 没帮助 vote (kept alive on the way back), the mini-program page,
 * robots.txt, and axe on every new page (no serious or critical finding).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousAxeFindings } from './helpers';

// Multi-page flows and axe runs: 90 s, as the loaded CI machine needs for the other multi-page flows.
test.describe.configure({ timeout: 90_000 });

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

// A returning shopper: the privacy layer and cookie bar were answered before.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

const GUIDE = [
  ['about', '关于商城'],
  ['process', '购物流程'],
  ['preferential', '优惠说明'],
  ['paytype', '支付方式'],
  ['invoice', '发票说明'],
  ['distribution', '配送说明'],
  ['aftersales', '售后政策'],
  ['contact', '联系我们'],
] as const;

test.describe('shopping guide', () => {
  test('/shoppingMall opens 关于商城 and the side / tab navigation moves between guide pages', async ({ page }) => {
    await page.goto('/shoppingMall');
    await expect(page).toHaveURL(/\/shoppingMall\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: '关于商城' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '购物指南' });
    await expect(nav).toBeVisible();
    // Through the strip to the last tab (off screen on a phone); every page is visited by the axe checks below.
    for (const [slug, title] of GUIDE.filter(([g]) => ['process', 'paytype', 'aftersales', 'contact'].includes(g))) {
      const tab = nav.getByRole('link', { name: title, exact: true });
      await tab.scrollIntoViewIfNeeded();
      await tab.click();
      await expect(page).toHaveURL(new RegExp(`/shoppingMall/${slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(tab).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('guide-version')).toContainText(/版本 \d+ · \d{4}-\d{2}-\d{2} 起生效/);
    }
    // The page the tab strip scrolls on a phone stays inside the viewport width.
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll).toBeLessThanOrEqual(inner);
  });

  test('the contact page gives the hotline (callable), hours and email at the anchors the footer links to', async ({ page }) => {
    const phone = (await (await page.request.get('/api/sys/app/sys/config')).json()).data.servicePhone as string;
    await page.goto('/shoppingMall/contact#phone');
    const hotline = page.locator('#phone').getByRole('link', { name: phone });
    await expect(hotline).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
    await expect(page.locator('#phone')).toContainText('每天 8:00–20:00');
    await expect(page.locator('#email').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  test('the pay-method page lists the methods checkout offers', async ({ page }) => {
    await page.goto('/shoppingMall/paytype');
    const table = page.getByRole('table', { name: '商城支持的支付方式' });
    for (const name of ['微信支付', '支付宝', '银联在线支付', '银联国际卡支付', '京东支付', '招行信用卡分期', '银联商务聚合支付'])
      await expect(table.getByRole('rowheader', { name })).toBeVisible();
  });
});

test.describe('FAQ', () => {
  test('search finds questions and leads to the answer; an empty search says what to do', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
    await expect(page.getByTestId('faq-categories').getByRole('listitem').first()).toBeVisible();
    const box = page.getByRole('searchbox', { name: '搜索常见问题' });
    await box.fill('发票');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/faq\?q=/);
    const results = page.getByTestId('faq-results');
    await expect(results.getByRole('heading', { level: 2 })).toContainText(/共找到 \d+ 个相关问题/);
    const first = results.getByRole('link').first();
    const question = (await first.textContent())!.trim();
    expect(question).toContain('发票');
    await first.click();
    await expect(page).toHaveURL(/\/faq\/[a-z-]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);

    // Nothing found, then nothing typed.
    await page.goto('/faq?q=zzqq%E4%B8%8D%E5%AD%98%E5%9C%A8');
    await expect(page.getByTestId('faq-results')).toContainText('没有找到');
    await page.getByRole('searchbox', { name: '搜索常见问题' }).fill('');
    await page.getByTestId('faq-search').getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('alert')).toHaveText('请输入要搜索的问题');
  });

  test('a category lists its questions; the category navigation moves between categories', async ({ page }) => {
    await page.goto('/faq/payment');
    await expect(page.getByRole('heading', { level: 1, name: '支付' })).toBeVisible();
    await expect(page.getByTestId('faq-questions').getByRole('link').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: '问题分类' });
    const delivery = nav.getByRole('link', { name: /^配送/ });
    await delivery.scrollIntoViewIfNeeded();
    await delivery.click();
    await expect(page).toHaveURL(/\/faq\/delivery$/);
    await expect(page.getByRole('heading', { level: 1, name: '配送' })).toBeVisible();
    // An unknown category is the not-found page.
    const r = await page.goto('/faq/no-such-category');
    expect(r?.status()).toBe(404);
  });

  test('votes 有帮助, changes to 没帮助, and the vote is kept on the way back and after a reload', async ({ page }, info) => {
    // Each width votes on its own question, so the two runs do not move each other's counts.
    const id = info.project.name === 'mobile-390' ? 302 : 202;
    const category = id === 302 ? 'delivery' : 'payment';
    await page.goto(`/faq/${category}/${id}`);
    const helpful = page.getByTestId('vote-helpful');
    const unhelpful = page.getByTestId('vote-unhelpful');
    const count = async (b: typeof helpful) => Number(await b.locator('span').textContent());
    // Start from no vote of this fresh visitor.
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await expect(unhelpful).toHaveAttribute('aria-pressed', 'false');
    const h0 = await count(helpful);
    const u0 = await count(unhelpful);

    await helpful.click();
    await expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('vote-status')).toHaveText('感谢您的反馈！');
    await expect.poll(() => count(helpful)).toBe(h0 + 1);

    await unhelpful.click();
    await expect(unhelpful).toHaveAttribute('aria-pressed', 'true');
    await expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => count(helpful)).toBe(h0);
    await expect.poll(() => count(unhelpful)).toBe(u0 + 1);

    // Kept alive: to a related question and back, the page comes back as left.
    const related = page.getByRole('region', { name: '相关问题' }).getByRole('link').first();
    await related.click();
    await expect(page).not.toHaveURL(new RegExp(`/${id}$`));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/faq/${category}/${id}$`));
    await expect(page.getByTestId('vote-unhelpful')).toHaveAttribute('aria-pressed', 'true');

    // Stored: a reload shows this visitor's vote from the server.
    await page.reload();
    await expect(page.getByTestId('vote-unhelpful')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => count(page.getByTestId('vote-unhelpful'))).toBeGreaterThanOrEqual(u0 + 1);
  });
});

test('the mini-program page shows its QR code and, on a phone, a button that opens it', async ({ page }) => {
  await page.goto('/WeChat-xcx');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('微信小程序');
  const qr = page.getByTestId('mini-program-qr');
  await expect(qr.getByRole('img', { name: /小程序码/ })).toBeVisible();
  await expect(qr.locator('svg')).toBeVisible();
  const url = await qr.getAttribute('data-qr-content');
  expect(url).toMatch(/^https:\/\//);
  const open = page.getByTestId('open-mini-program');
  if (isMobile(page)) await expect(open).toHaveAttribute('href', url!);
  else await expect(open).toBeHidden();
});

test('robots.txt allows the catalogue, keeps crawlers out of personal, cart, checkout and payment pages, names the sitemap @pc', async ({
  request,
  baseURL,
}) => {
  const r = await request.get('/robots.txt');
  expect(r.status()).toBe(200);
  expect(r.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await r.text();
  expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
  for (const p of ['/Personalcenter', '/shoppingCart', '/order/', '/appOrder/']) expect(text).toContain(`Disallow: ${p}\n`);
  expect(text).not.toMatch(/Disallow: \/(list|product)\b/);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
});

const AXE_PAGES = [...GUIDE.map(([slug]) => `/shoppingMall/${slug}`), '/faq', '/faq?q=%E5%8F%91%E7%A5%A8', '/faq/payment', '/faq/payment/201', '/WeChat-xcx'];

// Every page at PC width; one of each layout (guide, FAQ home, question, mini-program) at phone width too.
const PHONE_AXE = new Set(['/shoppingMall/about', '/faq', '/faq/payment/201', '/WeChat-xcx']);
// One page after another in one test per width (a fresh browser per page cost more than the check).
test('no serious or critical axe violations on the guide, FAQ and mini-program pages', async ({ page }) => {
  test.setTimeout(120_000);
  const phone = (page.viewportSize()?.width ?? 1440) < 768;
  const findings: Record<string, string[]> = {};
  for (const path of AXE_PAGES.filter((p) => !phone || PHONE_AXE.has(p))) {
    await page.goto(path);
    await page.locator('#main').waitFor();
    const found = await seriousAxeFindings(page, '#main');
    if (found.length) findings[decodeURIComponent(path)] = found;
  }
  expect(findings).toEqual({});
});
