/**
 * What the points ledger needs from other modules, declared here and satisfied structurally
 * by the service app.ts hands over (MemberNeeds.memberCoupons, from marketing), so that no
 * file of this folder imports another module.
 */
import type { MyCouponPage, MyCouponStatus } from '@shop/contracts/points';

/** The member's own coupons (the coupon tables belong to marketing). */
export interface MemberCoupons {
  /** One page of the member's coupons in `status` at `now`, with the count of each status. */
  memberCoupons(memberId: number, q: { status: MyCouponStatus; pageNo: number; pageSize: number }, now: Date): Promise<MyCouponPage>;
}
