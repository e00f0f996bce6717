/**
 * The member's orders (spec 2.8): counts per tab, list, history, detail, cancel an unpaid
 * order, confirm receipt, logistics. Member only; an order of another member answers 404
 * ERR_ORDER_NOT_FOUND, the same as one that does not exist.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import {
  cancelOrderSchema,
  confirmReceiptResultSchema,
  logisticsViewSchema,
  orderCountsSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderPageSchema,
  ordNoSchema,
} from '@shop/contracts/order';
import { ok } from '../../../platform/envelope.ts';
import type { OrderParts } from '../order-needs.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';
import { orderDevRoutes } from './order-dev-routes.ts';

const tags = ['order'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

export function orderRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'ctx' | 'members'>, orders: OrderLifecycle): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const { queries } = orders;

  r.post(
    '/order/orderInfo/getOrderCnt',
    { config: memberOnly, schema: { tags, summary: '各状态订单数量（近 180 天）', security, response: { 200: envelopeSchema(orderCountsSchema) } } },
    async (req) => ok(req, await queries.counts(await memberId(req))),
  );

  r.post(
    '/order/orderInfo/getPortalOrders',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '我的订单（近 180 天，按状态分页）',
        description:
          'tab：all 全部、pendingPayment 待付款（含待付尾款）、pendingShipment 待发货、pendingReceipt 待收货、completed 已完成（含已签收）、cancelled 已取消；pageSize 最多 20。',
        security,
        body: orderListQuerySchema.optional().default({ tab: 'all', pageNo: 1, pageSize: 10 }),
        response: { 200: envelopeSchema(orderPageSchema) },
      },
    },
    async (req) => ok(req, await queries.list(await memberId(req), req.body)),
  );

  r.post(
    '/order/orderInfo/getHistoryOrders',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '历史订单（180 天以前下单）',
        security,
        body: orderListQuerySchema.optional().default({ tab: 'all', pageNo: 1, pageSize: 10 }),
        response: { 200: envelopeSchema(orderPageSchema) },
      },
    },
    async (req) => ok(req, await queries.history(await memberId(req), req.body)),
  );

  r.post(
    '/order/orderInfo/getPortalOrderDetails',
    { config: memberOnly, schema: { tags, summary: '订单详情', security, body: ordNoSchema, response: { 200: envelopeSchema(orderDetailSchema) } } },
    async (req) => ok(req, await queries.detail(req.body.ordNo, await memberId(req))),
  );

  r.post(
    '/order/orderInfo/cancelOrder',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '取消待付款订单（库存、优惠券、积分退回）',
        description:
          '仅待付款订单可取消；已付定金的预售订单、已支付订单不可在此取消（409 ERR_ORDER_STATUS）。并发取消只有一个成功，其余 409。409 的 data 为订单当前状态 { ordNo, status, statusLabel }。',
        security,
        body: cancelOrderSchema,
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (req) => {
      const id = await memberId(req);
      await orders.cancelByMember(req.body.ordNo, id, req.body.reason || undefined);
      return ok(req, await queries.detail(req.body.ordNo, id));
    },
  );

  r.post(
    '/order/orderInfo/confirmReceipt',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '确认收货（已签收 → 已完成，按实付每 1 元赠送 1 积分）',
        description: '仅已签收订单可确认；重复或并发确认只有一个成功，其余 409 ERR_ORDER_STATUS，data 为订单当前状态 { ordNo, status, statusLabel }。',
        security,
        body: ordNoSchema,
        response: { 200: envelopeSchema(confirmReceiptResultSchema) },
      },
    },
    async (req) => {
      const id = await memberId(req);
      const done = await orders.confirmReceipt(req.body.ordNo, id);
      return ok(req, { ...(await queries.detail(req.body.ordNo, id)), pointsEarned: done.points });
    },
  );

  r.get(
    '/order/logistics/:ordNo',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '物流信息（承运商、运单号、物流轨迹，最新在前）',
        security,
        params: ordNoSchema,
        response: { 200: envelopeSchema(logisticsViewSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await queries.logistics(req.params.ordNo, await memberId(req)));
    },
  );

  if (deps.ctx.config.nodeEnv !== 'production') orderDevRoutes(api, orders, deps.ctx.clock);
}
