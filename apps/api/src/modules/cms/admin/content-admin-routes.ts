/**
 * 内容 routes of the back office (@shop/contracts/endpoints/admin-content): every section's list,
 * create, edit, publish and reorder, and the picture upload, all behind cms.write (guards and
 * no-store from platform/admin-route.ts). Each write is audited on its own transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTENT_SECTION_NAMES, type ContentSection } from '@shop/contracts/content-admin';
import { adminContentEndpoints, CONTENT_SECTION_ENDPOINTS } from '@shop/contracts/endpoints/admin-content';
import { adminRouter } from '../../../platform/admin-route.ts';
import { ok } from '../../../platform/envelope.ts';
import { routePictureUpload } from '../../../platform/picture-upload.ts';
import type { ContentAdmin, ContentAudit } from './content-admin.service.ts';
import type { ContentAdminNeeds } from './content-admin-needs.ts';

export function contentAdminRoutes(api: FastifyInstance, { ctx, staff, pictures }: ContentAdminNeeds, admin: ContentAdmin) {
  const route = adminRouter(api, staff);
  const auditOf =
    (req: FastifyRequest): ContentAudit =>
    (tx, what) =>
      staff.audit(tx, req, what);

  const sectionRoutes = (section: ContentSection) => {
    const e = CONTENT_SECTION_ENDPOINTS[section];
    route(e.list, 'cms.write', async (req) => ok(req, await admin.list(section, req.query)));
    route(e.create, 'cms.write', async (req) => ok(req, await admin.create(section, req.body, auditOf(req))));
    route(e.update, 'cms.write', async (req) => ok(req, await admin.update(section, req.params.id, req.body, auditOf(req))));
    route(e.publish, 'cms.write', async (req) => ok(req, await admin.setPublished(section, req.params.id, req.body.published, auditOf(req))));
    route(e.reorder, 'cms.write', async (req) => ok(req, await admin.reorder(section, req.body, auditOf(req))));
  };
  for (const section of CONTENT_SECTION_NAMES) sectionRoutes(section);

  routePictureUpload(route, adminContentEndpoints.uploadPicture, 'cms.write', {
    staffOf: staff.staffOf,
    pictures,
    now: () => ctx.clock.now(),
    what: 'content',
  });
}
