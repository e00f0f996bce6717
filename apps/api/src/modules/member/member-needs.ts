/**
 * What the member module needs from other modules, declared here and satisfied structurally by
 * what app.ts hands over: the product module's catalogue (wishlist/wishlist-needs.ts,
 * verification/student/student-needs.ts), the order module's reads (stars/stars-needs.ts and
 * the home page's order counts), marketing's member coupons (points-ledger/points-needs.ts),
 * the auth module's SMS codes and its `user` cookie. No member file imports another module but
 * media and uploads (pure picture URLs, the uploaded-image check).
 */
import type { FastifyReply } from 'fastify';
import type { SignedInUser } from '@shop/contracts';
import type { OrderCounts } from '@shop/contracts/order';
import type { ApiConfig } from '../../config.ts';
import type { ApiContext } from '../../platform/types.ts';
import type { MemberService, NewMemberHooks } from './member.service.ts';
import type { PointsService } from './points.service.ts';
import type { MessageService } from './inbox/messages.service.ts';
import type { WishlistService } from './wishlist/wishlist.service.ts';
import type { EnterpriseService } from './verification/enterprise/enterprise.service.ts';
import type { WishlistCatalogue } from './wishlist/wishlist-needs.ts';
import type { StudentCatalogue } from './verification/student/student-needs.ts';
import type { StarOrders } from './stars/stars-needs.ts';
import type { MemberCoupons } from './points-ledger/points-needs.ts';

/** The auth module's SMS codes (phone replacement, student verification by SMS). */
export interface MemberSmsCodes {
  request(input: { mobile: string; ip: string; deviceId?: string; purpose?: string }): Promise<{ resendAfter: number; expiresIn: number }>;
  verify(mobile: string, code: string, purpose?: string): Promise<void>;
}

/** The auth module's phone re-verification proofs (POST /api/auth/auth/mobile, issue #14). */
export interface MemberReverify {
  valid(proof: string, memberId: number, currentMobile: string, scene: 'replace-phone', nowMs: number): boolean;
}

/** What registerMember needs. */
export interface MemberNeeds {
  ctx: ApiContext;
  smsCodes: MemberSmsCodes;
  /** Phone re-verification: replacing the phone accepts its proof as the step-1 proof. */
  reverify?: MemberReverify;
  /** The auth module's `user` cookie, set again when the profile changes what it shows. */
  setUserCookie(reply: FastifyReply, config: ApiConfig, user: SignedInUser): void;
  catalogue: WishlistCatalogue & StudentCatalogue;
  /** The order module's reads: paid orders (star diamonds), order counts (home page). */
  orderReads: StarOrders & { counts(memberId: number): Promise<OrderCounts> };
  memberCoupons: MemberCoupons;
  /** Marketing's new-member coupon pack, granted when a member is created (idempotent per member). */
  newMemberPack: { grantNewMemberPack: NonNullable<NewMemberHooks['grantNewMemberPack']> };
}

/** What the member module provides. */
export interface MemberProvides {
  /** Members: created on first sign-in, the member behind a request, roles. */
  members: MemberService;
  /** The points ledger: balance, spend / refund with an order, earn on completion, the draw's entries. */
  points: PointsService;
  /** The wishlist (the cart's 移入收藏). */
  wishlist: WishlistService;
  /** System messages to a member (order status changes). */
  messages: MessageService;
  /** Enterprise verification (企业认证): whether a member is verified, e.g. for a VAT special invoice (issue #17). */
  enterprises: Pick<EnterpriseService, 'status'>;
}

/** The needs plus the member module's own services, as its files take them (each a Pick of it). */
export interface MemberParts extends MemberNeeds {
  members: MemberService;
  points: PointsService;
  wishlist: WishlistService;
}
