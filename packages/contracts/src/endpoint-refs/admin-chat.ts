// Generated from ../endpoints/admin-chat.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminChatEndpoints as adminChatDefinitions } from '../endpoints/admin-chat.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminChatEndpoints = {
  conversations: ref<typeof adminChatDefinitions.conversations>('GET', '/api/admin/chat/conversations'),
  thread: ref<typeof adminChatDefinitions.thread>('GET', '/api/admin/chat/conversations/:id'),
  answer: ref<typeof adminChatDefinitions.answer>('POST', '/api/admin/chat/conversations/:id/messages'),
  read: ref<typeof adminChatDefinitions.read>('POST', '/api/admin/chat/conversations/:id/read'),
  close: ref<typeof adminChatDefinitions.close>('POST', '/api/admin/chat/conversations/:id/close'),
};
