// Generated from ../endpoints/inbox.ts by `npm run generate:endpoint-refs`: do not edit.
import type { inboxEndpoints as inboxDefinitions } from '../endpoints/inbox.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const inboxEndpoints = {
  readAllMessages: ref<typeof inboxDefinitions.readAllMessages>('POST', '/api/member/sysMsg/readAll'),
  entBuySave: ref<typeof inboxDefinitions.entBuySave>('POST', '/api/member/entBuy/save'),
  saveTicket: ref<typeof inboxDefinitions.saveTicket>('POST', '/api/member/support/saveTicket'),
  closeTicket: ref<typeof inboxDefinitions.closeTicket>('POST', '/api/member/support/closeTicket/:ticketNo'),
  messages: ref<typeof inboxDefinitions.messages>('POST', '/api/member/sysMsg/list'),
  message: ref<typeof inboxDefinitions.message>('GET', '/api/member/sysMsg/detail/:id'),
  winningRecords: ref<typeof inboxDefinitions.winningRecords>('POST', '/api/member/winRecord/list'),
  supportEntries: ref<typeof inboxDefinitions.supportEntries>('GET', '/api/member/support/entries'),
  tickets: ref<typeof inboxDefinitions.tickets>('POST', '/api/member/support/ticketList'),
  ticket: ref<typeof inboxDefinitions.ticket>('GET', '/api/member/support/ticket/:ticketNo'),
  entBuyList: ref<typeof inboxDefinitions.entBuyList>('POST', '/api/member/entBuy/list'),
  entBuyDetail: ref<typeof inboxDefinitions.entBuyDetail>('GET', '/api/member/entBuy/detail/:code'),
  customizedOrders: ref<typeof inboxDefinitions.customizedOrders>('POST', '/api/member/custOrder/list'),
  recycleList: ref<typeof inboxDefinitions.recycleList>('POST', '/api/member/recycle/list'),
  recycleDetail: ref<typeof inboxDefinitions.recycleDetail>('GET', '/api/member/recycle/detail/:ordNo/:rclmOrdNo'),
};
