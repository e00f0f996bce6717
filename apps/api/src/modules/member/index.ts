/**
 * Module entry: members. Member info (memberRoutes), wishlist/, points-ledger/, the personal
 * centre's own data (profile/), the inbox (inbox/), star coin and diamonds (stars/), binding,
 * tags, visits and student / enterprise verification (verification/). Needs and provides:
 * member-needs.ts (MemberNeeds, MemberProvides).
 */
import type { FastifyInstance } from 'fastify';
import { createMemberService } from './member.service.ts';
import { createPointsService } from './points.service.ts';
import { memberRoutes } from './routes.ts';
import { createWishlistService } from './wishlist/wishlist.service.ts';
import { wishlistRoutes } from './wishlist/wishlist-routes.ts';
import { pointsRoutes } from './points-ledger/points-routes.ts';
import { registerProfile } from './profile/register.ts';
import { registerInbox } from './inbox/register.ts';
import { registerStars } from './stars/register.ts';
import { registerVerification } from './verification/register.ts';
import type { MemberNeeds, MemberParts, MemberProvides } from './member-needs.ts';
import { registerMemberAdminRoutes } from './admin/register.ts';
import type { MemberAdminNeeds } from './admin/member-admin-needs.ts';

export type { MemberNeeds, MemberProvides } from './member-needs.ts';
export type { MemberAdminNeeds } from './admin/member-admin-needs.ts';

export function registerMember(api: FastifyInstance, needs: MemberNeeds): MemberProvides {
  const { database } = needs.ctx;
  const deps: MemberParts = {
    ...needs,
    members: createMemberService(database, { grantNewMemberPack: (memberId, now) => needs.newMemberPack.grantNewMemberPack(memberId, now) }),
    points: createPointsService(database),
    wishlist: createWishlistService({ database, catalogue: needs.catalogue }),
  };
  memberRoutes(api, deps.members);
  wishlistRoutes(api, deps);
  pointsRoutes(api, deps);
  registerProfile(api, deps);
  const { messages } = registerInbox(api, deps);
  registerStars(api, deps);
  const { enterprises } = registerVerification(api, deps);
  return { members: deps.members, points: deps.points, wishlist: deps.wishlist, messages, enterprises };
}

/**
 * The console's 会员 area (issue #16): /api/admin/members/* (search, detail, reveal, points
 * adjustment, disable / enable). Registered after the staff module, whose permission hook and
 * audit log it needs; `points` is the ledger registerMember returned.
 */
export function registerMemberAdmin(api: FastifyInstance, needs: MemberAdminNeeds & { points: MemberProvides['points'] }): void {
  registerMemberAdminRoutes(api, needs, needs.points);
}
