/**
 * An order's breakdown as every view shows it (issue #14): the one the pricing engine stored
 * when the order was placed, or — for an order placed before breakdowns were stored — the
 * same numbers derived from its amount columns (written by the same engine).
 */
import { orderBreakdownSchema } from '@shop/contracts/checkout';
import { breakdownFromColumns, type OrderBreakdown } from '@shop/contracts/pricing';
import type { OrderRow } from './order-transitions.ts';

export function orderBreakdown(
  row: Pick<
    OrderRow,
    'breakdown' | 'kind' | 'listAmt' | 'goodsAmt' | 'serviceAmt' | 'couponAmt' | 'pointsUsed' | 'tradeInAmt' | 'shippingAmt' | 'payableAmt' | 'balanceAmt'
  >,
): OrderBreakdown {
  const stored = orderBreakdownSchema.safeParse(row.breakdown);
  return stored.success ? stored.data : breakdownFromColumns(row);
}
