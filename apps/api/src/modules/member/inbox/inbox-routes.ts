/**
 * Member endpoints of the inbox module (issue #6): system messages, after-sales list, winning
 * records, customized orders, enterprise purchase, support, trade-in recovery. The member is
 * always the token's (`requireOfAuth`); every number of another member answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import {
  afterSalesEligibleSchema,
  afterSalesItemSchema,
  afterSalesPageSchema,
  afterSalesParamsSchema,
  afterSalesQuerySchema,
  customizedPageSchema,
  entBuyInputSchema,
  entBuyPageSchema,
  entBuyRequestSchema,
  entCodeParamsSchema,
  inboxPageQuerySchema,
  messageDetailSchema,
  messageIdParamsSchema,
  messagePageSchema,
  readAllResultSchema,
  recycleDetailSchema,
  recycleListSchema,
  recycleParamsSchema,
  supportEntriesSchema,
  ticketInputSchema,
  ticketPageSchema,
  ticketParamsSchema,
  ticketSchema,
  unreadCountSchema,
  winningPageSchema,
} from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { ModuleDeps } from '../../../module-deps.ts';
import type { MessageService } from './messages.service.ts';
import type { RecordsService } from './records.service.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const paged = inboxPageQuerySchema.nullish();

export function inboxRoutes(api: FastifyInstance, deps: ModuleDeps, messages: MessageService, records: RecordsService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  // ---------------------------------------------------------------- system messages
  r.post(
    '/member/sysMsg/list',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '系统消息列表（最新在前，标记未读）',
        description: '{ pageNo, pageSize ≤ 20 }；含 unread 未读总数。',
        security,
        body: paged,
        response: { 200: envelopeSchema(messagePageSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = pageOf(req.body);
      return ok(req, await messages.page(await memberId(req), q.pageNo, q.pageSize));
    },
  );

  r.get(
    '/member/sysMsg/detail/:id',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '系统消息详情（首次阅读时标记已读）',
        description: '他人的消息 404 ERR_MESSAGE_NOT_FOUND。',
        security,
        params: messageIdParamsSchema,
        response: { 200: envelopeSchema(messageDetailSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await messages.detail(await memberId(req), req.params.id, now()));
    },
  );

  r.post('/member/sysMsg/readAll', { config: memberOnly, schema: { tags, summary: '系统消息全部标记为已读', security, response: { 200: envelopeSchema(readAllResultSchema) } } }, async (req) => {
    const id = await memberId(req);
    const marked = await messages.readAll(id, now());
    return ok(req, { marked, unread: await messages.unread(id) });
  });

  r.get(
    '/member/sysMsg/unreadCnt',
    { config: { auth: 'any' }, schema: { tags, summary: '未读系统消息数（页头角标）', description: '游客恒为 0。', security, response: { 200: envelopeSchema(unreadCountSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const member = await deps.members.ofAuth(req.auth);
      return ok(req, { unread: member ? await messages.unread(member.id) : 0 });
    },
  );

  // ---------------------------------------------------------------- after-sales
  r.post(
    '/member/afterSales/list',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '我的售后申请（按状态分页）',
        description: '{ tab: all | processing | done | closed, pageNo, pageSize ≤ 20 }；含各状态数量 tabCounts。',
        security,
        body: afterSalesQuerySchema.nullish(),
        response: { 200: envelopeSchema(afterSalesPageSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = afterSalesQuerySchema.parse(req.body ?? {});
      return ok(req, await records.afterSales.page(await memberId(req), q.tab, q.pageNo, q.pageSize));
    },
  );

  r.get(
    '/member/afterSales/detail/:reqNo',
    { config: memberOnly, schema: { tags, summary: '售后申请详情', security, params: afterSalesParamsSchema, response: { 200: envelopeSchema(afterSalesItemSchema) } } },
    async (req) => ok(req, await records.afterSales.detail(await memberId(req), req.params.reqNo)),
  );

  r.post(
    '/member/afterSales/eligibleOrders',
    { config: memberOnly, schema: { tags, summary: '可申请售后的订单（签收后 7 天内）', security, response: { 200: envelopeSchema(afterSalesEligibleSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await records.afterSales.eligible(await memberId(req), now()));
    },
  );

  // ---------------------------------------------------------------- winning records, customized orders
  r.post(
    '/member/winRecord/list',
    { config: memberOnly, schema: { tags, summary: '中奖记录（支付抽奖）', security, body: paged, response: { 200: envelopeSchema(winningPageSchema) } } },
    async (req) => {
      const q = pageOf(req.body);
      return ok(req, await records.winning(await memberId(req), q.pageNo, q.pageSize));
    },
  );

  r.post(
    '/member/custOrder/list',
    { config: memberOnly, schema: { tags, summary: '定制订单（含定制商品的订单及所选配置）', security, body: paged, response: { 200: envelopeSchema(customizedPageSchema) } } },
    async (req) => {
      const q = pageOf(req.body);
      return ok(req, await records.customized(await memberId(req), q.pageNo, q.pageSize));
    },
  );

  // ---------------------------------------------------------------- enterprise buy
  r.post(
    '/member/entBuy/save',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '提交企业采购申请',
        description: '企业名称、联系人、手机号、采购商品及数量（1–20 种）、预算（分，可选）、发票需求（开票须填 18 位统一社会信用代码）。待处理申请最多 5 个（409 ERR_ENT_BUY_OPEN_LIMIT）。',
        security,
        body: entBuyInputSchema,
        response: { 200: envelopeSchema(entBuyRequestSchema) },
      },
    },
    async (req) => ok(req, await records.enterprise.save(await memberId(req), req.body, now())),
  );

  r.post(
    '/member/entBuy/list',
    { config: memberOnly, schema: { tags, summary: '我的企业采购申请', security, body: paged, response: { 200: envelopeSchema(entBuyPageSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = pageOf(req.body);
      return ok(req, await records.enterprise.page(await memberId(req), q.pageNo, q.pageSize));
    },
  );

  r.get(
    '/member/entBuy/detail/:code',
    { config: memberOnly, schema: { tags, summary: '企业采购申请详情', security, params: entCodeParamsSchema, response: { 200: envelopeSchema(entBuyRequestSchema) } } },
    async (req) => ok(req, await records.enterprise.detail(await memberId(req), req.params.code)),
  );

  // ---------------------------------------------------------------- support
  r.get(
    '/member/support/entries',
    { schema: { tags, summary: '服务入口：热线、在线客服、客服入口编码（10111 / 10112 / 10131）', response: { 200: envelopeSchema(supportEntriesSchema) } } },
    async (req) => ok(req, await records.support.entries()),
  );

  r.post(
    '/member/support/saveTicket',
    {
      config: memberOnly,
      schema: {
        tags,
        summary: '提交服务工单',
        description: '{ category, orderNo?（须为本人订单）, content 5–500 字 }；待处理工单最多 10 个。',
        security,
        body: ticketInputSchema,
        response: { 200: envelopeSchema(ticketSchema) },
      },
    },
    async (req) => ok(req, await records.support.save(await memberId(req), req.body, now())),
  );

  r.post(
    '/member/support/ticketList',
    { config: memberOnly, schema: { tags, summary: '我的服务工单', security, body: paged, response: { 200: envelopeSchema(ticketPageSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = pageOf(req.body);
      return ok(req, await records.support.page(await memberId(req), q.pageNo, q.pageSize));
    },
  );

  r.get(
    '/member/support/ticket/:ticketNo',
    { config: memberOnly, schema: { tags, summary: '服务工单详情', security, params: ticketParamsSchema, response: { 200: envelopeSchema(ticketSchema) } } },
    async (req) => ok(req, await records.support.detail(await memberId(req), req.params.ticketNo)),
  );

  r.post(
    '/member/support/closeTicket/:ticketNo',
    { config: memberOnly, schema: { tags, summary: '关闭服务工单', security, params: ticketParamsSchema, response: { 200: envelopeSchema(ticketSchema) } } },
    async (req) => ok(req, await records.support.close(await memberId(req), req.params.ticketNo, now())),
  );

  // ---------------------------------------------------------------- trade-in recovery
  r.post('/member/recycle/list', { config: memberOnly, schema: { tags, summary: '我的以旧换新回收单', security, response: { 200: envelopeSchema(recycleListSchema) } } }, async (req) =>
    ok(req, await records.recycle.list(await memberId(req))),
  );

  r.get(
    '/member/recycle/detail/:ordNo/:rclmOrdNo',
    {
      config: memberOnly,
      schema: { tags, summary: '以旧换新回收详情：旧机、估价、抵扣与回收进度', security, params: recycleParamsSchema, response: { 200: envelopeSchema(recycleDetailSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(req, await records.recycle.detail(await memberId(req), req.params.ordNo, req.params.rclmOrdNo));
    },
  );
}
