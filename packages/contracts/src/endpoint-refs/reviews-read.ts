// Generated from ../endpoints/reviews-read.ts by `npm run generate:endpoint-refs`: do not edit.
import type { reviewReadEndpoints as reviewReadDefinitions } from '../endpoints/reviews-read.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const reviewReadEndpoints = {
  commentInfoPage: ref<typeof reviewReadDefinitions.commentInfoPage>('POST', '/api/product/pdp/bottom/commentInfoPage'),
  findComs: ref<typeof reviewReadDefinitions.findComs>('POST', '/api/product/comment/findComs'),
  findComSku: ref<typeof reviewReadDefinitions.findComSku>('POST', '/api/product/comment/findComSku'),
  upVote: ref<typeof reviewReadDefinitions.upVote>('POST', '/api/product/comment/:id/upVote'),
};
