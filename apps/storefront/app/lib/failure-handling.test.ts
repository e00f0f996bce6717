/**
 * Client error rules of spec 8, run against stand-ins for the browser's globals (location,
 * document.cookie, localStorage, alert) and a transport that records calls.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, ApiTransport } from '@shop/contracts/ssr-context';
import { ApiError, createApiClient } from './api-client';
import { handleFailure, setClientEnvironment } from './failure-handling';
import { toastStore } from './toast';
import { SESSION_CHANGED_EVENT } from './signed-in-user';

interface FakeBrowser {
  assigned: string[];
  alerts: string[];
  cookie: string;
  storage: Map<string, string>;
  native: string[];
  /** Events sent on the window. */
  events: string[];
}

let fake: FakeBrowser;

beforeEach(() => {
  vi.useFakeTimers();
  fake = { assigned: [], alerts: [], cookie: '', storage: new Map([['loginUser', 'x']]), native: [], events: [] };
  const loc = { pathname: '/product/A', search: '?from=x', href: 'https://shop.example/product/A?from=x', assign: (u: string) => fake.assigned.push(u) };
  vi.stubGlobal('location', loc);
  vi.stubGlobal('document', {
    get cookie() {
      return fake.cookie;
    },
    set cookie(v: string) {
      const [pair] = v.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/max-age=0/.test(v))
        fake.cookie = fake.cookie
          .split('; ')
          .filter((c) => !c.startsWith(`${name}=`))
          .join('; ');
    },
  });
  vi.stubGlobal('localStorage', { removeItem: (k: string) => fake.storage.delete(k) });
  vi.stubGlobal('window', {
    alert: (m: string) => fake.alerts.push(m),
    dispatchEvent: (e: Event) => fake.events.push(e.type),
    BrandShopBridge: { login: () => fake.native.push('app-login') },
    wx: { miniProgram: { navigateTo: (o: { url: string }) => fake.native.push(`wx:${o.url}`) } },
    my: { navigateTo: (o: { url: string }) => fake.native.push(`ali:${o.url}`) },
  });
  setClientEnvironment('pc');
});
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const err = (code: string, status: number, message = '服务端消息') => new ApiError(code, message, status, '/api/x');
const recorder = (answers: Record<string, ApiResult<unknown>> = {}) => {
  const calls: string[] = [];
  const transport = (async (path: string) => {
    calls.push(path);
    return answers[path] ?? { status: 200, envelope: { success: true, code: '200', message: '', path, data: {} }, headers: {} };
  }) as ApiTransport;
  return { calls, transport };
};
const toasts = () => toastStore.get().map((t) => t.message);

describe('spec 8 client error handling', () => {
  it('shows the server message of an ordinary failure in a toast', async () => {
    await handleFailure(err('ERR_COUPON_SOLD_OUT', 409, '优惠券已被领完'), recorder().transport);
    expect(toasts()).toContain('优惠券已被领完');
  });

  it('rewrites 请先发送验证码 to 请先获取验证码 (spec 5)', async () => {
    await handleFailure(err('E_SMS_CODE_NOT_SENT', 400, '请先发送验证码'), recorder().transport);
    expect(toasts()).toContain('请先获取验证码');
  });

  it('shows the busy message for HTTP 501 and 504', async () => {
    await handleFailure(err('HTTP_504', 504, 'gateway timeout'), recorder().transport);
    expect(toasts()).toContain('当前访问人数较多，请稍后再试');
  });

  it('keeps quiet for silent and returned-to-caller codes', async () => {
    for (const code of ['E_CLOUD_500', 'E_HTTP_REQUEST', 'E_RESP_400', 'E_BASE_1057', 'E_MEMBER_NICKNAME_0001', 'E_ENT_USED_AUTH_002']) {
      await handleFailure(err(code, 400, `msg-${code}`), recorder().transport);
      expect(toasts()).not.toContain(`msg-${code}`);
    }
  });

  it('sends E_ERR_UPGRADE_001 to the maintenance page', async () => {
    await handleFailure(err('E_ERR_UPGRADE_001', 503), recorder().transport);
    expect(fake.assigned).toEqual(['/maintenances']);
  });

  it('on an expired token of a visitor: clears local login data and starts web login with the way back', async () => {
    const { calls, transport } = recorder();
    await handleFailure(err('E_USER_4010', 401), transport);
    expect(calls).toEqual(['/api/auth/login/logout']);
    expect(fake.storage.has('loginUser')).toBe(false);
    // The header stops showing a member at once (lib/signed-in-user.ts).
    expect(fake.events).toEqual([SESSION_CHANGED_EVENT]);
    expect(fake.assigned).toEqual([`/user/login?redirect=${encodeURIComponent('/product/A?from=x')}`]);
  });

  it('tries one refresh for a signed-in member, and asks to retry when it works', async () => {
    fake.cookie = 'user=%7B%22userNo%22%3A%22U1%22%7D';
    const { calls, transport } = recorder();
    expect(await handleFailure(err('E_USER_4005', 401), transport)).toBe('retry');
    expect(calls).toEqual(['/api/auth/login/refresh']);
    expect(fake.assigned).toEqual([]);
  });

  it('starts login the host way in the app and in the mini-programs', async () => {
    for (const [env, expected] of [
      ['app', 'app-login'],
      ['wxApp', 'wx:/pages/login/login'],
      ['aliApp', `ali:/pages/login/login?redirect=${encodeURIComponent('https://shop.example/product/A?from=x')}`],
    ] as const) {
      fake.native = [];
      setClientEnvironment(env);
      await handleFailure(err('E_USER_0019', 401), recorder().transport);
      expect(fake.native, env).toEqual([expected]);
    }
    expect(fake.assigned).toEqual([]);
  });

  it('alerts code and path when debugger=1 is in the address', async () => {
    (location as unknown as { search: string }).search = '?debugger=1';
    await handleFailure(err('ERR_COUPON_ENDED', 409), recorder().transport);
    expect(fake.alerts).toEqual(['ERR_COUPON_ENDED\n/api/x']);
  });

  it('retries a call once after a CSRF refusal, with the client', async () => {
    let n = 0;
    const transport = (async (path: string) => {
      n += 1;
      return n === 1
        ? { status: 403, envelope: { success: false, code: 'E_CSRF', message: '页面已过期', path, data: null }, headers: {} }
        : { status: 200, envelope: { success: true, code: '200', message: '', path, data: 42 }, headers: {} };
    }) as ApiTransport;
    const client = createApiClient(transport, { onFailure: (e) => handleFailure(e, transport) });
    expect(await client.post('/api/something', {})).toBe(42);
    expect(n).toBe(2);
  });
});
