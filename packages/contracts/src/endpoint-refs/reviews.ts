// Generated from ../endpoints/reviews.ts by `npm run generate:endpoint-refs`: do not edit.
import type { reviewsEndpoints as reviewsDefinitions } from '../endpoints/reviews.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const reviewsEndpoints = {
  myLines: ref<typeof reviewsDefinitions.myLines>('POST', '/api/member/comment/getMyComLines'),
  line: ref<typeof reviewsDefinitions.line>('POST', '/api/member/comment/getComLine'),
  save: ref<typeof reviewsDefinitions.save>('POST', '/api/product/comment/saveComment'),
};
