/**
 * Marketing on product pages against the seeded demo (seed step 0005-marketing): activities
 * of SKUs, coupons usable on a product, the site's public coupons.
 */
import { describe, expect, it } from 'vitest';
import type { CouponList, ProductActivityList } from '@shop/contracts/marketing';
import { Browser, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const browser = () => new Browser(t.baseUrl);
const codes = (l: CouponList) => l.coupons.map((c) => c.cpnCd);

describe('activities of SKUs', () => {
  it('lists each requested SKU with its activities, labelled, with status by server time', async () => {
    const r = await browser().get<ProductActivityList>('/api/act/market/getProductAryActivityList/smartphones/S25/S25-BLACK-1,S25-BLACK-2');
    expect(r.status).toBe(200);
    expect(r.body.data.skus.map((s) => s.skuCd)).toEqual(['S25-BLACK-1', 'S25-BLACK-2']);
    const flash = r.body.data.skus[0].activities.find((a) => a.actCd === 'SK-S25-DAILY')!;
    expect(flash).toMatchObject({ actTyp: 10, label: '限时秒杀', status: 'running', actStock: 50, limitQty: 1 });
    expect(flash.actPrice).toBeLessThan(599900);
    expect(flash.beginTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(r.body.data.skus[1].activities).toEqual([]);
    expect(Math.abs(r.body.data.serverTimeMs - Date.now())).toBeLessThan(60_000);
  });

  it('shows an upcoming flash sale as not-started, then running when the clock moves', async () => {
    const b = browser();
    const before = await b.get<ProductActivityList>('/api/act/market/getProductActivityList/tablets/TABS10FE/TABS10FE-GRAPHITE-1');
    const next = before.body.data.skus[0].activities.find((a) => a.actCd === 'SK-TAB-NEXT')!;
    expect(next.status).toBe('not-started');
    const begin = Date.parse(next.beginTime.replace(' ', 'T') + '+08:00');
    b.cookies.set('shop_clock_offset', String(begin - Date.now() + 60_000));
    const during = await b.get<ProductActivityList>('/api/act/market/getProductActivityList/tablets/TABS10FE/TABS10FE-GRAPHITE-1');
    expect(during.body.data.skus[0].activities.find((a) => a.actCd === 'SK-TAB-NEXT')!.status).toBe('running');
  });

  it('gives a pre-sale its deposit, swell and balance window, and a ladder sorted', async () => {
    const r = await browser().get<ProductActivityList>('/api/act/market/getProductAryActivityList/tablets/TABS10U/TABS10U-GRAPHITE-1,CASES25U-BLACK');
    const pre = r.body.data.skus[0].activities.find((a) => a.actCd === 'PS-TABS10U')!;
    expect(pre).toMatchObject({ actTyp: 8, label: '预售', status: 'running', actPrice: 20000, swellAmt: 30000 });
    expect(pre.balanceBeginTime! > pre.endTime).toBe(true);
    const ladder = r.body.data.skus[1].activities.find((a) => a.actCd === 'ZK-CASES')!;
    expect(ladder.ladder).toEqual([
      { fullCnt: 2, discount: 950 },
      { fullCnt: 3, discount: 900 },
    ]);
    expect(ladder.label).toBe('满2件95折');
  });

  it('refuses malformed SKU lists with 400', async () => {
    const r = await browser().get('/api/act/market/getProductAryActivityList/smartphones/S25/%20,%3Cx%3E');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'E_VALIDATION' });
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('coupons of a product', () => {
  it('lists coupons for the whole shop, the category and the SPU, with rule text, for a visitor', async () => {
    const r = await browser().get<CouponList>('/api/act/market/getProductAryCouponList/smartphones/S25U/S25U-TITANGRAY-1');
    expect(r.status).toBe(200);
    expect(r.body.data.signedIn).toBe(false);
    const list = codes(r.body.data);
    expect(list).toEqual(expect.arrayContaining(['CPN-ALL-1000-100', 'CPN-PHONE-5000-300', 'CPN-S25U-500', 'CPN-NEXT-200', 'CPN-SOLDOUT-50']));
    expect(list).not.toContain('CPN-ACC-95');
    expect(list).not.toContain('CPN-TV-8000-800');
    expect(list).not.toContain('CPN-ENDED-100');
    const all = r.body.data.coupons.find((c) => c.cpnCd === 'CPN-ALL-1000-100')!;
    expect(all).toMatchObject({ name: '全场满1000减100', ruleText: '满1000减100', kind: 'amount', amount: 10000, threshold: 100000, validDays: 30 });
    expect(all.state).toMatchObject({ status: 'loginRequired', canClaim: false, claimedCount: null, limit: 1 });
    expect(r.body.data.coupons.find((c) => c.cpnCd === 'CPN-NEXT-200')!.state).toMatchObject({ status: 'notStarted', notStarted: true });
    expect(r.body.data.coupons.find((c) => c.cpnCd === 'CPN-SOLDOUT-50')!.state).toMatchObject({ status: 'soldOut', soldOut: true, remaining: 0 });
  });

  it('gives a member their own state', async () => {
    const b = browser();
    await signIn(b);
    const r = await b.get<CouponList>('/api/act/market/getProductAryCouponList/cases/CASES25U/CASES25U-BLACK');
    expect(r.body.data.signedIn).toBe(true);
    const acc = r.body.data.coupons.find((c) => c.cpnCd === 'CPN-ACC-95')!;
    expect(acc).toMatchObject({ ruleText: '95折', kind: 'discount', discount: 950 });
    expect(acc.state).toMatchObject({ status: 'canClaim', canClaim: true, claimedCount: 0 });
    expect(r.body.data.coupons.find((c) => c.cpnCd === 'CPN-STUDENT-200')!.state.status).toBe('roleRequired');
  });

  it('answers the same by body (postProductCouponList) and by product (pdp getCouponList)', async () => {
    const b = await browser().prime();
    const byPath = await b.get<CouponList>('/api/act/market/getProductAryCouponList/tvs/QN90F/QN90F-TITANGRAY-1');
    const byBody = await b.post<CouponList>('/api/act/market/postProductCouponList', { spuCd: 'QN90F', skuCds: ['QN90F-TITANGRAY-1'], catgCd: 'tvs' });
    const byProduct = await b.post<CouponList>('/api/product/pdp/getCouponList/QN90F', { skuCd: 'QN90F-TITANGRAY-1' });
    const noBody = await b.request<CouponList>('POST', '/api/product/pdp/getCouponList/QN90F');
    const bySkuOnly = await b.post<CouponList>('/api/act/market/postProductCouponList', { skuCds: ['QN90F-TITANGRAY-1'] });
    expect(codes(byPath.body.data)).toContain('CPN-TV-8000-800');
    for (const r of [byBody, byProduct, noBody, bySkuOnly]) {
      expect(r.status).toBe(200);
      expect(codes(r.body.data)).toEqual(codes(byPath.body.data));
    }
    const empty = await b.post('/api/act/market/postProductCouponList', {});
    expect(empty.status).toBe(400);
  });
});

describe('public coupons of a site', () => {
  it('lists the claimable ones without login, and one by code', async () => {
    const b = await browser().prime();
    const all = await b.post<CouponList>('/api/act/market/cn/b2c/unlogin/hybris/getCurrentPubCpn');
    expect(all.status).toBe(200);
    const list = codes(all.body.data);
    expect(list).toContain('CPN-ALL-1000-100');
    expect(list).not.toContain('CPN-NEXT-200'); // not started
    expect(list).not.toContain('CPN-ENDED-100');
    expect(list).not.toContain('CPN-STUDENT-200'); // the student site's
    const student = await b.post<CouponList>('/api/act/market/student/b2c/unlogin/hybris/getCurrentPubCpn');
    expect(codes(student.body.data)).toContain('CPN-STUDENT-200');
    const one = await b.post<CouponList>('/api/act/market/cn/CPN-TV-8000-800/unlogin/hybris/getCurrentPubCpn');
    expect(codes(one.body.data)).toEqual(['CPN-TV-8000-800']);
    const none = await b.post<CouponList>('/api/act/market/cn/NO-SUCH-CPN/unlogin/hybris/getCurrentPubCpn');
    expect(none.body.data.coupons).toEqual([]);
  });
});
