/**
 * What the order module needs from a logistics provider: hand over a parcel (carrier and
 * tracking number) and, step by step, the tracking events it reports. A real carrier
 * would push these; the simulated one (simulated-logistics.ts) makes them up from the
 * receiver's address so the order life can be followed end to end.
 */
export interface ShipTo {
  provinceName: string;
  cityName: string;
  districtName: string;
}

export interface Shipment {
  carrier: string;
  trackingNo: string;
}

export interface TrackingStep {
  /** picked_up, in_transit, arrived, out_for_delivery, signed. */
  code: string;
  /** Chinese, as the carrier reports it. */
  description: string;
  /** The city (or district) where it happened. */
  location: string;
  /** The parcel has been signed for: the order is delivered. */
  final: boolean;
}

export interface LogisticsAdapter {
  ship(orderNo: string, to: ShipTo): Shipment;
  /**
   * A parcel staff packed and handed to a carrier themselves (the console's 发货, issue #16):
   * registers the carrier's waybill so the tracking steps follow it; answers the shipment as
   * the carrier knows it.
   */
  handOver(orderNo: string, to: ShipTo, shipment: Shipment): Shipment;
  /** Where the parcel ends, named as the last tracking event's location (e.g. 上海市浦东新区). */
  destination(to: ShipTo): string;
  /** The step-th tracking event (0 = picked up), or null when there is none after the last. */
  step(step: number, shipment: Shipment, to: ShipTo): TrackingStep | null;
}
