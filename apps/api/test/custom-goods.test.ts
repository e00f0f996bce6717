/**
 * Bespoke designs (custGoods/addCustGoods): saved once per SKU and design, priced from the
 * product's options now; a cart line, buy now and the order carry the design, charge the
 * 定制价 and keep the design on the order line; a withdrawn option or a design of another SKU
 * is refused, never bought at a wrong price. The bespoke product is this file's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { CartView } from '@shop/contracts/cart';
import type { CustomGoods } from '@shop/contracts/custom-goods';
import type { OrderDetail } from '@shop/contracts/order';
import { BESPOKE_GROUPS } from '../../../test-support/bespoke-groups.ts';
import { Browser, randomText, useTestApi } from './harness.ts';
import { addToCart, buyNowToken, confirm, shopper, submit, submitBodyFor } from './checkout-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
const tag = randomText(4).toUpperCase();
const spu = `BSP${tag}`;
const sku = { a: `${spu}-A`, b: `${spu}-B`, plain: `BSPP${tag}-A` };
const add = (b: Browser, body: unknown) => b.post<CustomGoods>('/api/order/custGoods/addCustGoods', body);
const getCart = (b: Browser) => b.post<CartView>('/api/cart/cart/getCart/pc', {});

beforeAll(async () => {
  const db = t.database.db;
  const base = { type: 'refrigerator', categoryCode: 'bsp-test', launchedAt: new Date() };
  const [p] = await db
    .insert(schema.products)
    .values({ ...base, spuCode: spu, name: '定制冰箱测试' })
    .returning({ id: schema.products.id });
  const [plain] = await db
    .insert(schema.products)
    .values({ ...base, spuCode: `BSPP${tag}`, name: '普通冰箱测试' })
    .returning({ id: schema.products.id });
  const row = (skuCode: string, productId: number) => ({
    skuCode,
    productId,
    name: `定制冰箱 ${skuCode}`,
    attrs: { 颜色: '雅白' },
    colorName: '雅白',
    colorHex: '#f5f5f0',
    price: 1000000,
    origPrice: 1000000,
    stock: 100,
  });
  await db.insert(schema.skus).values([row(sku.a, p!.id), row(sku.b, p!.id), row(sku.plain, plain!.id)]);
  await db.insert(schema.productDetails).values({ spuCode: spu, bespoke: BESPOKE_GROUPS });
});
afterAll(async () => {
  const db = t.database.db;
  await db.delete(schema.customGoods).where(eq(schema.customGoods.spuCode, spu));
  await db.delete(schema.productDetails).where(eq(schema.productDetails.spuCode, spu));
});

describe('addCustGoods', () => {
  it('saves a design once per SKU and design, fills left-out groups with their default, prices it now; visitors too', async () => {
    const visitor = new Browser(t.baseUrl);
    await visitor.prime();
    const first = await add(visitor, { skuCd: sku.a, choice: { door: 'navy' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ skuCd: sku.a, spuCd: spu, basePrice: 1000000, price: 1030000, existed: false });
    expect(first.body.data.custGoodsNo).toMatch(/^CG\d{12}$/);
    expect(first.body.data.design.map((d) => `${d.groupName}:${d.optionName}`)).toEqual(['门板颜色:海军蓝', '面板材质:不锈钢']);
    // The same design, written out in full and in another order: the same number.
    const again = await add(visitor, { skuCd: sku.a, choice: { finish: 'steel', door: 'navy' } });
    expect(again.body.data).toMatchObject({ custGoodsNo: first.body.data.custGoodsNo, existed: true });
    // Another SKU or another option: another design.
    const other = await add(visitor, { skuCd: sku.b, choice: { door: 'navy' } });
    expect(other.body.data.custGoodsNo).not.toBe(first.body.data.custGoodsNo);
    expect((await add(visitor, { skuCd: sku.a, choice: { finish: 'glass' } })).body.data.price).toBe(1080000);
  });

  it('refuses in Chinese: an unknown SKU 404, a plain product, an unknown group or option, a malformed body 400; nothing saved', async () => {
    const b = new Browser(t.baseUrl);
    await b.prime();
    const count = async () =>
      (await t.database.db.select({ id: schema.customGoods.id }).from(schema.customGoods).where(eq(schema.customGoods.spuCode, spu))).length;
    const before = await count();
    const cases: [unknown, number, string][] = [
      [{ skuCd: 'NOPE-404', choice: {} }, 404, '商品不存在或已下架'],
      [{ skuCd: sku.plain, choice: {} }, 400, '该商品不支持定制'],
      [{ skuCd: sku.a, choice: { roof: 'red' } }, 400, '所选定制项不存在，请重新选择'],
      [{ skuCd: sku.a, choice: { door: 'gold' } }, 400, '所选定制项不存在，请重新选择'],
      [{ skuCd: sku.a, choice: 'door:navy' }, 400, '请选择定制方案'],
      [{ skuCd: sku.a, choice: { door: 'na vy' } }, 400, '定制选项有误'],
      [{ choice: {} }, 400, 'SKU 编码有误'],
    ];
    for (const [body, status, message] of cases) {
      const r = await add(b, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.body.message).toBe(message);
    }
    expect(await count()).toBe(before);
  });
});

describe('a design bought', () => {
  it('the cart, checkout and order charge the 定制价 and keep the design; the order is bespoke', async () => {
    const s = await shopper(t.baseUrl);
    const design = (await add(s.b, { skuCd: sku.a, choice: { door: 'navy', finish: 'glass' } })).body.data;
    await addToCart(s.b, sku.a, 2, { custGoodsNo: design.custGoodsNo });
    const line = (await getCart(s.b)).body.data.cartInfos.find((l) => l.skuCd === sku.a)!;
    expect(line.unitPrice).toBe(1110000);
    expect(line.prodAttr).toEqual(
      expect.arrayContaining([
        { name: '门板颜色', value: '海军蓝' },
        { name: '面板材质', value: '玻璃' },
      ]),
    );

    const view = (await confirm(s.b, { source: { type: 'cart' } })).body.data;
    expect(view.kind).toBe('bespoke');
    expect(view.lines[0]).toMatchObject({ skuCd: sku.a, unitPrice: 1110000, goods: 2220000 });
    const placed = await submit(s.b, submitBodyFor(view, { type: 'cart' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.kind).toBe('bespoke');
    const detail = (await s.b.post<OrderDetail>('/api/order/orderInfo/getPortalOrderDetails', { ordNo: placed.body.data.orderNo })).body.data;
    expect(detail.lines[0]!.unitPrice).toBe(1110000);
    expect(detail.lines[0]!.attrs).toEqual(
      expect.arrayContaining([
        { name: '门板颜色', value: '海军蓝' },
        { name: '面板材质', value: '玻璃' },
      ]),
    );
    expect(detail.amounts.payableAmt).toBe(view.price.payable);
  });

  it('buy now carries the design to checkout at its price', async () => {
    const s = await shopper(t.baseUrl);
    const design = (await add(s.b, { skuCd: sku.b, choice: { door: 'navy' } })).body.data;
    const token = await buyNowToken(s.b, sku.b, 1, { custGoodsNo: design.custGoodsNo });
    const view = (await confirm(s.b, { source: { type: 'buyNow', token } })).body.data;
    expect(view.lines[0]).toMatchObject({ skuCd: sku.b, unitPrice: 1030000 });
    expect(view.kind).toBe('bespoke');
  });

  it('a design of another SKU, an unknown or malformed number, or a design in a bundle is refused; nothing in the cart', async () => {
    const s = await shopper(t.baseUrl);
    const design = (await add(s.b, { skuCd: sku.a, choice: { door: 'navy' } })).body.data;
    const refused = async (body: Record<string, unknown>, status: number, message?: string) => {
      const r = await s.b.post('/api/cart/cart/addCart', { qtyCnt: 1, ...body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      if (message) expect(r.body.message).toBe(message);
    };
    await refused({ skuCd: sku.b, custGoodsNo: design.custGoodsNo }, 409, '定制商品配置已变更，请重新选择');
    await refused({ skuCd: sku.a, custGoodsNo: 'CG000000000000' }, 409, '定制商品配置已变更，请重新选择');
    await refused({ skuCd: sku.a, custGoodsNo: 'CG-1' }, 400, '定制编号有误');
    await refused({ skuCd: sku.a, custGoodsNo: design.custGoodsNo, bundleCode: 'ANY-BUNDLE' }, 409);
    expect((await getCart(s.b)).body.data.cartInfos).toEqual([]);
  });

  it('a withdrawn option makes the cart line invalid and checkout refuse it, never sold at another price', async () => {
    const s = await shopper(t.baseUrl);
    const design = (await add(s.b, { skuCd: sku.a, choice: { finish: 'glass' } })).body.data;
    await addToCart(s.b, sku.a, 1, { custGoodsNo: design.custGoodsNo });
    const db = t.database.db;
    const withdrawn = [BESPOKE_GROUPS[0], { ...BESPOKE_GROUPS[1]!, options: [BESPOKE_GROUPS[1]!.options[0]!] }];
    await db.update(schema.productDetails).set({ bespoke: withdrawn }).where(eq(schema.productDetails.spuCode, spu));
    try {
      const cart = (await getCart(s.b)).body.data;
      expect(cart.cartInfos.map((l) => l.skuCd)).not.toContain(sku.a);
      expect(cart.invalidInfos.find((l) => l.skuCd === sku.a)).toMatchObject({ reasonCode: 'design_changed', reason: '定制方案已失效，请重新定制' });
      const r = await confirm(s.b, { source: { type: 'cart' } });
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('定制方案已失效，请返回商品页重新定制');
    } finally {
      await db.update(schema.productDetails).set({ bespoke: BESPOKE_GROUPS }).where(eq(schema.productDetails.spuCode, spu));
    }
  });
});
