import { describe, expect, it } from 'vitest';
import { createSimulatedLogistics } from './simulated-logistics.ts';

const beijing = { provinceName: '北京市', cityName: '市辖区', districtName: '朝阳区' };
const hangzhou = { provinceName: '浙江省', cityName: '杭州市', districtName: '西湖区' };

describe('simulated logistics', () => {
  const lg = createSimulatedLogistics();

  it('hands a parcel to a carrier with a random waybill number', () => {
    const a = lg.ship('261122000000000001', hangzhou);
    const b = lg.ship('261122000000000001', hangzhou);
    expect(a.carrier).toMatch(/^(顺丰速运|京东物流)$/);
    expect(a.trackingNo).toMatch(/^(SF|JDX)\d{13}$/);
    expect(a.trackingNo).not.toBe(b.trackingNo);
  });

  it('reports five steps from the Shenzhen warehouse to the receiver, the last one signed', () => {
    const s = { carrier: '顺丰速运', trackingNo: 'SF1234567890123' };
    const steps = [0, 1, 2, 3, 4].map((i) => lg.step(i, s, hangzhou)!);
    expect(steps.map((x) => x.code)).toEqual(['picked_up', 'in_transit', 'arrived', 'out_for_delivery', 'signed']);
    expect(steps.map((x) => x.final)).toEqual([false, false, false, false, true]);
    expect(steps[0]!.location).toBe('深圳市');
    expect(steps[1]!.description).toContain('浙江转运中心');
    expect(steps[2]!.location).toBe('杭州市');
    expect(steps[4]!.location).toBe(lg.destination(hangzhou));
    expect(lg.step(5, s, hangzhou)).toBeNull();
  });

  it('names a municipality by its province, not 市辖区', () => {
    const s = { carrier: '京东物流', trackingNo: 'JDX1234567890123' };
    expect(lg.step(2, s, beijing)!.location).toBe('北京市');
    expect(lg.destination(beijing)).toBe('北京市朝阳区');
  });
});
