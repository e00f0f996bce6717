import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '@shop/contracts';
import { Browser, fakeIp, freshMobile, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const mpLogin = '/api/auth/login/wxmp/mpLogin/token';

async function device(body: { openid?: string; phone?: string }) {
  const b = new Browser(t.baseUrl);
  const r = await b.post<{ openid: string; code: string; phoneCode?: string }>('/api/sandbox/wxmp/device/login', body);
  expect(r.status).toBe(200);
  return r.body as unknown as { openid: string; code: string; phoneCode?: string };
}
const memInfo = (b: Browser, bearer?: string) =>
  b.get<{ userNo: string; mobile: string }>('/api/member/member/memInfo', bearer ? { headers: { authorization: `Bearer ${bearer}` } } : undefined);

describe('mini-program sign-in (wxmp/mpLogin/token)', () => {
  it('first sign-in by phone creates the member and links the openid; later the openid alone signs in', async () => {
    const phone = freshMobile();
    const d = await device({ phone });
    const mp = await new Browser(t.baseUrl).prime();
    const first = await mp.post<TokenResponse>(mpLogin, { code: d.code, phoneCode: d.phoneCode });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ userType: 'member', newMember: true });
    // Tokens go to the native side, not into cookies.
    expect(first.headers.getSetCookie().some((c) => c.startsWith('authorization='))).toBe(false);
    const me = await memInfo(new Browser(t.baseUrl), first.body.data!.access_token);
    expect(me.status).toBe(200);
    expect(me.body.data!.mobile).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);

    const again = await device({ openid: d.openid });
    expect(again.phoneCode).toBeUndefined();
    const second = await mp.post<TokenResponse>(mpLogin, { code: again.code });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ newMember: false, user: { userNo: first.body.data!.user!.userNo } });
  });

  it('links to the member who already has that phone number (SMS sign-in first)', async () => {
    const web = new Browser(t.baseUrl);
    const { mobile, user } = await signIn(web);
    const d = await device({ phone: mobile });
    const r = await (await new Browser(t.baseUrl).prime()).post<TokenResponse>(mpLogin, { code: d.code, phoneCode: d.phoneCode });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ newMember: false, user: { userNo: user.userNo } });
  });

  it('refuses a reused, expired, unknown or phone-less code with Chinese messages', async () => {
    const d = await device({ phone: freshMobile() });
    const b = await new Browser(t.baseUrl).prime();
    expect((await b.post(mpLogin, { code: d.code, phoneCode: d.phoneCode })).status).toBe(200);
    const reused = await b.post(mpLogin, { code: d.code, phoneCode: d.phoneCode });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'ERR_MP_CODE_INVALID', message: '小程序登录凭证无效或已过期，请重新登录' });

    const late = await device({ phone: freshMobile() });
    t.clock.offsetMs += 5 * 60_000 + 1000;
    expect((await b.post(mpLogin, { code: late.code, phoneCode: late.phoneCode })).body.code).toBe('ERR_MP_CODE_INVALID');
    t.clock.offsetMs = 0;

    expect((await b.post(mpLogin, { code: 'x'.repeat(32) })).body.code).toBe('ERR_MP_CODE_INVALID');
    const newUser = await device({});
    const noPhone = await b.post(mpLogin, { code: newUser.code });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body).toMatchObject({ code: 'ERR_MP_PHONE_REQUIRED', message: '首次登录请授权手机号' });
    // A phone code cannot stand in for a login code, nor the other way round.
    const swap = await device({ phone: freshMobile() });
    expect((await b.post(mpLogin, { code: swap.phoneCode })).body.code).toBe('ERR_MP_CODE_INVALID');
    const badPhone = await b.post(mpLogin, { code: swap.code, phoneCode: swap.code });
    expect(badPhone.body).toMatchObject({ code: 'ERR_MP_CODE_INVALID', message: '手机号授权凭证无效或已过期，请重新授权' });

    const missing = await b.post(mpLogin, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/小程序登录凭证/);
    expect((await b.post(mpLogin, { code: 'short' })).status).toBe(400);
  });

  it('the sandbox platform refuses a wrong app secret', async () => {
    const d = await device({});
    const r = await fetch(
      `${t.baseUrl}/api/sandbox/wxmp/sns/jscode2session?appid=wx5a0d1b2c3e4f5a6b&secret=wrong&js_code=${d.code}&grant_type=authorization_code`,
    );
    expect(await r.json()).toMatchObject({ errcode: 40125 });
  });
});

describe('app sign-in ticket (/user/app_login)', () => {
  const exchange = (b: Browser, ticket: string) => b.post<TokenResponse>('/api/auth/login/app/exchange', { ticket });

  it('turns a one-time ticket into a web session once', async () => {
    const app = new Browser(t.baseUrl);
    const { user } = await signIn(app);
    const issued = await app.post<{ ticket: string; url: string; expiresInMs: number }>('/api/auth/login/app/ticket');
    expect(issued.status).toBe(200);
    expect(issued.body.data!.url).toBe(`/user/app_login?ticket=${issued.body.data!.ticket}`);
    expect(issued.body.data!.expiresInMs).toBe(60_000);

    const web = await new Browser(t.baseUrl).prime();
    const r = await exchange(web, issued.body.data!.ticket);
    expect(r.status).toBe(200);
    expect(web.cookies.has('refresh_token')).toBe(true);
    expect((await memInfo(web)).body.data!.userNo).toBe(user.userNo);

    const other = await new Browser(t.baseUrl).prime();
    const reused = await exchange(other, issued.body.data!.ticket);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'ERR_APP_TICKET_INVALID', message: '登录凭证无效或已过期，请重新登录' });
    expect(other.cookies.has('refresh_token')).toBe(false);
  });

  it('refuses expired tickets, tickets of a logged-out session, visitors and malformed input', async () => {
    const app = new Browser(t.baseUrl);
    await signIn(app);
    const old = (await app.post<{ ticket: string }>('/api/auth/login/app/ticket')).body.data!.ticket;
    t.clock.offsetMs += 61_000;
    expect((await exchange(await new Browser(t.baseUrl).prime(), old)).body.code).toBe('ERR_APP_TICKET_INVALID');
    t.clock.offsetMs = 0;

    const orphan = (await app.post<{ ticket: string }>('/api/auth/login/app/ticket')).body.data!.ticket;
    expect((await app.post('/api/auth/login/logout', {})).status).toBe(200);
    expect((await exchange(await new Browser(t.baseUrl).prime(), orphan)).body.code).toBe('ERR_APP_TICKET_INVALID');

    const visitor = await new Browser(t.baseUrl).prime();
    await visitor.post('/api/auth/login/anonymous/token', {});
    expect((await visitor.post('/api/auth/login/app/ticket')).status).toBe(401);
    const bad = await exchange(visitor, 'not a ticket');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('登录凭证无效或已过期，请重新登录');
  });
});

describe('assistant / community login redirects', () => {
  /** Follows the round trip: shop → assistant authorise page → decision → shop callback. */
  async function roundTrip(
    b: Browser,
    app: 'sassistant' | 'smembers',
    query: Record<string, string>,
    decision: { mobile?: string; decision: 'allow' | 'deny' },
  ) {
    const start = await b.get(`/api/auth/login/${app}?${new URLSearchParams(query)}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.pathname).toBe('/api/sandbox/assistant/authorize');
    const pageRes = await fetch(authorize);
    expect(pageRes.status).toBe(200);
    expect(await pageRes.text()).toContain(app === 'sassistant' ? '星辰生活助手' : '星辰社区');
    const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), ...decision });
    form.delete('response_type');
    const back = await b.request('POST', '/api/sandbox/assistant/authorize', {
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(back.status).toBe(303);
    const callback = new URL(back.headers.get('location')!);
    expect(callback.pathname).toBe(`/api/auth/login/${app}/callback`);
    const done = await b.get(callback.pathname + callback.search);
    return { done, callback };
  }

  it('signs the assistant account in and returns to returnUrl with state; the code works once', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    const { done, callback } = await roundTrip(
      b,
      'sassistant',
      { returnUrl: '/cart?from=sa', timeC: String(Date.now()), state: 'abc-123' },
      { mobile, decision: 'allow' },
    );
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/cart?from=sa&state=abc-123');
    expect((await memInfo(b)).body.data!.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);

    const thief = await new Browser(t.baseUrl).prime();
    const replay = await thief.get(callback.pathname + callback.search);
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/user/login?redirect=%2Fcart%3Ffrom%3Dsa&reason=assistant_failed');
    expect(thief.cookies.has('refresh_token')).toBe(false);
  });

  it('community (smembers) accepts an absolute URL of this site and goes back without state', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const { done } = await roundTrip(
      b,
      'smembers',
      { returnUrl: `${t.baseUrl}/user/communityLogin/galaxy`, timeC: String(Date.now()) },
      { mobile: freshMobile(), decision: 'allow' },
    );
    expect(done.headers.get('location')).toBe('/user/communityLogin/galaxy');
    expect(b.cookies.has('refresh_token')).toBe(true);
  });

  it('a refusal on the assistant side goes to the login page, signed out', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const { done } = await roundTrip(b, 'sassistant', { returnUrl: '/', timeC: String(Date.now()) }, { decision: 'deny' });
    expect(done.headers.get('location')).toBe('/user/login?redirect=%2F&reason=assistant_denied');
    expect(b.cookies.has('refresh_token')).toBe(false);
  });

  it('refuses open redirects, stale timeC and forged or foreign state', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const now = String(Date.now());
    for (const returnUrl of ['https://evil.example.com/', '//evil.example.com/x', '/\\evil.example.com', 'javascript:alert(1)', `${t.baseUrl}.evil.com/`]) {
      const r = await b.get(`/api/auth/login/sassistant?${new URLSearchParams({ returnUrl, timeC: now })}`);
      expect(r.status, returnUrl).toBe(400);
      expect(r.body).toMatchObject({ code: 'ERR_RETURN_URL_INVALID', message: '跳转地址不合法' });
    }
    const stale = await b.get(`/api/auth/login/smembers?${new URLSearchParams({ returnUrl: '/', timeC: String(Date.now() - 6 * 60_000) })}`);
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'ERR_LOGIN_LINK_EXPIRED', message: '登录链接已过期，请重新打开' });
    expect((await b.get('/api/auth/login/sassistant?returnUrl=/&timeC=soon')).status).toBe(400);
    expect((await b.get(`/api/auth/login/sassistant?returnUrl=/&timeC=${now}&state=${encodeURIComponent('<script>')}`)).status).toBe(400);

    // State minted for smembers is no good at the sassistant callback, and a forged one neither.
    const start = await b.get(`/api/auth/login/smembers?${new URLSearchParams({ returnUrl: '/', timeC: now })}`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    for (const s of [state, `${state.split('.')[0]}.forged`, 'garbage']) {
      const r = await b.get(`/api/auth/login/sassistant/callback?${new URLSearchParams({ code: 'x'.repeat(32), state: s })}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'ERR_ASSISTANT_STATE_INVALID', message: '授权状态无效，请重新登录' });
    }
    // The sandbox sends codes only to the registered callback.
    const evil = await b.request('POST', '/api/sandbox/assistant/authorize', {
      body: new URLSearchParams({
        client_id: 'star-shop',
        app: 'sassistant',
        redirect_uri: 'https://evil.example.com/steal',
        state,
        mobile: freshMobile(),
        decision: 'allow',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(evil.status).toBe(400);
    expect(evil.headers.get('location')).toBeNull();
  });

  it('rate-limits the callback per IP', async () => {
    t.clock.offsetMs = 60_000 - (Date.now() % 60_000) + 500;
    const b = await new Browser(t.baseUrl, fakeIp()).prime();
    for (let i = 0; i < 30; i++) expect((await b.get('/api/auth/login/sassistant/callback?state=x')).status).toBe(400);
    expect((await b.get('/api/auth/login/sassistant/callback?state=x')).status).toBe(429);
  });
});
