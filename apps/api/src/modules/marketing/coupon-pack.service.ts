/**
 * Coupon packs: coupons granted together rather than claimed one by one. The new-member pack
 * (NEW_MEMBER_PACK, promised by the top banner: 新会员注册即得 ¥200 优惠券礼包) is granted when
 * the member module creates a member. A pack is granted once per member: the grant row's
 * primary key (member, pack) is taken first in the same transaction as the coupons, so
 * concurrent sign-ins of one new number, or a retry, add nothing.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';

const cp = schema.coupons;
const mc = schema.memberCoupons;
const grants = schema.couponPackGrants;

const DAY_MS = 24 * 3600 * 1000;

/** The pack every new member gets (coupons.pack of its seeded coupons). */
export const NEW_MEMBER_PACK = 'NEW-MEMBER';

export interface PackGrant {
  /** False when the member already had the pack (nothing was added). */
  granted: boolean;
  /** The coupons added: code and amount off in fen (amount coupons). */
  coupons: { cpnCd: string; amount: number }[];
}

export function createCouponPackService(database: Database) {
  const { db } = database;

  /** Grants the pack's coupons that are active, in their grant window and not used up. */
  async function grant(memberId: number, packCd: string, now: Date): Promise<PackGrant> {
    return db.transaction(async (tx) => {
      const taken = await tx.insert(grants).values({ memberId, packCd, grantedAt: now }).onConflictDoNothing().returning({ memberId: grants.memberId });
      if (taken.length === 0) return { granted: false, coupons: [] };
      const pack = await tx
        .select()
        .from(cp)
        .where(and(eq(cp.pack, packCd), eq(cp.status, 'active'), lte(cp.claimBeginAt, now), gt(cp.claimEndAt, now)))
        .orderBy(asc(cp.id));
      const out: PackGrant['coupons'] = [];
      for (const coupon of pack) {
        // The same guard as claiming: never past total.
        const [issued] = await tx
          .update(cp)
          .set({ claimed: sql`${cp.claimed} + 1` })
          .where(and(eq(cp.id, coupon.id), sql`${cp.claimed} < ${cp.total}`))
          .returning({ id: cp.id });
        if (!issued) continue;
        const validFrom = coupon.validDays != null ? now : (coupon.validBeginAt ?? now);
        const validTo =
          coupon.validDays != null ? new Date(now.getTime() + coupon.validDays * DAY_MS) : (coupon.validEndAt ?? new Date(now.getTime() + 30 * DAY_MS));
        await tx.insert(mc).values({ couponId: coupon.id, memberId, validFrom, validTo, claimedAt: now });
        out.push({ cpnCd: coupon.cpnCd, amount: coupon.kind === 'amount' ? coupon.amount : 0 });
      }
      return { granted: true, coupons: out };
    });
  }

  return {
    grant,
    /** The new-member pack (member module, when it creates a member). */
    grantNewMemberPack: (memberId: number, now: Date) => grant(memberId, NEW_MEMBER_PACK, now),
  };
}

export type CouponPackService = ReturnType<typeof createCouponPackService>;
