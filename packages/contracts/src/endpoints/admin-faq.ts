/**
 * 常见问题 of the back office (issue #16): the help centre's FAQ categories and questions —
 * list, create, edit, delete, reorder, 上线 / 下线. Every call needs faq.write; every write is
 * audited and reaches the shop's help centre at once (the FAQ tables' NOTIFY public_data empties
 * the shop's caches and its kept visitor pages).
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  faqAdminCategorySchema,
  faqAdminQuestionSchema,
  faqCategoryCreateSchema,
  faqCategoryFieldsSchema,
  faqCategoryListSchema,
  faqCategoryParamsSchema,
  faqCategoryReorderSchema,
  faqPublishInputSchema,
  faqQuestionInputSchema,
  faqQuestionListQuerySchema,
  faqQuestionListSchema,
  faqQuestionParamsSchema,
  faqQuestionReorderSchema,
} from '../faq-admin.ts';

const tags = ['admin-faq'];
const GUARD = '需要管理后台登录（Cookie admin_session，路径 /api/admin）与权限 faq.write。';
const AUDITED = '记入审计日志（修改前后），商城帮助中心即时可见。';

export const adminFaqEndpoints = {
  categoryList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/faq/categories',
    data: faqCategoryListSchema,
    summary: '常见问题分类列表',
    description: `${GUARD} 按排序；含问题总数与商城此刻展示的问题数。`,
    tags,
  }),
  categoryCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/faq/categories',
    body: faqCategoryCreateSchema,
    data: faqAdminCategorySchema,
    summary: '新建常见问题分类',
    description: `${GUARD} 标识用于地址 /faq/标识，不可重复（409 ERR_ADMIN_FAQ_CATEGORY_EXISTS）；新建为已上线，排在最后。${AUDITED}`,
    tags,
  }),
  categoryUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/faq/categories/:id',
    params: faqCategoryParamsSchema,
    body: faqCategoryFieldsSchema,
    data: faqAdminCategorySchema,
    summary: '修改常见问题分类',
    description: `${GUARD} 修改名称与说明（标识不变）。${AUDITED}`,
    tags,
  }),
  categoryPublish: defineEndpoint({
    method: 'POST',
    path: '/api/admin/faq/categories/:id/publish',
    params: faqCategoryParamsSchema,
    body: faqPublishInputSchema,
    data: faqAdminCategorySchema,
    summary: '上线或下线常见问题分类',
    description: `${GUARD} 下线的分类连同其中的问题都不在商城展示。${AUDITED}`,
    tags,
  }),
  categoryDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/faq/categories/:id',
    params: faqCategoryParamsSchema,
    data: z.object({ id: z.string() }),
    summary: '删除常见问题分类',
    description: `${GUARD} 只能删除没有问题的分类，否则 409 ERR_ADMIN_FAQ_CATEGORY_NOT_EMPTY。${AUDITED}`,
    tags,
  }),
  categoryReorder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/faq/categories/reorder',
    body: faqCategoryReorderSchema,
    data: faqCategoryListSchema,
    summary: '常见问题分类排序',
    description: `${GUARD} ids 须恰为全部分类，各一次，靠前的先展示。${AUDITED}`,
    tags,
  }),
  questionList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/faq/questions',
    query: faqQuestionListQuerySchema,
    data: faqQuestionListSchema,
    summary: '常见问题列表',
    description: `${GUARD} 按分类、上下线与关键词（问题、解答、搜索关键词）筛选；按分类与排序。live 表示商城此刻是否展示。`,
    tags,
  }),
  questionCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/faq/questions',
    body: faqQuestionInputSchema,
    data: faqAdminQuestionSchema,
    summary: '新建常见问题',
    description: `${GUARD} 新建为已上线，排在分类最后；生效时间不填即刻生效，晚于现在则到时才展示。解答为纯文本（空行分段，“- ”开头的行成列表）。${AUDITED}`,
    tags,
  }),
  questionUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/faq/questions/:id',
    params: faqQuestionParamsSchema,
    body: faqQuestionInputSchema,
    data: faqAdminQuestionSchema,
    summary: '修改常见问题',
    description: `${GUARD} 整条替换；问题或解答文字改动时版本号加一、生效时间更新。可改到另一分类（排在其最后）。${AUDITED}`,
    tags,
  }),
  questionPublish: defineEndpoint({
    method: 'POST',
    path: '/api/admin/faq/questions/:id/publish',
    params: faqQuestionParamsSchema,
    body: faqPublishInputSchema,
    data: faqAdminQuestionSchema,
    summary: '上线或下线常见问题',
    description: `${GUARD} published=true 上线、false 下线（保留，商城不再展示）。${AUDITED}`,
    tags,
  }),
  questionDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/faq/questions/:id',
    params: faqQuestionParamsSchema,
    data: z.object({ id: z.number().int() }),
    summary: '删除常见问题',
    description: `${GUARD} 连同其“有帮助 / 没帮助”投票一并删除。${AUDITED}`,
    tags,
  }),
  questionReorder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/faq/questions/reorder',
    body: faqQuestionReorderSchema,
    data: faqQuestionListSchema,
    summary: '常见问题排序',
    description: `${GUARD} ids 须恰为该分类的全部问题，各一次，靠前的先展示。${AUDITED}`,
    tags,
  }),
};
