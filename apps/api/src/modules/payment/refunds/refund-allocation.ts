/**
 * How a refund is spread over the payments of an order (pure). An order paid in one go has one
 * payment; a pre-sale order has two (deposit, then balance). The money goes back through the
 * newest payment first (the balance before the deposit), each payment giving back at most what
 * it took less what was refunded through it before. Whole fen only.
 */

export interface RefundablePayment {
  payNo: string;
  /** Fen still refundable through this payment (taken − refunded, not failed). */
  left: number;
}

export interface RefundShare {
  payNo: string;
  amount: number;
}

/**
 * The shares of `amount` over `payments` (newest first, as given), or null when they cannot
 * give back that much together. Shares are whole fen, each > 0, each ≤ its payment's `left`,
 * summing to `amount` exactly.
 */
export function allocateRefund(amount: number, payments: readonly RefundablePayment[]): RefundShare[] | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return null;
  const shares: RefundShare[] = [];
  let rest = amount;
  for (const p of payments) {
    if (rest === 0) break;
    const take = Math.min(rest, Math.max(0, Math.floor(p.left)));
    if (take > 0) {
      shares.push({ payNo: p.payNo, amount: take });
      rest -= take;
    }
  }
  return rest === 0 ? shares : null;
}
