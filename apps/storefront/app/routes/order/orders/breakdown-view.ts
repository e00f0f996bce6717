/**
 * The order's breakdown as text rows, the same for every page that shows it (checkout, pay
 * page, order list and detail): labels and amounts from @shop/contracts/pricing, so the
 * numbers add up to the total everywhere.
 */
import { formatYuan } from '@shop/contracts/money';
import { breakdownRows, type BreakdownRow, type OrderBreakdown } from '@shop/contracts/pricing';

export interface BreakdownLine {
  key: BreakdownRow['key'];
  label: string;
  text: string;
  minus: boolean;
}

export function breakdownLines(b: OrderBreakdown): BreakdownLine[] {
  return breakdownRows(b).map((r) => ({
    key: r.key,
    label: r.label,
    text: r.key === 'shipping' && r.amount === 0 ? '免运费' : r.amount < 0 ? `-${formatYuan(-r.amount)}` : formatYuan(r.amount),
    minus: r.amount < 0,
  }));
}

/** The checkout's test ids of each row (kept from before the shared breakdown). */
export const CHECKOUT_ROW_IDS: Readonly<Record<BreakdownRow['key'], string>> = {
  goods: 'sum-list',
  activityDiscount: 'sum-activity',
  services: 'sum-services',
  coupon: 'sum-coupon',
  points: 'sum-points',
  tradeIn: 'sum-tradein',
  swell: 'sum-swell',
  shipping: 'sum-shipping',
};
