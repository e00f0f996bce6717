/**
 * Member part: the member's inbox (issue #6) — system messages with the unread count.
 * After-sales, trade-in recovery, customized (bespoke) orders, the service desk and winning
 * records live with their business (order/after-sales, order/trade-in, order/customized,
 * service-desk, marketing/lottery).
 *
 * Other modules send a member a message with the service this returns (`messages.send`),
 * or without it through `createMessageService({ database })`.
 */
import type { FastifyInstance } from 'fastify';
import type { MemberParts } from '../member-needs.ts';
import { createMessageService, type MessageService } from './messages.service.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { inboxDevRoutes } from './inbox-dev-routes.ts';

export function registerInbox(api: FastifyInstance, deps: Pick<MemberParts, 'ctx' | 'members'>): { messages: MessageService } {
  const messages = createMessageService({ database: deps.ctx.database });
  inboxRoutes(api, deps, messages);
  if (deps.ctx.config.nodeEnv !== 'production') inboxDevRoutes(api, deps, messages);
  return { messages };
}
