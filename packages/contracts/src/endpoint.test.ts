import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, pathParamNames, routePathOf, urlOf, type EndpointData, type EndpointInput } from './endpoint.ts';
import { ALL_ENDPOINTS, addressEndpoints, cartEndpoints, inboxEndpoints } from './endpoints/index.ts';
import type { Address } from './address.ts';

describe('urlOf', () => {
  it('fills placeholders with encodeURIComponent', () => {
    const e = { path: '/api/x/:a/y/:b' as const };
    expect(urlOf(e, { a: 'S 25/U', b: 7 })).toBe('/api/x/S%2025%2FU/y/7');
    expect(urlOf({ path: '/api/member/support/closeTicket/:ticketNo' }, { ticketNo: 'ST12?#&' })).toBe('/api/member/support/closeTicket/ST12%3F%23%26');
  });

  it('leaves a path without placeholders as it is', () => {
    expect(urlOf({ path: '/api/order/address/list' })).toBe('/api/order/address/list');
  });

  it('throws on a missing placeholder value (a programming error)', () => {
    expect(() => urlOf({ path: '/api/x/:id' }, {} as { id: string })).toThrow(/missing path parameter "id"/);
    expect(() => urlOf({ path: '/api/x/:id' }, { id: '' })).toThrow();
  });

  it('appends the query, leaving out undefined and null, repeating arrays', () => {
    expect(urlOf({ path: '/api/q' }, undefined, { keyword: '折叠屏 手机', page: 2, none: undefined, nil: null, flag: false, attr: ['a', 'b'] })).toBe(
      '/api/q?keyword=%E6%8A%98%E5%8F%A0%E5%B1%8F+%E6%89%8B%E6%9C%BA&page=2&flag=false&attr=a&attr=b',
    );
    expect(urlOf({ path: '/api/q' }, undefined, { none: undefined })).toBe('/api/q');
  });
});

describe('defineEndpoint', () => {
  it('returns the definition as given, with its placeholders and the route path under /api', () => {
    const e = defineEndpoint({
      method: 'GET',
      path: '/api/a/:id/b/:code',
      params: z.object({ id: z.coerce.number(), code: z.string() }),
      data: z.string(),
      summary: 's',
      tags: ['t'],
    });
    expect(e.method).toBe('GET');
    expect(pathParamNames(e.path)).toEqual(['id', 'code']);
    expect(routePathOf(e)).toBe('/a/:id/b/:code');
  });

  it('refuses a path outside /api and a params schema that does not match the placeholders', () => {
    expect(() => defineEndpoint({ method: 'GET', path: '/order/x', data: z.null(), summary: 's', tags: [] })).toThrow(/must start with \/api\//);
    expect(() =>
      defineEndpoint({ method: 'GET', path: '/api/x/:id', params: z.object({ other: z.string() }), data: z.null(), summary: 's', tags: [] }),
    ).toThrow(/differ from the placeholders/);
  });

  it('types the input and the answer from the schemas', () => {
    expectTypeOf<EndpointData<typeof addressEndpoints.list>>().toEqualTypeOf<Address[]>();
    expectTypeOf<EndpointInput<typeof addressEndpoints.remove>['params']>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<EndpointInput<typeof cartEndpoints.addCart>['body']>().toHaveProperty('skuCd');
    expectTypeOf<EndpointInput<typeof inboxEndpoints.readAllMessages>['body']>().toEqualTypeOf<undefined>();
  });
});

describe('the endpoint definitions', () => {
  it('define each call once, under /api, with a summary and tags', () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ALL_ENDPOINTS) {
      expect(e.path.startsWith('/api/'), e.path).toBe(true);
      expect(e.summary, e.path).not.toBe('');
      expect(e.tags.length, e.path).toBeGreaterThan(0);
      // Every placeholder has a params schema that validates it.
      if (pathParamNames(e.path).length) expect(e.params, e.path).toBeInstanceOf(z.ZodObject);
    }
  });

  it('parse what the API validates: a path id, a body', () => {
    expect(addressEndpoints.setDefault.params!.safeParse({ id: '12' }).success).toBe(true);
    expect(addressEndpoints.setDefault.params!.safeParse({ id: 'abc' }).success).toBe(false);
    expect(cartEndpoints.addCart.body!.safeParse({ skuCd: 'SKU1' }).success).toBe(true);
  });
});
