/** The console's 会员 area (issue #16): /api/admin/members/*, registered by member/index.ts after the staff module. */
import type { FastifyInstance } from 'fastify';
import type { PointsService } from '../points.service.ts';
import { createMemberAdmin } from './member-admin.service.ts';
import { memberAdminRoutes } from './member-admin-routes.ts';
import type { MemberAdminNeeds } from './member-admin-needs.ts';

export function registerMemberAdminRoutes(api: FastifyInstance, needs: MemberAdminNeeds, points: PointsService): void {
  memberAdminRoutes(api, needs.staff, createMemberAdmin(needs, points));
}
