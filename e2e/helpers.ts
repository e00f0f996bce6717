import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations of every page of a context into `into`:
 * the `securitypolicyviolation` event (reported through a binding, so a violation just before
 * a navigation is not lost) and the browser's console line for it, whichever comes.
 */
const watched = new WeakSet<BrowserContext>();

export async function recordCspViolations(context: BrowserContext, into: string[]): Promise<string[]> {
  // Once per context (a binding cannot be exposed twice).
  if (watched.has(context)) return into;
  watched.add(context);
  // The page reports each violation event on its console (also the ones the browser does not
  // log itself, such as a caught eval probe); the console is read here. A binding
  // (exposeBinding) would do the same but slowed every navigation by about a tenth.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`[csp-violation] ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  context.on('console', (m) => {
    if (/\[csp-violation\]|Content Security Policy/i.test(m.text())) into.push(`${m.page()?.url() ?? ''}: ${m.text()}`);
  });
  return into;
}

export function freshMobile(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** Reads the last code sent to a mobile from the SMS sink (non-production only). */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const r = await request.get(`/api/dev/sms/latest?mobile=${mobile}`);
      if (!r.ok()) return '';
      code = (await r.json()).data.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Full SMS sign-in through the login screen. */
export async function signInThroughUi(page: Page, mobile = freshMobile(), redirect = '/not_') {
  await page.goto(`/user/login?redirect=${encodeURIComponent(redirect)}`);
  await waitForHydration(page);
  await page.getByLabel('手机号码').fill(mobile);
  await requestCode(page);
  const code = await latestSmsCode(page.request, mobile);
  await page.getByLabel('短信验证码').fill(code);
  // Not asked again when the shopper already consented in the consent step (issue #14).
  const agree = page.getByLabel(/我已阅读并同意/);
  if (await agree.count()) await agree.check();
  await page.getByTestId('login-submit').click();
  return { mobile, code };
}

/** The page has hydrated (the root layout marks <html data-hydrated> in an effect). */
/**
 * Scrolls to the end of a product page, where the parts that load only when a shopper comes
 * near them (reviews, notice line, ads, recommendations: WhenNear) then load.
 */
export async function scrollToPageEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === '1');
}

/**
 * Clicks 获取验证码 until the countdown runs. On a loaded machine a click can land while the
 * page is still busy; a repeated click is harmless (a second request inside 60 s is refused
 * with the waiting time, which starts the countdown as well).
 */
export async function requestCode(page: Page) {
  const button = page.getByTestId('send-code');
  // The page sends the code itself (the API call) or through its route action, which sends it
  // on the server: a form post before hydration (a navigation) or React Router's fetch to the
  // page's own path after it. Once such a request went out, a second click would send a second
  // code, refused as too frequent — and that late refusal could overwrite a later message on the
  // page: wait for its answer (up to 20 s on a loaded machine) before clicking again.
  let sentAt = 0;
  const pagePath = new URL(page.url()).pathname;
  const actionPaths = new Set([pagePath, pagePath === '/' ? '/_root.data' : `${pagePath.replace(/\/$/, '')}.data`]);
  const onRequest = (r: Request) => {
    if (r.method() !== 'POST') return;
    if (r.url().includes('/api/auth/code/sms') || r.isNavigationRequest() || actionPaths.has(new URL(r.url()).pathname)) sentAt ||= Date.now();
  };
  page.on('request', onRequest);
  try {
    await expect(async () => {
      const answerPending = sentAt > 0 && Date.now() - sentAt < 20_000;
      if (!answerPending && (await button.textContent())?.includes('获取验证码')) {
        sentAt = 0;
        await button.click();
      }
      await expect(button).toHaveText(/\d+秒后重新获取/, { timeout: 3_000 });
    }).toPass({ timeout: 40_000 });
  } finally {
    page.off('request', onRequest);
  }
}

/**
 * POSTs to the API as the page's shopper (same cookies), with the CSRF token the API hands
 * out in its answers; fails unless the answer is a success envelope. Answers its data.
 */
export async function apiAs(request: APIRequestContext) {
  const prime = await request.get('/api/sys/comnmetd/getServerTimeStamp');
  let csrf = prime.headers()['x-csrf-token'] ?? '';
  return async <T = unknown>(path: string, data: unknown = {}): Promise<T> => {
    const r = await request.post(path, { data, headers: { 'x-csrf-token': csrf } });
    csrf = r.headers()['x-csrf-token'] ?? csrf;
    const body = await r.json();
    if (!r.ok() || !body.success) throw new Error(`${path} → ${r.status()} ${JSON.stringify(body)}`);
    return body.data as T;
  };
}

/**
 * A fresh member signed in by SMS through the API, on the page's cookies (the page is then
 * signed in too). Answers a POST helper for that member and the mobile number.
 */
export async function signInByApi(request: APIRequestContext, mobile = freshMobile()) {
  let post = await apiAs(request);
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e' });
  const code = await latestSmsCode(request, mobile);
  await post('/api/auth/login/mobile/token', { mobile, code });
  post = await apiAs(request);
  return { post, mobile };
}

/**
 * Confirms an Alipay payment in the sandbox as a shopper's browser would: the signed
 * gateway.do URL (`cashierUrl`, Alipay's open API page pay) redirects to the sandbox
 * cashier, whose 确认支付 marks the trade paid and notifies the shop.
 */
export async function confirmAlipayInSandbox(page: Page, cashierUrl: string): Promise<void> {
  const opened = await page.request.get(cashierUrl, { maxRedirects: 0 });
  const cashier = opened.headers()['location'] ?? '';
  expect(cashier, 'gateway.do hands the browser to the cashier').toMatch(/\/api\/sandbox\/alipay\/cashier\//);
  await page.request.post(`${new URL(cashier, cashierUrl).pathname.replace(/\/$/, '')}/confirm`, { form: {}, maxRedirects: 0 });
}

/** Pays an order through the sandbox Alipay-style gateway (its cashier's 确认支付) and waits for the notification to mark it paid. */
export async function payInAlipaySandbox(page: Page, post: ApiPost, orderNo: string): Promise<void> {
  const created = await post<{ cashierUrl: string | null }>('/api/order/pay/create', { ordNo: orderNo, method: 'alipay' });
  expect(created.cashierUrl).toBeTruthy();
  await confirmAlipayInSandbox(page, created.cashierUrl!);
  await expect
    .poll(async () => (await post<{ status: string }>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: orderNo })).status, { timeout: 20_000 })
    .toBe('paid');
}

/**
 * The serious and critical axe findings on the page (or inside `selector`), one line each
 * with the first few elements they point at: `expect(await seriousAxeFindings(page, '#main')).toEqual([])`
 * shows in the failure what is wrong and where.
 */
export async function seriousAxeFindings(page: Page, selector?: string): Promise<string[]> {
  // Only violations are read: axe then details no passing or inapplicable nodes (less work per page).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

type ApiPost = Awaited<ReturnType<typeof apiAs>>;

/** A default delivery address in Shanghai (浦东新区) for the signed-in shopper of `post`. */
export async function saveShanghaiAddress(post: ApiPost): Promise<{ id: number }> {
  return post<{ id: number }>('/api/order/address/save', {
    receiver: '王小明',
    mobile: freshMobile(),
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道100号',
    isDefault: true,
  });
}

/** Confirms a buy-now token at checkout and submits it at the payable checkout computed; answers the order. */
export async function submitBuyNow(post: ApiPost, token: string, addressId: number): Promise<{ orderNo: string; payableAmt: number }> {
  const source = { type: 'buyNow', token };
  const view = await post<{ orderToken: string; price: { payable: number } }>('/api/order/checkout/confirm', { source, addressId, couponId: null });
  return post('/api/order/checkout/submit', {
    orderToken: view.orderToken,
    source,
    addressId,
    couponId: null,
    points: 0,
    invoice: null,
    expectedPayable: view.price.payable,
  });
}

/**
 * Waits for the page's network to go quiet (Playwright's networkidle), at most `ms`: on some runs
 * a product page never reported idle (a request whose end the page's observers never saw), and a
 * wait for what arrives after the first render must not hang a test for minutes.
 */
export async function networkQuiet(page: Page, ms = 10_000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: ms }).catch(() => undefined);
}
