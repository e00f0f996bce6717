/**
 * memberPnt (points summary and ledger) and memberCoupon/list (my coupons): a new member's
 * welcome points, the ledger tabs, coupon statuses (an unused coupon past its validity reads
 * as expired), privacy between members, bad input and visitors.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { MyCouponPage, PointsPage, PointsSummary } from '@shop/contracts/points';
import { Browser, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const DAY = 24 * 3600_000;
const PNT = '/api/member/memberPnt';
const CPN = '/api/member/memberCoupon/list';

async function member() {
  const b = new Browser(t.baseUrl);
  const { user } = await signIn(b);
  const [row] = await t.database.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.userNo, user.userNo));
  // These tests start from an empty coupon list: the new-member pack every member gets at
  // sign-up is taken away here (the pack itself is tested in offers.test.ts).
  await t.database.db.delete(schema.memberCoupons).where(eq(schema.memberCoupons.memberId, row.id));
  return { b, id: row.id };
}
const summary = async (b: Browser) => (await b.post<PointsSummary>(`${PNT}/getAvaPntCnt`, {})).body.data!;
const detail = async (b: Browser, body: unknown = {}) => b.post<PointsPage>(`${PNT}/getAvaPntDetail`, body);
const coupons = async (b: Browser, body: unknown = {}) => b.post<MyCouponPage>(CPN, body);

describe('points (memberPnt)', () => {
  it('a new member has 1000 welcome points, nothing expiring and one 注册礼 entry', async () => {
    const { b } = await member();
    expect(await summary(b)).toEqual({ available: 1000, expiringSoon: 0, earnedTotal: 1000, spentTotal: 0 });
    const r = await detail(b);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ total: 1, pageNo: 1, pageSize: 10 });
    expect(r.body.data!.list[0]).toMatchObject({ delta: 1000, kind: 'welcome', title: '注册礼', orderNo: null });
    expect(r.body.data!.list[0].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('splits the ledger by type, newest first, and sums what expires within 30 days', async () => {
    const { b, id } = await member();
    const now = Date.now();
    const p = schema.pointEntries;
    await t.database.db.insert(p).values([
      { memberId: id, delta: 500, kind: 'order_earn', orderNo: `T${now}1`, createdAt: new Date(now + 1000), expiresAt: new Date(now + 10 * DAY) },
      { memberId: id, delta: 200, kind: 'lottery', orderNo: `T${now}2`, createdAt: new Date(now + 2000), expiresAt: new Date(now + 90 * DAY) },
      { memberId: id, delta: -300, kind: 'order_spend', orderNo: `T${now}3`, createdAt: new Date(now + 3000) },
      { memberId: id, delta: -100, kind: 'expire', createdAt: new Date(now + 4000) },
    ]);
    expect(await summary(b)).toEqual({ available: 1300, expiringSoon: 500, earnedTotal: 1700, spentTotal: 300 });
    const all = (await detail(b, { type: 'all', pageNo: 1, pageSize: 3 })).body.data!;
    expect(all.total).toBe(5);
    expect(all.list.map((e) => e.title)).toEqual(['积分过期', '订单抵扣', '支付抽奖']);
    expect((await detail(b, { type: 'all', pageNo: 2, pageSize: 3 })).body.data!.list.map((e) => e.kind)).toEqual(['order_earn', 'welcome']);
    expect((await detail(b, { type: 'earn' })).body.data!.list.map((e) => e.title)).toEqual(['支付抽奖', '订单完成赠送', '注册礼']);
    const spend = (await detail(b, { type: 'spend' })).body.data!;
    expect(spend.list).toHaveLength(1);
    expect(spend.list[0]).toMatchObject({ delta: -300, orderNo: `T${now}3` });
    expect((await detail(b, { type: 'expire' })).body.data!.list.map((e) => e.delta)).toEqual([-100]);
  });

  it('refuses bad input with a Chinese message (400)', async () => {
    const { b } = await member();
    const big = await detail(b, { pageSize: 21 });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('每页最多20条');
    const type = await detail(b, { type: 'gift' });
    expect(type.status).toBe(400);
    expect(type.body.message).toContain('积分类型有误');
    expect((await detail(b, { pageNo: 0 })).status).toBe(400);
    expect((await detail(b, { pageNo: 'x' })).status).toBe(400);
  });
});

describe('my coupons (memberCoupon/list)', () => {
  it('a claimed coupon is listed as unused with its terms; other tabs are empty', async () => {
    const { b } = await member();
    expect((await coupons(b)).body.data).toMatchObject({ list: [], total: 0, counts: { unused: 0, used: 0, expired: 0 } });
    const claim = await b.post('/api/act/market/coupon/receive', { cpnCd: 'CPN-ALL-1000-100' });
    expect(claim.status).toBe(200);
    const page = (await coupons(b, { status: 'unused' })).body.data!;
    expect(page.counts).toEqual({ unused: 1, used: 0, expired: 0 });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      cpnCd: 'CPN-ALL-1000-100',
      name: '全场满1000减100',
      kind: 'amount',
      amount: 10000,
      threshold: 100000,
      scopeType: 'all',
      scope: '全场通用',
      scopeCodes: [],
      orderNo: null,
    });
    expect(page.list[0].validTo > page.list[0].validFrom).toBe(true);
    expect((await coupons(b, { status: 'used' })).body.data!.list).toEqual([]);
    expect((await coupons(b, { status: 'expired' })).body.data!.list).toEqual([]);
  });

  it('an unused coupon past its validity counts as expired; a used one shows its order', async () => {
    const { b, id } = await member();
    const [tpl] = await t.database.db.select().from(schema.coupons).where(eq(schema.coupons.cpnCd, 'CPN-PHONE-5000-300'));
    const now = Date.now();
    await t.database.db.insert(schema.memberCoupons).values([
      { couponId: tpl.id, memberId: id, status: 'unused', validFrom: new Date(now - 40 * DAY), validTo: new Date(now - DAY) },
      {
        couponId: tpl.id,
        memberId: id,
        status: 'used',
        validFrom: new Date(now - DAY),
        validTo: new Date(now + 29 * DAY),
        orderNo: '123456789012345678',
        usedAt: new Date(now),
      },
    ]);
    const expired = (await coupons(b, { status: 'expired' })).body.data!;
    expect(expired.counts).toEqual({ unused: 0, used: 1, expired: 1 });
    expect(expired.list[0]).toMatchObject({ cpnCd: 'CPN-PHONE-5000-300', scope: '指定品类', scopeType: 'category', scopeCodes: ['smartphones', 'foldables'] });
    expect((await coupons(b, { status: 'used' })).body.data!.list[0]).toMatchObject({ orderNo: '123456789012345678' });
    expect((await coupons(b, { status: 'unused' })).body.data!.list).toEqual([]);
  });

  it('another member sees none of it; bad input is 400; a visitor gets 401', async () => {
    const a = await member();
    expect((await a.b.post('/api/act/market/coupon/receive', { cpnCd: 'CPN-ALL-1000-100' })).status).toBe(200);
    const other = await member();
    expect((await coupons(other.b)).body.data).toMatchObject({ list: [], counts: { unused: 0, used: 0, expired: 0 } });
    expect((await detail(other.b)).body.data!.list.map((e) => e.kind)).toEqual(['welcome']);
    // A member id in the body is not a parameter: it is refused or ignored, never obeyed.
    const sneaky = await coupons(other.b, { status: 'unused', memberId: a.id });
    expect(sneaky.body.data?.list ?? []).toEqual([]);

    const bad = await coupons(a.b, { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('优惠券状态有误');
    expect((await coupons(a.b, { pageSize: 50 })).status).toBe(400);

    const visitor = await new Browser(t.baseUrl).prime();
    for (const path of [`${PNT}/getAvaPntCnt`, `${PNT}/getAvaPntDetail`, CPN]) {
      const r = await visitor.post(path, {});
      expect(r.status).toBe(401);
      expect(r.body.success).toBe(false);
      expect(r.body.data ?? null).toBeNull();
    }
  });
});
