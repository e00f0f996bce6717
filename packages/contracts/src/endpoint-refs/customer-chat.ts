// Generated from ../endpoints/customer-chat.ts by `npm run generate:endpoint-refs`: do not edit.
import type { customerChatEndpoints as customerChatDefinitions } from '../endpoints/customer-chat.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const customerChatEndpoints = {
  open: ref<typeof customerChatDefinitions.open>('POST', '/api/customerChat/open'),
  send: ref<typeof customerChatDefinitions.send>('POST', '/api/customerChat/messages'),
  messages: ref<typeof customerChatDefinitions.messages>('GET', '/api/customerChat/messages'),
  read: ref<typeof customerChatDefinitions.read>('POST', '/api/customerChat/read'),
  unread: ref<typeof customerChatDefinitions.unread>('GET', '/api/customerChat/unread'),
};
