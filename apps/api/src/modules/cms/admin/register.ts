/** The console's 内容 area (issue #16): /api/admin/content/*, registered by app.ts after the staff and catalogue admin modules. */
import type { FastifyInstance } from 'fastify';
import { createContentAdmin } from './content-admin.service.ts';
import { contentAdminRoutes } from './content-admin-routes.ts';
import type { ContentAdminNeeds } from './content-admin-needs.ts';

export function registerContentAdminRoutes(api: FastifyInstance, needs: ContentAdminNeeds): void {
  contentAdminRoutes(api, needs, createContentAdmin(needs));
}
