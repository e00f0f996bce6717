/** Reusable address pieces (checkout, personal centre). */
export { AddressCard, regionLine } from './AddressCard';
export { AddressForm } from './AddressForm';
export { AddressList } from './AddressList';
export { RegionCascader, type RegionValue } from './RegionCascader';
export { addressApi, regionChildren } from './address-api';
