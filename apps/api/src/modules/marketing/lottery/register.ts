/**
 * Marketing part: the post-payment lottery. Creates the draw service (the marketing module
 * provides it; app.ts hands it to the payment module, which serves /api/order/pay/lottery/{ordNo})
 * and registers the member's winning records under /api. Uses the member module's points
 * ledger (lottery-needs.ts) and the payment module's paid-order check (MarketingNeeds).
 */
import type { FastifyInstance } from 'fastify';
import type { MarketingParts } from '../marketing-needs.ts';
import { createLotteryService, type LotteryService } from './lottery.service.ts';
import { createWinningRecords } from './winning-records.service.ts';
import { lotteryRoutes } from './lottery-routes.ts';

export function registerLottery(api: FastifyInstance, deps: Pick<MarketingParts, 'ctx' | 'points' | 'members' | 'paidOrders'>): { lottery: LotteryService } {
  const lottery = createLotteryService({ secret: deps.ctx.config.secret, clock: deps.ctx.clock, points: deps.points, payments: deps.paidOrders });
  lotteryRoutes(api, deps, createWinningRecords({ entries: deps.points }));
  return { lottery };
}
