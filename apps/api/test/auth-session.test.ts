import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ROTATION_GRACE_MS } from '../src/modules/auth/index.ts';
import { Browser, signIn, useTestApi } from './harness.ts';

const t = useTestApi();

describe('member info', () => {
  it('answers the signed-in member from the cookie or a bearer header', async () => {
    const b = new Browser(t.baseUrl);
    const s = await signIn(b);
    const byCookie = await b.get<{ userNo: string; mobile: string; roles: string[] }>('/api/member/member/memInfo');
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.data).toMatchObject({ userNo: s.user.userNo, mobile: `${s.mobile.slice(0, 3)}****${s.mobile.slice(7)}`, roles: ['member'] });
    const bearer = await fetch(`${t.baseUrl}/api/member/member/info`, { headers: { authorization: `Bearer ${s.access_token}` } });
    const info = await bearer.json();
    expect(bearer.status).toBe(200);
    expect(info.data.ssoUid).toMatch(/^sso-/);
  });

  it('answers 401 E_USER_4010 without a token and for an anonymous token', async () => {
    const b = new Browser(t.baseUrl);
    const none = await b.get('/api/member/member/memInfo');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('E_USER_4010');
    await b.prime();
    const anon = await b.post<{ userType: string; expires_in: number }>('/api/auth/login/anonymous/token', {});
    expect(anon.body.data).toMatchObject({ userType: 'anonymous', expires_in: 7 * 24 * 3600 });
    expect(b.cookies.get('authorization')).toBeTruthy();
    const r = await b.get('/api/member/member/memInfo');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('E_USER_4010');
  });

  it('answers 401 E_USER_4005 for a forged token', async () => {
    const forged = await new SignJWT({ typ: 'member', sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('UFORGED')
      .setIssuer('shop')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-our-secret'));
    for (const token of [forged, 'garbage', `${forged.slice(0, -3)}abc`]) {
      const r = await fetch(`${t.baseUrl}/api/member/member/memInfo`, { headers: { authorization: `Bearer ${token}` } });
      expect(r.status).toBe(401);
      expect((await r.json()).code).toBe('E_USER_4005');
    }
  });

  it('answers 401 E_USER_4005 once the access token has expired', async () => {
    const b = new Browser(t.baseUrl);
    await signIn(b);
    t.clock.offsetMs = 7201_000;
    const r = await b.get('/api/member/member/memInfo');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('E_USER_4005');
  });
});

describe('refresh token rotation', () => {
  it('rotates: the new pair works, the old refresh token stops working', async () => {
    const b = new Browser(t.baseUrl);
    const s = await signIn(b);
    const r = await b.post<{ access_token: string; refresh_token: string; expires_in: number }>('/api/auth/login/refresh', { refreshToken: s.refresh_token });
    expect(r.status).toBe(200);
    expect(r.body.data.refresh_token).not.toBe(s.refresh_token);
    expect(r.body.data.expires_in).toBe(7200);
    const me = await fetch(`${t.baseUrl}/api/member/member/memInfo`, { headers: { authorization: `Bearer ${r.body.data.access_token}` } });
    expect(me.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const b = new Browser(t.baseUrl);
    const s = await signIn(b);
    const first = await b.post<{ access_token: string; refresh_token: string }>('/api/auth/login/refresh', { refreshToken: s.refresh_token });
    expect(first.status).toBe(200);
    // An attacker replays the stolen, already rotated token (after the grace a browser racing itself has).
    t.clock.offsetMs += ROTATION_GRACE_MS;
    const thief = await new Browser(t.baseUrl).prime();
    const replay = await thief.post('/api/auth/login/refresh', { refreshToken: s.refresh_token });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('E_USER_4005');
    // Every token of the family is dead now, the legitimate ones included.
    const next = await b.post('/api/auth/login/refresh', { refreshToken: first.body.data.refresh_token });
    expect(next.status).toBe(401);
    const me = await fetch(`${t.baseUrl}/api/member/member/memInfo`, { headers: { authorization: `Bearer ${first.body.data.access_token}` } });
    expect(me.status).toBe(401);
    expect((await me.json()).code).toBe('E_USER_4005');
    t.clock.offsetMs -= ROTATION_GRACE_MS;
  });

  it('gives a token rotated a moment ago a fresh pair of the same session (two calls of one browser racing), never ending it', async () => {
    const b = new Browser(t.baseUrl);
    const s = await signIn(b);
    const [one, two] = await Promise.all(
      [0, 1].map(async () =>
        (await new Browser(t.baseUrl).prime()).post<{ access_token: string; refresh_token: string }>('/api/auth/login/refresh', {
          refreshToken: s.refresh_token,
        }),
      ),
    );
    expect([one!.status, two!.status]).toEqual([200, 200]);
    expect(one!.body.data.refresh_token).not.toBe(two!.body.data.refresh_token);
    for (const pair of [one!, two!]) {
      const me = await fetch(`${t.baseUrl}/api/member/member/memInfo`, { headers: { authorization: `Bearer ${pair.body.data.access_token}` } });
      expect(me.status).toBe(200);
    }
    const next = await b.post('/api/auth/login/refresh', { refreshToken: two!.body.data.refresh_token });
    expect(next.status).toBe(200);
  });

  it('takes the refresh token from its HttpOnly cookie', async () => {
    const b = new Browser(t.baseUrl);
    await signIn(b);
    const before = b.cookies.get('refresh_token');
    const r = await b.post('/api/auth/login/refresh', {});
    expect(r.status).toBe(200);
    expect(b.cookies.get('refresh_token')).not.toBe(before);
    expect((await b.get('/api/member/member/memInfo')).status).toBe(200);
  });

  it('rejects an unknown, malformed or expired refresh token with 401', async () => {
    const b = await new Browser(t.baseUrl).prime();
    expect((await b.post('/api/auth/login/refresh', { refreshToken: 'x'.repeat(43) })).status).toBe(401);
    expect((await b.post('/api/auth/login/refresh', {})).status).toBe(401);
    const short = await b.post('/api/auth/login/refresh', { refreshToken: 'short' });
    expect(short.status).toBe(400);
    const s = await signIn(new Browser(t.baseUrl));
    t.clock.offsetMs = 31 * 24 * 3600_000;
    const expired = await b.post('/api/auth/login/refresh', { refreshToken: s.refresh_token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('E_USER_4005');
  });
});

describe('logout', () => {
  it('ends the session: cookies cleared, the old access token no longer works', async () => {
    const b = new Browser(t.baseUrl);
    const s = await signIn(b);
    const r = await b.post<{ loggedOut: boolean }>('/api/auth/login/logout', { accessToken: s.access_token });
    expect(r.status).toBe(200);
    expect(r.body.data.loggedOut).toBe(true);
    expect(b.cookies.has('authorization')).toBe(false);
    expect(b.cookies.has('user')).toBe(false);
    const me = await fetch(`${t.baseUrl}/api/member/member/memInfo`, { headers: { authorization: `Bearer ${s.access_token}` } });
    expect(me.status).toBe(401);
    expect((await me.json()).code).toBe('E_USER_4005');
    const refresh = await new Browser(t.baseUrl).prime().then((x) => x.post('/api/auth/login/refresh', { refreshToken: s.refresh_token }));
    expect(refresh.status).toBe(401);
  });

  it('is harmless without a session', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await b.post<{ loggedOut: boolean }>('/api/auth/login/logout', {});
    expect(r.status).toBe(200);
    expect(r.body.data.loggedOut).toBe(false);
  });
});

describe('anonymous token', () => {
  it('does not replace a signed-in session', async () => {
    const b = new Browser(t.baseUrl);
    const s = await signIn(b);
    const r = await b.post<{ userType: string; access_token: string }>('/api/auth/login/anonymous/token', {});
    expect(r.body.data.userType).toBe('member');
    expect(r.body.data.access_token).toBe(s.access_token);
    expect((await b.get('/api/member/member/memInfo')).status).toBe(200);
  });
});
