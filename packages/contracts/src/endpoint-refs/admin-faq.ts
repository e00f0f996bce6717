// Generated from ../endpoints/admin-faq.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminFaqEndpoints as adminFaqDefinitions } from '../endpoints/admin-faq.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminFaqEndpoints = {
  categoryList: ref<typeof adminFaqDefinitions.categoryList>('GET', '/api/admin/faq/categories'),
  categoryCreate: ref<typeof adminFaqDefinitions.categoryCreate>('POST', '/api/admin/faq/categories'),
  categoryUpdate: ref<typeof adminFaqDefinitions.categoryUpdate>('PUT', '/api/admin/faq/categories/:id'),
  categoryPublish: ref<typeof adminFaqDefinitions.categoryPublish>('POST', '/api/admin/faq/categories/:id/publish'),
  categoryDelete: ref<typeof adminFaqDefinitions.categoryDelete>('DELETE', '/api/admin/faq/categories/:id'),
  categoryReorder: ref<typeof adminFaqDefinitions.categoryReorder>('POST', '/api/admin/faq/categories/reorder'),
  questionList: ref<typeof adminFaqDefinitions.questionList>('GET', '/api/admin/faq/questions'),
  questionCreate: ref<typeof adminFaqDefinitions.questionCreate>('POST', '/api/admin/faq/questions'),
  questionUpdate: ref<typeof adminFaqDefinitions.questionUpdate>('PUT', '/api/admin/faq/questions/:id'),
  questionPublish: ref<typeof adminFaqDefinitions.questionPublish>('POST', '/api/admin/faq/questions/:id/publish'),
  questionDelete: ref<typeof adminFaqDefinitions.questionDelete>('DELETE', '/api/admin/faq/questions/:id'),
  questionReorder: ref<typeof adminFaqDefinitions.questionReorder>('POST', '/api/admin/faq/questions/reorder'),
};
