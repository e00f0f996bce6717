/**
 * Issue #14 item 8, trust and polish of the chrome and the personal centre: every payment
 * method shown with its mark (checkout and cashier), the personal centre's shortcuts and order
 * states drawn as line icons with their labels and leading to working pages, the footer's
 * copyright running to the current Beijing year, and the 客服 sheet whose every entry works.
 */
import type { APIRequestContext, BrowserContext, Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshMobile, saveShanghaiAddress, seriousAxeFindings, signInByApi, submitBuyNow } from './helpers';
import { beijingYear } from '../packages/contracts/src/beijing-time';

test.describe.configure({ timeout: 90_000 });

const PAY_METHODS = {
  wxpay: '微信支付',
  alipay: '支付宝',
  unionpay: '银联在线支付',
  unionpayint: '银联国际卡支付',
  jdpay: '京东支付',
  cmbpay: '招行信用卡分期',
  chinaums: '银联商务聚合支付',
} as const;

async function consented(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
}

/** What is wrong with the page a link leads to, or null (as the link crawl of e2e/links.spec.ts judges). */
async function problemOf(request: APIRequestContext, href: string): Promise<string | null> {
  const r = await request.get(href, { maxRedirects: 5 });
  if (r.status() >= 400) return `${href} → HTTP ${r.status()}`;
  const notice = /data-notice="(unavailable|notFound)"/.exec(await r.text())?.[1];
  return notice ? `${href} → ${notice}` : null;
}

async function hrefsOf(links: Locator): Promise<string[]> {
  return links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
}

test.beforeEach(async ({ context, baseURL }) => consented(context, baseURL));

test('checkout and cashier show every payment method with its mark', async ({ page }) => {
  const { post } = await signInByApi(page.request);
  const address = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: 'S25U-TITANBLUE-1', qtyCnt: 1 });

  await page.goto(`/order/acorderInfo?buyNow=${encodeURIComponent(token)}`);
  const section = page.getByTestId('checkout-pay');
  for (const [code, name] of Object.entries(PAY_METHODS)) {
    const option = section.locator(`[data-method="${code}"]`);
    await expect(option.getByRole('img', { name, exact: true })).toBeVisible();
    // The radio is named by the written name, once (the mark does not repeat it).
    await expect(section.getByRole('radio', { name, exact: true })).toHaveCount(1);
  }
  await section.locator('[data-method="alipay"]').click();
  await expect(section.getByRole('radio', { name: '支付宝', exact: true })).toBeChecked();

  const { orderNo } = await submitBuyNow(post, token, address.id);
  await page.goto(`/order/wxpay?ordNo=${orderNo}`);
  const methods = page.getByRole('radiogroup', { name: '支付方式' });
  for (const [code, name] of Object.entries(PAY_METHODS)) {
    await expect(page.getByTestId(`pay-method-${code}`).getByRole('img', { name, exact: true })).toBeVisible();
    await expect(methods.getByRole('radio', { name, exact: true })).toHaveCount(1);
  }
  await page.getByTestId('pay-method-cmbpay').click();
  await expect(methods.getByRole('radio', { name: '招行信用卡分期' })).toBeChecked();
});

test('personal centre: shortcuts and order states drawn as icons with labels, each leading to a working page', async ({ page }) => {
  await signInByApi(page.request);
  await page.goto('/Personalcenter/Personal_homepage');
  const tiles = page.getByTestId('home-shortcuts').getByRole('link');
  await expect(tiles).toHaveCount(18);
  for (const tile of await tiles.all()) {
    await expect(tile.locator('svg')).toHaveCount(1);
    // A written label of its own (not a single character in a circle).
    expect(((await tile.textContent()) ?? '').replace(/\d+$/, '').trim().length, await tile.innerHTML()).toBeGreaterThan(1);
  }
  const states = page.getByRole('region', { name: '我的订单' }).getByRole('listitem').getByRole('link');
  await expect(states).toHaveText(['待付款', '待发货', '待收货', '待评价', '退换/售后']);
  for (const state of await states.all()) await expect(state.locator('svg')).toHaveCount(1);

  const hrefs = [...(await hrefsOf(tiles)), ...(await hrefsOf(states))];
  const problems = (await Promise.all(hrefs.map((h) => problemOf(page.request, h)))).filter(Boolean);
  expect(problems).toEqual([]);
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);

  await tiles.filter({ hasText: '地址管理' }).click();
  await expect(page).toHaveURL(/\/Personalcenter\/Personal_Address$/);
});

test('the footer copyright runs to the current year in Beijing', async ({ page }) => {
  await page.goto('/shoppingMall/about');
  await expect(page.getByTestId('copyright')).toHaveText(new RegExp(`^Copyright © 1995-${beijingYear(Date.now())} \\S+ 版权所有$`));
});

test('客服 sheet: every entry leads to a working page, the hotline is a tel: link with its hours', { tag: '@phone' }, async ({ page }) => {
  const phone = (await (await page.request.get('/api/sys/app/sys/config')).json()).data.servicePhone as string;
  const openSheet = async () => {
    await page.getByTestId('tab-bar').getByRole('button', { name: '客服' }).click();
    const sheet = page.getByTestId('service-panel');
    await expect(sheet).toBeVisible();
    return sheet;
  };

  // A visitor.
  await page.goto('/home');
  let sheet = await openSheet();
  await expect(sheet.getByRole('heading', { name: '客服与帮助' })).toBeVisible();
  await expect(sheet).not.toContainText('即将开放');
  const hotline = sheet.getByRole('link', { name: /服务热线/ });
  await expect(hotline).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
  await expect(hotline).toContainText(phone);
  await expect(sheet.getByTestId('service-hours')).toContainText(/服务时间：每天 \d+:\d\d–\d+:\d\d/);
  let links = sheet.getByRole('link');
  await expect(links).toHaveText([/在线客服/, /常见问题/, /售后服务/, /订单查询/, /联系我们/, /服务热线/]);
  let problems = (await Promise.all((await hrefsOf(links)).filter((h) => h.startsWith('/')).map((h) => problemOf(page.request, h)))).filter(Boolean);
  expect(problems).toEqual([]);
  expect(await seriousAxeFindings(page, '[data-testid="service-panel"]')).toEqual([]);
  await sheet.getByRole('link', { name: /常见问题/ }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(sheet).toBeHidden();

  // A member also reaches their orders, after-sales requests and service tickets.
  await signInByApi(page.request);
  await page.goto('/home');
  sheet = await openSheet();
  links = sheet.getByRole('link');
  await expect(links).toHaveText([/在线客服/, /常见问题/, /售后服务/, /订单查询/, /我的售后/, /服务工单/, /联系我们/, /服务热线/]);
  problems = (await Promise.all((await hrefsOf(links)).filter((h) => h.startsWith('/')).map((h) => problemOf(page.request, h)))).filter(Boolean);
  expect(problems).toEqual([]);
  await sheet.getByRole('link', { name: /我的售后/ }).click();
  await expect(page).toHaveURL(/\/Personalcenter\/Personal_AfterSales$/);
});
