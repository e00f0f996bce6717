/**
 * Member endpoints of the inbox (issue #6): system messages — the list, one message, read
 * all, the unread count. The member is always the token's (`requireOfAuth`); another
 * member's message answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import {
  inboxPageQuerySchema,
  messageDetailSchema,
  messageIdParamsSchema,
  messagePageSchema,
  readAllResultSchema,
  unreadCountSchema,
} from '@shop/contracts/inbox';
import { ok } from '../../../platform/envelope.ts';
import type { MemberParts } from '../member-needs.ts';
import type { MessageService } from './messages.service.ts';

const tags = ['member'];
const memberOnly = { auth: 'member' } as const;
const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const paged = inboxPageQuerySchema.nullish();

export function inboxRoutes(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members'>, messages: MessageService): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;
  const now = () => deps.ctx.clock.now();
  const pageOf = (body: unknown) => inboxPageQuerySchema.parse(body ?? {});

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

  r.post(
    '/member/sysMsg/readAll',
    { config: memberOnly, schema: { tags, summary: '系统消息全部标记为已读', security, response: { 200: envelopeSchema(readAllResultSchema) } } },
    async (req) => {
      const id = await memberId(req);
      const marked = await messages.readAll(id, now());
      return ok(req, { marked, unread: await messages.unread(id) });
    },
  );

  r.get(
    '/member/sysMsg/unreadCnt',
    {
      config: { auth: 'any' },
      schema: { tags, summary: '未读系统消息数（页头角标）', description: '游客恒为 0。', security, response: { 200: envelopeSchema(unreadCountSchema) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const member = await deps.members.ofAuth(req.auth);
      return ok(req, { unread: member ? await messages.unread(member.id) : 0 });
    },
  );
}
