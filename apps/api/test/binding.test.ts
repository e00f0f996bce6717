import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { Authed, Binding } from '@shop/contracts/verification';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const M = '/api/member/member';
const DAY = 24 * 3600 * 1000;

async function member() {
  const b = new Browser(t.baseUrl);
  const { user, mobile } = await signIn(b);
  return { b, userNo: user.userNo, mobile };
}

/** The whole round trip: start → platform consent page → 同意授权 → callback → back to returnTo. Answers the final redirect target. */
async function bindRoundTrip(
  b: Browser,
  type: string,
  opts: { account?: string; decision?: 'allow' | 'deny'; follow?: boolean; student?: { school: string; graduationYear: number } } = {},
) {
  const start = await b.post<{ authorizeUrl: string }>(`${M}/bind/${type}/authorize`, { returnTo: '/Personalcenter/Personal_Accountsettings?tab=1' });
  if (start.status !== 200) return { start, location: null as string | null };
  const url = new URL(start.body.data.authorizeUrl);
  expect(url.pathname).toBe(`/api/sandbox/oauth/${type}/authorize`);
  const pageRes = await fetch(url);
  expect(pageRes.status).toBe(200);
  const html = await pageRes.text();
  expect(html).toContain('同意授权');
  const form = new URLSearchParams({
    client_id: url.searchParams.get('client_id')!,
    redirect_uri: url.searchParams.get('redirect_uri')!,
    state: url.searchParams.get('state')!,
    decision: opts.decision ?? 'allow',
    account: opts.account ?? `acct_${randomText(4)}`,
    nickname: '测试昵称',
  });
  if (opts.follow) form.set('follow', '1');
  if (opts.student) {
    form.set('student', '1');
    form.set('school', opts.student.school);
    form.set('graduationYear', String(opts.student.graduationYear));
  }
  const confirm = await fetch(`${t.baseUrl}/api/sandbox/oauth/${type}/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(confirm.status).toBe(303);
  const cb = new URL(confirm.headers.get('location')!);
  expect(cb.pathname).toBe(`/api/member/member/bind/${type}/callback`);
  const back = await b.get(cb.pathname + cb.search);
  expect(back.status).toBe(303);
  return { start, location: back.headers.get('location'), callback: cb };
}

const bindings = async (b: Browser) => (await b.get<Authed>(`${M}/getAuthed`)).body.data!.bindings;
const binding = async (b: Browser, type: string) => (await bindings(b)).find((x: Binding) => x.code === type)!;

describe('third-party binding', () => {
  it('binds through the platform round trip and lists it; the main account is always bound', async () => {
    const { b } = await member();
    const before = await bindings(b);
    expect(before.map((x) => x.code)).toEqual(['main', 'wechat', 'alipay', 'weibo', 'qq']);
    expect(before[0]).toMatchObject({ main: true, bound: true, bindable: false });
    expect(before.filter((x) => x.bound)).toHaveLength(1);

    const { location } = await bindRoundTrip(b, 'wechat');
    expect(location).toBe('/Personalcenter/Personal_Accountsettings?tab=1&bind=ok&bindType=wechat');
    expect(await binding(b, 'wechat')).toMatchObject({ bound: true, nickname: '测试昵称', rebindAvailableAtMs: null });
  });

  it('refuses a second account of the same type (ERR_BIND_TYPE_EXISTS), before and after the round trip', async () => {
    const { b } = await member();
    await bindRoundTrip(b, 'qq');
    const again = await b.post(`${M}/bind/qq/authorize`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_BIND_TYPE_EXISTS', message: '您已绑定同类型账号' });
  });

  it('refuses an external account bound to another member, and a denied or replayed authorisation', async () => {
    const a = await member();
    const account = `shared_${randomText(4)}`;
    expect((await bindRoundTrip(a.b, 'weibo', { account })).location).toContain('bind=ok');
    const other = await member();
    const taken = await bindRoundTrip(other.b, 'weibo', { account });
    expect(taken.location).toContain('bind=ERR_BIND_ACCOUNT_TAKEN');
    expect((await binding(other.b, 'weibo')).bound).toBe(false);

    const denied = await bindRoundTrip(other.b, 'alipay', { decision: 'deny' });
    expect(denied.location).toContain('bind=ERR_BIND_DENIED');
    // The callback of a finished round trip cannot be replayed.
    const ok = await bindRoundTrip(other.b, 'alipay');
    expect(ok.location).toContain('bind=ok');
    const replay = await other.b.get(ok.callback!.pathname + ok.callback!.search);
    expect(replay.headers.get('location')).toContain('bind=ERR_BIND_STATE_INVALID');
    // A state issued to member A is useless to member B.
    const start = await a.b.post<{ authorizeUrl: string }>(`${M}/bind/qq/authorize`, {});
    const state = new URL(start.body.data.authorizeUrl).searchParams.get('state')!;
    const stolen = await other.b.get(`${M}/bind/qq/callback?state=${encodeURIComponent(state)}&code=whatever`);
    expect(stolen.headers.get('location')).toContain('bind=ERR_BIND_STATE_INVALID');
  });

  it('a forged authorisation code is refused by the platform', async () => {
    const { b } = await member();
    const start = await b.post<{ authorizeUrl: string }>(`${M}/bind/wechat/authorize`, {});
    const state = new URL(start.body.data.authorizeUrl).searchParams.get('state')!;
    const r = await b.get(`${M}/bind/wechat/callback?state=${encodeURIComponent(state)}&code=forged-code`);
    expect(r.headers.get('location')).toContain('bind=ERR_BIND_CODE_INVALID');
  });

  it('never unbinds the main account; unbinding blocks rebinding the type for 30 days', async () => {
    const { b, mobile } = await member();
    const main = await b.post(`${M}/unbind/main`);
    expect(main.status).toBe(409);
    expect(main.body).toMatchObject({ code: 'ERR_BIND_MAIN_ACCOUNT', message: '主账号不可解绑' });
    const notBound = await b.post(`${M}/unbind/weibo`);
    expect(notBound.status).toBe(409);
    expect(notBound.body.code).toBe('ERR_BIND_NOT_BOUND');
    expect((await b.post(`${M}/unbind/facebook`)).status).toBe(404);

    await bindRoundTrip(b, 'wechat');
    const un = await b.post<{ bindings: Binding[] }>(`${M}/unbind/wechat`);
    expect(un.status).toBe(200);
    const w = un.body.data.bindings.find((x) => x.code === 'wechat')!;
    expect(w.bound).toBe(false);
    expect(w.rebindAvailableAtMs).toBeGreaterThan(Date.now() + 29 * DAY);

    const blocked = await b.post(`${M}/bind/wechat/authorize`, {});
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe('ERR_BIND_REBIND_BLOCKED');
    expect(blocked.body.message).toMatch(/^解绑后30天内不可重新绑定，请于\d{4}-\d{2}-\d{2}后再试$/);
    // Another type is not blocked.
    expect((await b.post(`${M}/bind/qq/authorize`, {})).status).toBe(200);

    // Time moves on (the harness clock); the access token of today has expired by then, so sign in again.
    t.clock.offsetMs = 29 * DAY;
    await signIn(b, mobile);
    expect((await b.post(`${M}/bind/wechat/authorize`, {})).body.code).toBe('ERR_BIND_REBIND_BLOCKED');
    t.clock.offsetMs = 30 * DAY + 60_000;
    await signIn(b, mobile);
    const { location } = await bindRoundTrip(b, 'wechat');
    expect(location).toContain('bind=ok');
    expect((await binding(b, 'wechat')).bound).toBe(true);
  });

  it('an unbind is kept as history and blocks the type at once', async () => {
    const { b } = await member();
    await bindRoundTrip(b, 'alipay');
    await b.post(`${M}/unbind/alipay`);
    const rows = await t.database.db
      .select()
      .from(schema.memberBindings)
      .where(and(eq(schema.memberBindings.type, 'alipay')));
    expect(rows.some((r) => r.unboundAt)).toBe(true);
    const r = await b.post(`${M}/bind/alipay/authorize`, {});
    expect(r.body.code).toBe('ERR_BIND_REBIND_BLOCKED');
  });

  it('validates input and answers getThirdAuthCfg', async () => {
    const { b } = await member();
    expect((await b.post(`${M}/bind/myspace/authorize`, {})).status).toBe(400);
    const badReturn = await b.post(`${M}/bind/qq/authorize`, { returnTo: 'https://evil.example/' });
    expect(badReturn.status).toBe(400);
    expect(badReturn.body.message).toContain('返回地址有误');
    expect((await b.post(`${M}/bind/qq/authorize`, { returnTo: '//evil.example/x' })).status).toBe(400);
    const cfg = await b.get(`${M}/getThirdAuthCfg/wechat`);
    expect(cfg.body.data).toMatchObject({ code: 'wechat', name: '微信', bindable: true, main: false });
    expect((await b.get(`${M}/getThirdAuthCfg/main`)).body.data).toMatchObject({ bindable: false, main: true });
    const unknown = await b.get(`${M}/getThirdAuthCfg/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('不支持该类型的第三方账号');
    expect((await b.get(`${M}/getThirdAuthCfg/${encodeURIComponent('x y')}`)).status).toBe(400);
  });

  it('the platform refuses a foreign redirect and a wrong client', async () => {
    const { b } = await member();
    const start = await b.post<{ authorizeUrl: string }>(`${M}/bind/wechat/authorize`, {});
    const url = new URL(start.body.data.authorizeUrl);
    url.searchParams.set('redirect_uri', 'https://evil.example/cb');
    expect((await fetch(url)).status).toBe(400);
    const token = await fetch(`${t.baseUrl}/api/sandbox/oauth/wechat/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'shop-wechat-client', client_secret: 'wrong', code: 'x', redirect_uri: 'x' }),
    });
    expect(token.status).toBe(401);
  });
});

describe('follow WeChat, tags, visits', () => {
  it('followWXInfo asks the WeChat platform about the bound account', async () => {
    const { b } = await member();
    expect((await b.get(`/api/member/memberFollow/followWXInfo`)).body.data).toEqual({ bound: false, followed: false });
    await bindRoundTrip(b, 'wechat', { follow: true });
    expect((await b.get(`/api/member/memberFollow/followWXInfo`)).body.data).toEqual({ bound: true, followed: true });
    const other = await member();
    await bindRoundTrip(other.b, 'wechat', { follow: false });
    expect((await other.b.get(`/api/member/memberFollow/followWXInfo`)).body.data).toEqual({ bound: true, followed: false });
    const visitor = await new Browser(t.baseUrl).prime();
    await visitor.post('/api/auth/login/anonymous/token', {});
    expect((await visitor.get(`/api/member/memberFollow/followWXInfo`)).body.data).toEqual({ bound: false, followed: false });
  });

  it('tags a member once per tag with referrer and platform; lists only their own', async () => {
    const { b } = await member();
    const first = await b.post('/api/member/wxApp/member/tag/BACK_TO_SCHOOL/REF_123');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ code: 'BACK_TO_SCHOOL', name: '开学季', created: true });
    expect((await b.post('/api/member/pc/member/tag/BACK_TO_SCHOOL/OTHER')).body.data).toMatchObject({ created: false });
    expect((await b.post('/api/member/member/tag/NEWCOMER/abc-1')).status).toBe(200);
    const list = await b.get<{ tags: { code: string; referrer: string; platform: string }[] }>(`${M}/getMemberTag`);
    expect(list.body.data.tags.map((x) => [x.code, x.referrer, x.platform])).toEqual([
      ['BACK_TO_SCHOOL', 'REF_123', 'wxApp'],
      ['NEWCOMER', 'abc-1', 'pc'],
    ]);
    const other = await member();
    expect((await other.b.get<{ tags: unknown[] }>(`${M}/getMemberTag`)).body.data.tags).toEqual([]);

    const unknown = await b.post('/api/member/pc/member/tag/NOPE/x');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('标签不存在');
    const badPlatform = await b.post('/api/member/ios/member/tag/NEWCOMER/x');
    expect(badPlatform.status).toBe(400);
    expect(badPlatform.body.message).toContain('平台参数有误');
    expect((await b.post(`/api/member/pc/member/tag/NEWCOMER/${encodeURIComponent('bad ref!')}`)).status).toBe(400);
  });

  it('member-only calls refuse visitors and the unauthenticated', async () => {
    const visitor = await new Browser(t.baseUrl).prime();
    for (const path of [`${M}/getAuthed`, `${M}/getMemberTag`]) expect((await visitor.get(path)).status).toBe(401);
    await visitor.post('/api/auth/login/anonymous/token', {});
    expect((await visitor.get(`${M}/getAuthed`)).status).toBe(401);
    expect((await visitor.post(`${M}/bind/wechat/authorize`, {})).status).toBe(401);
    expect((await visitor.post(`${M}/unbind/wechat`)).status).toBe(401);
    expect((await visitor.post('/api/member/pc/member/tag/NEWCOMER/x')).status).toBe(401);
  });

  it('records visits for visitors and members, validates the body, and rate-limits per address', async () => {
    const visitor = await new Browser(t.baseUrl).prime();
    await visitor.post('/api/auth/login/anonymous/token', {});
    const r = await visitor.post('/api/sys/visist/product', { page: '/product/S25U', spuCd: 'S25U', platform: 'mobile' });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ recorded: true });
    const rows = await t.database.db.select().from(schema.visitRecords).where(eq(schema.visitRecords.ip, visitor.ip));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'product', page: '/product/S25U', platform: 'mobile', memberId: null, payload: { spuCd: 'S25U' } });
    expect(rows[0].anonId).toBeTruthy();

    const { b } = await member();
    expect((await b.post('/api/sys/visist/wechatFollow', { scene: 'qrcode' })).status).toBe(200);

    const badType = await visitor.post('/api/sys/visist/hack', {});
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('访问记录类型有误');
    const longPage = await visitor.post('/api/sys/visist/page', { page: 'x'.repeat(501) });
    expect(longPage.status).toBe(400);
    expect((await visitor.post('/api/sys/visist/page', { unknown: 1 })).status).toBe(400);

    const flood = new Browser(t.baseUrl);
    await flood.prime();
    let limited = null;
    for (let i = 0; i < 61; i++) {
      const x = await flood.post('/api/sys/visist/page', { page: `/p/${i}` });
      if (x.status !== 200) {
        limited = { i, x };
        break;
      }
    }
    expect(limited?.i).toBe(60);
    expect(limited?.x.status).toBe(429);
    expect(limited?.x.body.code).toBe('E_RATE_LIMITED');
    // A minute later the address may record again.
    t.clock.offsetMs = 61_000;
    expect((await flood.post('/api/sys/visist/page', { page: '/later' })).status).toBe(200);
  });
});
