// Generated from ../endpoints/admin-agreements.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminAgreementEndpoints as adminAgreementDefinitions } from '../endpoints/admin-agreements.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminAgreementEndpoints = {
  list: ref<typeof adminAgreementDefinitions.list>('GET', '/api/admin/agreements'),
  version: ref<typeof adminAgreementDefinitions.version>('GET', '/api/admin/agreements/:code/versions/:revision'),
  draft: ref<typeof adminAgreementDefinitions.draft>('GET', '/api/admin/agreements/:code/draft'),
  createDraft: ref<typeof adminAgreementDefinitions.createDraft>('POST', '/api/admin/agreements/:code/draft'),
  updateDraft: ref<typeof adminAgreementDefinitions.updateDraft>('PUT', '/api/admin/agreements/:code/draft'),
  deleteDraft: ref<typeof adminAgreementDefinitions.deleteDraft>('DELETE', '/api/admin/agreements/:code/draft'),
  publish: ref<typeof adminAgreementDefinitions.publish>('POST', '/api/admin/agreements/:code/draft/publish'),
};
