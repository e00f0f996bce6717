/**
 * The header cart number: GET /tokocommercewebservices/v2/cn/minicart/totalProducts.
 * Add-to-cart comes with a later issue, so carts are made here by inserting cart_items rows.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { schema } from '@shop/db';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const PATH = '/tokocommercewebservices/v2/cn/minicart/totalProducts?lang=zh_CN&curr=CNY';

const owners: string[] = [];
async function fillCart(ownerKey: string, qtys: number[]) {
  owners.push(ownerKey);
  await t.database.db.insert(schema.cartItems).values(qtys.map((qty) => ({ ownerKey, skuCode: `TEST-SKU-${randomText(4)}`, qty })));
}
afterAll(async () => {
  if (owners.length) await t.database.db.delete(schema.cartItems).where(inArray(schema.cartItems.ownerKey, owners));
});

async function count(b: Browser | null, opts: { path?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (b?.cookies.size) headers.cookie = b.cookieHeader();
  const res = await fetch(t.baseUrl + (opts.path ?? PATH), { headers });
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), body: await res.text() };
}

/** The subject of a JWT (the anonymous id of a visitor token). */
function subjectOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
}

async function visitor() {
  const b = await new Browser(t.baseUrl).prime();
  const r = await b.post<{ access_token: string; userType: string }>('/api/auth/login/anonymous/token', {});
  expect(r.body.data.userType).toBe('anonymous');
  return { b, anonId: subjectOf(r.body.data.access_token), token: r.body.data.access_token };
}

describe('cart number', () => {
  it('is a bare 0 (JSON) without a token', async () => {
    const r = await count(null);
    expect(r).toMatchObject({ status: 200, body: '0', cache: 'no-store' });
    expect(r.type).toMatch(/^application\/json/);
    expect(JSON.parse(r.body)).toBe(0);
  });

  it('is 0 for a forged or garbage token', async () => {
    expect((await count(null, { headers: { authorization: 'Bearer not.a.token' } })).body).toBe('0');
    expect((await count(null, { headers: { cookie: 'authorization=xyz' } })).body).toBe('0');
  });

  it("sums the quantities of a visitor's cart, by cookie or bearer token", async () => {
    const { b, anonId, token } = await visitor();
    expect((await count(b)).body).toBe('0');
    await fillCart(anonId, [2, 3, 1]);
    expect((await count(b)).body).toBe('6');
    expect((await count(null, { headers: { authorization: `Bearer ${token}` } })).body).toBe('6');
  });

  it("sums a member's cart by userNo, not anyone else's", async () => {
    const b = new Browser(t.baseUrl);
    const s = await signIn(b);
    expect((await count(b)).body).toBe('0');
    await fillCart(s.user.userNo, [5, 1]);
    await fillCart(`U${randomText(6)}`, [4]);
    expect((await count(b)).body).toBe('6');
    expect((await count(null, { headers: { authorization: `Bearer ${s.access_token}` } })).body).toBe('6');
  });

  it('is 0 for a signed-out member token', async () => {
    const b = new Browser(t.baseUrl);
    const s = await signIn(b);
    await fillCart(s.user.userNo, [2]);
    await b.post('/api/auth/login/logout', { accessToken: s.access_token });
    expect((await count(null, { headers: { authorization: `Bearer ${s.access_token}` } })).body).toBe('0');
  });

  it('is lenient about lang and curr', async () => {
    const { b, anonId } = await visitor();
    await fillCart(anonId, [3]);
    for (const path of [
      '/tokocommercewebservices/v2/cn/minicart/totalProducts',
      '/tokocommercewebservices/v2/cn/minicart/totalProducts?lang=en&curr=USD&lang=x',
    ]) {
      const r = await count(b, { path });
      expect(r.status, path).toBe(200);
      expect(r.body, path).toBe('3');
    }
  });
});
