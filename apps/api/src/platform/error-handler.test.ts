/** Error mapping without a database: a bare Fastify app with the platform's handlers. */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiErrorHandler, sendError } from './error-handler.ts';
import { errorEnvelope, ok, pathOf, successEnvelope } from './envelope.ts';
import { fail } from './shop-error.ts';

z.config(z.locales.zhCN());

async function app() {
  const a = Fastify();
  a.setValidatorCompiler(validatorCompiler);
  a.setSerializerCompiler(serializerCompiler);
  a.setErrorHandler(apiErrorHandler);
  a.setNotFoundHandler((req, reply) => sendError(req, reply, 'E_NOT_FOUND'));
  const r = a.withTypeProvider<ZodTypeProvider>();
  r.get('/shop-error', async () => {
    throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', { data: { skuId: 7 } });
  });
  r.get('/limited', async () => {
    throw fail('E_SMS_TOO_FREQUENT', { headers: { 'retry-after': '42' } });
  });
  r.get('/custom-message', async () => {
    throw fail('E_SMS_CODE_WRONG', { message: '验证码错误，还可尝试3次' });
  });
  r.get('/bug', async () => {
    throw new TypeError('x is undefined');
  });
  r.get('/db-down', async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
  });
  r.get('/pool-exhausted', async () => {
    throw new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') });
  });
  r.post('/validated', { schema: { body: z.object({ age: z.number().int().min(0, { error: '年龄不能为负数' }) }) } }, async (req) => ok(req, req.body));
  r.get('/query', { schema: { querystring: z.object({ page: z.coerce.number().int().positive() }) } }, async (req) => ok(req, req.query));
  return a;
}

describe('envelope', () => {
  it('builds success and error envelopes with the path without its query', () => {
    expect(successEnvelope('/a', { x: 1 })).toEqual({ success: true, code: '200', message: '操作成功', path: '/a', data: { x: 1 } });
    expect(errorEnvelope('/b', 'E_TRADEIN_601', '暂不符合以旧换新条件')).toEqual({
      success: false,
      code: '601',
      message: '暂不符合以旧换新条件',
      path: '/b',
      data: null,
    });
    expect(pathOf('/api/x?y=1&z=2')).toBe('/api/x');
  });
});

describe('error mapping', () => {
  it('maps a business error to its status, code, message and data', async () => {
    const r = await (await app()).inject('/shop-error?x=1');
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      success: false,
      code: 'ERR_ORDER_CHECK_STOCK_EMPTY',
      message: '产品已失效或产品库存不足',
      path: '/shop-error',
      data: { skuId: 7 },
    });
  });

  it('passes headers of a business error (Retry-After) and a custom message', async () => {
    const a = await app();
    const limited = await a.inject('/limited');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect((await a.inject('/custom-message')).json().message).toBe('验证码错误，还可尝试3次');
  });

  it('maps validation failures to 400 E_VALIDATION with the Chinese message of the first issue', async () => {
    const a = await app();
    const r = await a.inject({ method: 'POST', url: '/validated', payload: { age: -1 } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'E_VALIDATION', message: '年龄不能为负数', data: { issues: [{ path: 'age', message: '年龄不能为负数' }] } });
    const q = await a.inject('/query?page=abc');
    expect(q.statusCode).toBe(400);
    expect(q.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('maps an unexpected error to 500 E_INTERNAL, and an unreachable database to 503', async () => {
    const a = await app();
    const bug = await a.inject('/bug');
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toMatchObject({ code: 'E_INTERNAL', message: '系统繁忙，请稍后再试' });
    expect(bug.body).not.toContain('undefined');
    const down = await a.inject('/db-down');
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('E_DB_UNAVAILABLE');
    // An exhausted pool, wrapped by drizzle: still "try again", not a 500.
    const exhausted = await a.inject('/pool-exhausted');
    expect(exhausted.statusCode).toBe(503);
    expect(exhausted.json().code).toBe('E_DB_UNAVAILABLE');
  });

  it('maps body parser failures to 4xx envelopes', async () => {
    const a = await app();
    const bad = await a.inject({ method: 'POST', url: '/validated', payload: '{"age":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('E_BAD_JSON');
    const media = await a.inject({ method: 'POST', url: '/validated', payload: 'x', headers: { 'content-type': 'text/csv' } });
    expect(media.statusCode).toBe(415);
    expect(media.json().code).toBe('E_UNSUPPORTED_MEDIA');
    const missing = await a.inject('/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('E_NOT_FOUND');
  });
});

describe('what the handler logs', () => {
  it('notes a part this deployment has not configured (501) at info without a stack; a fault at error with it', async () => {
    const lines: { level: number; msg: string; err?: { stack?: string } }[] = [];
    const a = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
    a.setErrorHandler(apiErrorHandler);
    a.get('/off', async () => {
      throw fail('ERR_PROVIDER_NOT_CONFIGURED');
    });
    a.get('/fault', async () => {
      throw fail('E_INTERNAL');
    });
    const off = await a.inject('/off');
    expect(off.statusCode).toBe(501);
    expect(off.json().code).toBe('ERR_PROVIDER_NOT_CONFIGURED');
    const noted = lines.filter((l) => l.msg === 'not configured here');
    expect(noted).toHaveLength(1);
    expect(noted[0]!.level).toBe(30);
    expect(lines.some((l) => l.level >= 50)).toBe(false);
    expect((await a.inject('/fault')).statusCode).toBe(500);
    const fault = lines.find((l) => l.level === 50 && l.msg === 'shop error');
    expect(fault?.err?.stack).toContain('ShopError');
  });
});
