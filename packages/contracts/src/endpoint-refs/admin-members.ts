// Generated from ../endpoints/admin-members.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminMemberEndpoints as adminMemberDefinitions } from '../endpoints/admin-members.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminMemberEndpoints = {
  search: ref<typeof adminMemberDefinitions.search>('GET', '/api/admin/members'),
  detail: ref<typeof adminMemberDefinitions.detail>('GET', '/api/admin/members/:id'),
  reveal: ref<typeof adminMemberDefinitions.reveal>('POST', '/api/admin/members/:id/reveal'),
  adjustPoints: ref<typeof adminMemberDefinitions.adjustPoints>('POST', '/api/admin/members/:id/points'),
  disable: ref<typeof adminMemberDefinitions.disable>('POST', '/api/admin/members/:id/disable'),
  enable: ref<typeof adminMemberDefinitions.enable>('POST', '/api/admin/members/:id/enable'),
};
