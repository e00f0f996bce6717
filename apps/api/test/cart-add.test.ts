/**
 * Add to cart / buy now / edit a line. The products, activities and services used here are
 * made by this file (unique codes, a category of their own), so stock and windows are known.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { AddCartResult, BuyNowResult, CartLine } from '@shop/contracts/cart';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';
import { verifyBuyNowToken } from '../src/modules/cart/buy-now-token.ts';

const t = useTestApi();
const H = 3600_000;
const tag = randomText(3).toUpperCase();
const SKU = {
  plenty: `H2T${tag}-A`, // stock 100
  few: `H2T${tag}-B`, // stock 3
  other: `H2T${tag}-C`, // stock 100, second SKU of the same product
  seckill: `H2T${tag}-SK`, // flash sale 1 h .. 3 h from now, limit 1, actStock 2
  running: `H2T${tag}-SR`, // flash sale running now, limit 2, actStock 50
  presale: `H2T${tag}-PS`, // deposit window running
  off: `H2T${tag}-OFF-A`, // product off sale
};
const SPU = `H2T${tag}`;
const SVC = { phone: `H2SVC${tag}-P`, tv: `H2SVC${tag}-T` };
const ACT = { seckill: `H2SK${tag}`, running: `H2SR${tag}`, presale: `H2PS${tag}` };
const owners: string[] = [];

beforeAll(async () => {
  const { db } = t.database;
  const now = Date.now();
  const base = { type: 'phone', categoryCode: 'h2-test', launchedAt: new Date(now) };
  const [p] = await db
    .insert(schema.products)
    .values({ ...base, spuCode: SPU, name: 'H2 测试手机' })
    .returning({ id: schema.products.id });
  const [off] = await db
    .insert(schema.products)
    .values({ ...base, spuCode: `${SPU}-OFF`, name: 'H2 已下架手机', status: 'off_sale' })
    .returning({ id: schema.products.id });
  const sku = (skuCode: string, stock: number, productId = p.id) => ({
    skuCode,
    productId,
    name: `测试 ${skuCode}`,
    attrs: { 颜色: '黑' },
    colorName: '黑',
    colorHex: '#000000',
    price: 100000,
    origPrice: 100000,
    stock,
  });
  await db
    .insert(schema.skus)
    .values([
      sku(SKU.plenty, 100),
      sku(SKU.few, 3),
      sku(SKU.other, 100),
      sku(SKU.seckill, 100),
      sku(SKU.running, 100),
      sku(SKU.presale, 100),
      sku(SKU.off, 100, off.id),
    ]);
  const act = async (
    actCd: string,
    actTyp: number,
    beginMs: number,
    endMs: number,
    skuCode: string,
    terms: { actStock: number | null; limitPerMember: number },
  ) => {
    const [a] = await db
      .insert(schema.activities)
      .values({ actCd, actTyp, name: `测试活动 ${actCd}`, beginAt: new Date(beginMs), endAt: new Date(endMs) })
      .returning({ id: schema.activities.id });
    await db.insert(schema.activitySkus).values({ activityId: a.id, skuCode, actPrice: 50000, ...terms });
  };
  await act(ACT.seckill, 10, now + H, now + 3 * H, SKU.seckill, { actStock: 2, limitPerMember: 1 });
  await act(ACT.running, 10, now - H, now + 24 * H, SKU.running, { actStock: 50, limitPerMember: 2 });
  await act(ACT.presale, 8, now - H, now + 24 * H, SKU.presale, { actStock: null, limitPerMember: 1 });
  await db.insert(schema.productServices).values([
    { code: SVC.phone, kind: 'care', name: '测试碎屏保', price: 9900, months: 12, productTypes: ['phone'] },
    { code: SVC.tv, kind: 'install', name: '测试电视安装', price: 0, productTypes: ['tv'] },
  ]);
});

afterAll(async () => {
  const { db } = t.database;
  if (owners.length) await db.delete(schema.cartItems).where(inArray(schema.cartItems.ownerKey, owners));
  const acts = db
    .select({ id: schema.activities.id })
    .from(schema.activities)
    .where(inArray(schema.activities.actCd, Object.values(ACT)));
  await db.delete(schema.activitySkus).where(inArray(schema.activitySkus.activityId, acts));
  await db.delete(schema.activities).where(inArray(schema.activities.actCd, Object.values(ACT)));
  await db.delete(schema.productServices).where(inArray(schema.productServices.code, Object.values(SVC)));
  await db.delete(schema.skus).where(inArray(schema.skus.skuCode, Object.values(SKU)));
  await db.delete(schema.products).where(inArray(schema.products.spuCode, [SPU, `${SPU}-OFF`]));
});

function subjectOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
}
async function visitor() {
  const b = await new Browser(t.baseUrl).prime();
  const r = await b.post<{ access_token: string }>('/api/auth/login/anonymous/token', {});
  owners.push(subjectOf(r.body.data.access_token));
  return b;
}
async function member() {
  const b = new Browser(t.baseUrl);
  const s = await signIn(b);
  owners.push(s.user.userNo);
  return { b, userNo: s.user.userNo };
}
const add = (b: Browser, body: Record<string, unknown>) => b.post<AddCartResult>('/api/cart/cart/addCart', body);
async function headerCount(b: Browser) {
  const res = await fetch(`${t.baseUrl}/tokocommercewebservices/v2/cn/minicart/totalProducts?lang=zh_CN&curr=CNY`, { headers: { cookie: b.cookieHeader() } });
  return Number(await res.text());
}
const apiCount = async (b: Browser) => (await b.get<{ totalCartNum: number }>('/api/cart/cart/count')).body.data.totalCartNum;
const at = (b: Browser, offsetMs: number) => b.cookies.set('shop_clock_offset', String(offsetMs));

describe('add to cart', () => {
  it('lets a visitor add; the header count and the cart count follow', async () => {
    const b = await visitor();
    expect(await headerCount(b)).toBe(0);
    const r = await add(b, { skuCd: SKU.plenty, qtyCnt: 2 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      totalCartNum: 2,
      line: { skuCd: SKU.plenty, spuCd: SPU, qtyCnt: 2, subTyp: 0, actCd: null, options: { serviceIds: [], giftIds: [], chCd: 1, ordTyp: 1 } },
    });
    expect(await headerCount(b)).toBe(2);
    expect(await apiCount(b)).toBe(2);
    // Same SKU again: one line, quantities added.
    const again = await add(b, { skuCd: SKU.plenty });
    expect(again.body.data.line).toMatchObject({ cartId: r.body.data.line.cartId, qtyCnt: 3 });
    expect(await headerCount(b)).toBe(3);
  });

  it('stores the chosen services and options on the line of a member', async () => {
    const { b } = await member();
    const r = await add(b, { skuCd: SKU.plenty, qtyCnt: 1, serviceIds: [SVC.phone], FQ: '12', hsType: '1', chCd: 2 });
    expect(r.status).toBe(200);
    expect(r.body.data.line.options).toEqual({ serviceIds: [SVC.phone], giftIds: [], FQ: '12', hsType: '1', chCd: 2, ordTyp: 1 });
    const [row] = await t.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, r.body.data.line.cartId));
    expect(row.options).toMatchObject({ serviceIds: [SVC.phone] });
  });

  it('refuses services that do not exist or do not fit the product', async () => {
    const b = await visitor();
    for (const serviceIds of [[SVC.tv], ['NO-SUCH-SVC']]) {
      const r = await add(b, { skuCd: SKU.plenty, serviceIds });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/服务/);
    }
    expect(await headerCount(b)).toBe(0);
  });

  it('refuses more than the stock, adding nothing', async () => {
    const b = await visitor();
    const r = await add(b, { skuCd: SKU.few, qtyCnt: 4 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ success: false, code: 'ERR_ORDER_CHECK_STOCK_EMPTY', message: '产品已失效或产品库存不足' });
    expect(await headerCount(b)).toBe(0);
    expect((await add(b, { skuCd: SKU.few, qtyCnt: 3 })).status).toBe(200);
    expect((await add(b, { skuCd: SKU.few, qtyCnt: 1 })).body.code).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
    expect(await headerCount(b)).toBe(3);
  });

  it('refuses a sixth piece of the same item and keeps the quantity', async () => {
    const b = await visitor();
    expect((await add(b, { skuCd: SKU.plenty, qtyCnt: 5 })).status).toBe(200);
    const r = await add(b, { skuCd: SKU.plenty, qtyCnt: 1 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'ERR_CART_SAME_ITEM_LIMIT', message: '同一商品最多只能购买5件' });
    expect(await headerCount(b)).toBe(5);
  });

  it('never passes 5 or the stock with parallel adds', async () => {
    const b = await visitor();
    const many = await Promise.all(Array.from({ length: 8 }, () => add(b, { skuCd: SKU.plenty, qtyCnt: 1 })));
    expect(many.filter((r) => r.status === 200)).toHaveLength(5);
    for (const r of many.filter((x) => x.status !== 200)) expect(r.body.code).toBe('ERR_CART_SAME_ITEM_LIMIT');
    const few = await Promise.all(Array.from({ length: 5 }, () => add(b, { skuCd: SKU.few, qtyCnt: 1 })));
    expect(few.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await headerCount(b)).toBe(8);
  });

  it('holds the flash-sale limit with parallel adds (limit 2 → exactly 2 pieces)', async () => {
    const b = await visitor();
    const rush = await Promise.all(Array.from({ length: 8 }, () => add(b, { skuCd: SKU.running, subTyp: 3, qtyCnt: 1 })));
    expect(rush.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of rush.filter((x) => x.status !== 200)) expect(r.body.code).toBe('ERR_ORDER_OVER_PURCHASE_LIMIT');
    expect(await headerCount(b)).toBe(2);
  });

  it('refuses an off-sale product and answers 404 for an unknown SKU', async () => {
    const b = await visitor();
    const off = await add(b, { skuCd: SKU.off });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ code: 'ERR_ORDER_OFF_SHELF', message: '商品已下架' });
    const seededOff = await add(b, { skuCd: 'S23-BLACK-1' });
    expect(seededOff.body.code).toBe('ERR_ORDER_OFF_SHELF');
    const unknown = await add(b, { skuCd: 'NO-SUCH-SKU-123' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'E_NOT_FOUND', message: '商品不存在', path: '/api/cart/cart/addCart' });
    expect(await headerCount(b)).toBe(0);
  });

  it('answers 400 in the envelope for a malformed body; a visitor without a token is given one by the first add', async () => {
    const b = await visitor();
    for (const body of [
      {},
      { skuCd: SKU.plenty, qtyCnt: 0 },
      { skuCd: SKU.plenty, qtyCnt: 6 },
      { skuCd: SKU.plenty, qtyCnt: 'x' },
      { skuCd: SKU.plenty, subTyp: 7 },
      { skuCd: '<b>' },
    ]) {
      const r = await add(b, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
      expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const bad = await b.request('POST', '/api/cart/cart/addCart', { body: '{"skuCd":', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    // Pages no longer hand visitors a token (issue #15): the first cart action makes one.
    const anon = await new Browser(t.baseUrl).prime();
    const r = await add(anon, { skuCd: SKU.plenty });
    expect(r.status).toBe(200);
    expect(r.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^authorization=[^;]+;.*HttpOnly/)]));
    expect(await apiCount(anon)).toBe(1);
    expect(await headerCount(anon)).toBe(1);
  });

  it('sells a flash-sale piece only in its window and within the limit', async () => {
    const b = await visitor();
    const early = await add(b, { skuCd: SKU.seckill, subTyp: 3 });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'ERR_SECKILL_NOT_STARTED', message: '秒杀活动尚未开始，敬请期待' });
    at(b, 2 * H);
    const during = await add(b, { skuCd: SKU.seckill, subTyp: 3, actId: ACT.seckill });
    expect(during.status).toBe(200);
    expect(during.body.data.line).toMatchObject({ subTyp: 3, actCd: ACT.seckill, qtyCnt: 1 });
    const second = await add(b, { skuCd: SKU.seckill, subTyp: 3 });
    expect(second.body).toMatchObject({ code: 'ERR_ORDER_OVER_PURCHASE_LIMIT', message: '秒杀商品每人限购1件' });
    at(b, 4 * H);
    const late = await visitor();
    at(late, 4 * H);
    expect((await add(late, { skuCd: SKU.seckill, subTyp: 3 })).body.code).toBe('ERR_SECKILL_ENDED');
    // A SKU without any flash sale.
    expect((await add(late, { skuCd: SKU.plenty, subTyp: 3 })).body).toMatchObject({ code: 'ERR_SECKILL_ENDED', message: '该商品暂无秒杀活动' });
    expect(await headerCount(b)).toBe(1);
  });

  it('sells a pre-sale piece one at a time, only in the deposit window', async () => {
    const b = await visitor();
    const two = await add(b, { skuCd: SKU.presale, subTyp: 4, qtyCnt: 2 });
    expect(two.status).toBe(409);
    expect(two.body).toMatchObject({ code: 'ERR_ORDER_OVER_PURCHASE_LIMIT', message: '预售商品每人限购1件' });
    const one = await add(b, { skuCd: SKU.presale, subTyp: 4 });
    expect(one.body.data.line).toMatchObject({ subTyp: 4, actCd: ACT.presale });
    expect((await add(b, { skuCd: SKU.presale, subTyp: 4 })).body.code).toBe('ERR_ORDER_OVER_PURCHASE_LIMIT');
    const before = await visitor();
    at(before, -2 * H);
    expect((await add(before, { skuCd: SKU.presale, subTyp: 4 })).body.code).toBe('ERR_PRESALE_NOT_STARTED');
    at(before, 25 * H);
    expect((await add(before, { skuCd: SKU.presale, subTyp: 4 })).body.code).toBe('ERR_PRESALE_ENDED');
  });

  it('on the student site, sells to verified students only', async () => {
    const v = await visitor();
    v.cookies.set('siteCd', 'student');
    const r = await add(v, { skuCd: SKU.plenty });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'ERR_STUDENT_ONLY', message: '学生专区商品仅限认证学生购买，请先登录' });
    const { b, userNo } = await member();
    b.cookies.set('siteCd', 'student');
    expect((await add(b, { skuCd: SKU.plenty })).body.message).toBe('学生专区商品仅限认证学生购买，请先完成学生认证');
    await t.database.db.update(schema.members).set({ roles: sql`ARRAY['member','student']::text[]` }).where(eq(schema.members.userNo, userNo));
    expect((await add(b, { skuCd: SKU.plenty })).status).toBe(200);
  });
});

describe('buy now', () => {
  it('validates like add to cart, leaves the cart alone and answers a signed checkout link', async () => {
    const b = await visitor();
    await add(b, { skuCd: SKU.plenty, qtyCnt: 5 });
    const r = await b.post<BuyNowResult>('/api/cart/cart/buyNow', { skuCd: SKU.plenty, qtyCnt: 2, serviceIds: [SVC.phone] });
    expect(r.status).toBe(200);
    expect(r.body.data.checkoutUrl).toBe(`/order/orderInfo?buyNow=${encodeURIComponent(r.body.data.token)}`);
    const line = verifyBuyNowToken(t.config.secret, r.body.data.token, Date.now());
    expect(line).toMatchObject({ skuCd: SKU.plenty, qtyCnt: 2, subTyp: 0, options: { serviceIds: [SVC.phone] } });
    expect(r.body.data.expiresAtMs - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await headerCount(b)).toBe(5);
    expect((await b.post('/api/cart/cart/buyNow', { skuCd: SKU.few, qtyCnt: 4 })).body.code).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
    expect((await b.post('/api/cart/cart/buyNow', { skuCd: SKU.presale, subTyp: 4, qtyCnt: 2 })).body.code).toBe('ERR_ORDER_OVER_PURCHASE_LIMIT');
    const presale = await b.post<BuyNowResult>('/api/cart/cart/buyNow', { skuCd: SKU.presale, subTyp: 4 });
    expect(verifyBuyNowToken(t.config.secret, presale.body.data.token, Date.now())).toMatchObject({ subTyp: 4, actCd: ACT.presale });
  });
});

describe('editing a cart line', () => {
  it("reads only the caller's own line", async () => {
    const b = await visitor();
    const { line } = (await add(b, { skuCd: SKU.plenty, qtyCnt: 2, serviceIds: [SVC.phone] })).body.data;
    const r = await b.get<CartLine>(`/api/cart/cart/line/${line.cartId}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ cartId: line.cartId, skuCd: SKU.plenty, spuCd: SPU, qtyCnt: 2, subTyp: 0, options: { serviceIds: [SVC.phone] } });
    const stranger = await visitor();
    expect((await stranger.get(`/api/cart/cart/line/${line.cartId}`)).status).toBe(404);
    expect((await b.get('/api/cart/cart/line/abc')).status).toBe(400);
  });

  it('replaces quantity, SKU and options after the same checks', async () => {
    const b = await visitor();
    const { line } = (await add(b, { skuCd: SKU.plenty, qtyCnt: 2 })).body.data;
    const up = await b.post<AddCartResult>('/api/cart/cart/updateLine', { cartId: line.cartId, skuCd: SKU.plenty, qtyCnt: 4, serviceIds: [SVC.phone] });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ totalCartNum: 4, line: { cartId: line.cartId, qtyCnt: 4, options: { serviceIds: [SVC.phone] } } });
    const moved = await b.post<AddCartResult>('/api/cart/cart/updateLine', { cartId: line.cartId, skuCd: SKU.other, qtyCnt: 1 });
    expect(moved.body.data).toMatchObject({ totalCartNum: 1, line: { cartId: line.cartId, skuCd: SKU.other, qtyCnt: 1 } });
    const tooMany = await b.post('/api/cart/cart/updateLine', { cartId: line.cartId, skuCd: SKU.few, qtyCnt: 4 });
    expect(tooMany.body.code).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
    expect((await b.get<CartLine>(`/api/cart/cart/line/${line.cartId}`)).body.data).toMatchObject({ skuCd: SKU.other, qtyCnt: 1 });
    const stranger = await visitor();
    expect((await stranger.post('/api/cart/cart/updateLine', { cartId: line.cartId, skuCd: SKU.other, qtyCnt: 1 })).status).toBe(404);
  });

  it('merges into the line the new SKU already has, within the limit of 5', async () => {
    const b = await visitor();
    const a = (await add(b, { skuCd: SKU.plenty, qtyCnt: 2 })).body.data.line;
    const c = (await add(b, { skuCd: SKU.other, qtyCnt: 3 })).body.data.line;
    const over = await b.post('/api/cart/cart/updateLine', { cartId: a.cartId, skuCd: SKU.other, qtyCnt: 3 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'ERR_CART_SAME_ITEM_LIMIT', message: '同一商品最多只能购买5件' });
    expect(await headerCount(b)).toBe(5);
    const merged = await b.post<AddCartResult>('/api/cart/cart/updateLine', { cartId: a.cartId, skuCd: SKU.other, qtyCnt: 2 });
    expect(merged.body.data).toMatchObject({ totalCartNum: 5, line: { cartId: c.cartId, skuCd: SKU.other, qtyCnt: 5 } });
    expect((await b.get(`/api/cart/cart/line/${a.cartId}`)).status).toBe(404);
  });
});
