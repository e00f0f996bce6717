/**
 * Account provider sign-in (OpenID Connect) and enterprise SSO against the real local
 * provider (oidc-provider sandbox mounted by the app): the whole code flow over HTTP —
 * authorize → provider sign-in form → consent → callback — plus state tampering, code
 * replay, nonce mismatch, open-redirect attempts and the enterprise calls.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Browser, freshMobile, signIn, useTestApi } from './harness.ts';

const t = useTestApi();

interface SignInData {
  access_token: string;
  userType: string;
  user: { userNo: string };
  newMember?: boolean;
  redirect: string;
  via: 'link' | 'phone';
  enterprise?: { companyCode: string; companyName: string; siteCd: string };
}

/** Follows redirects (same host) until the location's path starts with `stop`; answers that URL. */
async function follow(b: Browser, start: string, stop: string): Promise<URL> {
  let url = new URL(start, t.baseUrl);
  for (let i = 0; i < 10; i++) {
    if (url.pathname.startsWith(stop)) return url;
    const r = await b.get(url.pathname + url.search);
    const loc = r.headers.get('location');
    if (!loc) throw new Error(`no redirect from ${url.pathname} (${r.status}): ${r.body.message?.slice(0, 300)}`);
    url = new URL(loc, url);
  }
  throw new Error('too many redirects');
}

const form = (b: Browser, path: string, fields: Record<string, string>) =>
  b.request('POST', path, { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/** Registers an account at the sandbox provider through its join form. */
async function join(b: Browser, mobile = freshMobile(), password = 'Passw0rd1') {
  const r = await form(b, '/sandbox/account/join/submit', {
    clientId: 'shop-web',
    countryCode: 'CN',
    languageCode: 'zh',
    redirectUrl: `${t.baseUrl}/user/login`,
    goBackUrl: `${t.baseUrl}/`,
    mobile,
    name: '测试用户',
    password,
  });
  expect(r.status).toBe(200);
  expect(r.body.message).toContain('注册成功');
  return { mobile, password, loginId: mobile };
}

/** authorize → provider sign-in (and consent) → the callback URL with code and state. */
async function toCallback(b: Browser, o: { loginId: string; password: string; authorize?: string; realm?: 'account' | 'enterprise'; stop?: string }) {
  const realm = o.realm ?? 'account';
  const authorize = o.authorize ?? '/api/auth/login/provider/authorize?redirect=%2Fmember%2FhomePage';
  const start = await b.get(authorize);
  expect(start.status).toBe(302);
  const providerUrl = new URL(start.headers.get('location')!);
  expect(providerUrl.pathname).toBe(`/sandbox/${realm}/auth`);
  for (const p of ['code_challenge', 'state', 'nonce', 'client_id', 'redirect_uri']) expect(providerUrl.searchParams.get(p)).toBeTruthy();
  expect(providerUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const loginPage = await follow(b, providerUrl.href, `/sandbox/${realm}/interaction/`);
  const page = await b.get(loginPage.pathname);
  expect(page.body.message).toContain('密码');
  const login = await form(b, `${loginPage.pathname}/login`, { loginId: o.loginId, password: o.password });
  expect(login.status).toBe(303);
  let next = new URL(login.headers.get('location')!, t.baseUrl);
  const stop = o.stop ?? '/user/saAuthorize';
  next = await follow(b, next.href, `/sandbox/${realm}/interaction/`);
  // Consent screen: a new provider session has no grant yet.
  const consent = await b.get(next.pathname);
  expect(consent.body.message).toContain('授权确认');
  const confirmed = await form(b, `${next.pathname}/confirm`, {});
  expect(confirmed.status).toBe(303);
  const cb = await follow(b, confirmed.headers.get('location')!, stop);
  return Object.fromEntries(cb.searchParams) as Record<string, string>;
}

const callback = (b: Browser, params: Record<string, string>) => b.post<SignInData>('/api/auth/login/provider/callback', params);

describe('account provider sign-in (OIDC code flow against the local provider)', () => {
  it('signs a new shopper in by phone number, then by the stored link; the shop session works', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const acc = await join(b);
    const params = await toCallback(b, { loginId: acc.mobile, password: acc.password });
    expect(params.code).toBeTruthy();
    expect(params.iss).toBe(`${t.baseUrl}/sandbox/account`);
    const r = await callback(b, params);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ userType: 'member', redirect: '/member/homePage', via: 'phone', newMember: true });
    expect(b.cookies.get('authorization')).toBeTruthy();
    expect(b.cookies.has('ap_flow')).toBe(false);
    const me = await b.get<{ userNo: string; mobile: string }>('/api/member/member/memInfo');
    expect(me.status).toBe(200);
    expect(me.body.data.userNo).toBe(r.body.data.user.userNo);

    // Again (provider session still open: no login form; grant remembered: no consent) → found by link.
    const b2 = await new Browser(t.baseUrl).prime();
    for (const [k, v] of b.cookies) if (k.startsWith('_')) b2.cookies.set(k, v);
    const start = await b2.get('/api/auth/login/provider/authorize');
    const cb = await follow(b2, start.headers.get('location')!, '/user/saAuthorize');
    const again = await callback(b2, Object.fromEntries(cb.searchParams));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ via: 'link', redirect: '/', newMember: false });
    expect(again.body.data.user.userNo).toBe(r.body.data.user.userNo);
  });

  it('signs an existing SMS member into their own account (found by phone number)', async () => {
    const sms = new Browser(t.baseUrl);
    const mobile = freshMobile();
    const existing = await signIn(sms, mobile);
    const b = await new Browser(t.baseUrl).prime();
    const acc = await join(b, mobile);
    const r = await callback(b, await toCallback(b, acc));
    expect(r.status).toBe(200);
    expect(r.body.data.user.userNo).toBe(existing.user.userNo);
    expect(r.body.data.newMember).toBe(false);
  });

  it('refuses a tampered state, a missing or forged flow cookie, and a replayed code', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const acc = await join(b);
    const params = await toCallback(b, acc);
    const flowCookie = b.cookies.get('ap_flow')!;
    expect(flowCookie).toBeTruthy();

    const tampered = await callback(b, { ...params, state: params.state + 'x' });
    expect(tampered.status).toBe(400);
    expect(tampered.body.code).toBe('ERR_PROVIDER_STATE_INVALID');
    expect(tampered.body.message).toBe('登录请求已失效，请重新登录');
    // The flow cookie is single use: even the right state fails now.
    expect((await callback(b, params)).body.code).toBe('ERR_PROVIDER_STATE_INVALID');

    // A cookie whose signature does not match.
    b.cookies.set('ap_flow', flowCookie.slice(0, -2) + (flowCookie.endsWith('A') ? 'BB' : 'AA'));
    expect((await callback(b, params)).body.code).toBe('ERR_PROVIDER_STATE_INVALID');

    // The genuine cookie back: the code is still unused, so it works once …
    b.cookies.set('ap_flow', flowCookie);
    expect((await callback(b, params)).status).toBe(200);
    // … and replaying the same code (with the same cookie) is refused by the provider.
    b.cookies.set('ap_flow', flowCookie);
    const replay = await callback(b, params);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('ERR_PROVIDER_CODE_INVALID');
    expect(replay.body.message).toContain('授权码无效');
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const acc = await join(b);
    const params = await toCallback(b, acc);
    const [body] = b.cookies.get('ap_flow')!.split('.');
    const flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...flow, nonce: 'another-nonce-value' })).toString('base64url');
    const mac = createHmac('sha256', t.config.secret).update(`account-provider-flow:${forged}`).digest('base64url');
    b.cookies.set('ap_flow', `${forged}.${mac}`);
    const r = await callback(b, params);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('ERR_PROVIDER_TOKEN_INVALID');
    expect(b.cookies.has('refresh_token')).toBe(false);
  });

  it('refuses ways back that leave the site', async () => {
    const b = await new Browser(t.baseUrl).prime();
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'member/homePage']) {
      const r = await b.get(`/api/auth/login/provider/authorize?redirect=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.code).toBe('ERR_PROVIDER_REDIRECT_INVALID');
      expect(r.body.message).toBe('跳转地址不合法');
    }
    expect(b.cookies.has('ap_flow')).toBe(false);
    const samsso = await b.get(`/api/auth/login/samsso/authorize?redirect=${encodeURIComponent('https://evil.example/')}`);
    expect(samsso.body.code).toBe('ERR_PROVIDER_REDIRECT_INVALID');
  });

  it('answers the provider refusing (cancel, wrong password) and bad callback input clearly', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const start = await b.get('/api/auth/login/provider/authorize');
    const loginPage = await follow(b, start.headers.get('location')!, '/sandbox/account/interaction/');
    const wrong = await form(b, `${loginPage.pathname}/login`, { loginId: '13800138000', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('账号或密码错误');
    const abort = await form(b, `${loginPage.pathname}/abort`, {});
    const cb = await follow(b, abort.headers.get('location')!, '/user/saAuthorize');
    expect(cb.searchParams.get('error')).toBe('access_denied');
    const r = await callback(b, Object.fromEntries(cb.searchParams));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('ERR_PROVIDER_DENIED');

    const missing = await b.post('/api/auth/login/provider/callback', { code: 'abc' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/登录状态不正确|无效|请/);
    const junk = await b.post('/api/auth/login/provider/callback', { code: 'a b', state: 'x' });
    expect(junk.status).toBe(400);
  });

  it('signs the demo account in; the provider forms and config carry client id, CN and zh', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const cfg = await b.get<{ clientId: string; countryCode: string; languageCode: string; issuer: string; pages: Record<string, string> }>(
      '/api/auth/login/provider/config',
    );
    expect(cfg.body.data).toMatchObject({ clientId: 'shop-web', countryCode: 'CN', languageCode: 'zh', issuer: `${t.baseUrl}/sandbox/account` });

    const hop = await form(b, '/account-provider/forms/join', {
      clientId: 'shop-web',
      countryCode: 'CN',
      languageCode: 'zh',
      redirectUrl: `${t.baseUrl}/`,
      goBackUrl: `${t.baseUrl}/`,
    });
    expect(hop.status).toBe(307);
    expect(hop.headers.get('location')).toBe(`${t.baseUrl}/sandbox/account/join`);
    const joinPage = await form(b, '/sandbox/account/join', {
      clientId: 'shop-web',
      countryCode: 'CN',
      languageCode: 'zh',
      redirectUrl: `${t.baseUrl}/`,
      goBackUrl: `${t.baseUrl}/cart`,
    });
    expect(joinPage.status).toBe(200);
    expect(joinPage.body.message).toContain('注册星辰账号');
    expect(joinPage.body.message).toContain(`value="${t.baseUrl}/cart"`);
    for (const bad of [
      { clientId: 'other', countryCode: 'CN', languageCode: 'zh', goBackUrl: `${t.baseUrl}/` },
      { clientId: 'shop-web', countryCode: 'US', languageCode: 'en', goBackUrl: `${t.baseUrl}/` },
      { clientId: 'shop-web', countryCode: 'CN', languageCode: 'zh', goBackUrl: 'https://evil.example/' },
    ]) {
      const r = await form(b, '/sandbox/account/join', bad);
      expect(r.status).toBe(400);
    }
    // From the provider's own sign-in screen: join, then back to that screen.
    const fromLogin = await b.get('/sandbox/account/join?interaction=abc123');
    expect(fromLogin.status).toBe(200);
    expect(fromLogin.body.message).toContain(`name="goBackUrl" value="${t.baseUrl}/sandbox/account/interaction/abc123"`);
    const badJoin = await form(b, '/sandbox/account/join/submit', {
      clientId: 'shop-web',
      countryCode: 'CN',
      languageCode: 'zh',
      goBackUrl: `${t.baseUrl}/`,
      mobile: '123',
      name: 'x',
      password: 'Passw0rd1',
    });
    expect(badJoin.status).toBe(400);
    expect(badJoin.body.message).toContain('请输入正确的手机号');

    for (const kind of ['findAccount', 'modify']) {
      const r = await form(b, `/account-provider/forms/${kind}`, {});
      expect(r.status).toBe(307);
    }
    const signOut = await b.get('/account-provider/forms/signOut');
    expect(signOut.status).toBe(302);
    const end = new URL(signOut.headers.get('location')!);
    expect(end.pathname).toBe('/sandbox/account/session/end');
    expect(end.searchParams.get('client_id')).toBe('shop-web');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${t.baseUrl}/user/logout`);
    // No provider session in this browser: the provider goes straight on to its confirmation step.
    const endPage = await b.get(end.pathname + end.search);
    expect(endPage.status).toBe(200);
    expect(endPage.body.message).toContain('/sandbox/account/session/end/confirm');
    expect((await b.get('/account-provider/forms/nothing')).status).toBe(404);

    const demo = await callback(b, await toCallback(b, { loginId: '13800138000', password: 'Demo1234' }));
    expect(demo.status).toBe(200);
  });

  it('account-modify and find-account change the provider account for real', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const acc = await join(b);
    const carry = {
      clientId: 'shop-web',
      countryCode: 'CN',
      languageCode: 'zh',
      redirectUrl: `${t.baseUrl}/`,
      goBackUrl: `${t.baseUrl}/member/accountSettings`,
    };
    const wrong = await form(b, '/sandbox/account/account-modify/submit', { ...carry, loginId: acc.mobile, password: 'Wrong1234', name: '新昵称' });
    expect(wrong.status).toBe(400);
    const mod = await form(b, '/sandbox/account/account-modify/submit', {
      ...carry,
      loginId: acc.mobile,
      password: acc.password,
      name: '新昵称',
      newPassword: 'Changed123',
    });
    expect(mod.status).toBe(200);
    expect(mod.body.message).toContain('修改成功');
    const found = await form(b, '/sandbox/account/find-account/submit', { ...carry, mobile: acc.mobile, name: '新昵称', password: 'Again1234' });
    expect(found.status).toBe(200);
    expect(found.body.message).toContain('密码已重设');
    const r = await callback(b, await toCallback(b, { loginId: acc.mobile, password: 'Again1234' }));
    expect(r.status).toBe(200);
  });
});

describe('enterprise SSO (samsso, entGetToken)', () => {
  const enterpriseParams = async (b: Browser, loginId: string, channel = 'pc') => {
    const path = { pc: '/user/estoreLogin', wx: '/user/wxEstoreLogin', app: '/user/appEstoreLogin' }[channel]!;
    return toCallback(b, {
      loginId,
      password: 'Ent12345',
      realm: 'enterprise',
      authorize: `/api/auth/login/samsso/authorize?channel=${channel}&redirect=%2Fmember%2FhomePage`,
      stop: path,
    });
  };

  it('signs enterprise staff in, marks them enterprise members, selects the enterprise store; entGetToken answers', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const params = await enterpriseParams(b, 'zhangwei@xctech.example');
    const r = await b.post<SignInData>('/api/auth/login/samsso/token', params);
    expect(r.status).toBe(200);
    expect(r.body.data.enterprise).toEqual({ companyCode: 'XCTECH', companyName: '星辰科技（深圳）有限公司', siteCd: 'ent' });
    expect(r.body.data.redirect).toBe('/member/homePage');
    expect(b.cookies.get('siteCd')).toBe('ent');
    const me = await b.get<{ roles: string[] }>('/api/member/member/memInfo');
    expect(me.body.data.roles).toContain('enterprise');

    const ent = await b.post<SignInData>('/api/auth/login/entGetToken', {});
    expect(ent.status).toBe(200);
    expect(ent.body.data.enterprise!.companyCode).toBe('XCTECH');
    expect(ent.body.data.access_token).not.toBe(r.body.data.access_token);
    const other = await b.post('/api/auth/login/entGetToken', { companyCode: 'HXBANK' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('ERR_ENT_NOT_MEMBER');
    expect((await b.post('/api/auth/login/entGetToken', { companyCode: '坏 编号' })).status).toBe(400);
    // The code is single use.
    expect((await b.post('/api/auth/login/samsso/token', params)).body.code).toBe('ERR_PROVIDER_STATE_INVALID');
  });

  it('app channel: tokens in the answer, no session cookies; unknown channel 400', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const params = await enterpriseParams(b, 'lina@hxbank.example', 'app');
    b.cookies.delete('authorization');
    const r = await b.post<SignInData>('/api/auth/login/samsso/token/app', params);
    expect(r.status).toBe(200);
    expect(r.body.data.access_token).toBeTruthy();
    expect(r.body.data.enterprise!.companyCode).toBe('HXBANK');
    expect(b.cookies.has('refresh_token')).toBe(false);
    expect((await b.post('/api/auth/login/samsso/token/desktop', params)).status).toBe(400);
  });

  it('refuses an enterprise account without a company, and entGetToken for non-enterprise members and visitors', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const params = await enterpriseParams(b, 'guest@partner.example');
    const r = await b.post('/api/auth/login/samsso/token', params);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('ERR_ENT_NO_COMPANY');

    const plain = new Browser(t.baseUrl);
    await signIn(plain);
    const notEnt = await plain.post('/api/auth/login/entGetToken', {});
    expect(notEnt.status).toBe(403);
    expect(notEnt.body.message).toBe('您还不是企业会员，请使用企业账号登录');
    const visitor = await new Browser(t.baseUrl).prime();
    expect((await visitor.post('/api/auth/login/entGetToken', {})).status).toBe(401);
  });
});
