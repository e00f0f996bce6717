/**
 * Module entry: agreements (issue #14). The agreement documents in versions with effective
 * dates (user agreement, terms of use, privacy policy, visitor notice, Cookie policy, enterprise
 * supplement), the consent status pages ask for, and members' acceptances with time and channel.
 * Needs: agreements-needs.ts. Provides: the acceptance at sign-in (the auth module records the
 * versions in effect whenever a member signs in).
 */
import type { FastifyInstance } from 'fastify';
import type { ShopEnvironment } from '@shop/contracts';
import type { AgreementsNeeds } from './agreements-needs.ts';
import { createAgreementsService } from './agreements.service.ts';
import { agreementRoutes } from './routes.ts';
import type { AuditingStaff } from '../../platform/admin-route.ts';
import { createAgreementAdmin } from './admin/agreement-admin.service.ts';
import { agreementAdminRoutes } from './admin/agreement-admin-routes.ts';

export type { AgreementsNeeds } from './agreements-needs.ts';

export interface AgreementsProvides {
  acceptances: {
    /** Records that the member accepted the user agreement and privacy policy in effect. */
    acceptAtSignIn(memberId: number, channel: ShopEnvironment): Promise<void>;
  };
}

export function registerAgreements(api: FastifyInstance, needs: AgreementsNeeds): AgreementsProvides {
  const { ctx } = needs;
  const service = createAgreementsService({ database: ctx.database, clock: ctx.clock, brandName: ctx.config.brandName ?? '星辰' });
  agreementRoutes(api, needs, service);
  return { acceptances: { acceptAtSignIn: service.acceptAtSignIn } };
}

/** What the console's 协议与政策 (issue #16) needs: the staff module's guard and audit log. */
export interface AgreementAdminNeeds {
  ctx: AgreementsNeeds['ctx'];
  staff: AuditingStaff;
}

/** The console's 协议与政策: /api/admin/agreements/*, registered by app.ts after the staff module. */
export function registerAgreementAdmin(api: FastifyInstance, needs: AgreementAdminNeeds): void {
  agreementAdminRoutes(api, needs.staff, createAgreementAdmin(needs));
}
