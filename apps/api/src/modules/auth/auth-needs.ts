/**
 * What the auth module needs from other modules, declared here and satisfied structurally by
 * what app.ts hands over (the member module's members service, the cart module's visitor-cart
 * merge), so that no auth file imports another module.
 */
import type { ShopEnvironment } from '@shop/contracts';
import type { ApiContext, AuthState } from '../../platform/types.ts';
import type { SessionService } from './session.service.ts';
import type { SmsCodeService, SmsLimits } from './sms-code.service.ts';

/** A member as signing in sees it (the member module's members row, structurally). */
export interface AuthMember {
  id: number;
  userNo: string;
  mobile: string;
  nickname: string;
  avatarUrl: string;
  groupId: string;
  gender: number;
  roles: string[];
  status: 'active' | 'locked';
}

/** The member module's members service: who signs in, created on first sign-in. */
export interface AuthMembers {
  byId(id: number): Promise<AuthMember | undefined>;
  requireOfAuth(auth: AuthState): Promise<AuthMember>;
  signInByMobile(mobile: string, now: Date): Promise<{ member: AuthMember; created: boolean }>;
  addRole(memberId: number, role: 'student' | 'enterprise', now: Date): Promise<unknown>;
}

/** The cart module's merge of a visitor's cart into the member's, on sign-in (never fails the sign-in). */
export interface VisitorCartMerge {
  mergeVisitorCart(
    visitorKey: string,
    memberKey: string,
    siteCd: string,
    log: { info(o: object, m: string): void; error(o: object, m: string): void },
  ): Promise<unknown>;
}

/** The agreements module's record of the versions a member accepts by signing in (issue #14). */
export interface SignInAcceptances {
  acceptAtSignIn(memberId: number, channel: ShopEnvironment): Promise<void>;
}

/** The settings module's values in force (系统设置): the SMS code limits. */
export interface AuthSettings {
  values(): Promise<SmsLimits>;
}

export interface AuthNeeds {
  ctx: ApiContext;
  settings: AuthSettings;
  members: AuthMembers;
  cartMerge: VisitorCartMerge;
  agreements: SignInAcceptances;
}

/** The needs plus auth's own services, as the module's route files take them (each a Pick of it). */
export interface AuthParts extends AuthNeeds {
  sessions: SessionService;
  smsCodes: SmsCodeService;
}
