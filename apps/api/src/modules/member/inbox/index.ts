/**
 * Module entry: what the personal centre lists for a member besides orders (issue #6) —
 * system messages with the unread count, after-sales requests, winning records, customized
 * (bespoke) orders, enterprise purchase, trade-in recovery orders, support.
 *
 * Other modules send a member a message with the service this returns (`messages.send`),
 * or without it through `createMessageService({ database })`.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import { createMessageService, type MessageService } from './messages.service.ts';
import { createRecordsService, type RecordsService } from './records.service.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { inboxDevRoutes } from './inbox-dev-routes.ts';

export { createMessageService, type MessageService } from './messages.service.ts';
export { createRecordsService, type RecordsService } from './records.service.ts';
export { unreadMessageCountOf } from './unread-count.ts';

export function registerInboxModule(api: FastifyInstance, deps: ModuleDeps): { messages: MessageService; records: RecordsService } {
  const messages = createMessageService({ database: deps.ctx.database });
  const records = createRecordsService({ database: deps.ctx.database });
  inboxRoutes(api, deps, messages, records);
  if (deps.ctx.config.nodeEnv !== 'production') inboxDevRoutes(api, deps, messages, records);
  return { messages, records };
}
