/**
 * The global chrome (issue #3, spec 2.1): header menus, account menus, cart count, search
 * overlay, footer, mobile tab bar and service sheet, cookie bar, privacy layer, old-browser
 * notice and the shared popups — at 1440 px (pc-1440) and 390 px (mobile-390).
 */
import { expect, test } from './fixtures';
import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { signInThroughUi, waitForHydration } from './helpers';
// The chrome shows only links to built screens: the tests expect what the CMS holds, through the same rule.
import { builtFooter, builtNavGroup } from '../apps/storefront/app/lib/built-screens';
import { beijingYear } from '../packages/contracts/src/beijing-time';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** Consent already given: the cookie bar and privacy layer stay out of the way of other checks. */
async function consented(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
}

/** Link targets compared decoded: non-ASCII paths may be rendered percent-encoded or not. */
async function expectHref(link: Locator, href: string) {
  await expect.poll(async () => decodeURI((await link.getAttribute('href')) ?? '')).toBe(decodeURI(href));
}

/** Waits until the page is at `href` (decoded path compared). */
async function expectAt(page: Page, href: string) {
  const path = decodeURI(href.split('?')[0]);
  await page.waitForURL((u) => decodeURI(u.pathname) === path);
}

/** A link by its label: the accessible name starts with it (a badge such as 新品 may follow). */
function linkNamed(scope: Locator | Page, label: string) {
  return scope.getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
}

async function noHorizontalOverflow(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, 'no horizontal overflow').toBeLessThanOrEqual(inner);
}

interface NavGroup {
  code: string;
  label: string;
  side: 'left' | 'right';
  href: string;
  links: { label: string; href: string }[];
  featured: { title: string; href: string }[];
  guides: { label: string; href: string }[];
  promotions: { label: string; href: string }[];
}

async function navGroups(page: Page, platform: 'pc' | 'h5'): Promise<NavGroup[]> {
  const res = await page.request.get(`/api/cms/${platform}/nav`);
  expect(res.ok()).toBe(true);
  return ((await res.json()).data as NavGroup[]).map((g) => builtNavGroup(g as never) as NavGroup | null).filter((g): g is NavGroup => g !== null);
}

test.beforeEach(async ({ context, baseURL }, info) => {
  // The consent tests start from a fresh browser on purpose.
  if (!/cookie bar|privacy layer/.test(info.titlePath.join(' '))) await consented(context, baseURL);
});

test.describe('header', () => {
  test('PC: every menu group opens its panel (click, hover), Escape closes, links lead on', { tag: '@pc' }, async ({ page }) => {
    // menu panels are the wide-screen header; phones use the drawer (@pc only: see the projects in playwright.config.ts)
    const groups = await navGroups(page, 'pc');
    expect(groups.filter((g) => g.side === 'left').length).toBeGreaterThanOrEqual(7);
    expect(groups.filter((g) => g.side === 'right').length).toBeGreaterThanOrEqual(2);
    await page.goto('/not_');
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const g of groups) await expect(nav.getByRole('button', { name: g.label, exact: true })).toBeVisible();

    // Click opens; the panel holds sub-categories, featured banners, guides and promotions.
    const mobile = groups.find((g) => g.code === 'mobile') ?? groups[1];
    const trigger = nav.getByRole('button', { name: mobile.label, exact: true });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId(`nav-panel-${mobile.code}`);
    await expect(panel).toBeVisible();
    for (const l of mobile.links) await expectHref(linkNamed(panel, l.label), l.href);
    for (const f of mobile.featured) await expect(panel.getByRole('link', { name: new RegExp(f.title) })).toBeVisible();
    for (const l of [...mobile.guides, ...mobile.promotions]) await expect(panel.getByRole('link', { name: l.label, exact: true }).first()).toBeVisible();
    await noHorizontalOverflow(page);

    // Escape closes and gives focus back to the trigger.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: ↓ opens and enters the panel; ← / → move between groups; Enter toggles.
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: mobile.label, exact: true })).not.toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const support = groups.find((g) => g.side === 'right')!;
    await nav.getByRole('button', { name: support.label, exact: true }).hover();
    await expect(page.getByTestId(`nav-panel-${support.code}`)).toBeVisible();
    await expect(panel).toBeHidden();

    // A link in a panel navigates and the panel closes.
    const target = support.links[0];
    await linkNamed(page.getByTestId(`nav-panel-${support.code}`), target.label).click();
    await expectAt(page, target.href);
    await expect(page.getByTestId(`nav-panel-${support.code}`)).toBeHidden();
  });

  test('phone: the hamburger opens a full-height drawer with accordion groups', { tag: '@phone' }, async ({ page }) => {
    // the drawer replaces the menu bar below 1200 px (@phone only: see the projects in playwright.config.ts)
    const groups = await navGroups(page, 'h5');
    await page.goto('/not_');
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('menu-drawer');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(840);
    await noHorizontalOverflow(page);

    const g = groups.find((x) => x.links.length > 1) ?? groups[0];
    const toggle = drawer.getByRole('button', { name: g.label, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = linkNamed(drawer, g.links[1].label);
    await expect(link).toBeVisible();
    await toggle.click();
    await expect(link).toBeHidden();

    // Visitors find login and my orders in the drawer (why-create-an-account waits for the member-benefits screen).
    await expect(drawer.getByRole('link', { name: '登录/注册' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: '为什么要创建账户' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/Personalcenter/Personalcenter_order');

    // Escape closes; a link navigates and closes the drawer.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByTestId('menu-button').click();
    await drawer.getByRole('button', { name: g.label, exact: true }).click();
    await linkNamed(drawer, g.links[0].label).click();
    await expectAt(page, g.links[0].href);
    await expect(drawer).toBeHidden();
  });

  test('logo goes home; the cart link goes to the cart; the header is hidden in the app @pc', async ({ page }) => {
    await page.goto('/not_');
    await expect(page.getByTestId('logo')).toHaveAttribute('href', '/');
    await expect(page.getByTestId('cart-link')).toHaveAttribute('href', '/shoppingCart');
    await page.goto('/not_?env=app');
    await expect(page.getByRole('heading', { name: '页面暂不可用' })).toBeVisible();
    await expect(page.getByTestId('logo')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('tab-bar')).toHaveCount(0);
  });

  test('the CMS top banner shows above the header when there is one @pc', async ({ page }) => {
    const segment = isMobile(page) ? 'h5' : 'pc';
    const banner = (await (await page.request.get(`/api/cms/content/${segment}/v1/getTopBanner/global`)).json()).data as { text: string; href: string } | null;
    await page.goto('/not_');
    if (!banner) {
      await expect(page.getByTestId('top-banner')).toHaveCount(0);
      return;
    }
    const el = page.getByTestId('top-banner');
    await expect(el).toContainText(banner.text);
    const [b, h] = [await el.boundingBox(), await page.locator('header').boundingBox()];
    expect(b!.y).toBeLessThan(h!.y);
  });

  test('visitor account menu: login/register and my orders, nothing leading to an unbuilt screen', { tag: '@pc' }, async ({ page }) => {
    // on phones these entries live in the drawer (checked there) (@pc only: see the projects in playwright.config.ts)
    await page.goto('/not_');
    await expect(page.getByTestId('login-link')).toHaveAttribute('href', '/user/login?redirect=%2Fnot_');
    await page.getByTestId('account-button').click();
    const menu = page.locator('header').getByRole('list').filter({ hasText: '登录/注册' });
    // No entry leads to a screen that is not built yet (the member-benefits page belongs to a later issue).
    await expect(menu.getByRole('link', { name: '为什么要创建账户' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/Personalcenter/Personalcenter_order');
    await expect(menu.getByRole('link', { name: '登录/注册' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('signed-in user menu lists every spec 2.1 entry and logs out', async ({ page }) => {
    await signInThroughUi(page);
    await expect(page).toHaveURL(/\/not_$/);
    const button = page.getByTestId('user-menu');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const expected: [string, string][] = [
      ['我的主页', '/Personalcenter/Personal_homepage'],
      ['我的积分', '/Personalcenter/Personal_Myintegral'],
      ['维修/服务', '/Personalcenter/Personal_AfterSales'],
      ['心愿单', '/Personalcenter/Personal_Collection'],
      ['我的订单', '/Personalcenter/Personalcenter_order'],
      ['优惠券', '/Personalcenter/Personal_coupon'],
      ['企业购', '/Personalcenter/Personal_enterpriseBuy'],
      ['学生购', '/studentBuyEntrance'],
      ['地址管理', '/Personalcenter/Personal_Address'],
      ['退出登录', '/user/logout'],
    ];
    const header = page.locator('header');
    for (const [name, href] of expected) await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await noHorizontalOverflow(page);
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: '我的主页' })).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe('cart count', () => {
  const MINICART = '**/tokocommercewebservices/v2/cn/minicart/totalProducts*';

  test('hidden at 0 (a new visitor, real endpoint) @phone', async ({ page }) => {
    const answered = page.waitForResponse((r) => r.url().includes('/minicart/totalProducts'));
    await page.goto('/not_');
    const res = await answered;
    expect((await res.text()).trim()).toBe('0');
    // A new visitor has no token yet (issue #15: made at the first cart action), and asking the count makes none.
    expect((await res.request().allHeaders())['cookie'] ?? '').not.toContain('authorization=');
    expect((await page.context().cookies()).find((c) => c.name === 'authorization')).toBeUndefined();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('购物车');
  });

  // Add-to-cart comes with a later issue and there is no HTTP hook that fills a cart, so the
  // non-zero number is the endpoint's answer stubbed in the browser.
  test('shows the number, refreshes on shop:cart-changed, and falls back to 0 on failure @pc', async ({ page }) => {
    let answer: { status: number; body: string } = { status: 200, body: '3' };
    await page.route(MINICART, (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/not_');
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName('购物车，3件商品');

    answer = { status: 200, body: '12' };
    await page.evaluate(() => window.dispatchEvent(new Event('shop:cart-changed')));
    await expect(page.getByTestId('cart-count')).toHaveText('12');

    answer = { status: 500, body: '{}' };
    await page.evaluate(() => window.dispatchEvent(new Event('shop:cart-changed')));
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    expect(errors.some((e) => e.includes('[cart count]'))).toBe(true);
  });
});

test.describe('search overlay', () => {
  test('popular searches when empty, 64-character limit, clear, Escape and close @pc', async ({ page }) => {
    const hot = (await (await page.request.get('/api/cms/search/hot')).json()).data as string[];
    expect(hot.length).toBeGreaterThan(0);
    const placeholder = (await (await page.request.get('/api/sys/app/sys/config')).json()).data.searchPlaceholder as string;
    await page.goto('/not_');
    await page.getByTestId('search-button').click();
    const overlay = page.getByTestId('search-overlay');
    await expect(overlay).toBeVisible();
    const input = overlay.getByTestId('search-input');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', placeholder);
    await expect(input).toHaveAttribute('enterkeyhint', 'search');
    await expect(input).toHaveAttribute('maxlength', '64');
    const popular = overlay.getByTestId('search-popular');
    await expect(popular).toBeVisible();
    for (const k of hot) await expect(popular.getByRole('link', { name: k, exact: true })).toBeVisible();
    await noHorizontalOverflow(page);

    // At most 64 characters, typed or pasted.
    await input.fill('星'.repeat(80));
    await expect(input).toHaveValue('星'.repeat(64));
    await input.pressSequentially('x');
    await expect(input).toHaveValue('星'.repeat(64));

    await overlay.getByTestId('search-clear').click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(popular).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(page.getByTestId('search-button')).toBeFocused();

    await page.getByTestId('search-button').click();
    await overlay.getByRole('button', { name: '关闭' }).click();
    await expect(overlay).toBeHidden();
  });

  test('suggestions and related products as you type; 无相关建议 when there are none @phone', async ({ page }) => {
    // The suggest endpoint belongs to the catalogue API: answers are stubbed so the overlay's
    // behaviour is checked on its own (debounced, latest keyword wins).
    const asked: string[] = [];
    await page.route('**/api/product/search/suggest?*', async (route) => {
      const keyword = new URL(route.request().url()).searchParams.get('keyword') ?? '';
      asked.push(keyword);
      const hit = keyword.toLowerCase().startsWith('s25');
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          code: '200',
          message: '操作成功',
          path: '/api/product/search/suggest',
          data: hit
            ? {
                suggestions: ['S25 Ultra', 'S25 Ultra 保护壳'],
                products: [
                  {
                    spuCode: 'SM-S938',
                    skuCode: 'SM-S938-BK',
                    name: '星辰 S25 Ultra',
                    sellingPoint: '',
                    type: 'phone',
                    categoryCode: 'smartphones',
                    categoryName: '智能手机',
                    image: '',
                    price: 999900,
                    origPrice: 999900,
                    isNew: true,
                    isHot: true,
                    soldOut: false,
                    colors: [],
                    url: '/product/SM-S938/SM-S938-BK',
                  },
                ],
              }
            : { suggestions: [], products: [] },
        }),
      });
    });
    await page.goto('/not_');
    await page.getByTestId('search-button').click();
    const overlay = page.getByTestId('search-overlay');
    const input = overlay.getByTestId('search-input');
    await input.pressSequentially('S25', { delay: 30 });
    const suggestions = overlay.getByTestId('search-suggestions');
    await expect(suggestions.getByRole('link', { name: 'S25 Ultra', exact: true })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: 'S25 Ultra 保护壳' })).toHaveAttribute('href', `/search/${encodeURIComponent('S25 Ultra 保护壳')}`);
    await expect(overlay.getByTestId('search-products').getByRole('link', { name: /星辰 S25 Ultra/ })).toHaveAttribute('href', '/product/SM-S938/SM-S938-BK');
    // Debounced: typing three characters quickly does not ask three times.
    expect(asked.length).toBeLessThan(3);
    await expect(overlay.getByTestId('search-popular')).toHaveCount(0);

    await input.fill('qqzzxxyy');
    await expect(overlay.getByTestId('search-no-suggestions')).toHaveText('无相关建议');
    await expect(overlay.getByTestId('search-products')).toHaveCount(0);

    // A suggestion searches for itself.
    await input.fill('s25');
    await suggestions.getByRole('link', { name: 'S25 Ultra 保护壳' }).click();
    await expect(page).toHaveURL(`/search/${encodeURIComponent('S25 Ultra 保护壳')}`);
  });

  test('suggestions come from the catalogue API (real endpoint) @pc', async ({ page }) => {
    const api = (await (await page.request.get('/api/product/search/suggest?keyword=S25')).json()).data as {
      suggestions: string[];
      products: { name: string }[];
    };
    await page.goto('/not_');
    await page.getByTestId('search-button').click();
    await page.getByTestId('search-input').fill('S25');
    const overlay = page.getByTestId('search-overlay');
    if (api.suggestions.length) await expect(overlay.getByTestId('search-suggestions').getByRole('link')).toHaveCount(api.suggestions.length);
    else await expect(overlay.getByTestId('search-no-suggestions')).toBeVisible();
    if (api.products.length) await expect(overlay.getByTestId('search-products').getByRole('link').first()).toContainText(api.products[0].name);
    await noHorizontalOverflow(page);
  });

  test('submitting searches, records the keyword first in recent searches; 清除 empties them @pc', async ({ page }) => {
    await page.goto('/not_');
    // The search button opens the overlay once the page has hydrated (a click before does nothing).
    await waitForHydration(page);
    const overlay = page.getByTestId('search-overlay');
    for (const k of ['电视', '折叠屏 手机']) {
      await page.getByTestId('search-button').click();
      await overlay.getByTestId('search-input').fill(k);
      await overlay.getByTestId('search-input').press('Enter');
      await expect(page).toHaveURL(`/search/${encodeURIComponent(k)}`);
      await expect(overlay).toBeHidden();
    }
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('searchKeywords') ?? '[]'))).toEqual(['折叠屏 手机', '电视']);

    await page.getByTestId('search-button').click();
    const recent = overlay.getByTestId('search-recent');
    await expect(recent.getByRole('link')).toHaveText(['折叠屏 手机', '电视']);
    await recent.getByRole('button', { name: '清除' }).click();
    await expect(overlay.getByTestId('search-recent')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('searchKeywords'))).toBeNull();
  });
});

test.describe('mobile tab bar', () => {
  test('PC never shows it', { tag: '@pc' }, async ({ page }) => {
    // PC-only check (@pc only: see the projects in playwright.config.ts)
    for (const path of ['/', '/list']) {
      await page.goto(path);
      await expect(page.getByTestId('tab-bar')).toBeHidden();
    }
  });

  test('shows on tab-bar pages only, highlights the current tab, 我的 asks for login', { tag: '@phone' }, async ({ page }) => {
    // the tab bar is a phone element (@phone only: see the projects in playwright.config.ts)
    const bar = page.getByTestId('tab-bar');
    await page.goto('/home');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: '分类' })).toHaveAttribute('href', '/classificationM/smartphone-tablet');
    // 发现 (the community, a later issue) is not offered before its screen exists.
    await expect(bar.getByRole('link', { name: '发现' })).toHaveCount(0);
    await expect(page.getByTestId('tabbar-spacer')).toHaveAttribute('data-height', '80');

    await page.goto('/not_');
    await expect(bar).toHaveCount(0);
    await page.goto('/list');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current', 'page');
    await noHorizontalOverflow(page);

    // hideTB=1: no tab bar and no spacer.
    await page.goto('/list?hideTB=1');
    await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);
    await expect(page.getByTestId('tabbar-spacer')).toHaveCount(0);

    await page.goto('/home');
    await bar.getByRole('link', { name: '我的' }).click();
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2FPersonalcenter%2FPersonal_homepage$/);
  });

  test('客服 opens the customer-service sheet', { tag: '@phone' }, async ({ page }) => {
    // the tab bar is a phone element (@phone only: see the projects in playwright.config.ts)
    const phone = (await (await page.request.get('/api/sys/app/sys/config')).json()).data.servicePhone as string;
    await page.goto('/home');
    await page.getByTestId('tab-bar').getByRole('button', { name: '客服' }).click();
    const sheet = page.getByTestId('service-panel');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: '客服与帮助' })).toBeVisible();
    await expect(sheet.getByText(/服务时间/)).toBeVisible();
    await expect(sheet.getByRole('link', { name: /服务热线/ })).toContainText(phone);
    await expect(sheet.getByRole('link', { name: /联系我们/ })).toHaveAttribute('href', '/shoppingMall/contact');
    await sheet.getByRole('button', { name: '关闭' }).last().click();
    await expect(sheet).toBeHidden();
  });
});

test.describe('footer', () => {
  test('every column and link, copyright 1995 to this year, filings, legal, social, region selector', async ({ page }) => {
    const footer = builtFooter((await (await page.request.get(`/api/cms/${isMobile(page) ? 'h5' : 'pc'}/footer`)).json()).data) as {
      columns: { title: string; links: { label: string; href: string }[] }[];
      copyright: string;
      filings: { label: string }[];
      legal: { label: string; href: string }[];
      social: { label: string }[];
      regions: { label: string }[];
    };
    await page.goto('/not_');
    const el = page.getByTestId('site-footer');
    // The end year is the current year in Beijing (issue #14).
    await expect(el.getByTestId('copyright')).toContainText(`1995-${beijingYear(Date.now())}`);
    for (const f of footer.filings) await expect(el.getByText(f.label)).toBeVisible();
    for (const l of footer.legal) await expect(el.getByRole('link', { name: l.label, exact: true })).toHaveAttribute('href', l.href);
    for (const s of footer.social) await expect(el.getByRole('link', { name: s.label })).toBeVisible();
    for (const col of footer.columns) {
      const section = el.locator(`section[data-col="${col.title}"]`);
      if (isMobile(page)) {
        // Accordion on phones.
        const toggle = section.getByRole('button', { name: col.title, exact: true });
        await expect(section.getByRole('link', { name: col.links[0].label, exact: true })).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(section.getByRole('heading', { name: col.title, exact: true })).toBeVisible();
      }
      for (const l of col.links) await expectHref(section.getByRole('link', { name: l.label, exact: true }), l.href);
      for (const l of col.links) await expect(section.getByRole('link', { name: l.label, exact: true })).toBeVisible();
    }
    const region = el.getByRole('button', { name: /国家\/地区与语言/ });
    await region.click();
    for (const r of footer.regions) await expect(el.getByTestId('region-list').getByRole('link', { name: new RegExp(r.label) })).toBeVisible();
    await noHorizontalOverflow(page);
  });

  test('hidden in the app and on coupon-centre pages @phone', async ({ page }) => {
    await page.goto('/not_?env=app');
    await expect(page.getByRole('heading', { name: '页面暂不可用' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    for (const path of ['/rollCenter', '/activecoupon/ABC']) {
      await page.goto(path);
      await expect(page.locator('#main')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toHaveCount(0);
    }
    await page.goto('/OffShelf');
    await expect(page.getByTestId('site-footer')).toBeVisible();
  });
});

test.describe('consent step (privacy layer + cookie bar, one step since issue #14)', () => {
  test('a deep link shows the bar: 同意并继续 sets the 730-day versioned cookie; 关闭 only hides it for this page @pc', async ({ page, context }) => {
    await page.goto('/not_');
    const bar = page.getByTestId('consent-step');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('data-variant', 'bar');
    await expect(bar.getByRole('link', { name: '《Cookie 政策》' })).toHaveAttribute('href', '/appPolicy?code=1');
    await expect(bar.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute('href', '/agreement/privacy');
    await noHorizontalOverflow(page);

    await bar.getByRole('button', { name: /关闭/ }).click();
    await expect(bar).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'privacy_consent')).toBeUndefined();
    await page.reload();
    await expect(bar).toBeVisible();

    await bar.getByRole('button', { name: '同意并继续' }).click();
    await expect(bar).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'privacy_consent');
    expect(decodeURIComponent(cookie!.value)).toMatch(/^1\|0\|\d+$/);
    expect(cookie?.path).toBe('/');
    // Asked for 730 days (spec 9); Chromium caps any cookie at 400 days (RFC 6265bis).
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(399);
    expect(days).toBeLessThan(731);
    await page.reload();
    await expect(page.getByRole('heading', { name: '页面暂不可用' })).toBeVisible();
    await expect(page.getByTestId('consent-step')).toHaveCount(0);
    // One step: the landing page does not ask again.
    await page.goto('/');
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.getByTestId('consent-step')).toHaveCount(0);
  });

  test('sits above the tab bar on phones', { tag: '@phone' }, async ({ page }) => {
    // the tab bar is a phone element (@phone only: see the projects in playwright.config.ts)
    await page.goto('/list');
    const bar = await page.getByTestId('consent-step').boundingBox();
    const tabs = await page.getByTestId('tab-bar').boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(tabs!.y + 1);
  });

  test('on the landing page: the dialog, the first box required, the choice remembered @phone', async ({ page, context }) => {
    await page.goto('/');
    const layer = page.getByTestId('consent-step');
    await expect(layer).toBeVisible();
    await expect(layer).toHaveAttribute('data-variant', 'dialog');
    await expect(layer.getByRole('heading')).toContainText('欢迎访问');
    // Modal: Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(layer).toBeVisible();

    await layer.getByRole('button', { name: '进入网站' }).click();
    await expect(layer.getByRole('alert')).toHaveText('请先勾选同意《用户服务协议》和《隐私政策》，再进入网站');
    await expect(layer).toBeVisible();
    await layer.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await expect(layer.getByRole('alert')).toHaveCount(0);
    await layer.getByRole('checkbox', { name: /接收服务更新与营销信息/ }).check();
    await layer.getByRole('button', { name: '进入网站' }).click();
    await expect(layer).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'privacy_consent');
    expect(decodeURIComponent(cookie!.value)).toMatch(/^1\|1\|\d+$/);
    expect((cookie!.expires * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(399); // 730 asked, Chromium caps at 400

    await page.reload();
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.getByTestId('consent-step')).toHaveCount(0);
  });

  test('marketing stays optional; a deep link gets the bar, not the dialog; 离开页面 goes back @pc', async ({ page, context }) => {
    await page.goto('/not_');
    await expect(page.getByRole('heading', { name: '页面暂不可用' })).toBeVisible();
    await expect(page.getByTestId('consent-step')).toHaveAttribute('data-variant', 'bar');

    await page.goto('/home');
    const layer = page.getByTestId('consent-step');
    await expect(layer).toHaveAttribute('data-variant', 'dialog');
    await layer.getByRole('button', { name: '离开页面' }).click();
    await expect(page).toHaveURL(/\/not_$/);

    await page.goto('/home');
    await layer.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await layer.getByRole('button', { name: '进入网站' }).click();
    await expect(layer).toBeHidden();
    expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'privacy_consent')!.value)).toMatch(/^1\|0\|\d+$/);
  });
});

test.describe('browser notice', () => {
  test('other browsers never get it @pc', async ({ page }) => {
    const html = await (await page.request.get('/not_')).text();
    expect(html).not.toContain('browser-notice');
    await page.goto('/not_');
    await expect(page.getByTestId('browser-notice')).toHaveCount(0);
  });

  test.describe('old Internet Explorer', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });

    test('suggests two modern browsers; closing hides it for a day', async ({ page, context }) => {
      await page.goto('/not_');
      const notice = page.getByTestId('browser-notice');
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: /Chrome/ })).toBeVisible();
      await expect(notice.getByRole('link', { name: /Edge/ })).toBeVisible();
      await notice.getByRole('button', { name: '关闭浏览器提示' }).click();
      await expect(notice).toHaveCount(0);
      const cookie = (await context.cookies()).find((c) => c.name === 'browser_notice_closed');
      const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23);
      expect(hours).toBeLessThan(25);
      await page.reload();
      await expect(page.getByRole('heading', { name: '页面暂不可用' })).toBeVisible();
      await expect(page.getByTestId('browser-notice')).toHaveCount(0);
    });

    test.describe(() => {
      test.use({ hydrate: false });
      test('closing works without the script bundle (old IE cannot run it) @phone', async ({ page, context }) => {
        await page.route('**/assets/**/*.js', (route) => route.abort());
        await page.goto('/not_');
        const notice = page.getByTestId('browser-notice');
        await expect(notice).toBeVisible();
        await notice.getByRole('button', { name: '关闭浏览器提示' }).click();
        await expect(notice).toBeHidden();
        expect((await context.cookies()).find((c) => c.name === 'browser_notice_closed')?.value).toBe('1');
      });
    });
  });
});

test.describe('popups (dev hook ?__dialog=)', () => {
  test('remove product: 移除产品 with the coupon warning, 移至心愿单 / 删除, Escape closes', async ({ page }) => {
    await page.goto('/not_?__dialog=remove-product');
    const d = page.getByRole('dialog', { name: '移除产品' });
    await expect(d).toBeVisible();
    await expect(d).toContainText('移除商品后，已使用的优惠券或优惠码将不予退还。');
    await expect(d.getByRole('button', { name: '移至心愿单' })).toBeVisible();
    await noHorizontalOverflow(page);
    await d.getByRole('button', { name: '删除' }).click();
    await expect(d).toBeHidden();
    expect(await page.evaluate(() => document.body.dataset.dialogResult)).toBe('delete');

    await page.goto('/not_?__dialog=remove-product');
    await expect(d).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
    expect(await page.evaluate(() => document.body.dataset.dialogResult)).toBe('close');
  });

  test('empty cart (确定) and preference (确认 / 稍后); focus stays inside the dialog @phone', async ({ page }) => {
    await page.goto('/not_?__dialog=empty-cart');
    const empty = page.getByTestId('dialog-empty-cart');
    await expect(empty).toBeVisible();
    await expect(empty).toHaveAttribute('aria-modal', 'true');
    await expect(empty).toContainText('购物车中还没有商品.');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog') || document.activeElement === document.body)).toBe(true);
    }
    await empty.getByRole('button', { name: '确定' }).click();
    await expect(empty).toBeHidden();

    await page.goto('/not_?__dialog=preference');
    const pref = page.getByTestId('dialog-preference');
    await expect(pref.getByRole('button', { name: '确认' })).toBeVisible();
    await pref.getByRole('button', { name: '稍后' }).click();
    await expect(pref).toBeHidden();
    expect(await page.evaluate(() => document.body.dataset.dialogResult)).toBe('later');
  });

  test('the message dialog hides itself: 10 s on PC, 2 s on phones', async ({ page }) => {
    const ms = isMobile(page) ? 2_000 : 10_000;
    test.setTimeout(30_000 + ms);
    await page.goto('/not_?__dialog=message');
    const msg = page.getByTestId('dialog-message');
    await expect(msg).toBeVisible();
    await expect(msg).toContainText('已加入购物车');
    await expect(msg).toHaveAttribute('data-autoclose-ms', String(ms));
    // Still there halfway (measured from when the test saw it, which on a loaded machine can be
    // a second after it appeared), then gone.
    await page.waitForTimeout(ms / 2);
    expect(await msg.isVisible()).toBe(true);
    await expect(msg).toBeHidden({ timeout: ms + 3_000 });
    expect(await page.evaluate(() => document.body.dataset.dialogResult)).toBe('auto-or-close');
  });
});
