/**
 * Merging a visitor's cart into the member's at SMS sign-in: same item adds up (capped at 5
 * and at the stock), other lines move over, the visitor's cart ends empty, and the header
 * count shows the merged number at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { AddCartResult, CartView } from '@shop/contracts/cart';
import { Browser, freshMobile, randomText, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const H = 3600_000;
const tag = randomText(3).toUpperCase();
const SPU = `H4M${tag}`;
const SKU = {
  a: `H4M${tag}-A`,
  b: `H4M${tag}-B`,
  few: `H4M${tag}-F`,
  sk: `H4M${tag}-SK`,
};
const ACT = `H4MSK${tag}`;
const owners: string[] = [];

beforeAll(async () => {
  const { db } = t.database;
  const now = Date.now();
  const [p] = await db
    .insert(schema.products)
    .values({
      spuCode: SPU,
      name: 'H4 合并测试',
      type: 'phone',
      categoryCode: 'h4-test',
      launchedAt: new Date(now),
    })
    .returning({ id: schema.products.id });
  const sku = (skuCode: string, stock: number) => ({
    skuCode,
    productId: p.id,
    name: `测试 ${skuCode}`,
    attrs: { 颜色: '黑' },
    colorName: '黑',
    colorHex: '#000000',
    price: 50000,
    origPrice: 50000,
    stock,
  });
  await db.insert(schema.skus).values([sku(SKU.a, 100), sku(SKU.b, 100), sku(SKU.few, 3), sku(SKU.sk, 100)]);
  const [a] = await db
    .insert(schema.activities)
    .values({
      actCd: ACT,
      actTyp: 10,
      name: '合并测试秒杀',
      beginAt: new Date(now - H),
      endAt: new Date(now + 24 * H),
    })
    .returning({ id: schema.activities.id });
  await db.insert(schema.activitySkus).values({
    activityId: a.id,
    skuCode: SKU.sk,
    actPrice: 40000,
    actStock: 50,
    limitPerMember: 1,
  });
});

afterAll(async () => {
  const { db } = t.database;
  if (owners.length) await db.delete(schema.cartItems).where(inArray(schema.cartItems.ownerKey, owners));
  const acts = db.select({ id: schema.activities.id }).from(schema.activities).where(eq(schema.activities.actCd, ACT));
  await db.delete(schema.activitySkus).where(inArray(schema.activitySkus.activityId, acts));
  await db.delete(schema.activities).where(eq(schema.activities.actCd, ACT));
  await db.delete(schema.skus).where(inArray(schema.skus.skuCode, Object.values(SKU)));
  await db.delete(schema.products).where(eq(schema.products.spuCode, SPU));
});

const subjectOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
async function visitor() {
  const b = await new Browser(t.baseUrl).prime();
  const r = await b.post<{ access_token: string }>('/api/auth/login/anonymous/token', {});
  const anonId = subjectOf(r.body.data.access_token);
  owners.push(anonId);
  return { b, anonId };
}
const add = async (b: Browser, body: Record<string, unknown>) => {
  const r = await b.post<AddCartResult>('/api/cart/cart/addCart', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
};
const headerCount = async (b: Browser) =>
  Number(await (await fetch(`${t.baseUrl}/tokocommercewebservices/v2/cn/minicart/totalProducts`, { headers: { cookie: b.cookieHeader() } })).text());
const linesOf = (ownerKey: string) => t.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.ownerKey, ownerKey)).orderBy(schema.cartItems.id);

/** A member whose cart already holds `lines`; answers the mobile to sign in with again. */
async function memberWith(lines: Record<string, unknown>[]) {
  const b = new Browser(t.baseUrl);
  const mobile = freshMobile();
  const s = await signIn(b, mobile);
  owners.push(s.user.userNo);
  for (const l of lines) await add(b, l);
  // The next code for this mobile may be sent 60 s later.
  t.clock.offsetMs = 61_000;
  return { mobile, userNo: s.user.userNo };
}

describe('merge at sign-in', () => {
  it('adds the same item (capped at 5), moves the others, empties the visitor cart, and the header shows it', async () => {
    const m = await memberWith([{ skuCd: SKU.a, qtyCnt: 4 }]);
    const { b, anonId } = await visitor();
    await add(b, { skuCd: SKU.a, qtyCnt: 3 });
    await add(b, { skuCd: SKU.b, qtyCnt: 2 });
    expect(await headerCount(b)).toBe(5);

    const s = await signIn(b, m.mobile);
    expect(s.user.userNo).toBe(m.userNo);
    expect(await headerCount(b)).toBe(7);
    const lines = await linesOf(m.userNo);
    expect(lines.map((l) => [l.skuCode, l.qty])).toEqual([
      [SKU.a, 5],
      [SKU.b, 2],
    ]);
    expect(await linesOf(anonId)).toEqual([]);
    const v = (await b.post<CartView>('/api/cart/cart/getCart/pc', {})).body.data;
    expect(v.totalCartNum).toBe(7);
    expect(v.cartInfos.map((l) => l.qtyCnt)).toEqual([5, 2]);
  });

  it('caps a merged line at the stock', async () => {
    const m = await memberWith([{ skuCd: SKU.few, qtyCnt: 2 }]);
    const { b } = await visitor();
    await add(b, { skuCd: SKU.few, qtyCnt: 2 });
    await signIn(b, m.mobile);
    expect((await linesOf(m.userNo)).map((l) => [l.skuCode, l.qty])).toEqual([[SKU.few, 3]]);
  });

  it("lets the visitor's flash-sale choice replace the member's normal line of the same SKU", async () => {
    const m = await memberWith([{ skuCd: SKU.sk, qtyCnt: 3 }]);
    const { b } = await visitor();
    await add(b, { skuCd: SKU.sk, subTyp: 3, actId: ACT });
    await signIn(b, m.mobile);
    expect((await linesOf(m.userNo)).map((l) => [l.skuCode, l.qty, l.subTyp, l.actCd])).toEqual([[SKU.sk, 1, 3, ACT]]);
  });

  it('moves everything to a new member, and leaves a cart alone when the visitor had none', async () => {
    const { b, anonId } = await visitor();
    await add(b, { skuCd: SKU.b, qtyCnt: 1 });
    const s = await signIn(b);
    owners.push(s.user.userNo);
    expect((await linesOf(s.user.userNo)).map((l) => l.skuCode)).toEqual([SKU.b]);
    expect(await linesOf(anonId)).toEqual([]);

    const m = await memberWith([{ skuCd: SKU.a, qtyCnt: 1 }]);
    const fresh = await visitor();
    await signIn(fresh.b, m.mobile);
    expect((await linesOf(m.userNo)).map((l) => [l.skuCode, l.qty])).toEqual([[SKU.a, 1]]);
  });
});
