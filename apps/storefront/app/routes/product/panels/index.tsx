/**
 * Panels of the product page, reading the page state through usePdp():
 *  - ServicesPanel: installation / warranty / care plans, instalments, bundles, gifts, trade-in, EUP, TTM, subsidy
 *  - DeliveryPanel: region picker and promised date
 *  - CouponsPanel: coupons of the SKU with claim, activities
 *  - ContentTabs: overview, specifications, packing list, after-sales
 *
 * PdpExtras (notice line, live entry, share poster, ads, recommendations) is imported on its
 * own by the page, lazily, so that its code and CSS stay out of the first download.
 */
export { ServicesPanel } from './ServicesPanel';
export { DeliveryPanel } from './DeliveryPanel';
export { CouponsPanel } from './CouponsPanel';
export { ContentTabs } from './ContentTabs';
