/**
 * Support endpoints (issue #6): the service entries (public) and the member's support
 * tickets. The member is always the token's (`requireOfAuth`); every number of another
 * member answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { inboxPageQuerySchema, supportEntriesSchema, ticketInputSchema, ticketPageSchema, ticketParamsSchema, ticketSchema } from '@shop/contracts/inbox';
import { ok } from '../../platform/envelope.ts';
import type { ServiceDeskParts } from './service-desk-needs.ts';
import type { SupportTicketService } from './support-ticket.service.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const paged = inboxPageQuerySchema.nullish();

export function supportRoutes(api: FastifyInstance, deps: Pick<ServiceDeskParts, 'ctx' | 'members'>, support: SupportTicketService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

  r.get(
    '/member/support/entries',
    { schema: { tags, summary: '服务入口：热线、在线客服、客服入口编码（10111 / 10112 / 10131）', response: { 200: envelopeSchema(supportEntriesSchema) } } },
    async (req) => ok(req, await support.supportEntries()),
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
    async (req) => ok(req, await support.openTicket(await memberId(req), req.body, now())),
  );

  r.post(
    '/member/support/ticketList',
    { config: memberOnly, schema: { tags, summary: '我的服务工单', security, body: paged, response: { 200: envelopeSchema(ticketPageSchema) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const q = pageOf(req.body);
      return ok(req, await support.listTickets(await memberId(req), q.pageNo, q.pageSize));
    },
  );

  r.get(
    '/member/support/ticket/:ticketNo',
    { config: memberOnly, schema: { tags, summary: '服务工单详情', security, params: ticketParamsSchema, response: { 200: envelopeSchema(ticketSchema) } } },
    async (req) => ok(req, await support.ticketDetail(await memberId(req), req.params.ticketNo)),
  );

  r.post(
    '/member/support/closeTicket/:ticketNo',
    { config: memberOnly, schema: { tags, summary: '关闭服务工单', security, params: ticketParamsSchema, response: { 200: envelopeSchema(ticketSchema) } } },
    async (req) => ok(req, await support.closeTicket(await memberId(req), req.params.ticketNo, now())),
  );
}
