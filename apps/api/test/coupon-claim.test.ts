/**
 * Claiming coupons: each refusal with its code and Chinese message, and the counts holding
 * under concurrency. Coupons are made here (not public, unique codes), so no other test's
 * claims can interfere.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { ClaimedCoupon, CouponList } from '@shop/contracts/marketing';
import { Browser, randomText, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const H = 3600_000;
const made: string[] = [];

async function makeCoupon(over: Partial<typeof schema.coupons.$inferInsert> = {}) {
  const cpnCd = `T-CPN-${randomText(5)}`.toUpperCase();
  made.push(cpnCd);
  const now = Date.now();
  await t.database.db.insert(schema.coupons).values({
    cpnCd,
    name: '测试券满100减10',
    kind: 'amount',
    amount: 1000,
    threshold: 10000,
    scope: { type: 'all' },
    total: 100,
    perMemberLimit: 1,
    claimBeginAt: new Date(now - H),
    claimEndAt: new Date(now + 24 * H),
    validDays: 30,
    public: false,
    ...over,
  });
  return cpnCd;
}

afterAll(async () => {
  if (!made.length) return;
  const ids = t.database.db.select({ id: schema.coupons.id }).from(schema.coupons).where(inArray(schema.coupons.cpnCd, made));
  await t.database.db.delete(schema.memberCoupons).where(inArray(schema.memberCoupons.couponId, ids));
  await t.database.db.delete(schema.coupons).where(inArray(schema.coupons.cpnCd, made));
});

async function member() {
  const b = new Browser(t.baseUrl);
  const s = await signIn(b);
  return { b, userNo: s.user.userNo };
}
const claim = (b: Browser, cpnCd: string) => b.post<ClaimedCoupon>('/api/act/market/coupon/receive', { cpnCd });
const claimedOf = async (cpnCd: string) =>
  (await t.database.db.select({ n: schema.coupons.claimed }).from(schema.coupons).where(eq(schema.coupons.cpnCd, cpnCd)))[0].n;

describe('claiming a coupon', () => {
  it('issues it with its validity in Beijing time and the remaining count', async () => {
    const cpnCd = await makeCoupon({ total: 10, perMemberLimit: 2 });
    const { b } = await member();
    const r = await claim(b, cpnCd);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ cpnCd, ruleText: '满100减10', claimedCount: 1, limit: 2, remaining: 9 });
    expect(r.body.data.validFrom).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const days = (Date.parse(r.body.data.validTo.replace(' ', 'T') + '+08:00') - Date.parse(r.body.data.validFrom.replace(' ', 'T') + '+08:00')) / (24 * H);
    expect(days).toBe(30);
    expect((await claim(b, cpnCd)).body.data.claimedCount).toBe(2);
  });

  it('also takes a form body', async () => {
    const cpnCd = await makeCoupon();
    const { b } = await member();
    const r = await b.request<ClaimedCoupon>('POST', '/api/act/market/coupon/receive', {
      body: `cpnCd=${cpnCd}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.status).toBe(200);
    expect(r.body.data.cpnCd).toBe(cpnCd);
  });

  it('is for members only', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await claim(b, 'CPN-ALL-1000-100');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('E_USER_4010');
  });

  it('refuses each case with its code and Chinese message, writing nothing', async () => {
    const { b } = await member();
    const cases: [string, string, string][] = [
      [
        await makeCoupon({ claimBeginAt: new Date(Date.now() + 10 * 24 * H), claimEndAt: new Date(Date.now() + 40 * 24 * H) }),
        'ERR_COUPON_NOT_STARTED',
        '优惠券领取尚未开始',
      ],
      [await makeCoupon({ claimBeginAt: new Date(Date.now() - 48 * H), claimEndAt: new Date(Date.now() - H) }), 'ERR_COUPON_ENDED', '优惠券领取已结束'],
      [await makeCoupon({ total: 5, claimed: 5 }), 'ERR_COUPON_SOLD_OUT', '优惠券已被领完'],
      [await makeCoupon({ role: 'student' }), 'ERR_STUDENT_ONLY', '该优惠券仅限认证学生领取'],
    ];
    for (const [cpnCd, code, message] of cases) {
      const before = await claimedOf(cpnCd);
      const r = await claim(b, cpnCd);
      expect(r.status, code).toBe(code === 'ERR_STUDENT_ONLY' ? 403 : 409);
      expect(r.body).toMatchObject({ success: false, code, message });
      expect(await claimedOf(cpnCd)).toBe(before);
    }
    const limited = await makeCoupon({ perMemberLimit: 1 });
    expect((await claim(b, limited)).status).toBe(200);
    const again = await claim(b, limited);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ERR_COUPON_CLAIM_LIMIT', message: '您已达到该优惠券的领取上限' });
    expect(await claimedOf(limited)).toBe(1);
  });

  it('lets a verified student claim the student coupon', async () => {
    const cpnCd = await makeCoupon({ role: 'student' });
    const { b, userNo } = await member();
    await t.database.db.update(schema.members).set({ roles: sql`ARRAY['member','student']::text[]` }).where(eq(schema.members.userNo, userNo));
    expect((await claim(b, cpnCd)).status).toBe(200);
  });

  it('answers 404 for an unknown or inactive coupon, 400 for a malformed body', async () => {
    const { b } = await member();
    const unknown = await claim(b, 'NO-SUCH-COUPON');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'E_NOT_FOUND', message: '优惠券不存在或已失效' });
    const inactive = await claim(b, await makeCoupon({ status: 'inactive' }));
    expect(inactive.status).toBe(404);
    for (const body of [{}, { cpnCd: '' }, { cpnCd: '<script>' }, { cpnCd: 12 }]) {
      const r = await b.post('/api/act/market/coupon/receive', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('E_VALIDATION');
    }
  });

  it('shows the member their count and state afterwards', async () => {
    const { b } = await member();
    const before = await b.get<CouponList>('/api/act/market/getProductAryCouponList/smartphones/S25/S25-BLACK-1');
    const phone = before.body.data.coupons.find((c) => c.cpnCd === 'CPN-PHONE-5000-300')!;
    expect(phone.state).toMatchObject({ canClaim: true, claimedCount: 0, limit: 2 });
    await claim(b, 'CPN-PHONE-5000-300');
    await claim(b, 'CPN-PHONE-5000-300');
    const after = await b.get<CouponList>('/api/act/market/getProductAryCouponList/smartphones/S25/S25-BLACK-1');
    expect(after.body.data.coupons.find((c) => c.cpnCd === 'CPN-PHONE-5000-300')!.state).toMatchObject({
      status: 'limitReached',
      canClaim: false,
      claimedCount: 2,
    });
  });
});

describe('claiming under concurrency', () => {
  it('never issues more than the total: 10 members at once on 3 coupons → exactly 3', async () => {
    const cpnCd = await makeCoupon({ total: 3 });
    const members = await Promise.all(Array.from({ length: 10 }, () => member()));
    const results = await Promise.all(members.map(({ b }) => claim(b, cpnCd)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.body.code).toBe('ERR_COUPON_SOLD_OUT');
    expect(await claimedOf(cpnCd)).toBe(3);
  });

  it('holds the per-member limit: 5 claims at once by one member on a limit-1 coupon → exactly 1', async () => {
    const cpnCd = await makeCoupon({ total: 100, perMemberLimit: 1 });
    const { b } = await member();
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(b, cpnCd)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.code).toBe('ERR_COUPON_CLAIM_LIMIT');
    expect(await claimedOf(cpnCd)).toBe(1);
  });
});
