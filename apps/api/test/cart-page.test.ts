/**
 * The cart page API: getCart, quantity, select, remove, move to wishlist, invalid lines,
 * another owner's line, and the stock check. Products, services and gifts are this file's
 * own (unique codes, a category of their own), so stock and prices are known.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { AddCartResult, CartView, StockState } from '@shop/contracts/cart';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const H = 3600_000;
const tag = randomText(3).toUpperCase();
const SPU = `H4P${tag}`;
const SKU = {
  a: `H4P${tag}-A`, // stock 100, two attributes, site price for 'student'
  few: `H4P${tag}-B`, // stock 3 (low)
  str: `H4P${tag}-S`, // attributes stored as a JSON string
  bare: `H4P${tag}-E`, // no attributes
  off: `H4P${tag}-OFF`, // taken off sale after being added
  zero: `H4P${tag}-Z`, // sold out after being added
  sk: `H4P${tag}-SK`, // flash sale running, limit 1
  ladder: `H4P${tag}-L`, // tiered discount: 2 pieces 9.5折
  gift: `H4P${tag}-G`, // the gift SKU
};
const SVC = `H4SVC${tag}`;
const ACT = { sk: `H4SK${tag}`, ladder: `H4LD${tag}` };
const owners: string[] = [];

beforeAll(async () => {
  const { db } = t.database;
  const now = Date.now();
  const [p] = await db
    .insert(schema.products)
    .values({
      spuCode: SPU,
      name: 'H4 测试手机',
      type: 'phone',
      categoryCode: 'h4-test',
      launchedAt: new Date(now),
    })
    .returning({ id: schema.products.id });
  const sku = (skuCode: string, stock: number, attrs: unknown = { 颜色: '黑' }) => ({
    skuCode,
    productId: p.id,
    name: `测试 ${skuCode}`,
    attrs: attrs as Record<string, string>,
    colorName: '黑',
    colorHex: '#000000',
    price: 100000,
    origPrice: 120000,
    stock,
    lowStock: 5,
  });
  const skus = await db
    .insert(schema.skus)
    .values([
      sku(SKU.a, 100, { 颜色: '钛灰', 存储: '12GB+256GB' }),
      sku(SKU.few, 3),
      sku(SKU.str, 100, JSON.stringify({ 颜色: '冰川蓝' })),
      sku(SKU.bare, 100, {}),
      sku(SKU.off, 100),
      sku(SKU.zero, 100),
      sku(SKU.sk, 100),
      sku(SKU.ladder, 100),
      sku(SKU.gift, 100),
    ])
    .returning({ id: schema.skus.id, skuCode: schema.skus.skuCode });
  await db.insert(schema.skuSitePrices).values({
    skuId: skus.find((s) => s.skuCode === SKU.a)!.id,
    siteCode: 'student',
    price: 90000,
  });
  await db.insert(schema.productServices).values({
    code: SVC,
    kind: 'care',
    name: 'H4 碎屏保',
    price: 9900,
    months: 12,
    productTypes: ['phone'],
  });
  await db.insert(schema.skuGifts).values({ skuCode: SKU.a, giftSkuCode: SKU.gift, qty: 1 });
  const act = async (actCd: string, actTyp: number, skuCode: string, terms: Record<string, unknown>, rules: Record<string, unknown> = {}) => {
    const [a] = await db
      .insert(schema.activities)
      .values({
        actCd,
        actTyp,
        name: `测试活动 ${actCd}`,
        beginAt: new Date(now - H),
        endAt: new Date(now + 24 * H),
        rules,
      })
      .returning({ id: schema.activities.id });
    await db.insert(schema.activitySkus).values({ activityId: a.id, skuCode, ...terms });
  };
  await act(ACT.sk, 10, SKU.sk, {
    actPrice: 80000,
    actStock: 50,
    limitPerMember: 1,
  });
  await act(ACT.ladder, 13, SKU.ladder, { actPrice: null, actStock: null, limitPerMember: 5 }, { ladder: [{ fullCnt: 2, discount: 950 }] });
});

afterAll(async () => {
  const { db } = t.database;
  if (owners.length) await db.delete(schema.cartItems).where(inArray(schema.cartItems.ownerKey, owners));
  await db.delete(schema.wishlistItems).where(eq(schema.wishlistItems.spuCode, SPU));
  const acts = db
    .select({ id: schema.activities.id })
    .from(schema.activities)
    .where(inArray(schema.activities.actCd, Object.values(ACT)));
  await db.delete(schema.activitySkus).where(inArray(schema.activitySkus.activityId, acts));
  await db.delete(schema.activities).where(inArray(schema.activities.actCd, Object.values(ACT)));
  await db.delete(schema.skuGifts).where(eq(schema.skuGifts.skuCode, SKU.a));
  await db.delete(schema.productServices).where(eq(schema.productServices.code, SVC));
  const ids = db
    .select({ id: schema.skus.id })
    .from(schema.skus)
    .where(inArray(schema.skus.skuCode, Object.values(SKU)));
  await db.delete(schema.skuSitePrices).where(inArray(schema.skuSitePrices.skuId, ids));
  await db.delete(schema.skus).where(inArray(schema.skus.skuCode, Object.values(SKU)));
  await db.delete(schema.products).where(eq(schema.products.spuCode, SPU));
});

const subjectOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }).sub;
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
const add = async (b: Browser, body: Record<string, unknown>) => {
  const r = await b.post<AddCartResult>('/api/cart/cart/addCart', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.line.cartId;
};
const getCart = (b: Browser, x = 'pc') => b.post<CartView>(`/api/cart/cart/getCart/${x}`, {});
const edit = (b: Browser, what: string, body: unknown) => b.post<CartView>(`/api/cart/cart/${what}`, body);
const setSku = (skuCode: string, set: Partial<typeof schema.skus.$inferInsert>) =>
  t.database.db.update(schema.skus).set(set).where(eq(schema.skus.skuCode, skuCode));

describe('getCart', () => {
  it('answers each line with attributes, prices, limits, options and the summary', async () => {
    const b = await visitor();
    const a = await add(b, {
      skuCd: SKU.a,
      qtyCnt: 2,
      serviceIds: [SVC],
      giftIds: [SKU.gift],
    });
    await add(b, { skuCd: SKU.few, qtyCnt: 1 });
    for (const x of ['pc', 'mobile', 'app', 'wxApp', 'aliApp']) expect((await getCart(b, x)).status).toBe(200);
    const r = await getCart(b);
    expect(r.status).toBe(200);
    const v = r.body.data;
    expect(v.totalCartNum).toBe(3);
    expect(v.invalidInfos).toEqual([]);
    expect(v.allSelected).toBe(true);
    const lineA = v.cartInfos.find((l) => l.cartId === a)!;
    expect(lineA).toMatchObject({
      skuCd: SKU.a,
      spuCd: SPU,
      prodNm: 'H4 测试手机',
      qtyCnt: 2,
      selected: true,
      unitPrice: 100000,
      origPrice: 120000,
      stkCnt: 100,
      lowStock: false,
      stockTip: null,
      maxQty: 5,
      services: [{ code: SVC, name: 'H4 碎屏保', price: 9900 }],
      gifts: [{ code: SKU.gift, name: `测试 ${SKU.gift}` }],
      tags: [],
      lineTotal: 2 * 100000 + 2 * 9900,
    });
    // jsonb keeps its own key order: compare as a set.
    expect(lineA.prodAttr).toHaveLength(2);
    expect(lineA.prodAttr).toEqual(
      expect.arrayContaining([
        { name: '颜色', value: '钛灰' },
        { name: '存储', value: '12GB+256GB' },
      ]),
    );
    expect(lineA.image).toMatch(/^\/media\/product\/phone\//);
    const few = v.cartInfos.find((l) => l.skuCd === SKU.few)!;
    expect(few).toMatchObject({
      stkCnt: 3,
      lowStock: true,
      stockTip: '仅剩3件',
      maxQty: 3,
    });
    expect(v.summary).toMatchObject({
      selectedCnt: 3,
      selectedLines: 2,
      goodsTotal: 300000,
      listTotal: 360000,
      priceSaving: 60000,
      servicesTotal: 19800,
      coupon: null,
      payable: 319800,
    });
  });

  it('parses attributes stored as a JSON string, and gives an empty list when there are none', async () => {
    const b = await visitor();
    await add(b, { skuCd: SKU.str });
    await add(b, { skuCd: SKU.bare });
    const v = (await getCart(b)).body.data;
    expect(v.cartInfos.find((l) => l.skuCd === SKU.str)!.prodAttr).toEqual([{ name: '颜色', value: '冰川蓝' }]);
    expect(v.cartInfos.find((l) => l.skuCd === SKU.bare)!.prodAttr).toEqual([]);
  });

  it('uses the site price of the siteCd cookie', async () => {
    const b = await visitor();
    await add(b, { skuCd: SKU.a });
    await add(b, { skuCd: SKU.few });
    const cn = (await getCart(b)).body.data;
    b.cookies.set('siteCd', 'student');
    const student = (await getCart(b)).body.data;
    expect(cn.cartInfos.map((l) => l.unitPrice)).toEqual([100000, 100000]);
    // Only SKU.a has a student price; the other keeps the shop price.
    expect(student.cartInfos.map((l) => l.unitPrice)).toEqual([90000, 100000]);
    expect(student.summary.goodsTotal).toBe(190000);
  });

  it('prices a flash-sale line at the flash price and a ladder line with its discount, tagged', async () => {
    const b = await visitor();
    await add(b, { skuCd: SKU.sk, subTyp: 3, actId: ACT.sk });
    await add(b, { skuCd: SKU.ladder, qtyCnt: 2 });
    const v = (await getCart(b)).body.data;
    expect(v.cartInfos.find((l) => l.skuCd === SKU.sk)).toMatchObject({
      unitPrice: 80000,
      maxQty: 1,
      tags: [{ kind: 'seckill', label: '秒杀' }],
      lineTotal: 80000,
    });
    expect(v.cartInfos.find((l) => l.skuCd === SKU.ladder)).toMatchObject({
      unitPrice: 100000,
      tags: [{ kind: 'ladder', label: '满2件9.5折' }],
      ladderDiscount: 10000,
      lineTotal: 190000,
    });
    expect(v.summary).toMatchObject({
      goodsTotal: 280000,
      ladderDiscount: 10000,
      payable: 270000,
    });
  });

  it('estimates the best coupon for a member (预估)', async () => {
    const { b } = await member();
    expect(
      (
        await b.post('/api/act/market/coupon/receive', {
          cpnCd: 'CPN-ALL-1000-100',
        })
      ).status,
    ).toBe(200);
    await add(b, { skuCd: SKU.a });
    const v = (await getCart(b)).body.data;
    expect(v.summary.coupon).toMatchObject({
      cpnCd: 'CPN-ALL-1000-100',
      discount: 10000,
      label: '预估',
    });
    expect(v.summary.payable).toBe(90000);
  });

  it('lists off-sale, sold-out and ended lines apart, with the reason, not selectable', async () => {
    const b = await visitor();
    const off = await add(b, { skuCd: SKU.off });
    const zero = await add(b, { skuCd: SKU.zero, qtyCnt: 2 });
    const ok = await add(b, { skuCd: SKU.bare });
    await setSku(SKU.off, { status: 'off_sale' });
    await setSku(SKU.zero, { stock: 0 });
    try {
      const v = (await getCart(b)).body.data;
      expect(v.cartInfos.map((l) => l.cartId)).toEqual([ok]);
      expect(v.invalidInfos).toEqual([
        expect.objectContaining({
          cartId: off,
          reasonCode: 'off_sale',
          reason: '商品已下架',
        }),
        expect.objectContaining({
          cartId: zero,
          reasonCode: 'sold_out',
          reason: '商品已售罄',
          qtyCnt: 2,
        }),
      ]);
      expect(v.totalCartNum).toBe(4);
      expect(v.summary.selectedCnt).toBe(1);
      // Not selectable; select all leaves it out; clearing removes only the invalid lines.
      const sel = await edit(b, 'select', { cartIds: [off], selected: true });
      expect(sel.status).toBe(400);
      expect(sel.body.message).toBe('失效商品无法勾选');
      expect((await edit(b, 'selectAll', { selected: true })).body.data.allSelected).toBe(true);
      const rows = await t.database.db
        .select()
        .from(schema.cartItems)
        .where(inArray(schema.cartItems.id, [off, zero]));
      expect(rows.map((r) => r.selected)).toEqual([0, 0]);
      const cleared = await edit(b, 'clearInvalid', {});
      expect(cleared.status).toBe(200);
      expect(cleared.body.data.invalidInfos).toEqual([]);
      expect(cleared.body.data.cartInfos.map((l) => l.cartId)).toEqual([ok]);
      expect(cleared.body.data.totalCartNum).toBe(1);
    } finally {
      await setSku(SKU.off, { status: 'on_sale' });
      await setSku(SKU.zero, { stock: 100 });
    }
  });

  it('gives a visitor without a token one and an empty cart (issue #15: pages no longer hand tokens out)', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await getCart(b);
    expect(r.status).toBe(200);
    expect(r.body.data.totalCartNum).toBe(0);
    expect(b.cookies.get('authorization')).toBeTruthy();
    const v = await visitor();
    const tv = await v.post('/api/cart/cart/getCart/tv', {});
    expect(tv.status).toBe(400);
    expect(tv.body.message).toBe('平台参数有误');
  });
});

describe('editing the cart', () => {
  it('changes the quantity within 5 and the stock, with the catalogue errors', async () => {
    const b = await visitor();
    const a = await add(b, { skuCd: SKU.a });
    const few = await add(b, { skuCd: SKU.few });
    const up = await edit(b, 'updateQty', { cartId: a, qtyCnt: 5 });
    expect(up.status).toBe(200);
    expect(up.body.data.cartInfos.find((l) => l.cartId === a)!.qtyCnt).toBe(5);
    expect(up.body.data.totalCartNum).toBe(6);
    const six = await edit(b, 'updateQty', { cartId: a, qtyCnt: 6 });
    expect(six.status).toBe(409);
    expect(six.body).toMatchObject({
      code: 'ERR_CART_SAME_ITEM_LIMIT',
      message: '同一商品最多只能购买5件',
    });
    const over = await edit(b, 'updateQty', { cartId: few, qtyCnt: 4 });
    expect(over.body).toMatchObject({
      code: 'ERR_ORDER_CHECK_STOCK_EMPTY',
      message: '产品已失效或产品库存不足',
    });
    for (const bad of [{ cartId: a, qtyCnt: 0 }, { cartId: a, qtyCnt: 1.5 }, { cartId: a }, { cartId: 'x', qtyCnt: 1 }]) {
      const r = await edit(b, 'updateQty', bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const v = (await getCart(b)).body.data;
    expect(v.cartInfos.map((l) => l.qtyCnt)).toEqual([5, 1]);
  });

  it('keeps a flash-sale line within its per-member limit', async () => {
    const b = await visitor();
    const sk = await add(b, { skuCd: SKU.sk, subTyp: 3, actId: ACT.sk });
    const r = await edit(b, 'updateQty', { cartId: sk, qtyCnt: 2 });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'ERR_ORDER_OVER_PURCHASE_LIMIT',
      message: '秒杀商品每人限购1件',
    });
  });

  it('selects, unselects and selects all; the summary follows', async () => {
    const b = await visitor();
    const a = await add(b, { skuCd: SKU.a });
    const bare = await add(b, { skuCd: SKU.bare, qtyCnt: 2 });
    const un = await edit(b, 'select', { cartIds: [a], selected: false });
    expect(un.status).toBe(200);
    expect(un.body.data.allSelected).toBe(false);
    expect(un.body.data.summary).toMatchObject({
      selectedCnt: 2,
      selectedLines: 1,
      goodsTotal: 200000,
    });
    const none = await edit(b, 'selectAll', { selected: false });
    expect(none.body.data.cartInfos.every((l) => !l.selected)).toBe(true);
    expect(none.body.data.summary).toMatchObject({
      selectedCnt: 0,
      goodsTotal: 0,
      payable: 0,
    });
    const one = await edit(b, 'select', { cartIds: [bare], selected: true });
    expect(one.body.data.summary.selectedCnt).toBe(2);
    const all = await edit(b, 'selectAll', { selected: true });
    expect(all.body.data.allSelected).toBe(true);
    expect(all.body.data.summary.selectedCnt).toBe(3);
    expect((await edit(b, 'select', { cartIds: [], selected: true })).status).toBe(400);
    expect((await edit(b, 'selectAll', {})).status).toBe(400);
  });

  it('removes lines, down to the empty cart', async () => {
    const b = await visitor();
    const a = await add(b, { skuCd: SKU.a });
    const bare = await add(b, { skuCd: SKU.bare, qtyCnt: 2 });
    const r = await edit(b, 'remove', { cartIds: [a] });
    expect(r.status).toBe(200);
    expect(r.body.data.cartInfos.map((l) => l.cartId)).toEqual([bare]);
    expect(r.body.data.totalCartNum).toBe(2);
    const empty = await edit(b, 'remove', { cartIds: [bare] });
    expect(empty.body.data).toMatchObject({
      cartInfos: [],
      invalidInfos: [],
      totalCartNum: 0,
      allSelected: false,
    });
    const count = await fetch(`${t.baseUrl}/tokocommercewebservices/v2/cn/minicart/totalProducts`, { headers: { cookie: b.cookieHeader() } });
    expect(await count.text()).toBe('0');
  });

  it("answers 404 for another owner's line and changes nothing", async () => {
    const mine = await visitor();
    const theirs = await visitor();
    const own = await add(mine, { skuCd: SKU.bare });
    const other = await add(theirs, { skuCd: SKU.a, qtyCnt: 2 });
    const before = await t.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, other));
    for (const [what, body] of [
      ['updateQty', { cartId: other, qtyCnt: 1 }],
      ['select', { cartIds: [own, other], selected: false }],
      ['remove', { cartIds: [own, other] }],
      ['moveToWishlist', { cartIds: [other] }],
    ] as const) {
      const r = await edit(mine, what, body);
      expect(r.status, what).toBe(what === 'moveToWishlist' ? 401 : 404);
    }
    const after = await t.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, other));
    expect(after).toEqual(before);
    // Nothing of the mixed requests happened to the caller's own line either.
    expect((await getCart(mine)).body.data.cartInfos).toMatchObject([{ cartId: own, selected: true }]);
    const { b: m } = await member();
    expect((await edit(m, 'moveToWishlist', { cartIds: [other] })).status).toBe(404);
    expect((await edit(m, 'updateQty', { cartId: other, qtyCnt: 1 })).status).toBe(404);
  });

  it('moves lines to the wishlist for a member; a visitor is asked to sign in', async () => {
    const v = await visitor();
    const vl = await add(v, { skuCd: SKU.a });
    const refused = await edit(v, 'moveToWishlist', { cartIds: [vl] });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('E_USER_4010');
    expect((await getCart(v)).body.data.totalCartNum).toBe(1);

    const { b } = await member();
    const a = await add(b, { skuCd: SKU.a });
    const bare = await add(b, { skuCd: SKU.bare });
    const r = await edit(b, 'moveToWishlist', { cartIds: [a, bare] });
    expect(r.status).toBe(200);
    expect(r.body.data.totalCartNum).toBe(0);
    const [{ id: memberId }] = await t.database.db
      .select({ id: schema.members.id })
      .from(schema.members)
      .where(eq(schema.members.userNo, owners.at(-1)!));
    const wished = await t.database.db
      .select()
      .from(schema.wishlistItems)
      .where(and(eq(schema.wishlistItems.memberId, memberId), eq(schema.wishlistItems.spuCode, SPU)));
    // One row per product, whatever the number of its SKUs moved; moving again is harmless.
    expect(wished).toHaveLength(1);
    const again = await add(b, { skuCd: SKU.few });
    expect((await edit(b, 'moveToWishlist', { cartIds: [again] })).status).toBe(200);
    expect(await t.database.db.select().from(schema.wishlistItems).where(eq(schema.wishlistItems.memberId, memberId))).toHaveLength(1);
  });
});

describe('stock check', () => {
  it('answers stock and status per SKU, unknown ones as off sale', async () => {
    const b = await new Browser(t.baseUrl).prime();
    await setSku(SKU.off, { status: 'off_sale' });
    await setSku(SKU.zero, { stock: 0 });
    try {
      const r = await b.post<StockState[]>('/api/order/siteCd/ecom/checkStk', {
        ecomStkSkuCds: [SKU.a, SKU.few, SKU.zero, SKU.off, 'NO-SUCH-SKU'],
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual([
        { skuCd: SKU.a, stkCnt: 100, status: 'in_stock' },
        { skuCd: SKU.few, stkCnt: 3, status: 'low' },
        { skuCd: SKU.zero, stkCnt: 0, status: 'sold_out' },
        { skuCd: SKU.off, stkCnt: 0, status: 'off_sale' },
        { skuCd: 'NO-SUCH-SKU', stkCnt: 0, status: 'off_sale' },
      ]);
    } finally {
      await setSku(SKU.off, { status: 'on_sale' });
      await setSku(SKU.zero, { stock: 100 });
    }
    for (const body of [{}, { ecomStkSkuCds: [] }, { ecomStkSkuCds: Array.from({ length: 51 }, (_, i) => `S${i}`) }, { ecomStkSkuCds: ['<x>'] }]) {
      const r = await b.post('/api/order/siteCd/ecom/checkStk', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
