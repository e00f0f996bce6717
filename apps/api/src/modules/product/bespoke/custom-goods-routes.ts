/** POST /api/order/custGoods/addCustGoods: saves a bespoke design before 加入购物车 / 立即购买 (visitors and members). */
import type { FastifyInstance } from 'fastify';
import { pdpEndpoints } from '@shop/contracts/endpoints/pdp';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { CustomGoodsService } from './custom-goods.ts';

export function customGoodsRoutes(api: FastifyInstance, designs: CustomGoodsService): void {
  routeEndpoint(api, pdpEndpoints.addCustGoods, async (req) => ok(req, await designs.save(req.body)));
}
