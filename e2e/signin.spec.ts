import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, freshMobile, signInByApi, waitForHydration } from './helpers';

const WX_MINI_PROGRAM_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S9280 Build/UP1A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701 NetType/WIFI Language/zh_CN miniProgram/wx5a0d1b2c3e4f5a6b';

test.describe('sign-in paths', () => {
  test('QR login: a signed-in phone confirms, the PC becomes that member @pc', async ({ page, browser, baseURL }) => {
    await page.goto('/user/login?redirect=%2Fnot_');
    await page.getByTestId('tab-qr').click();
    const panel = page.getByTestId('qr-login');
    await expect(panel.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
    const qrUrl = (await panel.getAttribute('data-qr-url'))!;
    expect(qrUrl).toMatch(/\/user\/login_confirm\?token=[A-Za-z0-9_-]{43}$/);

    const phoneContext = await browser.newContext({ ...devices['iPhone 13'], viewport: { width: 390, height: 844 }, baseURL });
    try {
      const phone = await phoneContext.newPage();
      const { mobile } = await signInByApi(phone.request);
      await phone.goto(qrUrl);
      await waitForHydration(phone);
      await expect(phone.getByTestId('confirm-device')).toHaveText(/^电脑 · Chrome · /);
      // The PC sees the scan before the confirmation.
      await expect(panel.getByText('已扫码，请在手机上确认')).toBeVisible();
      await phone.getByTestId('confirm-login').click();
      await expect(phone.getByText('已确认登录，请在电脑上继续操作')).toBeVisible();

      await expect(page).toHaveURL(/\/not_$/);
      await expect(page.getByTestId('user-menu')).toContainText(`用户${mobile.slice(-4)}`);
    } finally {
      await phoneContext.close();
    }
  });

  test('QR login: an expired code offers a refresh and a new code @pc', async ({ page, context, baseURL }) => {
    await page.goto('/user/login');
    await page.getByTestId('tab-qr').click();
    const panel = page.getByTestId('qr-login');
    await expect(panel).toHaveAttribute('data-qr-status', 'waiting');
    const first = await panel.getAttribute('data-qr-url');
    // Move this browser's server clock past the 2-minute life of the code.
    await context.addCookies([{ name: 'shop_clock_offset', value: String(125_000), url: baseURL! }]);
    await expect(panel.getByText('二维码已失效')).toBeVisible({ timeout: 10_000 });
    await panel.getByTestId('qr-refresh').click();
    await expect(panel).toHaveAttribute('data-qr-status', 'waiting');
    const second = await panel.getAttribute('data-qr-url');
    expect(second).toMatch(/token=/);
    expect(second).not.toBe(first);
    await expect(panel.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
  });

  test('in the WeChat mini-program the login route hands over to the native login page @phone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: WX_MINI_PROGRAM_UA, baseURL });
    try {
      await context.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as { __mpCalls: string[] }).__mpCalls = calls;
        (window as unknown as { wx: unknown }).wx = {
          miniProgram: { redirectTo: (o: { url: string }) => calls.push(o.url), navigateTo: (o: { url: string }) => calls.push(o.url) },
        };
      });
      const page = await context.newPage();
      await page.goto('/user/login?redirect=%2Fcart');
      await waitForHydration(page);
      const expected = '/pages/login/login?state=%2Fcart&site=cn';
      await expect.poll(() => page.evaluate(() => (window as unknown as { __mpCalls: string[] }).__mpCalls[0])).toBe(expected);
      await expect(page.getByTestId('mp-handoff')).toHaveAttribute('data-mp-url', expected);
      // No web form in the mini-program, but a visible way on.
      await expect(page.getByTestId('login-submit')).toHaveCount(0);
      await page.getByRole('button', { name: '前往小程序登录' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __mpCalls: string[] }).__mpCalls.length)).toBe(2);
      await page.getByRole('link', { name: '使用手机验证码登录' }).click();
      await expect(page.getByTestId('login-submit')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('app sign-in: a one-time ticket signs the web view in; reused it lands on login @phone', async ({ page, browser, baseURL }) => {
    const appContext = await browser.newContext({ baseURL });
    try {
      const { mobile } = await signInByApi(appContext.request);
      const post = await apiAs(appContext.request);
      const { url } = await post<{ url: string }>('/api/auth/login/app/ticket');
      await page.goto(`${url}&redirect=%2Fnot_`);
      await expect(page).toHaveURL(/\/not_$/);
      await expect(page.getByTestId('user-menu')).toContainText(`用户${mobile.slice(-4)}`);
      await page.context().clearCookies();
      await page.goto(`${url}&redirect=%2Fnot_`);
      await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fnot_&reason=app_ticket$/);
      await expect(page.getByTestId('login-reason')).toHaveText('登录凭证无效或已过期，请重新登录');
    } finally {
      await appContext.close();
    }
  });

  test('life-service newLogin: the assistant round trip signs in and comes back with state @pc', async ({ context }) => {
    const mobile = freshMobile();
    // A plain page: this one navigates away on its own (to the assistant), so no waiting for hydration.
    const page = await context.newPage();
    await page.goto('/user/newLogin?redirect=%2Fnot_&state=e2e1');
    // The page sends the browser on to the assistant's authorise page (the local stand-in).
    await expect(page.getByRole('heading', { name: '星辰生活助手' })).toBeVisible();
    await page.getByLabel('星辰生活助手账号（手机号）').fill(mobile);
    await page.getByRole('button', { name: '同意授权' }).click();
    await expect(page).toHaveURL(/\/not_\?state=e2e1$/);
    await expect(page.getByTestId('user-menu')).toContainText(`用户${mobile.slice(-4)}`);
  });

  test('mini-program web view: wx_refresh_token takes over the session, wxLogout ends it @phone', async ({ page, browser, baseURL }) => {
    // The native side signs in with a mini-program code (sandbox platform) and hands its refresh token over.
    const native = await browser.newContext({ baseURL });
    try {
      const post = await apiAs(native.request);
      const mobile = freshMobile();
      // The sandbox platform answers in its own (WeChat) shape, not the shop envelope.
      const device = (await (await native.request.post('/api/sandbox/wxmp/device/login', { data: { phone: mobile } })).json()) as {
        code: string;
        phoneCode: string;
      };
      const tokens = await post<{ refresh_token: string }>('/api/auth/login/wxmp/mpLogin/token', { code: device.code, phoneCode: device.phoneCode });
      await page.goto(`/user/wx_refresh_token?refreshToken=${tokens.refresh_token}&redirect=%2Fnot_`);
      await expect(page).toHaveURL(/\/not_$/);
      await expect(page.getByTestId('user-menu')).toContainText(`用户${mobile.slice(-4)}`);
      // wxLogout ends the web view's session (outside a mini-program it then goes home).
      await page.goto('/user/wxLogout');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('login-link')).toBeVisible();
      expect((await page.context().cookies()).some((c) => c.name === 'refresh_token')).toBe(false);
      // The handed-over token was rotated: it cannot be used a second time.
      await page.goto(`/user/wx_refresh_token?refreshToken=${tokens.refresh_token}&redirect=%2Fnot_`);
      await expect(page).toHaveURL(/reason=refresh_failed$/);
    } finally {
      await native.close();
    }
  });
});
