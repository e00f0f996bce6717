/**
 * The post-payment draw (/order/lottery; its endpoints /api/order/pay/lottery/{ordNo} are served
 * by the payment module, which app.ts hands this service): one draw per paid order. The result is decided by
 * HMAC(secret, orderNo) — stable, unguessable without the secret, the same on every worker —
 * and the prize (points) is one ledger entry of kind 'lottery' for the order (unique per
 * order and kind), so drawing twice grants once. 谢谢参与 is an entry of 0 points.
 */
import { createHmac } from 'node:crypto';
import type { LotteryResult } from '@shop/contracts/payment';
import type { Clock } from '../../../platform/clock.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { LotteryPoints } from './lottery-needs.ts';

/** Chances out of 100, best first. */
export const LOTTERY_PRIZES = [
  { upTo: 5, points: 888, title: '一等奖：888 积分' },
  { upTo: 25, points: 188, title: '二等奖：188 积分' },
  { upTo: 55, points: 58, title: '三等奖：58 积分' },
] as const;
const NOTHING = '谢谢参与';

export function lotteryPrize(secret: string, orderNo: string): { points: number; title: string } {
  const roll = createHmac('sha256', secret).update(`lottery:${orderNo}`).digest().readUInt32BE(0) % 100;
  const prize = LOTTERY_PRIZES.find((p) => roll < p.upTo);
  return prize ? { points: prize.points, title: prize.title } : { points: 0, title: NOTHING };
}

/** Whether the member's order has been paid (the payment module's answer; app.ts binds it). */
export interface PaidOrderCheck {
  hasPaid(memberId: number, orderNo: string): Promise<'paid' | 'unpaid' | 'none'>;
}

const titleOf = (points: number) => LOTTERY_PRIZES.find((p) => p.points === points)?.title ?? NOTHING;

export function createLotteryService(deps: { secret: string; clock: Clock; points: LotteryPoints; payments: PaidOrderCheck }) {
  const { secret, clock, points, payments } = deps;

  async function eligible(memberId: number, orderNo: string) {
    const paid = await payments.hasPaid(memberId, orderNo);
    if (paid === 'none') throw fail('ERR_ORDER_NOT_FOUND');
    if (paid === 'unpaid') throw fail('ERR_ORDER_STATUS', { message: '订单支付成功后才可以参与抽奖' });
  }

  return {
    async view(memberId: number, orderNo: string): Promise<LotteryResult> {
      await eligible(memberId, orderNo);
      const entry = await points.entryOf(orderNo, 'lottery');
      return entry ? { orderNo, drawn: true, points: entry.delta, title: titleOf(entry.delta) } : { orderNo, drawn: false, points: 0, title: '' };
    },

    async draw(memberId: number, orderNo: string): Promise<LotteryResult> {
      await eligible(memberId, orderNo);
      const prize = lotteryPrize(secret, orderNo);
      const delta = await points.grantOnce(memberId, prize.points, 'lottery', orderNo, `订单 ${orderNo} 支付抽奖：${prize.title}`, clock.now());
      return { orderNo, drawn: true, points: delta, title: titleOf(delta) };
    },
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
