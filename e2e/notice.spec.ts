import { expect, test } from './fixtures';

test.describe('notice pages (spec 2.5)', () => {
  test('/404 and an unknown address answer 404 with the not-found page, never cached @pc', async ({ page }) => {
    for (const path of ['/404', '/no/such/page']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      expect(res?.headers()['cache-control'], path).toBe('no-store');
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
      await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
    }
  });

  const notices: [string, number, string][] = [
    ['/401', 401, '暂无访问权限'],
    ['/off', 200, '活动已结束'],
    ['/offs', 200, '活动已结束'],
    ['/OffShelf', 200, '商品已下架'],
    ['/maintenances', 503, '系统维护中'],
    ['/not_', 200, '页面暂不可用'],
    ['/small_404', 503, '系统繁忙'],
    ['/Off404', 503, '系统繁忙'],
  ];
  // One page after another in one test: the pages are what is checked, not a fresh browser for each.
  test('each notice page answers its status with its notice, never cached @pc', async ({ page }) => {
    for (const [path, status, title] of notices) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(status);
      await expect(page.getByRole('heading', { name: title }), path).toBeVisible();
      expect(res?.headers()['cache-control'], path).toBe('no-store');
    }
  });

  test('a route whose screen is not built yet shows the page-unavailable notice @phone', async ({ page }) => {
    const res = await page.goto('/discovery');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '页面暂不可用' })).toBeVisible();
    await expect(page).toHaveTitle('发现 - 星辰官方商城');
  });

  test('spec redirects: /shoppingMall and, for members only, /Personalcenter @pc', async ({ page }) => {
    await page.goto('/shoppingMall?from=nav');
    await expect(page).toHaveURL(/\/shoppingMall\/about\?from=nav$/);
    await page.goto('/Personalcenter');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2FPersonalcenter%2FPersonal_homepage$/);
  });

  // No page involved: once is enough.
  test('a cross-site form post to a page is refused @pc', async ({ request }) => {
    const res = await request.post('/user/login', { form: { intent: 'send-code', mobile: '13800138000' }, headers: { origin: 'https://evil.example' } });
    expect(res.status()).toBe(403);
  });
});
