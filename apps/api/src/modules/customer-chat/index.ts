/**
 * Module entry: live customer service (在线客服, issue #16 item 5) — the shopper's conversation
 * (/api/customerChat/*) and the console's 在线客服 (/api/admin/chat/*), each with a stream of
 * server-sent events that works across the server's workers (NOTIFY customer_chat, chat-hub.ts).
 * Needs: customer-chat-needs.ts (CustomerChatNeeds).
 */
import type { FastifyInstance } from 'fastify';
import { createChatHub } from './chat-hub.ts';
import { createChatService } from './chat.service.ts';
import { chatRoutes } from './chat-routes.ts';
import { chatAdminRoutes } from './chat-admin-routes.ts';
import type { CustomerChatNeeds } from './customer-chat-needs.ts';

export type { CustomerChatNeeds } from './customer-chat-needs.ts';

export function registerCustomerChat(api: FastifyInstance, needs: CustomerChatNeeds): void {
  const { database } = needs.ctx;
  const chat = createChatService({ ...needs, database });
  const url = database.pool.options.connectionString;
  if (!url) throw new Error('customer chat: the pool has no connection string to LISTEN with');
  const hub = createChatHub(url, (msg, err) => api.log.warn({ err }, msg));
  // Streams end before the server waits for its open requests to finish.
  api.addHook('preClose', async () => hub.close());
  api.addHook('onClose', async () => hub.close());
  chatRoutes(api, needs, chat, hub);
  chatAdminRoutes(api, needs, chat, hub);
}
