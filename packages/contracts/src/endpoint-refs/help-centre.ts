// Generated from ../endpoints/help-centre.ts by `npm run generate:endpoint-refs`: do not edit.
import type { helpCentreEndpoints as helpCentreDefinitions } from '../endpoints/help-centre.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const helpCentreEndpoints = {
  guidePage: ref<typeof helpCentreDefinitions.guidePage>('GET', '/api/help/guide/:slug'),
  wechatPage: ref<typeof helpCentreDefinitions.wechatPage>('GET', '/api/help/wechat'),
  faqHome: ref<typeof helpCentreDefinitions.faqHome>('GET', '/api/help/faq'),
  faqSearch: ref<typeof helpCentreDefinitions.faqSearch>('GET', '/api/help/faq/search'),
  faqCategory: ref<typeof helpCentreDefinitions.faqCategory>('GET', '/api/help/faq/category/:categoryId'),
  faqQuestion: ref<typeof helpCentreDefinitions.faqQuestion>('GET', '/api/help/faq/category/:categoryId/question/:questionId'),
  faqVote: ref<typeof helpCentreDefinitions.faqVote>('POST', '/api/help/faq/question/:questionId/vote'),
};
