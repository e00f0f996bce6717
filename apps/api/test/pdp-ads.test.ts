import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import { Browser, useTestApi } from './harness.ts';

const t = useTestApi();
type Ad = { id: string; posCd: string; title: string; image: string; href: string };

describe('product-page ads', () => {
  it('gives an SPU its own ads at a position, and the defaults to others', async () => {
    const b = new Browser(t.baseUrl);
    const s25u = await b.get<Ad[]>('/api/cms/advertise/pc/getAdPdpList/PDP_BANNER/S25U');
    expect(s25u.status).toBe(200);
    expect(s25u.body.data.map((a) => a.id)).toEqual(['pdp-banner-s25u-trade-in', 'pdp-banner-s25u-care']);
    expect(s25u.body.data[0]).toMatchObject({ posCd: 'PDP_BANNER', title: 'S25 系列以旧换新' });
    const other = await b.get<Ad[]>('/api/cms/advertise/h5/getAdPdpList/PDP_BANNER/BUDS3');
    expect(other.body.data.map((a) => a.id)).toEqual(['pdp-banner-default-member']);
    // the side position is PC-only
    expect((await b.get<Ad[]>('/api/cms/advertise/pc/getAdPdpList/PDP_SIDE/BUDS3')).body.data).toHaveLength(1);
    expect((await b.get<Ad[]>('/api/cms/advertise/app/getAdPdpList/PDP_SIDE/BUDS3')).body.data).toEqual([]);
    expect((await b.get<Ad[]>('/api/cms/advertise/pc/getAdPdpList/NO_SUCH_POS/S25U')).body.data).toEqual([]);
  });

  it('answers the gift remark by SKU, then SPU, and the default only for products with gifts', async () => {
    const b = new Browser(t.baseUrl);
    const remark = async (code: string) =>
      (await b.get<{ code: string; remark: string }>(`/api/cms/advertise/pc/getAdPdpMap/PDP_GIFT_REMARK/${code}`)).body.data.remark;
    expect(await remark('S25U')).toContain('赠品数量有限，送完即止');
    expect(await remark('S25U-BLACK-1')).toBe(await remark('S25U'));
    expect(await remark('QN90F-TITANGRAY-2')).toContain('75 英寸款');
    expect(await remark('NO-SUCH')).toBe('');
    // a product without gifts gets no default remark; once it has one, it does
    const g = schema.skuGifts;
    const had = await t.database.db.select().from(g).where(eq(g.skuCode, 'DV90-WHITE'));
    if (had.length === 0) expect(await remark('DV90-WHITE')).toBe('');
    const [added] = await t.database.db.insert(g).values({ skuCode: 'DV90-WHITE', giftSkuCode: 'TA25W-WHITE', qty: 1 }).onConflictDoNothing().returning();
    try {
      expect(await remark('DV90-WHITE')).toBe('赠品数量有限，送完即止');
      expect(await remark('DV90')).toBe('赠品数量有限，送完即止');
    } finally {
      if (added) await t.database.db.delete(g).where(and(eq(g.skuCode, 'DV90-WHITE'), eq(g.giftSkuCode, 'TA25W-WHITE')));
    }
  });

  it('serves the scrolling notices through the CMS ad list', async () => {
    const r = await new Browser(t.baseUrl).get<Ad[]>('/api/cms/advertise/pc/getAdList/PDP_HORSE_RACE_LAMP');
    expect(r.body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad platform or position with 400', async () => {
    const b = new Browser(t.baseUrl);
    expect((await b.get('/api/cms/advertise/tv/getAdPdpList/PDP_BANNER/S25U')).status).toBe(400);
    expect((await b.get('/api/cms/advertise/pc/getAdPdpList/BAD%20POS/S25U')).status).toBe(400);
  });
});
