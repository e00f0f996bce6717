/**
 * Issue #12 item 6 in the browser: the pages carry the security headers, every inline script
 * carries this answer's CSP nonce, hydration works under the policy, and an inline script
 * without the nonce is refused (the fixture fails any test with an unexpected violation).
 */
import { expect, test } from './fixtures';

const OLD_IE = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

function nonceOf(csp: string | undefined): string {
  const m = /script-src [^;]*'nonce-([^']+)'/.exec(csp ?? '');
  expect(m, `no script nonce in ${csp}`).not.toBeNull();
  return m![1]!;
}

test.describe('security headers and the CSP nonce', () => {
  test('a page: headers, nonce on every inline script, hydrated', async ({ page }) => {
    const response = await page.goto('/not_');
    const headers = response!.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['strict-transport-security']).toBeUndefined();
    const nonce = nonceOf(csp);

    // In the HTML as sent: every executable inline <script> names the nonce.
    const html = await response!.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !/\bsrc=/.test(attrs) && !/application\/ld\+json/.test(attrs));
    expect(inline.length).toBeGreaterThan(0);
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);

    // In the browser: hydrated (the fixture waited for it), and the scripts ran with the nonce.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
    const nonces = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => (s as HTMLScriptElement).type !== 'application/ld+json')
        .map((s) => (s as HTMLScriptElement).nonce),
    );
    expect(nonces.every((n) => n === nonce)).toBe(true);

    // Another page (the home page: CMS content, lazy chunks) hydrates under the policy too.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '1');
  });

  test('a fresh nonce per page, and an inline script without it is refused', async ({ page, cspViolations }) => {
    const first = nonceOf((await page.goto('/not_'))!.headers()['content-security-policy']);
    const second = nonceOf((await page.goto('/not_'))!.headers()['content-security-policy']);
    expect(second).not.toBe(first);

    const ran = await page.evaluate(async () => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = 1';
      document.body.append(s);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: number }).__injected === 1;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join('\n')).toMatch(/script-src/);
    // Expected: this test's own injection, not a fault of the shop.
    cspViolations.length = 0;
  });

  test('assets and API answers carry the headers too', async ({ page, request }) => {
    const response = await page.goto('/not_');
    const html = await response!.text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    for (const path of [asset!, '/api/sys/comnmetd/getServerTimeStamp', '/api/no/such/path']) {
      const r = await request.get(path);
      expect(r.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(r.headers()['x-content-type-options']).toBe('nosniff');
    }
    // The storefront never answers under /api/.
    const unknown = await request.post('/api/no/such/path', { data: {} });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: 'E_NOT_FOUND', data: null });
  });
});

test.describe('pages outside the storefront', () => {
  // Not React pages: nothing hydrates.
  test.use({ hydrate: false });

  test('the API reference (Swagger UI) works under the policy @pc', async ({ page }) => {
    const response = await page.goto('/api/docs/');
    expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // A 1.5 MB bundle: slow on a loaded machine.
    await expect(page.getByRole('heading', { name: /官方商城 API/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.opblock').first()).toBeVisible();
  });
});

test.describe('the old-browser notice script', () => {
  test.use({ userAgent: OLD_IE });

  test('runs with the nonce (no violation) and closes the notice', async ({ page }) => {
    await page.goto('/not_');
    await expect(page.getByTestId('browser-notice')).toBeVisible();
    await page.getByRole('button', { name: '关闭浏览器提示' }).click();
    await expect(page.getByTestId('browser-notice')).toBeHidden();
  });
});

test('the CSP check of every browser test sees a violation: an inline script without the nonce is refused and reported @pc', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/sitemap');
  await page.addScriptTag({ content: 'window.__injected = 1;' }).catch(() => undefined);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/script-src/);
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  // Expected here: the fixture would otherwise fail this test.
  cspViolations.length = 0;
});
