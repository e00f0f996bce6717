/**
 * The typed client with a scripted transport and a recording host: the call it sends, the
 * failures that come back to the caller, and the spec-8 rules applied once (toast, login,
 * the one retry after a CSRF refusal).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall, ApiResult, ApiTransport } from '@shop/contracts/ssr-context';
import { addressEndpoints } from '@shop/contracts/endpoint-refs/address';
import { cartEndpoints } from '@shop/contracts/endpoint-refs/cart';
import { inboxEndpoints } from '@shop/contracts/endpoint-refs/inbox';
import { BUSY_MESSAGE } from '@shop/contracts/errors';
import { createApiCaller } from './api-call';
import type { FailureHost } from './failure-handling';

const ok = (data: unknown): ApiResult => ({ status: 200, envelope: { success: true, code: '200', message: '操作成功', path: '/api/x', data }, headers: {} });
const no = (status: number, code: string, message = '服务端消息', data: unknown = null): ApiResult => ({
  status,
  envelope: { success: false, code, message, path: '/api/x', data },
  headers: {},
});

function script(...answers: ApiResult[]) {
  const sent: { path: string; init?: ApiCall }[] = [];
  const transport = (async (path: string, init?: ApiCall) => {
    sent.push({ path, init });
    return answers.shift() ?? ok(null);
  }) as ApiTransport;
  return { sent, transport };
}

function recordingHost(cookie = '') {
  const seen = { toasts: [] as string[], assigned: [] as string[], logins: 0, cleared: 0 };
  const host: FailureHost = {
    search: () => '',
    alert: () => undefined,
    cookies: () => cookie,
    clearLocalLoginData: () => void seen.cleared++,
    startLogin: () => void seen.logins++,
    assign: (u) => void seen.assigned.push(u),
    toast: (m) => void seen.toasts.push(m),
  };
  return { host, seen };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('api.call', () => {
  it('sends the filled path, the method and the body; answers the data', async () => {
    const { sent, transport } = script(ok({ id: 3 }));
    const api = createApiCaller({ transport, host: recordingHost().host });
    const r = await api.call(addressEndpoints.setDefault, { params: { id: 3 } });
    expect(r).toEqual({ ok: true, data: { id: 3 } });
    expect(sent).toEqual([{ path: '/api/order/address/default/3', init: { method: 'POST', body: {}, headers: undefined } }]);
  });

  it('sends a GET without a body', async () => {
    const { sent, transport } = script(ok([]));
    await createApiCaller({ transport, host: recordingHost().host }).call(addressEndpoints.list);
    expect(sent).toEqual([{ path: '/api/order/address/list', init: undefined }]);
  });

  it('gives a 4xx refusal back to the caller, typed, with field issues and no toast', async () => {
    const { host, seen } = recordingHost();
    const issues = [{ path: 'detail', message: '详细地址至少5个字' }];
    const { transport } = script(no(400, 'E_VALIDATION', '详细地址至少5个字', { issues }));
    const r = await createApiCaller({ transport, host }).call(addressEndpoints.save, {
      body: { receiver: '张三', mobile: '13800138000', provinceCode: '310000', cityCode: '310100', districtCode: '310115', detail: '短' },
    });
    expect(r).toEqual({
      ok: false,
      failure: expect.objectContaining({
        code: 'E_VALIDATION',
        status: 400,
        message: '详细地址至少5个字',
        displayMessage: '详细地址至少5个字',
        issues,
        handled: false,
      }),
    });
    expect(seen.toasts).toEqual([]);
  });

  it('applies the display rewrites to the message', async () => {
    const { transport } = script(no(400, 'E_SMS_CODE_NOT_SENT', '请先发送验证码'));
    const r = await createApiCaller({ transport, host: recordingHost().host }).call(addressEndpoints.list);
    expect(!r.ok && r.failure.displayMessage).toBe('请先获取验证码');
  });

  it('narrows the refusals that come back by status; the others are toasted and marked handled', async () => {
    const { host, seen } = recordingHost();
    const { transport } = script(no(429, 'E_RATE_LIMITED', '操作过于频繁'));
    const r = await createApiCaller({ transport, host }).call(inboxEndpoints.readAllMessages, {}, { inPlace: [400, 404, 409] });
    expect(!r.ok && r.failure).toMatchObject({ code: 'E_RATE_LIMITED', handled: true });
    expect(seen.toasts).toEqual(['操作过于频繁']);
  });

  it('with inPlace none, gives back only the codes the caller handles', async () => {
    const { host, seen } = recordingHost();
    const { transport } = script(
      no(409, 'ERR_ORDER_CHECK_STOCK_EMPTY', '产品已失效或产品库存不足'),
      no(409, 'ERR_CART_SAME_ITEM_LIMIT', '同一商品最多只能购买5件'),
    );
    const api = createApiCaller({ transport, host });
    const opts = { handles: new Set(['ERR_ORDER_CHECK_STOCK_EMPTY']), inPlace: 'none' } as const;
    const body = { skuCd: 'SKU1' };
    const stock = await api.call(cartEndpoints.addCart, { body }, opts);
    expect(!stock.ok && stock.failure).toMatchObject({ code: 'ERR_ORDER_CHECK_STOCK_EMPTY', handled: false });
    const limit = await api.call(cartEndpoints.addCart, { body }, opts);
    expect(!limit.ok && limit.failure).toMatchObject({ code: 'ERR_CART_SAME_ITEM_LIMIT', handled: true });
    expect(seen.toasts).toEqual(['同一商品最多只能购买5件']);
  });

  it('retries once after a CSRF refusal; a second refusal gives up as E_RETRY', async () => {
    const once = script(no(403, 'E_CSRF'), ok(1));
    expect(await createApiCaller({ transport: once.transport, host: recordingHost().host }).call(inboxEndpoints.readAllMessages)).toEqual({
      ok: true,
      data: 1,
    });
    expect(once.sent).toHaveLength(2);
    const twice = script(no(403, 'E_CSRF'), no(403, 'E_CSRF'));
    const r = await createApiCaller({ transport: twice.transport, host: recordingHost().host }).call(inboxEndpoints.readAllMessages);
    expect(!r.ok && r.failure).toMatchObject({ code: 'E_RETRY', status: 0, handled: true });
    expect(twice.sent).toHaveLength(2);
  });

  it('sends a visitor with an expired session to login (handled), never back to the caller', async () => {
    const { host, seen } = recordingHost();
    const { sent, transport } = script(no(401, 'E_USER_4010', '请先登录'));
    const r = await createApiCaller({ transport, host }).call(addressEndpoints.list);
    expect(!r.ok && r.failure).toMatchObject({ code: 'E_USER_4010', handled: true });
    expect(sent.map((s) => s.path)).toEqual(['/api/order/address/list', '/api/auth/login/logout']);
    expect(seen).toMatchObject({ logins: 1, cleared: 1, toasts: [] });
  });

  it('sends maintenance to the maintenance page and shows the busy message for 504', async () => {
    const { host, seen } = recordingHost();
    const { transport } = script(no(503, 'E_ERR_UPGRADE_001'), no(504, 'E_TIMEOUT', 'gateway'));
    const api = createApiCaller({ transport, host });
    await api.call(addressEndpoints.list);
    const busy = await api.call(addressEndpoints.list);
    expect(seen.assigned).toEqual(['/maintenances']);
    expect(seen.toasts).toEqual([BUSY_MESSAGE]);
    expect(!busy.ok && busy.failure).toMatchObject({ status: 504, message: BUSY_MESSAGE, handled: true });
  });

  it('hands a returned failure to the rules on request (api.handle)', async () => {
    const { host, seen } = recordingHost();
    const { transport } = script(no(409, 'ERR_COUPON_UNUSABLE', '所选优惠券不可用'));
    const api = createApiCaller({ transport, host });
    const r = await api.call(addressEndpoints.list);
    if (r.ok) throw new Error('expected a failure');
    await api.handle(r.failure);
    expect(seen.toasts).toEqual(['所选优惠券不可用']);
  });

  it('on the server (no rules) every failure comes back unhandled', async () => {
    const { host, seen } = recordingHost();
    const { sent, transport } = script(no(401, 'E_USER_4010'));
    const r = await createApiCaller({ transport, host, applyRules: false }).call(addressEndpoints.list);
    expect(!r.ok && r.failure).toMatchObject({ code: 'E_USER_4010', handled: false });
    expect(sent).toHaveLength(1);
    expect(seen).toMatchObject({ logins: 0, toasts: [] });
  });
});
