import { describe, expect, it } from 'vitest';
import { Browser, fakeIp, freshMobile, startTestApi, useTestApi } from './harness.ts';

const t = useTestApi();

const codeOf = async (b: Browser, mobile: string) => (await b.get<{ code: string }>(`/api/dev/sms/latest?mobile=${mobile}`)).body.data.code;

describe('POST /api/auth/code/sms', () => {
  it('sends a 6-digit code that the SMS sink shows', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    const r = await b.post('/api/auth/code/sms', { mobile, deviceId: 'dev-1' });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ resendAfter: 60, expiresIn: 300 });
    const sink = await b.get<{ code: string; content: string }>(`/api/dev/sms/latest?mobile=${mobile}`);
    expect(sink.body.data.code).toMatch(/^\d{6}$/);
    expect(sink.body.data.content).toContain(sink.body.data.code);
  });

  it('accepts multipart (spec 7), urlencoded, and the mini-program variant', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const form = new FormData();
    const m1 = freshMobile();
    form.set('mobile', m1);
    form.set('deviceId', 'dev-2');
    form.set('nvcVal', 'slider-token');
    expect((await b.request('POST', '/api/auth/code/sms', { form })).status).toBe(200);
    const m2 = freshMobile();
    const urlencoded = await b.request('POST', '/api/auth/code/sms', {
      body: `mobile=${m2}&deviceId=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(200);
    const small = await b.post('/api/auth/code/sms?isSmallApp=true', { mobile: freshMobile() });
    expect(small.status).toBe(200);
  });

  it('trims the mobile number', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    expect((await b.post('/api/auth/code/sms', { mobile: `  ${mobile} ` })).status).toBe(200);
    expect(await codeOf(b, mobile)).toMatch(/^\d{6}$/);
  });

  it.each([['12345678901'], ['1381234567'], ['138123456789'], ['10012345678'], ['abcdefghijk'], ['138-1234-5678'], ['']])(
    'rejects the malformed mobile %j with 400 and a Chinese message',
    async (mobile) => {
      const b = await new Browser(t.baseUrl).prime();
      const r = await b.post('/api/auth/code/sms', { mobile });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('E_VALIDATION');
      expect(r.body.message).toBe('请输入正确的11位手机号码');
    },
  );

  it('rejects a missing or non-string mobile with 400', async () => {
    const b = await new Browser(t.baseUrl).prime();
    for (const body of [{}, { mobile: 13800138000 }, { mobile: null }, []]) {
      const r = await b.post('/api/auth/code/sms', body);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('answers a second request within 60 s with 429 and a Retry-After, and allows one after', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    expect((await b.post('/api/auth/code/sms', { mobile })).status).toBe(200);
    t.clock.offsetMs = 30_000;
    const again = await b.post('/api/auth/code/sms', { mobile });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('E_SMS_TOO_FREQUENT');
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(25);
    t.clock.offsetMs = 61_000;
    expect((await b.post('/api/auth/code/sms', { mobile })).status).toBe(200);
  });

  it('allows at most 10 codes per mobile per day', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    // Start at 09:00 Beijing time of a fixed day, so the day does not end during the test.
    const start = Date.UTC(2030, 0, 15, 1, 0, 0);
    for (let i = 0; i < 10; i++) {
      t.clock.offsetMs = start + i * 61_000 - Date.now();
      const r = await b.post('/api/auth/code/sms', { mobile });
      expect(r.status, `code ${i + 1}`).toBe(200);
    }
    t.clock.offsetMs = start + 10 * 61_000 - Date.now();
    const r = await b.post('/api/auth/code/sms', { mobile });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe('E_SMS_DAILY_LIMIT');
    // The next Beijing day, the number may ask again.
    t.clock.offsetMs = start + 24 * 3600_000 - Date.now();
    expect((await b.post('/api/auth/code/sms', { mobile })).status).toBe(200);
  });

  it('limits codes per client IP', async () => {
    const limited = await startTestApi({ sms: { ipHourlyLimit: 3 } });
    try {
      const b = await new Browser(limited.baseUrl, fakeIp()).prime();
      for (let i = 0; i < 3; i++) expect((await b.post('/api/auth/code/sms', { mobile: freshMobile() })).status).toBe(200);
      const r = await b.post('/api/auth/code/sms', { mobile: freshMobile() });
      expect(r.status).toBe(429);
      expect(r.body.code).toBe('E_SMS_IP_LIMIT');
      const other = await new Browser(limited.baseUrl, fakeIp()).prime();
      expect((await other.post('/api/auth/code/sms', { mobile: freshMobile() })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('lets only one of many simultaneous requests for one mobile through', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    const results = await Promise.all(Array.from({ length: 8 }, () => b.post('/api/auth/code/sms', { mobile })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });
});

describe('POST /api/auth/login/mobile/token', () => {
  it('signs in, creating the member on first sign-in, and sets the session cookies', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    await b.post('/api/auth/code/sms', { mobile });
    const r = await b.post<{
      access_token: string;
      refresh_token: string;
      expires_in: number;
      userType: string;
      newMember: boolean;
      user: { userNo: string; memNm: string };
    }>('/api/auth/login/mobile/token', {
      mobile,
      code: await codeOf(b, mobile),
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ userType: 'member', expires_in: 7200, newMember: true });
    expect(r.body.data.user.memNm).toBe(`用户${mobile.slice(-4)}`);
    const setCookies = r.headers.getSetCookie();
    const byName = Object.fromEntries(setCookies.map((c) => [c.slice(0, c.indexOf('=')), c]));
    for (const name of ['authorization', 'refresh_token', 'expiresTime', 'user']) expect(byName[name], name).toContain('Path=/');
    expect(byName.authorization).toContain('HttpOnly');
    expect(byName.refresh_token).toContain('HttpOnly');
    expect(byName.user).not.toContain('HttpOnly');
    const userCookie = JSON.parse(decodeURIComponent(b.cookies.get('user')!));
    expect(Object.keys(userCookie).sort()).toEqual(['ava', 'gender', 'memGroupId', 'memNm', 'userNo']);

    // Second sign-in: the same member, not a new one.
    t.clock.offsetMs = 61_000;
    const b2 = await new Browser(t.baseUrl).prime();
    await b2.post('/api/auth/code/sms', { mobile });
    const again = await b2.post<{ newMember: boolean; user: { userNo: string } }>('/api/auth/login/mobile/token', { mobile, code: await codeOf(b2, mobile) });
    expect(again.body.data.newMember).toBe(false);
    expect(again.body.data.user.userNo).toBe(r.body.data.user.userNo);
  });

  it('says 请先发送验证码 when no code was sent', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await b.post('/api/auth/login/mobile/token', { mobile: freshMobile(), code: '123456' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'E_SMS_CODE_NOT_SENT', message: '请先发送验证码' });
  });

  it('rejects a malformed code with 400 and a Chinese message', async () => {
    const b = await new Browser(t.baseUrl).prime();
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const r = await b.post('/api/auth/login/mobile/token', { mobile: freshMobile(), code });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('请输入6位数字验证码');
    }
  });

  it('counts wrong tries and kills the code after the fifth', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    await b.post('/api/auth/code/sms', { mobile });
    const right = await codeOf(b, mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const r = await b.post('/api/auth/login/mobile/token', { mobile, code: wrong });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('E_SMS_CODE_WRONG');
      expect(r.body.message).toBe(`验证码错误，还可尝试${5 - i}次`);
    }
    const fifth = await b.post('/api/auth/login/mobile/token', { mobile, code: wrong });
    expect(fifth.body.code).toBe('E_SMS_CODE_EXPIRED');
    const late = await b.post('/api/auth/login/mobile/token', { mobile, code: right });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('E_SMS_CODE_EXPIRED');
  });

  it('lets a code live 5 minutes', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    await b.post('/api/auth/code/sms', { mobile });
    const code = await codeOf(b, mobile);
    t.clock.offsetMs = 301_000;
    const r = await b.post('/api/auth/login/mobile/token', { mobile, code });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'E_SMS_CODE_EXPIRED', message: '验证码已失效，请重新获取' });
  });

  it('uses a code once, even when two sign-ins race', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const mobile = freshMobile();
    await b.post('/api/auth/code/sms', { mobile });
    const code = await codeOf(b, mobile);
    const results = await Promise.all([0, 1, 2].map(() => b.post('/api/auth/login/mobile/token', { mobile, code })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const again = await b.post('/api/auth/login/mobile/token', { mobile, code });
    expect(again.status).toBe(400);
  });
});
