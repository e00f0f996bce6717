/**
 * Module entry: content (cms). Home / channel blocks, icons, platforms and system settings
 * under /api, product-page ads (ads/) and live rooms (live/); the generated banner pictures
 * outside /api (registerCmsMedia). Needs and provides: cms-needs.ts (CmsNeeds, CmsProvides).
 */
import type { FastifyInstance } from 'fastify';
import { createCmsRepository } from './cms.repository.ts';
import { createCmsService } from './cms.service.ts';
import { cmsRoutes } from './routes.ts';
import { createServicePromises } from './service-promises.ts';
import { servicePromiseRoutes } from './service-promises-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { createSettingReads } from './setting-reads.ts';
import { registerLive } from './live/register.ts';
import { registerAds } from './ads/register.ts';
import type { CmsNeeds, CmsProvides } from './cms-needs.ts';
import { registerContentAdminRoutes } from './admin/register.ts';
import type { ContentAdminNeeds } from './admin/content-admin-needs.ts';

export type { CmsNeeds, CmsProvides } from './cms-needs.ts';
export type { ContentAdminNeeds } from './admin/content-admin-needs.ts';

export function registerCms(api: FastifyInstance, needs: CmsNeeds): CmsProvides {
  const { ctx } = needs;
  const repo = createCmsRepository(ctx.database);
  cmsRoutes(api, createCmsService({ repo, clock: ctx.clock, brandName: ctx.config.brandName ?? '星辰', log: api.log }));
  servicePromiseRoutes(api, createServicePromises({ repo, clock: ctx.clock, catalogue: needs.catalogue, log: api.log }));
  registerLive(api, needs);
  registerAds(api, needs);
  return { settings: createSettingReads(ctx.database) };
}

/** Outside /api: the generated CMS pictures (plain images). */
export function registerCmsMedia(app: FastifyInstance): void {
  mediaRoutes(app);
}

/** The console's 内容 area (issue #16): /api/admin/content/*, after the staff module (guard, audit) and the catalogue admin (picture store). */
export function registerContentAdmin(api: FastifyInstance, needs: ContentAdminNeeds): void {
  registerContentAdminRoutes(api, needs);
}
