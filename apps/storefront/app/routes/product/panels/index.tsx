/**
 * Panels of the product page that read the page state through usePdp(). Placeholders
 * until they land; the page places them:
 *  - ServicesPanel: installation / warranty / care plans, instalments, bundles, gifts, trade-in entry
 *  - DeliveryPanel: region picker and promised date
 *  - CouponsPanel: coupons of the SKU with claim, activities (ladder…)
 *  - ContentTabs: overview, specifications, packing list
 *  - PdpExtras: ads (gift remark, horse-race lamp), live entry, share poster, recommendations
 */
export function ServicesPanel() {
  return null;
}
export function DeliveryPanel() {
  return null;
}
export function CouponsPanel() {
  return null;
}
export function ContentTabs() {
  return null;
}
export function PdpExtras() {
  return null;
}
