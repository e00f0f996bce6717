/** Shapes the panels read, from the API owners' contracts (type-only: no zod in the bundle). */
export type { PdpInInfo as InInfo, PdpDetailInfo as DetailInfo, PdpService as ServiceItem, Bundle as BundleOption } from '@shop/contracts/pdp';
export type { Region, DeliveryEstimate } from '@shop/contracts/delivery';

export type ServiceKind = 'install' | 'warranty' | 'care';

export interface SpecGroup {
  group: string;
  items: { name: string; value: string }[];
}
