/**
 * The shopper's side (@shop/contracts/endpoints/customer-chat) and its stream. The shopper is the
 * token's: a member, or a visitor by the visitor token's id (a first call without one is given one).
 * Answers are personal: no-store.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { customerChatEndpoints as e } from '@shop/contracts/endpoints/customer-chat';
import { CHAT_STREAM_PATH } from '@shop/contracts/customer-chat';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { sendError } from '../../platform/error-handler.ts';
import { fail } from '../../platform/shop-error.ts';
import type { AuthState } from '../../platform/types.ts';
import { streamCursor, type ChatHub } from './chat-hub.ts';
import { ownerKey, type ChatOwner, type ChatServiceApi } from './chat.service.ts';
import type { CustomerChatNeeds } from './customer-chat-needs.ts';

export function chatRoutes(api: FastifyInstance, needs: Pick<CustomerChatNeeds, 'ctx' | 'members'>, chat: ChatServiceApi, hub: ChatHub) {
  const now = () => needs.ctx.clock.now();
  const ownerOf = async (auth: AuthState): Promise<ChatOwner | undefined> => {
    if (auth.kind === 'anonymous') return { anonId: auth.anonId };
    if (auth.kind !== 'member') return undefined;
    const member = await needs.members.ofAuth(auth);
    return member ? { memberId: member.id } : undefined;
  };
  /** Personal answers are never kept by a cache; returns the time of the call. */
  const noStore = (reply: FastifyReply) => (reply.header('cache-control', 'no-store'), now());
  const owner = async (req: FastifyRequest) => {
    const o = await ownerOf(req.auth);
    if (!o) throw fail('E_USER_4010');
    return o;
  };
  routeEndpoint(api, e.open, async (req, reply) => ok(req, await chat.open(await owner(req), req.body ?? {}, noStore(reply))));
  routeEndpoint(api, e.send, async (req, reply) => ok(req, await chat.send(await owner(req), req.body, noStore(reply))));
  routeEndpoint(
    api,
    e.messages,
    async (req, reply) => (noStore(reply), ok(req, await chat.messagesAfter(await owner(req), req.query.after ?? 0, req.query.limit))),
  );
  routeEndpoint(api, e.read, async (req, reply) => (noStore(reply), ok(req, await chat.markRead(await owner(req)))));
  routeEndpoint(api, e.unread, async (req, reply) => (noStore(reply), ok(req, await chat.unread(await owner(req)))));

  // The shopper's stream: their messages after Last-Event-ID (a reconnect) or `after`.
  api.get(CHAT_STREAM_PATH.slice('/api'.length), { schema: { hide: true } }, async (req, reply) => {
    const o = await ownerOf(req.auth);
    if (!o) return sendError(req, reply, 'E_USER_4010');
    hub.stream(req, reply, { owner: ownerKey(o), after: streamCursor(req) ?? 0, read: (from) => chat.eventsAfter(o, from) });
  });
}
