import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, startTestApi, type TestApi } from './harness.ts';

let t: TestApi;
beforeAll(async () => {
  // Routes only this test registers, to drive the platform's failure paths.
  t = await startTestApi({ requestTimeoutMs: 300 }, (api) => {
    api.get('/test/boom', async () => {
      throw new Error('secret internal detail');
    });
    api.get('/test/slow', async () => {
      await new Promise((r) => setTimeout(r, 1000));
      return { late: true };
    });
  });
});
afterAll(() => t.close());

describe('envelope on every /api answer', () => {
  it('wraps a success', async () => {
    const b = new Browser(t.baseUrl);
    const r = await b.get<number>('/api/sys/comnmetd/getServerTimeStamp');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: '200', message: '操作成功', path: '/api/sys/comnmetd/getServerTimeStamp' });
    expect(Math.abs(r.body.data - Date.now())).toBeLessThan(5000);
  });

  it('answers an unknown path with 404 E_NOT_FOUND', async () => {
    const r = await new Browser(t.baseUrl).get('/api/no/such/thing?x=1');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, code: 'E_NOT_FOUND', message: '您访问的内容不存在', path: '/api/no/such/thing', data: null });
  });

  it('answers a thrown error with 500 E_INTERNAL and no internals', async () => {
    const r = await new Browser(t.baseUrl).get('/api/test/boom');
    expect(r.status).toBe(500);
    expect(r.body.code).toBe('E_INTERNAL');
    expect(r.body.message).toBe('系统繁忙，请稍后再试');
    expect(JSON.stringify(r.body)).not.toContain('secret internal detail');
  });

  it('answers a handler past its time limit with 504 E_TIMEOUT', async () => {
    const r = await new Browser(t.baseUrl).get('/api/test/slow');
    expect(r.status).toBe(504);
    expect(r.body).toMatchObject({ success: false, code: 'E_TIMEOUT', path: '/api/test/slow' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await b.request('POST', '/api/auth/code/sms', { body: '{"mobile":', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers an unsupported content type with 415', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await b.request('POST', '/api/auth/code/sms', { body: '<x/>', headers: { 'content-type': 'application/xml' } });
    expect(r.status).toBe(415);
    expect(r.body.code).toBe('E_UNSUPPORTED_MEDIA');
  });

  it('answers an oversized body with 413', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await b.request('POST', '/api/auth/code/sms', {
      body: JSON.stringify({ mobile: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('E_PAYLOAD_TOO_LARGE');
  });
});

describe('request id', () => {
  it('is in every answer header, and a well-formed incoming one is kept', async () => {
    const b = new Browser(t.baseUrl);
    const r1 = await b.get('/api/sys/comnmetd/getServerTimeStamp');
    expect(r1.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const r2 = await b.get('/api/nothing', { headers: { 'x-request-id': 'trace-abc-12345' } });
    expect(r2.headers.get('x-request-id')).toBe('trace-abc-12345');
    const r3 = await b.get('/api/nothing', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(r3.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });
});

describe('CSRF', () => {
  it('hands out a token on every answer and requires it on state-changing calls', async () => {
    const b = new Browser(t.baseUrl);
    const first = await b.get('/api/sys/comnmetd/getServerTimeStamp');
    expect(first.headers.get('x-csrf-token')).toBeTruthy();
    const without = await b.post('/api/auth/login/logout', {}, { csrf: false });
    expect(without.status).toBe(403);
    expect(without.body.code).toBe('E_CSRF');
    const forged = await b.post('/api/auth/login/logout', {}, { csrf: false, headers: { 'x-csrf-token': 'forged' } });
    expect(forged.status).toBe(403);
    const ok = await b.post('/api/auth/login/logout', {});
    expect(ok.status).toBe(200);
  });

  it('does not accept a token issued for another browser', async () => {
    const a = await new Browser(t.baseUrl).prime();
    const b = await new Browser(t.baseUrl).prime();
    const r = await b.post('/api/auth/login/logout', {}, { csrf: false, headers: { 'x-csrf-token': a.csrf } });
    expect(r.status).toBe(403);
  });
});

describe('OpenAPI and probes', () => {
  it('serves the OpenAPI document and a reference page', async () => {
    const doc = await fetch(`${t.baseUrl}/api/openapi.json`).then((r) => r.json());
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/code/sms',
        '/api/auth/login/mobile/token',
        '/api/auth/login/refresh',
        '/api/auth/login/logout',
        '/api/member/member/memInfo',
      ]),
    );
    const page = await fetch(`${t.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('swagger');
  });

  it('answers health and readiness', async () => {
    expect((await fetch(`${t.baseUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${t.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});

describe('production', () => {
  it('has no developer routes', async () => {
    const prod = await startTestApi({ nodeEnv: 'production' });
    try {
      const r = await new Browser(prod.baseUrl).get('/api/dev/sms/latest?mobile=13800138000');
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('E_NOT_FOUND');
    } finally {
      await prod.close();
    }
  });
});
