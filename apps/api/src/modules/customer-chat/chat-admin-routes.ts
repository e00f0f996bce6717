/**
 * 在线客服 of the back office (@shop/contracts/endpoints/admin-chat) and its stream: every route
 * needs chat.answer (guards and no-store from platform/admin-route.ts); answers and closing are
 * audited on their own transaction.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { adminChatEndpoints as e } from '@shop/contracts/endpoints/admin-chat';
import { ADMIN_CHAT_STREAM_PATH } from '@shop/contracts/customer-chat';
import { adminRouter } from '../../platform/admin-route.ts';
import { ok } from '../../platform/envelope.ts';
import { streamCursor, type ChatHub } from './chat-hub.ts';
import type { ChatServiceApi } from './chat.service.ts';
import type { CustomerChatNeeds } from './customer-chat-needs.ts';

export function chatAdminRoutes(api: FastifyInstance, needs: Pick<CustomerChatNeeds, 'ctx' | 'staff'>, chat: ChatServiceApi, hub: ChatHub) {
  const { staff } = needs;
  const route = adminRouter(api, staff);
  const now = () => needs.ctx.clock.now();
  const auditOf = (req: FastifyRequest) => (tx: Parameters<typeof staff.audit>[0], what: Parameters<typeof staff.audit>[2]) => staff.audit(tx, req, what);

  route(e.conversations, 'chat.answer', async (req) => ok(req, await chat.conversations(req.query)));
  route(e.thread, 'chat.answer', async (req) => ok(req, await chat.thread(req.params.id, req.query.after, req.query.limit)));
  route(e.answer, 'chat.answer', async (req) => ok(req, await chat.answer(req.params.id, req.body, staff.staffOf(req), now(), auditOf(req))));
  route(e.read, 'chat.answer', async (req) => ok(req, await chat.markReadByStaff(req.params.id)));
  route(e.close, 'chat.answer', async (req) => ok(req, await chat.close(req.params.id, now(), auditOf(req))));

  // Every conversation's new messages, from Last-Event-ID (a reconnect), `after`, or now.
  let guard: onRequestAsyncHookHandler | undefined;
  api.get(
    ADMIN_CHAT_STREAM_PATH.slice('/api'.length),
    {
      schema: { hide: true },
      onRequest(req, reply) {
        guard ??= staff.requirePermission('chat.answer');
        return guard.call(this, req, reply);
      },
    },
    async (req, reply) => {
      const after = streamCursor(req) ?? (await chat.lastId());
      hub.stream(req, reply, { owner: undefined, after, read: (from) => chat.eventsAfter(undefined, from) });
    },
  );
}
