/**
 * TTM early-access qualification: some new SPUs sell only to members who verify a one-time
 * invitation code (refused when voided by the console or past its expiry). A member verified once stays verified for that SPU. Wrong codes are
 * limited to 5 per 10 minutes per member (guessing codes must not pay).
 * Programmes listed in COMPLETED_TTM_SPUS (contracts/pdp-rules) are over: no code needed.
 */
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { isTtmCompleted } from '@shop/contracts/pdp-rules';
import type { TtmVerifyState } from '@shop/contracts/delivery';
import { fail } from '../../../platform/shop-error.ts';
import type { Clock } from '../../../platform/clock.ts';

export const TTM_WRONG_LIMIT = 5;
export const TTM_WINDOW_MS = 10 * 60 * 1000;

const t = schema.ttmCodes;
const v = schema.ttmVerifications;
const a = schema.ttmAttempts;

export function createTtmService({ database, clock }: { database: Database; clock: Clock }) {
  const { db } = database;

  async function programme(spuCode: string) {
    if (isTtmCompleted(spuCode)) return undefined;
    const [row] = await db.select().from(schema.ttmSpus).where(eq(schema.ttmSpus.spuCode, spuCode)).limit(1);
    return row;
  }

  async function isVerified(memberId: number, spuCode: string) {
    const [row] = await db
      .select({ m: v.memberId })
      .from(v)
      .where(and(eq(v.memberId, memberId), eq(v.spuCode, spuCode)))
      .limit(1);
    return Boolean(row);
  }

  return {
    async state(spuCode: string, memberId: number | undefined): Promise<TtmVerifyState> {
      const prog = await programme(spuCode);
      if (!prog) return { required: false, verified: false, hint: '' };
      const verified = memberId !== undefined && (await isVerified(memberId, spuCode));
      return { required: true, verified, hint: verified ? '您已通过资格验证，可直接购买' : prog.hint };
    },

    /**
     * Refuses a SKU of a running TTM programme to a shopper who has not verified (a visitor
     * is asked to sign in first). Unknown SKUs pass: the caller answers those itself.
     */
    async assertMayBuy(skuCode: string, memberId: number | undefined): Promise<void> {
      const [row] = await db
        .select({ spuCode: schema.products.spuCode })
        .from(schema.skus)
        .innerJoin(schema.products, eq(schema.products.id, schema.skus.productId))
        .where(eq(schema.skus.skuCode, skuCode))
        .limit(1);
      if (!row || !(await programme(row.spuCode))) return;
      if (memberId !== undefined && (await isVerified(memberId, row.spuCode))) return;
      throw fail('ERR_TTM_REQUIRED', memberId === undefined ? { message: '该商品需凭邀请码购买，请先登录并完成资格验证' } : {});
    },

    /** Verifies `code` for the member; throws the catalogue error that says why not. */
    async verify(memberId: number, spuCode: string, code: string): Promise<TtmVerifyState> {
      const prog = await programme(spuCode);
      if (!prog) throw fail('ERR_TTM_NOT_REQUIRED');
      const now = clock.now();
      return db
        .transaction(async (tx) => {
          // One member's attempts in a row: the limit cannot be raced past, and two codes sent
          // at once cannot both be spent on the same SPU.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'ttm-member:' + memberId}))`);
          const [already] = await tx
            .select({ m: v.memberId })
            .from(v)
            .where(and(eq(v.memberId, memberId), eq(v.spuCode, spuCode)))
            .limit(1);
          if (already) return { error: undefined };
          const [wrong] = await tx
            .select({ n: count() })
            .from(a)
            .where(and(eq(a.memberId, memberId), eq(a.success, false), gt(a.createdAt, new Date(now.getTime() - TTM_WINDOW_MS))));
          if (wrong.n >= TTM_WRONG_LIMIT) {
            throw fail('E_RATE_LIMITED', { message: '邀请码错误次数过多，请10分钟后再试', headers: { 'retry-after': String(TTM_WINDOW_MS / 1000) } });
          }

          const [row] = await tx.select().from(t).where(eq(t.code, code)).limit(1);
          const attempt = (success: boolean) => tx.insert(a).values({ memberId, spuCode, success, createdAt: now });
          if (!row || row.spuCode !== spuCode) {
            await attempt(false);
            return { error: 'ERR_TTM_CODE_INVALID' as const };
          }
          // A spent, voided or expired code counts as a wrong attempt too: trying leaked codes must not pay either.
          // One conditional UPDATE: of members sending the same code at once, the row lock lets exactly one through,
          // and a console's void of the same row (member_id IS NULL AND voided_at IS NULL) comes before or after, never both.
          const [used] = await tx
            .update(t)
            .set({ memberId, usedAt: now })
            .where(and(eq(t.code, code), isNull(t.memberId), isNull(t.voidedAt), or(isNull(t.expiresAt), gt(t.expiresAt, now))))
            .returning({ code: t.code });
          if (!used) {
            await attempt(false);
            const [after] = await tx.select().from(t).where(eq(t.code, code)).limit(1);
            if (after?.memberId === null && after.voidedAt !== null) return { error: 'ERR_TTM_CODE_VOIDED' as const };
            if (after?.memberId === null && after.expiresAt !== null && after.expiresAt <= now) return { error: 'ERR_TTM_CODE_EXPIRED' as const };
            return { error: 'ERR_TTM_CODE_USED' as const };
          }
          await tx.insert(v).values({ memberId, spuCode, code, verifiedAt: now }).onConflictDoNothing();
          await attempt(true);
          return { error: undefined };
        })
        .then((res) => {
          // Thrown after commit so the failed attempt is recorded for the rate limit.
          if (res.error) throw fail(res.error);
          return { required: true, verified: true, hint: '您已通过资格验证，可直接购买' };
        });
    },
  };
}

export type TtmService = ReturnType<typeof createTtmService>;
