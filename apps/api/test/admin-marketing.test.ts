/**
 * 营销 of the back office (issue #16) against the real database: flash sales (限时抢购) —
 * create with the window, the activity price below the SKU's price, the activity stock and the
 * per-member limit; the shop sees it at once (the product page's activities and the home
 * strip's list); edit never takes the activity stock below what was sold or reserved, also
 * while buyers take units at the same moment (the buying path's row lock); end early; the list's
 * state and product filters and paging. Every endpoint with bad input (400 in Chinese, nothing
 * written) and with a role that lacks activities.write (403, nothing changed, no audit row).
 */
import { describe, expect, it } from 'vitest';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';
import { expect400, HOUR, marketingFixtures, put } from './admin-marketing-fixtures.ts';

const t = useTestApi();
const { staffSignedIn, freeSku, auditOf } = marketingFixtures(t);
const BASE = '/api/admin/marketing/flash-sales';

interface Row {
  actCd: string;
  name: string;
  skuCode: string;
  spuCode: string;
  productName: string;
  price: number | null;
  actPrice: number;
  actStock: number;
  sold: number;
  remaining: number;
  limitPerMember: number;
  previewHours: number;
  siteCodes: string[] | null;
  beginAt: number;
  endAt: number;
  state: 'upcoming' | 'running' | 'ended';
}
interface Page {
  list: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** A window of `hours` starting `fromNowH` hours from now, far enough apart between tests (a random day ahead when asked). */
const windowOf = (fromNowH: number, hours = 2) => {
  const beginAt = Date.now() + fromNowH * HOUR;
  return { beginAt, endAt: beginAt + hours * HOUR };
};

const input = (skuCode: string, price: number, over: Record<string, unknown> = {}) => ({
  name: `测试秒杀${randomText(3)}`,
  skuCode,
  ...windowOf(-1),
  actPrice: price - 100,
  actStock: 10,
  limitPerMember: 2,
  previewHours: 24,
  siteCodes: null,
  ...over,
});

const stockOf = async (actCd: string, skuCode: string) =>
  (
    await t.database.pool.query<{ act_stock: number; act_total: number }>(
      'SELECT s.act_stock, s.act_total FROM activity_skus s JOIN activities a ON a.id = s.activity_id WHERE a.act_cd = $1 AND s.sku_code = $2',
      [actCd, skuCode],
    )
  ).rows[0]!;

/** The same statement the buying path's hold runs (activity.service.ts holdActivityStock): conditional, never below zero. */
const buyOne = (actCd: string, skuCode: string) =>
  t.database.pool.query(
    'UPDATE activity_skus SET act_stock = act_stock - 1 WHERE sku_code = $2 AND act_stock >= 1 AND activity_id = (SELECT id FROM activities WHERE act_cd = $1) RETURNING activity_id',
    [actCd, skuCode],
  );

describe('flash sale create', () => {
  it('starts a flash sale the shop shows at once on the product page and the home strip; audited', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku();
    const shopper = new Browser(t.baseUrl);
    // The product page's activities are kept per public data stamp: read them first so a stale copy would show.
    const before = await shopper.get<{ skus: { skuCd: string; activities: { actCd: string }[] }[] }>(`/api/product/pdp/baseInfo/${sku.spuCode}/${sku.skuCode}`);
    expect(before.status).toBe(200);

    const res = await b.post<Row>(BASE, input(sku.skuCode, sku.price, { actStock: 5 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const row = res.body.data;
    expect(row).toMatchObject({
      skuCode: sku.skuCode,
      spuCode: sku.spuCode,
      price: sku.price,
      actPrice: sku.price - 100,
      actStock: 5,
      sold: 0,
      remaining: 5,
      state: 'running',
    });
    expect(row.actCd).toMatch(/^SK-/);

    const pdp = await shopper.get<{ skus: { skuCd: string; activities: { actCd: string; actPrice: number; limitQty: number }[] }[] }>(
      `/api/product/pdp/baseInfo/${sku.spuCode}/${sku.skuCode}`,
    );
    const acts = pdp.body.data.skus.find((s) => s.skuCd === sku.skuCode)!.activities;
    expect(acts).toContainEqual(expect.objectContaining({ actCd: row.actCd, actPrice: sku.price - 100, limitQty: 2 }));
    const strip = await shopper.get<{ items: { actCd: string; actPrice: number; stock: number }[] }>(`/api/act/market/seckill/list?skuCd=${sku.skuCode}`);
    expect(strip.body.data.items).toContainEqual(expect.objectContaining({ actCd: row.actCd, actPrice: sku.price - 100, stock: 5 }));

    const audit = await auditOf(`flash-sale:${row.actCd}/${sku.skuCode}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'marketing.flash-sale.created',
      before: null,
      after: { actPrice: sku.price - 100, actStock: 5, limitPerMember: 2 },
    });
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku();
    const count = async () => Number((await t.database.pool.query('SELECT count(*) AS n FROM activity_skus WHERE sku_code = $1', [sku.skuCode])).rows[0].n);
    const w = windowOf(5);
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { beginAt: w.endAt, endAt: w.beginAt })), '结束时间须晚于开始时间');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { actPrice: 0 })), '活动价须大于0');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { actPrice: 12.5 })), '活动价须为整数（单位：分）');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { actPrice: sku.price })), '活动价须低于商品售价');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { actStock: -1 })), '活动库存不能为负数');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { actStock: 1.5 })), '活动库存须为整数');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { limitPerMember: 0 })), '每人限购至少1件');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { previewHours: 500 })), '展示提前量最多168小时');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { name: '' })), '活动名称至少2个字');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, windowOf(-5, 1))), '结束时间须晚于当前时间');
    expect400(await b.post(BASE, input(`NOPE-${randomText(5)}`, sku.price)), /不存在或未发布/);
    expect(await count()).toBe(0);

    // A second flash sale of the SKU in an overlapping window: 409, nothing written.
    const first = await b.post<Row>(BASE, input(sku.skuCode, sku.price, windowOf(100)));
    expect(first.status).toBe(200);
    const overlap = await b.post(BASE, input(sku.skuCode, sku.price, windowOf(101)));
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({ code: 'ERR_ADMIN_FLASH_SALE_OVERLAP' });
    expect(await count()).toBe(1);
  });

  it('keeps an upcoming sale off the home strip until its display lead time', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku();
    const row = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, { ...windowOf(10), previewHours: 2 }))).body.data;
    expect(row.state).toBe('upcoming');
    const shopper = new Browser(t.baseUrl);
    const strip = async () =>
      (await shopper.get<{ items: { actCd: string }[] }>(`/api/act/market/seckill/list?skuCd=${sku.skuCode}&upcomingHours=24`)).body.data.items;
    expect(await strip()).toEqual([]);
    t.clock.offsetMs = 9 * HOUR;
    expect((await strip()).map((i) => i.actCd)).toEqual([row.actCd]);
  });
});

describe('flash sale edit and end', () => {
  it('changes price, limit and stock; the stock never below what was sold or reserved; audited with before and after', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku();
    const row = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, { actStock: 10 }))).body.data;
    for (let i = 0; i < 4; i++) expect((await buyOne(row.actCd, sku.skuCode)).rowCount).toBe(1);

    const path = `${BASE}/${row.actCd}/${sku.skuCode}`;
    const { skuCode: _s, ...edit } = input(sku.skuCode, sku.price, { name: row.name, beginAt: row.beginAt, endAt: row.endAt });
    const below = await put(b, path, { ...edit, actStock: 3 });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: 'ERR_ADMIN_FLASH_STOCK_BELOW_SOLD', message: '活动库存不能少于已售出或已预留的 4 件', data: { used: 4 } });
    expect(await stockOf(row.actCd, sku.skuCode)).toEqual({ act_stock: 6, act_total: 10 });
    expect400(await put(b, path, { ...edit, actPrice: sku.price + 1 }), '活动价须低于商品售价');

    const ok = await put<Row>(b, path, { ...edit, actStock: 4, actPrice: sku.price - 200, limitPerMember: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ actStock: 4, sold: 4, remaining: 0, actPrice: sku.price - 200, limitPerMember: 1 });
    expect((await buyOne(row.actCd, sku.skuCode)).rowCount).toBe(0);
    const raised = await put<Row>(b, path, { ...edit, actStock: 20 });
    expect(raised.body.data).toMatchObject({ actStock: 20, sold: 4, remaining: 16 });

    const audit = await auditOf(`flash-sale:${row.actCd}/${sku.skuCode}`);
    expect(audit.map((x) => x.action)).toEqual(['marketing.flash-sale.created', 'marketing.flash-sale.updated', 'marketing.flash-sale.updated']);
    expect(audit[1]).toMatchObject({
      before: { actStock: 10, remaining: 6, actPrice: sku.price - 100 },
      after: { actStock: 4, remaining: 0, actPrice: sku.price - 200 },
    });

    // Unknown sale 404; a bad key 400.
    expect((await put(b, `${BASE}/SK-NONE-${randomText(4)}/${sku.skuCode}`, edit)).status).toBe(404);
    expect400(await put(b, `${BASE}/${row.actCd}/${encodeURIComponent('a b')}`, edit), '商品编码只能包含字母、数字、- 和 _');
  });

  it('never oversells when the stock is lowered while buyers take units at the same moment', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku();
    const row = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, { actStock: 30 }))).body.data;
    const { skuCode: _s, ...edit } = input(sku.skuCode, sku.price, { name: row.name, beginAt: row.beginAt, endAt: row.endAt });
    const path = `${BASE}/${row.actCd}/${sku.skuCode}`;
    const buys = Array.from({ length: 40 }, () => buyOne(row.actCd, sku.skuCode));
    const edits = [12, 15, 18].map((n) => put<Row>(b, path, { ...edit, actStock: n }));
    const [bought, edited] = await Promise.all([Promise.all(buys), Promise.all(edits)]);
    const sold = bought.filter((r) => r.rowCount === 1).length;
    const final = await stockOf(row.actCd, sku.skuCode);
    // What was sold plus what is left is exactly the allotment last set; never more sold than any allotment allowed.
    expect(sold + final.act_stock).toBe(final.act_total);
    expect(final.act_stock).toBeGreaterThanOrEqual(0);
    for (const e of edited) expect([200, 409]).toContain(e.status);
  });

  it('ends a running sale now and calls off an upcoming one; the shop stops showing both; an ended one cannot be edited', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku();
    const running = (await b.post<Row>(BASE, input(sku.skuCode, sku.price))).body.data;
    const upcoming = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, windowOf(5)))).body.data;
    const shopper = new Browser(t.baseUrl);
    const strip = async () =>
      (await shopper.get<{ items: { actCd: string }[] }>(`/api/act/market/seckill/list?skuCd=${sku.skuCode}`)).body.data.items.map((i) => i.actCd).sort();
    expect(await strip()).toEqual([running.actCd, upcoming.actCd].sort());

    const ended = await b.post<Row>(`${BASE}/${running.actCd}/${sku.skuCode}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.data.state).toBe('ended');
    expect(ended.body.data.endAt).toBeLessThanOrEqual(Date.now());
    const off = await b.post<Row>(`${BASE}/${upcoming.actCd}/${sku.skuCode}/end`);
    expect(off.body.data.state).toBe('ended');
    expect(await strip()).toEqual([]);
    const pdp = await shopper.get<{ skus: { skuCd: string; activities: { actCd: string }[] }[] }>(`/api/product/pdp/baseInfo/${sku.spuCode}/${sku.skuCode}`);
    expect(pdp.body.data.skus.find((s) => s.skuCd === sku.skuCode)!.activities.map((a) => a.actCd)).not.toContain(running.actCd);

    // Ending again changes nothing and writes no second audit row.
    expect((await b.post(`${BASE}/${running.actCd}/${sku.skuCode}/end`)).status).toBe(200);
    expect((await auditOf(`flash-sale:${running.actCd}/${sku.skuCode}`)).map((x) => x.action)).toEqual([
      'marketing.flash-sale.created',
      'marketing.flash-sale.ended',
    ]);
    const { skuCode: _s, ...edit } = input(sku.skuCode, sku.price, windowOf(-1, 3));
    const refused = await put(b, `${BASE}/${running.actCd}/${sku.skuCode}`, edit);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ERR_ADMIN_FLASH_SALE_ENDED', message: '活动已结束，不能再修改' });
  });
});

describe('flash sale list', () => {
  it('filters by state and product, pages, and refuses bad filters', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku();
    const running = (await b.post<Row>(BASE, input(sku.skuCode, sku.price))).body.data;
    const upcoming = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, windowOf(30)))).body.data;
    const ended = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, windowOf(60)))).body.data;
    await b.post(`${BASE}/${ended.actCd}/${sku.skuCode}/end`);

    const bySku = await b.get<Page>(`${BASE}?product=${sku.skuCode}`);
    expect(bySku.status).toBe(200);
    expect(bySku.headers.get('cache-control')).toBe('no-store');
    expect(bySku.body.data.total).toBe(3);
    // Latest start first.
    expect(bySku.body.data.list.map((r) => r.actCd)).toEqual([ended.actCd, upcoming.actCd, running.actCd]);
    const bySpu = await b.get<Page>(`${BASE}?product=${sku.spuCode}&pageSize=100`);
    expect(bySpu.body.data.list.map((r) => r.actCd)).toEqual(expect.arrayContaining([running.actCd, upcoming.actCd, ended.actCd]));
    for (const [state, actCd] of [
      ['running', running.actCd],
      ['upcoming', upcoming.actCd],
      ['ended', ended.actCd],
    ] as const) {
      const r = await b.get<Page>(`${BASE}?product=${sku.skuCode}&state=${state}`);
      expect(r.body.data.list.map((x) => x.actCd)).toEqual([actCd]);
      expect(r.body.data.list[0]!.state).toBe(state);
    }
    const page2 = await b.get<Page>(`${BASE}?product=${sku.skuCode}&pageSize=2&page=2`);
    expect(page2.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.data.list.map((r) => r.actCd)).toEqual([running.actCd]);
    const beyond = await b.get<Page>(`${BASE}?product=${sku.skuCode}&pageSize=2&page=5`);
    expect(beyond.body.data).toMatchObject({ list: [], total: 3 });

    expect400(await b.get(`${BASE}?state=gone`), '状态须为 upcoming、running 或 ended');
    expect400(await b.get(`${BASE}?pageSize=1000`), '每页最多100条');
    expect400(await b.get(`${BASE}?product=${encodeURIComponent('a b')}`), '商品编码只能包含字母、数字、- 和 _');
  });
});

describe('activities.write', () => {
  it('refuses a 客服 on every flash-sale endpoint with 403: nothing changed, no audit row', async () => {
    const op = await staffSignedIn();
    const sku = await freeSku();
    const row = (await op.post<Row>(BASE, input(sku.skuCode, sku.price, windowOf(3)))).body.data;
    const target = `flash-sale:${row.actCd}/${sku.skuCode}`;
    const cs = await staffSignedIn('客服');
    const { skuCode: _s, ...edit } = input(sku.skuCode, sku.price, { actStock: 99 });
    for (const res of [
      await cs.get(BASE),
      await cs.post(BASE, input(sku.skuCode, sku.price, windowOf(50))),
      await put(cs, `${BASE}/${row.actCd}/${sku.skuCode}`, edit),
      await cs.post(`${BASE}/${row.actCd}/${sku.skuCode}/end`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false });
    }
    expect(await stockOf(row.actCd, sku.skuCode)).toEqual({ act_stock: 10, act_total: 10 });
    expect((await op.get<Page>(`${BASE}?product=${sku.skuCode}`)).body.data.list.map((r) => r.state)).toEqual(['upcoming']);
    expect((await auditOf(target)).map((x) => x.action)).toEqual(['marketing.flash-sale.created']);
    // Without a staff session at all: 401.
    expect((await new Browser(t.baseUrl).get(BASE)).status).toBe(401);
  });
});

// ── 优惠券 (coupon templates) ───────────────────────────────────────────────

const COUPONS = '/api/admin/marketing/coupons';
interface CouponRow {
  cpnCd: string;
  name: string;
  total: number;
  claimed: number;
  used: number;
  state: 'upcoming' | 'issuing' | 'stopped';
  amount: number;
  threshold: number;
}
const couponInput = (over: Record<string, unknown> = {}) => ({
  name: `测试券${randomText(4)}`,
  kind: 'amount',
  amount: 5000,
  threshold: 50000,
  scope: { type: 'all' },
  total: 2,
  perMemberLimit: 1,
  claimBeginAt: Date.now() - HOUR,
  claimEndAt: Date.now() + 24 * HOUR,
  validDays: 7,
  ...over,
});

describe('coupon templates', () => {
  it('creates a coupon members can claim, shows claim figures, keeps the total above what was claimed, stops issuing; audited', async () => {
    const b = await staffSignedIn();
    const made = await b.post<CouponRow>(COUPONS, couponInput());
    expect(made.status).toBe(200);
    const c = made.body.data;
    expect(c).toMatchObject({ total: 2, claimed: 0, used: 0, state: 'issuing', amount: 5000, threshold: 50000 });

    const shopper = new Browser(t.baseUrl);
    await signIn(shopper);
    expect((await shopper.post('/api/act/market/coupon/receive', { cpnCd: c.cpnCd })).status).toBe(200);
    const listed = await b.get<{ list: CouponRow[]; total: number }>(`${COUPONS}?keyword=${encodeURIComponent(c.name)}`);
    expect(listed.body.data.list).toEqual([expect.objectContaining({ cpnCd: c.cpnCd, claimed: 1, used: 0 })]);

    const below = await put(b, `${COUPONS}/${c.cpnCd}`, couponInput({ name: c.name, total: 0 }));
    expect400(below, '发放总量至少1张');
    const edited = await put<CouponRow>(b, `${COUPONS}/${c.cpnCd}`, couponInput({ name: c.name, total: 10 }));
    expect(edited.body.data).toMatchObject({ total: 10, claimed: 1 });

    const stopped = await b.post<CouponRow>(`${COUPONS}/${c.cpnCd}/stop`);
    expect(stopped.body.data.state).toBe('stopped');
    const other = new Browser(t.baseUrl);
    await signIn(other);
    expect((await other.post('/api/act/market/coupon/receive', { cpnCd: c.cpnCd })).status).not.toBe(200);
    expect((await auditOf(`coupon:${c.cpnCd}`)).map((x) => x.action)).toEqual([
      'marketing.coupon.created',
      'marketing.coupon.updated',
      'marketing.coupon.stopped',
    ]);
  });

  it('refuses a total below what was claimed under the claim row lock (409)', async () => {
    const b = await staffSignedIn();
    const c = (await b.post<CouponRow>(COUPONS, couponInput({ total: 3 }))).body.data;
    for (let i = 0; i < 2; i++) {
      const shopper = new Browser(t.baseUrl);
      await signIn(shopper);
      expect((await shopper.post('/api/act/market/coupon/receive', { cpnCd: c.cpnCd })).status).toBe(200);
    }
    const res = await put(b, `${COUPONS}/${c.cpnCd}`, couponInput({ name: c.name, total: 1 }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ERR_ADMIN_COUPON_TOTAL_BELOW_CLAIMED', message: '发放总量不能少于已领取的 2 张' });
  });

  it('refuses bad input in Chinese, and a 运营-less role with 403', async () => {
    const b = await staffSignedIn();
    expect400(await b.post(COUPONS, couponInput({ amount: 0 })), '优惠金额须大于0');
    expect400(await b.post(COUPONS, couponInput({ threshold: 3000 })), '使用门槛须大于优惠金额');
    expect400(await b.post(COUPONS, couponInput({ claimEndAt: Date.now() - 2 * HOUR })), '领取结束时间须晚于开始时间');
    expect400(await b.post(COUPONS, couponInput({ validDays: null })), '请填写有效天数或有效期');
    expect400(await b.post(COUPONS, couponInput({ kind: 'discount', discount: 1000 })), '折扣须小于1000（即低于原价）');
    expect400(await b.post(COUPONS, couponInput({ scope: { type: 'spu', codes: [] } })), '请至少填写一个编码');
    expect400(await b.get(`${COUPONS}?state=gone`), '状态须为 upcoming、issuing 或 stopped');
    expect((await b.post(`${COUPONS}/CPN-NONE-${randomText(4)}/stop`)).status).toBe(404);

    const c = (await b.post<CouponRow>(COUPONS, couponInput())).body.data;
    const cs = await staffSignedIn('客服');
    for (const res of [
      await cs.get(COUPONS),
      await cs.post(COUPONS, couponInput()),
      await put(cs, `${COUPONS}/${c.cpnCd}`, couponInput({ total: 99 })),
      await cs.post(`${COUPONS}/${c.cpnCd}/stop`),
    ])
      expect(res.status).toBe(403);
    expect((await auditOf(`coupon:${c.cpnCd}`)).map((x) => x.action)).toEqual(['marketing.coupon.created']);
  });
});
