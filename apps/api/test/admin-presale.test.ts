/**
 * 营销 → 预售 of the back office (issue #16) against the real database: create with the deposit
 * below the SKU's price, the swell at least the deposit and a balance left (the shop's one
 * rule, presaleTermsProblem), the deposit window and the balance window after it; the product
 * page shows it at once; edit before deposits changes anything, after deposits only the
 * balance end (later) and the stock (never below what was sold); end stops deposits now or
 * calls off one still to come, never in the balance window; the list's filters. Bad input is
 * a Chinese 400 with nothing written; a role without activities.write gets 403 with nothing
 * changed and no audit row.
 */
import { describe, expect, it } from 'vitest';
import { Browser, randomText, useTestApi } from './harness.ts';
import { expect400, HOUR, marketingFixtures, put } from './admin-marketing-fixtures.ts';

const t = useTestApi();
const { staffSignedIn, freeSku, auditOf } = marketingFixtures(t);
const BASE = '/api/admin/marketing/presales';
/**
 * The tests' fixed deposits and swells (up to 200 元) need a price above them: a random ¥50
 * accessory made the create answer 400 now and then (seen in CI).
 */
const PRESALE_PRICE = 50_000;

interface Row {
  actCd: string;
  name: string;
  skuCode: string;
  spuCode: string;
  price: number | null;
  deposit: number;
  swellAmt: number;
  balanceDue: number | null;
  actStock: number;
  sold: number;
  remaining: number;
  limitPerMember: number;
  beginAt: number;
  endAt: number;
  balanceBeginAt: number;
  balanceEndAt: number;
  state: 'upcoming' | 'deposit' | 'balance' | 'ended';
}
interface Page {
  list: Row[];
  total: number;
}

/** Deposit window from `fromNowH` hours for `hours`, balance window right after it for a day. */
const windows = (fromNowH: number, hours = 48) => {
  const beginAt = Date.now() + fromNowH * HOUR;
  const endAt = beginAt + hours * HOUR;
  return { beginAt, endAt, balanceBeginAt: endAt, balanceEndAt: endAt + 24 * HOUR };
};

const input = (skuCode: string, price: number, over: Record<string, unknown> = {}) => ({
  name: `测试预售${randomText(3)}`,
  skuCode,
  deposit: Math.floor(price / 10),
  swellAmt: Math.floor(price / 5),
  actStock: 10,
  ...windows(-1),
  ...over,
});
const edit = (row: Row, over: Record<string, unknown> = {}) => ({
  name: row.name,
  deposit: row.deposit,
  swellAmt: row.swellAmt,
  actStock: row.actStock,
  beginAt: row.beginAt,
  endAt: row.endAt,
  balanceBeginAt: row.balanceBeginAt,
  balanceEndAt: row.balanceEndAt,
  ...over,
});

const termsOf = async (actCd: string) =>
  (
    await t.database.pool.query<{ act_price: number; swell_amt: number; act_stock: number; rules: Record<string, string>; end_at: Date; status: string }>(
      'SELECT s.act_price, s.swell_amt, s.act_stock, a.rules, a.end_at, a.status FROM activity_skus s JOIN activities a ON a.id = s.activity_id WHERE a.act_cd = $1',
      [actCd],
    )
  ).rows[0]!;
/** A deposit order's unit, taken as the buying path takes it: the conditional UPDATE of act_stock. */
const depositPlaced = (actCd: string) =>
  t.database.pool.query(
    'UPDATE activity_skus SET act_stock = act_stock - 1 WHERE act_stock >= 1 AND activity_id = (SELECT id FROM activities WHERE act_cd = $1)',
    [actCd],
  );

type PdpActs = { skus: { skuCd: string; activities: { actCd: string; actPrice: number; swellAmt: number; balanceEndTime: string | null }[] }[] };
const pdpActivities = async (shopper: Browser, spuCode: string, skuCode: string) =>
  (await shopper.get<PdpActs>(`/api/product/pdp/baseInfo/${spuCode}/${skuCode}`)).body.data.skus.find((s) => s.skuCd === skuCode)!.activities;

describe('pre-sale create', () => {
  it('opens a pre-sale the product page shows at once with its deposit, swell and balance window; audited', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku(PRESALE_PRICE);
    const shopper = new Browser(t.baseUrl);
    // Read the page first: a kept copy would be stale without the public-data invalidation.
    expect(await pdpActivities(shopper, sku.spuCode, sku.skuCode)).toEqual([]);

    const res = await b.post<Row>(BASE, input(sku.skuCode, sku.price, { deposit: 10000, swellAmt: 20000, actStock: 5 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const row = res.body.data;
    expect(row).toMatchObject({
      skuCode: sku.skuCode,
      spuCode: sku.spuCode,
      price: sku.price,
      deposit: 10000,
      swellAmt: 20000,
      balanceDue: sku.price - 30000,
      actStock: 5,
      sold: 0,
      remaining: 5,
      limitPerMember: 1,
      state: 'deposit',
    });
    expect(row.actCd).toMatch(/^PS-/);

    const acts = await pdpActivities(shopper, sku.spuCode, sku.skuCode);
    expect(acts).toContainEqual(expect.objectContaining({ actCd: row.actCd, actPrice: 10000, swellAmt: 20000 }));
    expect(acts.find((x) => x.actCd === row.actCd)!.balanceEndTime).toBeTruthy();

    const audit = await auditOf(`presale:${row.actCd}/${sku.skuCode}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'marketing.presale.created', before: null, after: { deposit: 10000, swellAmt: 20000, actStock: 5 } });
  });

  it('refuses bad input and terms the shop could not price with a Chinese message, writing nothing', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku(PRESALE_PRICE);
    const count = async () => Number((await t.database.pool.query('SELECT count(*) AS n FROM activity_skus WHERE sku_code = $1', [sku.skuCode])).rows[0].n);
    const w = windows(5);
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { deposit: 0 })), '定金须大于0');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { deposit: 10.5 })), '定金须为整数（单位：分）');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { deposit: 2000, swellAmt: 1999 })), '膨胀金额不能低于定金');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { deposit: sku.price, swellAmt: sku.price })), '定金须低于商品售价');
    const terms = await b.post(BASE, input(sku.skuCode, sku.price, { deposit: Math.floor(sku.price / 2), swellAmt: sku.price - Math.floor(sku.price / 2) }));
    expect400(terms, '定金与膨胀金额之和须低于商品售价');
    expect(terms.body).toMatchObject({ code: 'ERR_ADMIN_PRESALE_TERMS', data: { field: 'swellAmt', price: sku.price } });
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { ...w, endAt: w.beginAt })), '定金结束时间须晚于开始时间');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { ...w, balanceBeginAt: w.endAt - 1 })), '尾款开始时间不能早于定金结束时间');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { ...w, balanceEndAt: w.balanceBeginAt })), '尾款结束时间须晚于尾款开始时间');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { actStock: -1 })), '活动库存不能为负数');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, { name: '' })), '活动名称至少2个字');
    expect400(await b.post(BASE, input(sku.skuCode, sku.price, windows(-5, 1))), '定金结束时间须晚于当前时间');
    expect400(await b.post(BASE, input(`NOPE-${randomText(5)}`, sku.price)), /不存在或未发布/);
    expect(await count()).toBe(0);

    const first = await b.post<Row>(BASE, input(sku.skuCode, sku.price, windows(100)));
    expect(first.status).toBe(200);
    const overlap = await b.post(BASE, input(sku.skuCode, sku.price, windows(110)));
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({ code: 'ERR_ADMIN_PRESALE_OVERLAP' });
    expect(await count()).toBe(1);
  });
});

describe('pre-sale edit and end', () => {
  it('changes the terms before any deposit; after deposits only extends the balance end (409 otherwise); audited', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku(PRESALE_PRICE);
    const row = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, { deposit: 5000, swellAmt: 5000 }))).body.data;
    const path = `${BASE}/${row.actCd}/${sku.skuCode}`;

    const changed = await put<Row>(b, path, edit(row, { deposit: 6000, swellAmt: 9000 }));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ deposit: 6000, swellAmt: 9000, balanceDue: sku.price - 15000 });
    const shopper = new Browser(t.baseUrl);
    expect(await pdpActivities(shopper, sku.spuCode, sku.skuCode)).toContainEqual(
      expect.objectContaining({ actCd: row.actCd, actPrice: 6000, swellAmt: 9000 }),
    );

    await depositPlaced(row.actCd);
    const now = changed.body.data;
    const locked = await put(b, path, edit(now, { deposit: 7000, swellAmt: 9000 }));
    expect(locked.status).toBe(409);
    expect(locked.body).toMatchObject({ code: 'ERR_ADMIN_PRESALE_TERMS_LOCKED', data: { sold: 1 } });
    expect(locked.body.message).toBe('已有 1 件支付定金，不能再修改定金、膨胀金额与时间，只能延长尾款结束时间');
    expect((await put(b, path, edit(now, { balanceEndAt: now.balanceEndAt - HOUR }))).status).toBe(409);
    expect((await put(b, path, edit(now, { balanceBeginAt: now.balanceBeginAt + HOUR }))).status).toBe(409);
    const below = await put(b, path, edit(now, { actStock: 0 }));
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ code: 'ERR_ADMIN_FLASH_STOCK_BELOW_SOLD' });
    expect(await termsOf(row.actCd)).toMatchObject({ act_price: 6000, swell_amt: 9000, act_stock: 9 });

    const extended = await put<Row>(b, path, edit(now, { balanceEndAt: now.balanceEndAt + 48 * HOUR, actStock: 20, name: '延长尾款' }));
    expect(extended.status).toBe(200);
    expect(extended.body.data).toMatchObject({ balanceEndAt: now.balanceEndAt + 48 * HOUR, actStock: 20, sold: 1, remaining: 19, name: '延长尾款' });

    const audit = await auditOf(`presale:${row.actCd}/${sku.skuCode}`);
    expect(audit.map((x) => x.action)).toEqual(['marketing.presale.created', 'marketing.presale.updated', 'marketing.presale.updated']);
    expect(audit[1]).toMatchObject({ before: { deposit: 5000, swellAmt: 5000 }, after: { deposit: 6000, swellAmt: 9000 } });
    expect(audit[2]!.after).toMatchObject({ balanceEndAt: new Date(now.balanceEndAt + 48 * HOUR).toISOString(), actStock: 20, remaining: 19 });
  });

  it('stops deposits now, calls off one still to come, refuses to end in the balance window', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku(PRESALE_PRICE);
    const running = (await b.post<Row>(BASE, input(sku.skuCode, sku.price))).body.data;
    const ended = await b.post<Row>(`${BASE}/${running.actCd}/${sku.skuCode}/end`);
    expect(ended.status).toBe(200);
    // The deposit window closed; the balance window stays for the orders with a deposit.
    expect(ended.body.data.state).toBe('balance');
    expect(ended.body.data.balanceEndAt).toBe(running.balanceEndAt);
    expect(ended.body.data.endAt).toBeLessThanOrEqual(Date.now());
    const shopper = new Browser(t.baseUrl);
    expect((await pdpActivities(shopper, sku.spuCode, sku.skuCode)).map((x) => x.actCd)).not.toContain(running.actCd);
    const inBalance = await b.post(`${BASE}/${running.actCd}/${sku.skuCode}/end`);
    expect(inBalance.status).toBe(409);
    expect(inBalance.body).toMatchObject({ code: 'ERR_ADMIN_PRESALE_IN_BALANCE' });

    const later = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, windows(200)))).body.data;
    expect(later.state).toBe('upcoming');
    const off = await b.post<Row>(`${BASE}/${later.actCd}/${sku.skuCode}/end`);
    expect(off.body.data.state).toBe('ended');
    expect((await termsOf(later.actCd)).status).toBe('inactive');
    const again = await put(b, `${BASE}/${later.actCd}/${sku.skuCode}`, edit(later));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_ADMIN_PRESALE_ENDED' });
    expect((await auditOf(`presale:${later.actCd}/${sku.skuCode}`)).map((x) => x.action)).toEqual(['marketing.presale.created', 'marketing.presale.ended']);
  });
});

describe('pre-sale list and permission', () => {
  it('filters by state and product, refuses bad filters', async () => {
    const b = await staffSignedIn();
    const sku = await freeSku(PRESALE_PRICE);
    const now = (await b.post<Row>(BASE, input(sku.skuCode, sku.price))).body.data;
    const later = (await b.post<Row>(BASE, input(sku.skuCode, sku.price, windows(300)))).body.data;
    const list = async (q: string) => (await b.get<Page>(`${BASE}?product=${sku.skuCode}${q}`)).body.data;
    expect((await list('')).list.map((r) => r.actCd)).toEqual([later.actCd, now.actCd]);
    expect((await list('&state=deposit')).list.map((r) => r.actCd)).toEqual([now.actCd]);
    expect((await list('&state=upcoming')).list.map((r) => r.actCd)).toEqual([later.actCd]);
    expect((await list('&state=balance')).total).toBe(0);
    expect((await b.get<Page>(`${BASE}?product=${sku.spuCode}&state=deposit`)).body.data.list.map((r) => r.actCd)).toContain(now.actCd);
    expect400(await b.get(`${BASE}?state=soon`), '状态须为 upcoming、deposit、balance 或 ended');
    expect400(await b.get(`${BASE}?pageSize=500`), '每页最多100条');
  });

  it('refuses a 客服 on every pre-sale endpoint with 403: nothing changed, no audit row', async () => {
    const op = await staffSignedIn();
    const sku = await freeSku(PRESALE_PRICE);
    const row = (await op.post<Row>(BASE, input(sku.skuCode, sku.price, windows(3)))).body.data;
    const cs = await staffSignedIn('客服');
    for (const res of [
      await cs.get(BASE),
      await cs.post(BASE, input(sku.skuCode, sku.price, windows(80))),
      await put(cs, `${BASE}/${row.actCd}/${sku.skuCode}`, edit(row, { deposit: row.deposit + 1 })),
      await cs.post(`${BASE}/${row.actCd}/${sku.skuCode}/end`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false });
    }
    expect(await termsOf(row.actCd)).toMatchObject({ act_price: row.deposit, status: 'active' });
    expect(Number((await t.database.pool.query('SELECT count(*) AS n FROM activity_skus WHERE sku_code = $1', [sku.skuCode])).rows[0].n)).toBe(1);
    expect((await auditOf(`presale:${row.actCd}/${sku.skuCode}`)).map((x) => x.action)).toEqual(['marketing.presale.created']);
    expect((await new Browser(t.baseUrl).get(BASE)).status).toBe(401);
  });
});
