/**
 * Module entry: the help centre (issue #14) — shopping guide pages, FAQ with search and
 * votes, the mini-program page. Registered under /api; needs: help-centre-needs.ts.
 */
import type { FastifyInstance } from 'fastify';
import { createFaqService, type FaqService } from './faq.service.ts';
import type { HelpCentreNeeds } from './help-centre-needs.ts';
import { helpCentreRoutes } from './help-centre-routes.ts';
import { createHelpPagesService, type HelpPagesService } from './help-pages.service.ts';
import { createFaqAdmin } from './admin/faq-admin.service.ts';
import { faqAdminRoutes } from './admin/faq-admin-routes.ts';
import type { HelpAdminNeeds } from './admin/help-admin-needs.ts';

export type { HelpCentreNeeds } from './help-centre-needs.ts';
export type { FaqService } from './faq.service.ts';
export type { HelpPagesService } from './help-pages.service.ts';

export interface HelpCentreProvides {
  pages: HelpPagesService;
  faq: FaqService;
}

/** Provides its services (nothing else uses them yet; the back office of #16 will). */
export function registerHelpCentre(api: FastifyInstance, needs: HelpCentreNeeds): HelpCentreProvides {
  const { ctx, settings } = needs;
  const placeholders = async () => {
    const [servicePhone, serviceHours] = await Promise.all([settings.settingValue('servicePhone'), settings.settingValue('serviceHours')]);
    return { brand: ctx.config.brandName ?? '', servicePhone: servicePhone ?? '', serviceHours: serviceHours ?? '' };
  };
  const pages = createHelpPagesService({ database: ctx.database, placeholders });
  const faq = createFaqService({ database: ctx.database, placeholders });
  helpCentreRoutes(api, { ctx }, pages, faq);
  return { pages, faq };
}

export type { HelpAdminNeeds } from './admin/help-admin-needs.ts';

/** The console's 常见问题 (issue #16): /api/admin/faq/*, registered by app.ts after the staff module. */
export function registerHelpCentreAdmin(api: FastifyInstance, needs: HelpAdminNeeds): void {
  faqAdminRoutes(api, needs, createFaqAdmin(needs));
}
