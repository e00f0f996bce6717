/**
 * The console lists' server-side sorts (issue #16: "filters, sorting, paging and CSV export where
 * a list is long"): 库存, 会员, 优惠券, 限时抢购 / 先试后买 (the activity lists share one ORDER BY)
 * and 审计日志. Each test makes its own rows, narrows the list to them with the list's own
 * filter, and checks every order the enum offers, ties broken by id; a sort the list does not
 * offer is refused with 400 in Chinese. Rows are written straight to the tables (ended,
 * inactive or hidden) so the shop's own lists never see them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, useTestApi, type Reply } from './harness.ts';

const t = useTestApi();
const q = (sqlText: string, params: unknown[] = []) => t.database.pool.query(sqlText, params);
const DAY = 24 * 3600 * 1000;
/** One base time for the file, so rows made `n` days ago in one test tie exactly (and fall back on id). */
const BASE = Date.now();
const at = (daysAgo: number) => new Date(BASE - daysAgo * DAY);

let b: Browser;
beforeAll(async () => {
  const account = await createStaffAccount(t.database, { name: `排序${randomText(4)}`, role: '超级管理员', actor: '测试 admin:create' });
  b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: 'Lantern-2026-ok' })).status).toBe(200);
});

/** The list's rows for one query, as the values of `key`. */
async function listed<Row>(path: string, key: (r: Row) => unknown) {
  const res = await b.get<{ list: Row[]; total: number }>(path);
  expect(res.status).toBe(200);
  return res.body.data.list.map(key);
}

function expectBadSort(res: Reply) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
  expect(res.body.message).toMatch('排序方式不正确');
}

/** A hidden category of this file's own: the product made here stays out of the shop's listings. */
const LEAF = 'zz-sort-test-leaf';
beforeAll(async () => {
  await q(
    `INSERT INTO categories (code, parent_code, name, level, sort_order, hidden) VALUES ('zz-sort-test', NULL, '排序测试', 1, 999, true), ($1, 'zz-sort-test', '排序测试叶', 2, 1, false)
     ON CONFLICT (code) DO NOTHING`,
    [LEAF],
  );
});

describe('库存 sorts', () => {
  it('by stock (lowest first by default), by SKU code, ties by id; a bad sort is 400', async () => {
    const tag = `ZSORT${randomText(4).toUpperCase()}`;
    const sku = (suffix: string, i: number) => ({
      skuCode: `${tag}-${suffix}`,
      attrs: { 颜色: `色${i}` },
      colorHex: '#111111',
      origPrice: 9900,
      price: 9900,
      studentPrice: null,
      enterprisePrice: null,
    });
    const made = await b.post('/api/admin/catalogue/products', {
      spuCode: tag,
      name: `排序测试 ${tag}`,
      model: 'X1',
      type: 'accessory',
      categoryCode: LEAF,
      sellingPoint: '排序测试',
      skus: ['C', 'A', 'D', 'B'].map(sku),
    });
    expect(made.status).toBe(200);
    for (const [suffix, stock] of [
      ['C', 7],
      ['A', 3],
      ['D', 3],
      ['B', 12],
    ] as const)
      await q('UPDATE skus SET stock = $2 WHERE sku_code = $1', [`${tag}-${suffix}`, stock]);
    const codes = (sort?: string) => listed<{ skuCode: string }>(`/api/admin/catalogue/stock?keyword=${tag}${sort ? `&sort=${sort}` : ''}`, (r) => r.skuCode);
    expect(await codes()).toEqual([`${tag}-A`, `${tag}-D`, `${tag}-C`, `${tag}-B`]);
    expect(await codes('stock')).toEqual([`${tag}-A`, `${tag}-D`, `${tag}-C`, `${tag}-B`]);
    expect(await codes('-stock')).toEqual([`${tag}-B`, `${tag}-C`, `${tag}-D`, `${tag}-A`]);
    expect(await codes('skuCode')).toEqual([`${tag}-A`, `${tag}-B`, `${tag}-C`, `${tag}-D`]);
    expect(await codes('-skuCode')).toEqual([`${tag}-D`, `${tag}-C`, `${tag}-B`, `${tag}-A`]);
    // Paging keeps the order: two pages of two, nothing twice, nothing left out.
    const page = (n: number) => listed<{ skuCode: string }>(`/api/admin/catalogue/stock?keyword=${tag}&sort=stock&pageSize=2&page=${n}`, (r) => r.skuCode);
    expect([...(await page(1)), ...(await page(2))]).toEqual([`${tag}-A`, `${tag}-D`, `${tag}-C`, `${tag}-B`]);
    expectBadSort(await b.get(`/api/admin/catalogue/stock?sort=price`));
    expectBadSort(await b.get(`/api/admin/catalogue/stock?sort=stock;DROP TABLE skus`));
  });
});

describe('会员 sorts', () => {
  it('by registration time, newest first by default; a bad sort is 400', async () => {
    const tag = `排序${randomText(6)}`;
    const made: [string, number][] = [
      ['B', 3],
      ['A', 10],
      ['C', 1],
    ];
    for (const [name, daysAgo] of made) {
      const n = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(-8);
      await q(`INSERT INTO members (user_no, mobile, nickname, sso_uid, created_at) VALUES ($1, $2, $3, $1, $4)`, [
        `SORT${randomText(10)}`,
        `199${n}`,
        `${tag}${name}`,
        at(daysAgo),
      ]);
    }
    const names = (sort?: string) =>
      listed<{ createdAt: number }>(`/api/admin/members?name=${encodeURIComponent(tag)}${sort ? `&sort=${sort}` : ''}`, (r) => r.createdAt);
    const newest = [at(1), at(3), at(10)].map((d) => d.getTime());
    expect(await names()).toEqual(newest);
    expect(await names('-createdAt')).toEqual(newest);
    expect(await names('createdAt')).toEqual([...newest].reverse());
    expectBadSort(await b.get('/api/admin/members?sort=points'));
  });
});

describe('优惠券 sorts', () => {
  it('by claim start (latest first by default), claimed and used, ties by id; a bad sort is 400', async () => {
    const tag = `SORT${randomText(6).toUpperCase()}`;
    // [code, claim start days ago, claimed, used]
    const made: [string, number, number, number][] = [
      ['A', 5, 4, 1],
      ['B', 2, 9, 0],
      ['C', 8, 1, 3],
    ];
    for (const [code, daysAgo, claimed, used] of made) {
      const { rows } = await q(
        `INSERT INTO coupons (cpn_cd, name, kind, amount, scope, total, claimed, claim_begin_at, claim_end_at, valid_days, public, status)
         VALUES ($1, $2, 'amount', 100, '{"type":"all"}', 100, $3, $4, $5, 7, false, 'inactive') RETURNING id`,
        [`${tag}-${code}`, `排序券${code}`, claimed, at(daysAgo), at(daysAgo - 30)],
      );
      for (let i = 0; i < used; i++)
        await q(
          `INSERT INTO member_coupons (coupon_id, member_id, status, valid_from, valid_to, used_at) VALUES ($1, $2, 'used', now(), now() + interval '7 days', now())`,
          [rows[0].id, 900_000_000 + i],
        );
    }
    const codes = (sort?: string) =>
      listed<{ cpnCd: string }>(`/api/admin/marketing/coupons?keyword=${tag}${sort ? `&sort=${sort}` : ''}`, (r) => r.cpnCd.slice(-1));
    expect(await codes()).toEqual(['B', 'A', 'C']);
    expect(await codes('claimBeginAt')).toEqual(['C', 'A', 'B']);
    expect(await codes('-claimed')).toEqual(['B', 'A', 'C']);
    expect(await codes('claimed')).toEqual(['C', 'A', 'B']);
    expect(await codes('-used')).toEqual(['C', 'A', 'B']);
    expect(await codes('used')).toEqual(['B', 'A', 'C']);
    expectBadSort(await b.get('/api/admin/marketing/coupons?sort=total'));
  });
});

describe('activity list sorts', () => {
  it('限时抢购 by begin time, latest first by default, ties by activity id', async () => {
    const sku = `ZSORT-${randomText(6).toUpperCase()}`;
    // Ended and inactive: the shop never shows them. [name, begin days ago]
    const made: [string, number][] = [
      ['早', 30],
      ['晚', 10],
      ['中', 20],
      ['中二', 20],
    ];
    for (const [name, daysAgo] of made) {
      const { rows } = await q(
        `INSERT INTO activities (act_cd, act_typ, name, begin_at, end_at, status) VALUES ($1, 10, $2, $3, $4, 'inactive') RETURNING id`,
        [`SKSORT${randomText(8).toUpperCase()}`, `排序${name}`, at(daysAgo), at(daysAgo - 1)],
      );
      await q(`INSERT INTO activity_skus (activity_id, sku_code, act_price, act_stock, act_total) VALUES ($1, $2, 100, 1, 1)`, [rows[0].id, sku]);
    }
    const names = (sort?: string) => listed<{ name: string }>(`/api/admin/marketing/flash-sales?product=${sku}${sort ? `&sort=${sort}` : ''}`, (r) => r.name);
    expect(await names()).toEqual(['排序晚', '排序中二', '排序中', '排序早']);
    expect(await names('-beginAt')).toEqual(['排序晚', '排序中二', '排序中', '排序早']);
    expect(await names('beginAt')).toEqual(['排序早', '排序中', '排序中二', '排序晚']);
    for (const path of ['flash-sales', 'presales', 'ladders', 'try-buys']) expectBadSort(await b.get(`/api/admin/marketing/${path}?sort=endAt`));
  });

  it('先试后买 by begin time, latest first by default', async () => {
    const sku = `ZSORT-${randomText(6).toUpperCase()}`;
    const made: [string, number][] = [
      ['早', 30],
      ['晚', 10],
      ['中', 20],
    ];
    for (const [name, daysAgo] of made)
      await q(`INSERT INTO try_buy_offers (code, sku_code, title, trial_days, units_total, begin_at, end_at, ended_at) VALUES ($1, $2, $3, 7, 1, $4, $5, $5)`, [
        `TBSORT${randomText(8).toUpperCase()}`,
        sku,
        `排序${name}`,
        at(daysAgo),
        at(daysAgo - 1),
      ]);
    const titles = (sort?: string) => listed<{ title: string }>(`/api/admin/marketing/try-buys?product=${sku}${sort ? `&sort=${sort}` : ''}`, (r) => r.title);
    expect(await titles()).toEqual(['排序晚', '排序中', '排序早']);
    expect(await titles('beginAt')).toEqual(['排序早', '排序中', '排序晚']);
  });
});

describe('审计日志 sorts', () => {
  it('newest first by default, oldest first on asking, ties by id; a bad sort is 400', async () => {
    const target = `sorttest:${randomText(8)}`;
    for (const [action, daysAgo] of [
      ['test.b', 2],
      ['test.a', 5],
      ['test.c', 1],
      ['test.d', 1],
    ] as const)
      await q(`INSERT INTO staff_audit_log (at, actor, action, target) VALUES ($1, '测试', $2, $3)`, [at(daysAgo), action, target]);
    const actions = (sort?: string) => listed<{ action: string }>(`/api/admin/audit-log?target=${target}${sort ? `&sort=${sort}` : ''}`, (r) => r.action);
    // test.c and test.d share their time: the later row (higher id) is the newer.
    expect(await actions()).toEqual(['test.d', 'test.c', 'test.b', 'test.a']);
    expect(await actions('-at')).toEqual(['test.d', 'test.c', 'test.b', 'test.a']);
    expect(await actions('at')).toEqual(['test.a', 'test.b', 'test.c', 'test.d']);
    expectBadSort(await b.get('/api/admin/audit-log?sort=actor'));
  });
});
