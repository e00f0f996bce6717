import { describe, expect, it } from 'vitest';
import { Browser, useTestApi } from './harness.ts';

const t = useTestApi();
const es = (sku: string, p: string, c: string, d: string) => `/api/product/deliveryTime/v2/getES/${sku}/${p}/${c}/${d}`;

interface Estimate {
  skuCd: string;
  deliveryDate: string;
  weekday: string;
  days: number;
  text: string;
  cutoff: string;
  deliveryTyp: number;
  soldOut: boolean;
  address: { province: string; city: string; district: string };
}

/** Server clock at a Beijing wall-clock time. */
const at = (iso: string) => {
  t.clock.offsetMs = Date.parse(`${iso}+08:00`) - Date.now();
};

describe('GET /api/product/deliveryTime/v2/getES', () => {
  it('promises a date for 上海 黄浦区 from the server clock (16:00 cut-off, Beijing time)', async () => {
    const b = new Browser(t.baseUrl);
    at('2026-11-23T15:59:00');
    const r = await b.get<Estimate>(es('S25U-TITANGRAY-1', '310000', '310100', '310101'));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      skuCd: 'S25U-TITANGRAY-1',
      deliveryDate: '2026-11-24',
      weekday: '周二',
      days: 1,
      text: '现在下单，预计11月24日（周二）送达',
      cutoff: '16:00',
      deliveryTyp: 2,
      soldOut: false,
      address: { province: '上海市', city: '上海市', district: '黄浦区' },
    });
    at('2026-11-23T16:00:00');
    expect((await b.get<Estimate>(es('S25U-TITANGRAY-1', '310000', '310100', '310101'))).body.data).toMatchObject({ deliveryDate: '2026-11-25', days: 2 });
  });

  it('delivers large appliances by appointment, a day later', async () => {
    at('2026-11-23T10:00:00');
    const r = await new Browser(t.baseUrl).get<Estimate>(es('QN90F-TITANGRAY-1', '310000', '310100', '310101'));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ deliveryTyp: 1, days: 2 });
  });

  it('answers normally for a sold-out SKU, flagged', async () => {
    const r = await new Browser(t.baseUrl).get<Estimate>(es('W26-RED-1', '440000', '440300', '440305'));
    expect(r.status).toBe(200);
    expect(r.body.data.soldOut).toBe(true);
  });

  it('refuses codes that do not nest with 400 ERR_DELIVERY_ADDRESS', async () => {
    const b = new Browser(t.baseUrl);
    for (const path of [
      es('S25U-TITANGRAY-1', '310000', '110100', '110101'),
      es('S25U-TITANGRAY-1', '310000', '310100', '440305'),
      es('S25U-TITANGRAY-1', '990000', '990100', '990101'),
      es('S25U-TITANGRAY-1', '31', '310100', '310101'),
    ]) {
      const r = await b.get(path);
      expect(r.status, path).toBe(400);
      expect(r.body.code).toBe('ERR_DELIVERY_ADDRESS');
      expect(r.body.message).toBe('收货地址有误，请检查后重试');
    }
  });

  it('answers 409 ERR_PDP_CHECK_DELIVERY for 香港, and for a TV to a remote area', async () => {
    const b = new Browser(t.baseUrl);
    const districts = await b.get<{ code: string }[]>('/api/sys/region/children/810100');
    const hk = await b.get(es('S25U-TITANGRAY-1', '810000', '810100', districts.body.data[0].code));
    expect(hk.status).toBe(409);
    expect(hk.body.code).toBe('ERR_PDP_CHECK_DELIVERY');
    expect(hk.body.message).toBe('该地区暂不支持配送，请更换收货地址');
    const lhasa = await b.get<{ code: string }[]>('/api/sys/region/children/540100');
    const tv = await b.get(es('QN90F-TITANGRAY-1', '540000', '540100', lhasa.body.data[0].code));
    expect(tv.status).toBe(409);
    expect(tv.body.code).toBe('ERR_PDP_CHECK_DELIVERY');
    // a phone goes there, two days later than usual
    const phone = await b.get<Estimate>(es('S25U-TITANGRAY-1', '540000', '540100', lhasa.body.data[0].code));
    expect(phone.status).toBe(200);
    // …and a TV to 乌鲁木齐 is fine
    const urumqi = await b.get<{ code: string }[]>('/api/sys/region/children/650100');
    expect((await b.get(es('QN90F-TITANGRAY-1', '650000', '650100', urumqi.body.data[0].code))).status).toBe(200);
  });

  it('answers 404 for an unknown SKU', async () => {
    const r = await new Browser(t.baseUrl).get(es('NO-SUCH-SKU', '310000', '310100', '310101'));
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('商品不存在');
  });
});
