/**
 * The one-time order token: issued with every checkout view, consumed by the submit that
 * creates the order (one conditional UPDATE inside the order transaction). A second submit
 * with the same token finds it used and answers 409 ERR_ORDER_DUPLICATE_SUBMIT, never a
 * second order; an unknown, expired or another member's token answers ERR_ORDER_TOKEN_EXPIRED.
 * The duplicate answer always carries the order the token placed (data.ordNo), so a
 * shopper who resends after a lost answer (double click, crash, retry) is told which order.
 */
import { randomBytes } from 'node:crypto';
import type { Tx } from '@shop/db';
import { fail, type ShopError } from '../../../platform/shop-error.ts';
import type { CheckoutRepository } from './checkout.repository.ts';

export const ORDER_TOKEN_TTL_MS = 30 * 60 * 1000;
/**
 * Tokens are kept a day past their expiry, then purged (an hourly job): a resent submit is
 * refused either way (duplicate while the row exists, expired after), and the table stays small.
 */
export const ORDER_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;

/** The one answer to a resubmitted token: 409 ERR_ORDER_DUPLICATE_SUBMIT with the order it placed. */
export const duplicateSubmit = (orderNo: string | null): ShopError => fail('ERR_ORDER_DUPLICATE_SUBMIT', { data: { ordNo: orderNo || null } });

export function createOrderTokens(repo: CheckoutRepository) {
  return {
    async issue(memberId: number, now: Date): Promise<{ token: string; expiresAtMs: number }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAtMs = now.getTime() + ORDER_TOKEN_TTL_MS;
      await repo.insertToken(token, memberId, new Date(expiresAtMs), now);
      return { token, expiresAtMs };
    },

    /** Early answer before the work of pricing (the transaction still decides). */
    async check(token: string, memberId: number, now: Date): Promise<void> {
      const row = await repo.token(token);
      if (!row || row.memberId !== memberId) throw fail('ERR_ORDER_TOKEN_EXPIRED');
      if (row.usedAt) throw duplicateSubmit(row.orderNo);
      if (row.expiresAt.getTime() <= now.getTime()) throw fail('ERR_ORDER_TOKEN_EXPIRED');
    },

    /** Deletes tokens expired more than ORDER_TOKEN_KEEP_MS ago; how many. */
    purgeExpired(now: Date): Promise<number> {
      return repo.deleteTokensExpiredBefore(new Date(now.getTime() - ORDER_TOKEN_KEEP_MS));
    },

    /**
     * After a failed submit: the order this member's token placed meanwhile, or null. A
     * concurrent twin that committed first took the cart lines, stock or limit this submit
     * then missed; its failure is really the double submit.
     */
    placedBy: (token: string, memberId: number): Promise<string | null> => repo.tokenOrder(token, memberId),

    /**
     * Inside the order transaction, its first statement of its own: the member's placement
     * lock is taken and the token becomes this order's, or the submit fails.
     */
    async lockMemberAndConsume(tx: Tx, token: string, memberId: number, orderNo: string, now: Date): Promise<void> {
      if (await repo.lockMemberAndConsumeToken(tx, memberId, token, orderNo, now)) return;
      const placed = await repo.tokenOrder(token, memberId, tx);
      throw placed === null ? fail('ERR_ORDER_TOKEN_EXPIRED') : duplicateSubmit(placed);
    },
  };
}
export type OrderTokens = ReturnType<typeof createOrderTokens>;
