/**
 * Using coupons at checkout (the marketing module owns the coupon tables): the member's usable
 * coupons, marking one used by an order and giving it back on cancel. A flash sale's own stock
 * is the activity service's (activity.service.ts).
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { CouponScope, PricingCoupon } from '@shop/contracts/pricing';

const mc = schema.memberCoupons;
const c = schema.coupons;

/** A coupon the member holds, in the pricing engine's shape plus what the page shows. */
export interface HeldCoupon extends PricingCoupon {
  /** member_coupons.id: what checkout selects. */
  id: number;
  cpnCd: string;
  name: string;
  validFrom: Date;
  validTo: Date;
}

export function createCouponUseService(database: Database) {
  const { db } = database;
  return {
    /**
     * The member's unused coupons valid at `now`. Out of a transaction (every checkout view and
     * submit asks) a named statement of fixed text: no query built per call.
     */
    async usable(memberId: number, now: Date, run: Tx | Database['db'] = db): Promise<HeldCoupon[]> {
      if (run === db) {
        const result = await database.pool.query<{
          id: number;
          valid_from: Date;
          valid_to: Date;
          cpn_cd: string;
          name: string;
          kind: HeldCoupon['kind'];
          amount: number;
          discount: number;
          threshold: number;
          scope: unknown;
        }>({
          name: 'member-coupons-usable',
          text: `SELECT mc.id, mc.valid_from, mc.valid_to, c.cpn_cd, c.name, c.kind, c.amount, c.discount, c.threshold, c.scope
                   FROM member_coupons mc JOIN coupons c ON c.id = mc.coupon_id
                  WHERE mc.member_id = $1 AND mc.status = 'unused' AND mc.valid_from <= $2 AND mc.valid_to > $2 AND c.status = 'active'
                  ORDER BY mc.id`,
          values: [memberId, now],
        });
        return result.rows.map((r) => ({
          id: Number(r.id),
          cpnCd: r.cpn_cd,
          name: r.name,
          kind: r.kind,
          amount: r.amount,
          discount: r.discount,
          threshold: r.threshold,
          scope: r.scope as CouponScope,
          validFrom: r.valid_from,
          validTo: r.valid_to,
        }));
      }
      const rows = await run
        .select({ held: mc, cpn: c })
        .from(mc)
        .innerJoin(c, eq(c.id, mc.couponId))
        .where(and(eq(mc.memberId, memberId), eq(mc.status, 'unused'), lte(mc.validFrom, now), gt(mc.validTo, now), eq(c.status, 'active')))
        .orderBy(mc.id);
      return rows.map(({ held, cpn }) => ({
        id: held.id,
        cpnCd: cpn.cpnCd,
        name: cpn.name,
        kind: cpn.kind,
        amount: cpn.amount,
        discount: cpn.discount,
        threshold: cpn.threshold,
        scope: cpn.scope as CouponScope,
        validFrom: held.validFrom,
        validTo: held.validTo,
      }));
    },

    /** Marks the member's coupon used by an order; false when it is no longer unused and valid. */
    async consume(tx: Tx, memberCouponId: number, memberId: number, orderNo: string, now: Date): Promise<boolean> {
      const rows = await tx
        .update(mc)
        .set({ status: 'used', orderNo, usedAt: now })
        .where(and(eq(mc.id, memberCouponId), eq(mc.memberId, memberId), eq(mc.status, 'unused'), lte(mc.validFrom, now), gt(mc.validTo, now)))
        .returning({ id: mc.id });
      return rows.length === 1;
    },

    /** Gives back the coupon an order used (cancel): unused again, or expired if its time has passed. */
    async release(tx: Tx, orderNo: string, now: Date): Promise<void> {
      await tx
        .update(mc)
        .set({ status: sql`CASE WHEN ${mc.validTo} > ${now} THEN 'unused' ELSE 'expired' END`, orderNo: null, usedAt: null })
        .where(and(eq(mc.orderNo, orderNo), eq(mc.status, 'used')));
    },
  };
}
export type CouponUseService = ReturnType<typeof createCouponUseService>;
