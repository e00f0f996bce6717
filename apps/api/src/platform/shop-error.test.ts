/** ShopError: catalogue status and message, and a stack trace only where one is logged (5xx). */
import { ERRORS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { fail, keepsStackTrace, ShopError } from './shop-error.ts';

describe('ShopError', () => {
  it('keeps a stack trace only for server-side failures', () => {
    expect(keepsStackTrace(400)).toBe(false);
    expect(keepsStackTrace(409)).toBe(false);
    expect(keepsStackTrace(429)).toBe(false);
    expect(keepsStackTrace(500)).toBe(true);
    expect(keepsStackTrace(503)).toBe(true);
  });

  it('builds a refusal (4xx) without frames, with the catalogue status, code and message', () => {
    const err = fail('ERR_ORDER_CHECK_STOCK_EMPTY', { message: '活动商品已抢光' });
    expect(err).toBeInstanceOf(ShopError);
    expect(err).toBeInstanceOf(Error);
    expect(err.status).toBe(ERRORS.ERR_ORDER_CHECK_STOCK_EMPTY.status);
    expect(err.status).toBeLessThan(500);
    expect(err.code).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
    expect(err.message).toBe('活动商品已抢光');
    expect(err.data).toBeNull();
    expect(err.stack ?? '').not.toMatch(/\n\s+at /);
    expect(fail('ERR_ORDER_CHECK_STOCK_EMPTY').message).toBe(ERRORS.ERR_ORDER_CHECK_STOCK_EMPTY.message);
  });

  it('builds a 5xx with its stack trace and leaves the process-wide limit as it was', () => {
    const before = Error.stackTraceLimit;
    const err = fail('E_INTERNAL');
    expect(err.status).toBeGreaterThanOrEqual(500);
    expect(err.stack).toMatch(/\n\s+at /);
    fail('E_VALIDATION');
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('plain').stack).toMatch(/\n\s+at /);
  });
});
