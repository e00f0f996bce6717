/**
 * 常见问题 routes of the back office (@shop/contracts/endpoints/admin-faq), all behind faq.write
 * (guards and no-store from platform/admin-route.ts). Each write is audited on its own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminFaqEndpoints as e } from '@shop/contracts/endpoints/admin-faq';
import { adminRouter, auditFor } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import type { FaqAdmin } from './faq-admin.service.ts';
import type { HelpAdminNeeds } from './help-admin-needs.ts';

export function faqAdminRoutes(api: FastifyInstance, { staff }: HelpAdminNeeds, admin: FaqAdmin) {
  const route = adminRouter(api, staff);
  const audit = (req: FastifyRequest) => auditFor(staff, req);
  const P = 'faq.write' as const;

  route(e.categoryList, P, async (req) => ok(req, await admin.categories()));
  route(e.categoryCreate, P, async (req) => ok(req, await admin.createCategory(req.body, audit(req))));
  route(e.categoryUpdate, P, async (req) => ok(req, await admin.updateCategory(req.params.id, req.body, audit(req))));
  route(e.categoryPublish, P, async (req) => ok(req, await admin.publishCategory(req.params.id, req.body.published, audit(req))));
  route(e.categoryDelete, P, async (req) => ok(req, await admin.deleteCategory(req.params.id, audit(req))));
  route(e.categoryReorder, P, async (req) => ok(req, await admin.reorderCategories(req.body.ids, audit(req))));
  route(e.questionList, P, async (req) => ok(req, await admin.questions(req.query)));
  route(e.questionCreate, P, async (req) => ok(req, await admin.createQuestion(req.body, audit(req))));
  route(e.questionUpdate, P, async (req) => ok(req, await admin.updateQuestion(req.params.id, req.body, audit(req))));
  route(e.questionPublish, P, async (req) => ok(req, await admin.publishQuestion(req.params.id, req.body.published, audit(req))));
  route(e.questionDelete, P, async (req) => ok(req, await admin.deleteQuestion(req.params.id, audit(req))));
  route(e.questionReorder, P, async (req) => ok(req, await admin.reorderQuestions(req.body, audit(req))));
}
