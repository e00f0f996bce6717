/**
 * Module entry: the post-payment lottery (marketing). Provides the draw service, which app.ts
 * hands the payment module (it serves /api/order/pay/lottery/{ordNo}), and registers the
 * member's winning records under /api. Needs the points service (ModuleDeps.points) and the
 * payment module's paid-order check.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import { createLotteryService, type LotteryService, type PaidOrderCheck } from './lottery.service.ts';
import { createWinningRecords } from './winning-records.service.ts';
import { lotteryRoutes } from './lottery-routes.ts';

export { LOTTERY_PRIZES, lotteryPrize, type LotteryService, type PaidOrderCheck } from './lottery.service.ts';

export function registerLotteryModule(api: FastifyInstance, deps: ModuleDeps, paidOrders: PaidOrderCheck): { lottery: LotteryService } {
  const lottery = createLotteryService({ secret: deps.ctx.config.secret, clock: deps.ctx.clock, points: deps.points, payments: paidOrders });
  lotteryRoutes(api, deps, createWinningRecords({ entries: deps.points }));
  return { lottery };
}
