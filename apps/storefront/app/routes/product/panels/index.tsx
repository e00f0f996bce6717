/**
 * Panels of the product page, reading the page state through usePdp():
 *  - ServicesPanel: installation / warranty / care plans, instalments, bundles, gifts, trade-in, EUP, TTM, subsidy
 *  - DeliveryPanel: region picker and promised date
 *  - CouponsPanel: coupons of the SKU with claim, activities
 *  - ContentTabs: overview, specifications, packing list, after-sales
 *
 * ServicesPanel, CouponsPanel, DeliveryPanel and PdpExtras (notice line, live entry, share poster, ads,
 * recommendations) are imported on their own by the page, lazily, so that their code stays out
 * of the first download: all four show only what the browser fetches after hydration.
 */
export { ContentTabs } from './ContentTabs';
