/**
 * What app.ts hands every feature module's register function: the API context and the
 * services other modules may call (a module never reads another module's tables).
 */
import type { ApiContext } from './platform/types.ts';
import type { MemberService } from './modules/member/member.service.ts';
import type { SmsCodeService } from './modules/auth/sms-code.service.ts';
import type { SessionService } from './modules/auth/session.service.ts';
import type { ActivityService } from './modules/marketing/activity.service.ts';
import type { ListingService } from './modules/product/listing.service.ts';
import type { TtmService } from './modules/delivery/ttm/ttm.service.ts';

export interface ModuleDeps {
  ctx: ApiContext;
  members: MemberService;
  smsCodes: SmsCodeService;
  sessions: SessionService;
  activities: ActivityService;
  listing: ListingService;
  /** TTM early-access qualification: the cart refuses a TTM product to an unverified shopper. */
  ttm: TtmService;
}
