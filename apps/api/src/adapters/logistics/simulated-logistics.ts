/**
 * Simulated carrier: parcels leave the shop's warehouse in Shenzhen (Dongguan for the
 * north), pass the sorting centres on the way and are signed for at the receiver's
 * district. Tracking numbers are random (CSPRNG), like a carrier's waybill numbers.
 */
import { randomInt } from 'node:crypto';
import type { LogisticsAdapter, Shipment, ShipTo, TrackingStep } from './logistics-adapter.ts';

const CARRIERS = [
  { name: '顺丰速运', prefix: 'SF' },
  { name: '京东物流', prefix: 'JDX' },
];
const WAREHOUSE = '深圳市';
const COURIERS = ['张师傅', '李师傅', '王师傅', '陈师傅'];

function digits(n: number): string {
  let s = '';
  while (s.length < n) s += String(randomInt(0, 1_000_000)).padStart(6, '0');
  return s.slice(0, n);
}

/** '广东省' → '广东', '北京市' → '北京': how sorting centres are named. */
const shortName = (name: string) => name.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, '') || name;

/** The city a parcel is sorted in: a municipality's city is often named 市辖区, say the province (北京市). */
const cityOf = (to: ShipTo) => (/市辖区|县$/.test(to.cityName) ? to.provinceName : to.cityName);

export function createSimulatedLogistics(): LogisticsAdapter {
  return {
    ship(_orderNo, _to): Shipment {
      const carrier = CARRIERS[randomInt(0, CARRIERS.length)];
      return { carrier: carrier.name, trackingNo: `${carrier.prefix}${digits(13)}` };
    },

    // The simulated carrier takes any waybill it is given (the console checked its form).
    handOver: (_orderNo, _to, shipment) => ({ carrier: shipment.carrier, trackingNo: shipment.trackingNo }),

    destination: (to) => `${cityOf(to)}${to.districtName}`,

    step(step, shipment, to): TrackingStep | null {
      const city = cityOf(to);
      const courier = COURIERS[Number(shipment.trackingNo.slice(-1)) % COURIERS.length];
      const steps: Omit<TrackingStep, 'final'>[] = [
        { code: 'picked_up', description: `【${WAREHOUSE}】${shipment.carrier}已揽收，快件已从星辰商城深圳仓发出`, location: WAREHOUSE },
        { code: 'in_transit', description: `快件已从【深圳转运中心】发出，正在发往【${shortName(to.provinceName)}转运中心】`, location: '深圳市' },
        { code: 'arrived', description: `快件已到达【${shortName(city)}转运中心】，正在分拣`, location: city },
        { code: 'out_for_delivery', description: `【${to.districtName}】快递员${courier}正在为您派送，请保持电话畅通`, location: `${city}${to.districtName}` },
        {
          code: 'signed',
          description: `【${to.districtName}】您的快件已签收，签收人：本人。感谢使用${shipment.carrier}，期待再次为您服务`,
          location: `${city}${to.districtName}`,
        },
      ];
      const s = steps[step];
      return s ? { ...s, final: step === steps.length - 1 } : null;
    },
  };
}
