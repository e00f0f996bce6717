/** 先试后买 trials of try-buy orders. @owner order (apps/api/src/modules/order/try-buy). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The trial of a try-buy order (orders.kind 'trybuy'), written with its order: pending 待签收
 * until the parcel is signed for, then trying 试用中 from delivered_at to ends_at (the end of the
 * Beijing day trial_days after delivery); converted 已购买 (the member confirmed, or the sweep
 * after ends_at with no return asked) or returning 退还中 (a trybuy_return request, return_req_no)
 * → returned 已退还 when its refund settled (back to trying when the request is rejected or
 * withdrawn); cancelled 已取消 with its order before delivery. Every move is a conditional
 * UPDATE on `state` (@shop/contracts/try-buy).
 */
export const tryBuyTrials = pgTable(
  'try_buy_trials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    offerCode: text('offer_code').notNull(),
    trialDays: integer('trial_days').notNull(),
    state: text('state', { enum: ['pending', 'trying', 'returning', 'returned', 'converted', 'cancelled'] })
      .notNull()
      .default('pending'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    returnReqNo: text('return_req_no'),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('try_buy_trials_order_key').on(t.orderNo),
    index('try_buy_trials_offer_idx').on(t.offerCode, t.state),
    // The minute sweep converts running trials past their end.
    index('try_buy_trials_due_idx').on(t.endsAt).where(sql`${t.state} = 'trying'`),
    check('try_buy_trials_days', sql`${t.trialDays} BETWEEN 7 AND 30`),
  ],
);
