/**
 * Coupon templates (优惠券) of the console: the list with claim and use figures, create and
 * edit, stop issuing. An edit locks the coupon's row (SELECT … FOR UPDATE) — the row a claim's
 * conditional UPDATE (claimed < total) locks — so the total never drops below what was claimed.
 * Stopping ends the claim window now and keeps the coupons already claimed usable (their use
 * needs the template active). The coupons table's public-data trigger tells the shop at once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Tx } from '@shop/db';
import {
  type CouponAdminQuery,
  type CouponAdminRow,
  type CouponIssueState,
  couponAdminQuerySchema,
  type CouponAdminSort,
  type couponInputSchema,
} from '@shop/contracts/marketing-admin';
import type { z } from 'zod';
import { fail } from '../../../platform/shop-error.ts';
import type { MarketingAdminNeeds, MarketingAudit } from './marketing-admin-needs.ts';

const cp = schema.coupons;
const mc = schema.memberCoupons;
type Coupon = typeof cp.$inferSelect;
type CouponInputOut = z.output<typeof couponInputSchema>;

export function couponState(c: Pick<Coupon, 'claimBeginAt' | 'claimEndAt' | 'status'>, nowMs: number): CouponIssueState {
  if (c.status !== 'active' || c.claimEndAt.getTime() <= nowMs) return 'stopped';
  return c.claimBeginAt.getTime() > nowMs ? 'upcoming' : 'issuing';
}

function stateWhere(state: CouponIssueState, now: Date): SQL | undefined {
  if (state === 'stopped') return or(eq(cp.status, 'inactive'), lte(cp.claimEndAt, now));
  if (state === 'upcoming') return and(eq(cp.status, 'active'), gt(cp.claimBeginAt, now));
  return and(eq(cp.status, 'active'), lte(cp.claimBeginAt, now), gt(cp.claimEndAt, now));
}

const ms = (d: Date | null) => (d ? d.getTime() : null);
const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createCouponAdmin({ ctx }: Pick<MarketingAdminNeeds, 'ctx'>) {
  const { db } = ctx.database;
  const { clock } = ctx;

  const usedOf = async (run: Pick<Tx, 'select'>, couponId: number) =>
    (
      await run
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(mc)
        .where(and(eq(mc.couponId, couponId), eq(mc.status, 'used')))
    )[0]?.n ?? 0;

  function rowOf(c: Coupon, used: number, nowMs: number): CouponAdminRow {
    const scope = c.scope as CouponAdminRow['scope'];
    return {
      cpnCd: c.cpnCd,
      name: c.name,
      kind: c.kind,
      amount: c.amount,
      discount: c.discount,
      threshold: c.threshold,
      scope: scope.type === 'all' ? { type: 'all' } : { type: scope.type, codes: scope.codes ?? [] },
      total: c.total,
      claimed: c.claimed,
      used,
      perMemberLimit: c.perMemberLimit,
      claimBeginAt: c.claimBeginAt.getTime(),
      claimEndAt: c.claimEndAt.getTime(),
      validDays: c.validDays,
      validBeginAt: ms(c.validBeginAt),
      validEndAt: ms(c.validEndAt),
      public: c.public,
      pack: c.pack,
      state: couponState(c, nowMs),
    };
  }

  const values = (v: CouponInputOut) => ({
    name: v.name,
    kind: v.kind,
    amount: v.kind === 'amount' ? v.amount : 0,
    discount: v.kind === 'discount' ? v.discount : 1000,
    threshold: v.threshold,
    scope: v.scope,
    total: v.total,
    perMemberLimit: v.perMemberLimit,
    claimBeginAt: new Date(v.claimBeginAt),
    claimEndAt: new Date(v.claimEndAt),
    validDays: v.validDays,
    validBeginAt: v.validDays === null && v.validBeginAt !== null ? new Date(v.validBeginAt) : null,
    validEndAt: v.validDays === null && v.validEndAt !== null ? new Date(v.validEndAt) : null,
    public: v.public,
  });

  const auditView = (c: Coupon) => ({ ...rowOf(c, 0, clock.now().getTime()), used: undefined, state: undefined, status: c.status });

  async function locked(tx: Tx, cpnCd: string): Promise<Coupon> {
    const [c] = await tx.select().from(cp).where(eq(cp.cpnCd, cpnCd)).for('update');
    if (!c) throw fail('ERR_ADMIN_COUPON_NOT_FOUND');
    return c;
  }

  return {
    async list(input: CouponAdminQuery) {
      const q = couponAdminQuerySchema.parse(input);
      const now = clock.now();
      const where = and(
        q.state ? stateWhere(q.state, now) : undefined,
        q.keyword ? or(ilike(cp.name, likeOf(q.keyword)), ilike(cp.cpnCd, likeOf(q.keyword))) : undefined,
      );
      const used = sql<number>`(SELECT count(*) FROM ${mc} WHERE ${mc.couponId} = ${cp.id} AND ${mc.status} = 'used')`;
      // Whitelisted ORDER BY, the template's id last so a page never shifts among equal values.
      const order: Record<CouponAdminSort, SQL[]> = {
        '-claimBeginAt': [desc(cp.claimBeginAt), desc(cp.id)],
        claimBeginAt: [asc(cp.claimBeginAt), asc(cp.id)],
        '-claimed': [desc(cp.claimed), desc(cp.id)],
        claimed: [asc(cp.claimed), asc(cp.id)],
        '-used': [desc(used), desc(cp.id)],
        used: [asc(used), asc(cp.id)],
      };
      const rows = await db
        .select({
          c: cp,
          used: used.mapWith(Number),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(cp)
        .where(where)
        .orderBy(...order[q.sort])
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && q.page > 1)
        total =
          (
            await db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(cp)
              .where(where)
          )[0]?.n ?? 0;
      return { list: rows.map((r) => rowOf(r.c, r.used, now.getTime())), total, page: q.page, pageSize: q.pageSize };
    },

    async create(input: CouponInputOut, audit: MarketingAudit): Promise<CouponAdminRow> {
      return db.transaction(async (tx) => {
        const cpnCd = `CPN-${clock.now().getTime().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;
        const [c] = await tx
          .insert(cp)
          .values({ cpnCd, ...values(input) })
          .returning();
        await audit(tx, { action: 'marketing.coupon.created', target: `coupon:${cpnCd}`, after: auditView(c!) });
        return rowOf(c!, 0, clock.now().getTime());
      });
    },

    async update(cpnCd: string, input: CouponInputOut, audit: MarketingAudit): Promise<CouponAdminRow> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, cpnCd);
        if (input.total < before.claimed)
          throw fail('ERR_ADMIN_COUPON_TOTAL_BELOW_CLAIMED', { message: `发放总量不能少于已领取的 ${before.claimed} 张`, data: { claimed: before.claimed } });
        const [c] = await tx.update(cp).set(values(input)).where(eq(cp.id, before.id)).returning();
        await audit(tx, { action: 'marketing.coupon.updated', target: `coupon:${cpnCd}`, before: auditView(before), after: auditView(c!) });
        return rowOf(c!, await usedOf(tx, c!.id), clock.now().getTime());
      });
    },

    async stop(cpnCd: string, audit: MarketingAudit): Promise<CouponAdminRow> {
      return db.transaction(async (tx) => {
        const before = await locked(tx, cpnCd);
        const now = clock.now();
        if (couponState(before, now.getTime()) === 'stopped') return rowOf(before, await usedOf(tx, before.id), now.getTime());
        const [c] = await tx
          .update(cp)
          .set({ claimEndAt: now, ...(before.claimBeginAt > now ? { claimBeginAt: now } : {}) })
          .where(eq(cp.id, before.id))
          .returning();
        await audit(tx, { action: 'marketing.coupon.stopped', target: `coupon:${cpnCd}`, before: auditView(before), after: auditView(c!) });
        return rowOf(c!, await usedOf(tx, c!.id), now.getTime());
      });
    },
  };
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
