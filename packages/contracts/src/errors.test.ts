import { describe, expect, it } from 'vitest';
import { ERRORS, lookupError, TOKEN_EXPIRED_CODES, WIRE_CODE, type ErrorCode } from './errors.ts';

/** Every code spec section 8 names verbatim. */
const SPEC_CODES = [
  'E_ERR_UPGRADE_001',
  'E_USER_4005',
  'E_USER_4010',
  'E_USER_0019',
  'E_USER_0004',
  'E_BASE_1057',
  'E_MEMBER_NICKNAME_0001',
  'E_ENT_USED_AUTH_002',
  'E_CLOUD_500',
  'E_HTTP_REQUEST',
  'E_RESP_400',
  'E_CLM_ORDER_0009',
  'ERR_PDP_CHECK_DELIVERY',
  'ERR_ORDER_CHECK_STOCK_EMPTY',
];

/** Spec 8 groups whose exact codes are "not shown": each must have at least one code of ours. */
const GROUPS = ['order', 'tradeIn', 'delivery', 'payment', 'points', 'coupon', 'binding', 'login', 'like'] as const;

describe('error catalogue', () => {
  it('holds every code spec section 8 names', () => {
    for (const code of SPEC_CODES) expect(ERRORS, code).toHaveProperty(code);
    expect(lookupError('601')).toBe(ERRORS.E_TRADEIN_601);
    expect(WIRE_CODE.E_TRADEIN_601).toBe('601');
  });

  it('covers every group of spec 8', () => {
    for (const g of GROUPS)
      expect(
        Object.values(ERRORS).some((d) => d.group === g),
        g,
      ).toBe(true);
  });

  it('gives each code an HTTP status of its class and a Chinese message', () => {
    for (const [code, def] of Object.entries(ERRORS)) {
      expect([400, 401, 403, 404, 405, 409, 413, 415, 421, 429, 500, 501, 502, 503, 504], code).toContain(def.status);
      if (code !== 'ERR_CUSTOM_PRODUCT_EXISTS') expect(def.message, code).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('marks the client handling spec 8 prescribes', () => {
    const handling = (c: ErrorCode) => ERRORS[c].handling ?? 'toast';
    for (const c of TOKEN_EXPIRED_CODES) expect(handling(c as ErrorCode)).toBe('login');
    expect(handling('E_ERR_UPGRADE_001')).toBe('maintenance');
    for (const c of ['E_BASE_1057', 'E_MEMBER_NICKNAME_0001', 'E_ENT_USED_AUTH_002'] as const) expect(handling(c)).toBe('caller');
    for (const c of ['E_CLOUD_500', 'E_HTTP_REQUEST', 'E_RESP_400'] as const) expect(handling(c)).toBe('silent');
    expect(handling('ERR_ORDER_CHECK_STOCK_EMPTY')).toBe('toast');
    expect(ERRORS.ERR_ORDER_CHECK_STOCK_EMPTY.message).toBe('产品已失效或产品库存不足');
  });

  it('maps session failures to 401 and limits to 429', () => {
    for (const c of TOKEN_EXPIRED_CODES) expect(ERRORS[c as ErrorCode].status).toBe(401);
    expect(ERRORS.E_SMS_TOO_FREQUENT.status).toBe(429);
    expect(ERRORS.E_CSRF.status).toBe(403);
    expect(ERRORS.ERR_ORDER_DUPLICATE_SUBMIT.status).toBe(409);
  });
});
