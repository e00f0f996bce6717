/**
 * Help-centre endpoints (our design, issue #14): guide pages, FAQ (home, category, question,
 * search), the 有帮助 / 没帮助 vote, the mini-program page. Reads are public; a vote needs a
 * token (a visitor's anonymous one or a member's): one vote per voter per question.
 */
import {
  faqCategoryParamsSchema,
  faqCategoryViewSchema,
  faqHomeSchema,
  faqQuestionParamsSchema,
  faqQuestionViewSchema,
  faqSearchQuerySchema,
  faqSearchResultSchema,
  faqVoteInputSchema,
  faqVoteParamsSchema,
  faqVoteStateSchema,
  guidePageSchema,
  guideSlugParamsSchema,
  wechatPageSchema,
} from '../help-centre.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['help'];

export const helpCentreEndpoints = {
  guidePage: defineEndpoint({
    method: 'GET',
    path: '/api/help/guide/:slug',
    params: guideSlugParamsSchema,
    data: guidePageSchema,
    summary: '购物指南页面（当前生效版本）',
    description:
      'slug 为 about、process、preferential、paytype、invoice、distribution、aftersales、contact；附全部指南页的导航。未知页面 404 ERR_HELP_PAGE_NOT_FOUND。',
    tags,
  }),
  wechatPage: defineEndpoint({
    method: 'GET',
    path: '/api/help/wechat',
    data: wechatPageSchema,
    summary: '微信小程序介绍页（含小程序码）',
    tags,
  }),
  faqHome: defineEndpoint({
    method: 'GET',
    path: '/api/help/faq',
    data: faqHomeSchema,
    summary: '常见问题首页：分类（含前几个问题）与热门问题',
    tags,
  }),
  faqSearch: defineEndpoint({
    method: 'GET',
    path: '/api/help/faq/search',
    query: faqSearchQuerySchema,
    data: faqSearchResultSchema,
    summary: '在常见问题中搜索（问题、答案与关键词）',
    description: '空白或超过50个字的搜索词 400 E_VALIDATION；最多返回30条，问题命中在前。',
    tags,
  }),
  faqCategory: defineEndpoint({
    method: 'GET',
    path: '/api/help/faq/category/:categoryId',
    params: faqCategoryParamsSchema,
    data: faqCategoryViewSchema,
    summary: '某分类下的常见问题',
    description: '未知分类 404 ERR_FAQ_CATEGORY_NOT_FOUND。',
    tags,
  }),
  faqQuestion: defineEndpoint({
    method: 'GET',
    path: '/api/help/faq/category/:categoryId/question/:questionId',
    params: faqQuestionParamsSchema,
    data: faqQuestionViewSchema,
    summary: '问题详情（答案、投票数、我的投票、相关问题）',
    description: '问题不存在、已下线或不属于该分类 404 ERR_FAQ_QUESTION_NOT_FOUND。带令牌时返回本人的投票。',
    tags,
  }),
  faqVote: defineEndpoint({
    method: 'POST',
    path: '/api/help/faq/question/:questionId/vote',
    params: faqVoteParamsSchema,
    body: faqVoteInputSchema,
    data: faqVoteStateSchema,
    summary: '对问题投票：有帮助 / 没帮助',
    description: '每位访客或会员对每个问题一票，可改投（计数随之调整），重复投同一选项不重复计数。',
    tags,
    auth: 'any',
  }),
};
