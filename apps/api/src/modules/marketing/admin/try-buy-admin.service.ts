/**
 * 先试后买 offers of the console (@shop/contracts/try-buy): list with what became of the
 * applications (the order module's trials, through its figures port), create, edit, pause,
 * resume, end. The offer's row is locked the way an application locks it (the conditional
 * UPDATE of units_taken), so the units are never set below those taken; two offers of one SKU
 * may not overlap in time (an advisory lock of the transaction queues the writers of a SKU).
 * The deposit is not an operator's choice: it is the SKU's selling price (the shop's one rule).
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Tx } from '@shop/db';
import type { z } from 'zod';
import {
  EMPTY_TRY_BUY_FIGURES,
  TRY_BUY_OFFER_STATES,
  tryBuyAdminQuerySchema,
  tryBuyOfferState,
  type TryBuyAdminQuery,
  type TryBuyAdminRow,
  type tryBuyCreateSchema,
  type TryBuyOfferState,
  type tryBuyUpdateSchema,
} from '@shop/contracts/try-buy';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';
import { fail } from '../../../platform/shop-error.ts';
import { MAIN_SITE, newActCd } from './activity-admin-parts.ts';
import type { MarketingAdminNeeds, MarketingAudit } from './marketing-admin-needs.ts';
import { offerTimes, type TryBuyOfferRow } from '../try-buy/try-buy-offers.ts';

const t = schema.tryBuyOffers;

type Create = z.output<typeof tryBuyCreateSchema>;
type Update = z.output<typeof tryBuyUpdateSchema>;

function stateWhere(state: TryBuyOfferState, now: Date): SQL | undefined {
  const open = and(isNull(t.endedAt), gt(t.endAt, now));
  if (state === 'ended') return or(isNotNull(t.endedAt), lte(t.endAt, now));
  if (state === 'paused') return and(open, sql`${t.paused}`);
  if (state === 'draft') return and(open, sql`NOT ${t.paused}`, gt(t.beginAt, now));
  return and(open, sql`NOT ${t.paused}`, lte(t.beginAt, now));
}

const auditView = (r: TryBuyOfferRow) => ({
  title: r.title,
  skuCode: r.skuCode,
  trialDays: r.trialDays,
  unitsTotal: r.unitsTotal,
  unitsTaken: r.unitsTaken,
  beginAt: r.beginAt.toISOString(),
  endAt: r.endAt.toISOString(),
  paused: r.paused,
  endedAt: r.endedAt?.toISOString() ?? null,
});

export function createTryBuyAdmin({ ctx, catalogue, tryBuyTrials }: Pick<MarketingAdminNeeds, 'ctx' | 'catalogue' | 'tryBuyTrials'>) {
  const { db } = ctx.database;
  const { clock } = ctx;

  function rowOf(r: TryBuyOfferRow, sku: CatalogueSku | undefined, figures: TryBuyAdminRow['figures'], nowMs: number): TryBuyAdminRow {
    const state = tryBuyOfferState(offerTimes(r), nowMs);
    return {
      code: r.code,
      title: r.title,
      skuCode: r.skuCode,
      spuCode: sku?.spuCode ?? '',
      productName: sku?.productName ?? '',
      skuName: sku?.skuName ?? '',
      deposit: sku?.price ?? null,
      trialDays: r.trialDays,
      unitsTotal: r.unitsTotal,
      unitsTaken: r.unitsTaken,
      unitsLeft: Math.max(0, r.unitsTotal - r.unitsTaken),
      beginAt: r.beginAt.getTime(),
      endAt: r.endAt.getTime(),
      paused: r.paused,
      endedAt: r.endedAt?.getTime() ?? null,
      state,
      stateTitle: TRY_BUY_OFFER_STATES[state],
      figures,
    };
  }

  async function rowsOf(rows: TryBuyOfferRow[]): Promise<TryBuyAdminRow[]> {
    const nowMs = clock.now().getTime();
    const [skus, figures] = await Promise.all([
      catalogue.skusByCode(
        rows.map((r) => r.skuCode),
        MAIN_SITE,
      ),
      rows.length ? tryBuyTrials.figures(rows.map((r) => r.code)) : Promise.resolve(new Map()),
    ]);
    return rows.map((r) => rowOf(r, skus.get(r.skuCode), figures.get(r.code) ?? { ...EMPTY_TRY_BUY_FIGURES }, nowMs));
  }

  const named = async (r: TryBuyOfferRow) => (await rowsOf([r]))[0]!;

  async function locked(tx: Tx, code: string): Promise<TryBuyOfferRow> {
    const [row] = await tx.select().from(t).where(eq(t.code, code)).for('update');
    if (!row) throw fail('ERR_ADMIN_TRYBUY_NOT_FOUND');
    return row;
  }

  /** Another offer of the SKU, not ended, whose window overlaps [beginAt, endAt): refused. */
  async function checkNoOverlap(tx: Tx, skuCode: string, beginAt: Date, endAt: Date, exceptId?: number) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`try-buy:${skuCode}`}))`);
    const [other] = await tx
      .select({ code: t.code })
      .from(t)
      .where(
        and(
          eq(t.skuCode, skuCode),
          isNull(t.endedAt),
          sql`${t.beginAt} < ${endAt}`,
          sql`${t.endAt} > ${beginAt}`,
          exceptId === undefined ? undefined : sql`${t.id} <> ${exceptId}`,
        ),
      )
      .limit(1);
    if (other) throw fail('ERR_ADMIN_TRYBUY_OVERLAP', { message: `该SKU在这段申请时间已有试用活动（${other.code}）`, data: { code: other.code } });
  }

  /** One write on the locked offer, audited; an ended offer refuses every write but end. */
  async function change(code: string, action: string, audit: MarketingAudit, work: (tx: Tx, before: TryBuyOfferRow) => Promise<TryBuyOfferRow | null>) {
    const row = await db.transaction(async (tx) => {
      const before = await locked(tx, code);
      const after = await work(tx, before);
      if (!after) return before;
      await audit(tx, { action, target: `try-buy:${code}`, before: auditView(before), after: auditView(after) });
      return after;
    });
    return named(row);
  }

  const isEnded = (r: TryBuyOfferRow) => tryBuyOfferState(offerTimes(r), clock.now().getTime()) === 'ended';

  return {
    async list(input: TryBuyAdminQuery) {
      const q = tryBuyAdminQuerySchema.parse(input);
      const now = clock.now();
      const product = q.product ? inArray(t.skuCode, [q.product, ...(await catalogue.skusOf(q.product)).map((s) => s.skuCode)]) : undefined;
      const where = and(q.state ? stateWhere(q.state, now) : undefined, product);
      const rows = await db
        .select({ offer: t, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(t)
        .where(where)
        .orderBy(...(q.sort === 'beginAt' ? [asc(t.beginAt), asc(t.id)] : [desc(t.beginAt), desc(t.id)]))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && q.page > 1) {
        const [n] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(t)
          .where(where);
        total = n?.n ?? 0;
      }
      return { list: await rowsOf(rows.map((r) => r.offer)), total, page: q.page, pageSize: q.pageSize, serverTimeMs: now.getTime() };
    },

    async create(input: Create, audit: MarketingAudit): Promise<TryBuyAdminRow> {
      if (!(await catalogue.sku(input.skuCode, MAIN_SITE))) throw fail('ERR_ADMIN_FLASH_SKU_NOT_FOUND', { message: `商品SKU ${input.skuCode} 不存在或未发布` });
      const now = clock.now();
      const beginAt = new Date(input.beginAt);
      const endAt = new Date(input.endAt);
      if (endAt.getTime() <= now.getTime()) throw fail('E_VALIDATION', { message: '申请结束时间须晚于当前时间' });
      const row = await db.transaction(async (tx) => {
        await checkNoOverlap(tx, input.skuCode, beginAt, endAt);
        const [row] = await tx
          .insert(t)
          .values({
            code: newActCd('TB', now.getTime()),
            skuCode: input.skuCode,
            title: input.title,
            trialDays: input.trialDays,
            unitsTotal: input.unitsTotal,
            beginAt,
            endAt,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await audit(tx, { action: 'marketing.trybuy.created', target: `try-buy:${row!.code}`, after: auditView(row!) });
        return row!;
      });
      return named(row);
    },

    update: (code: string, input: Update, audit: MarketingAudit) =>
      change(code, 'marketing.trybuy.updated', audit, async (tx, before) => {
        if (isEnded(before)) throw fail('ERR_ADMIN_TRYBUY_ENDED');
        const beginAt = new Date(input.beginAt);
        const endAt = new Date(input.endAt);
        if (endAt.getTime() <= clock.now().getTime()) throw fail('E_VALIDATION', { message: '申请结束时间须晚于当前时间' });
        if (input.unitsTotal < before.unitsTaken)
          throw fail('ERR_ADMIN_TRYBUY_UNITS_BELOW_TAKEN', {
            message: `试用名额不能少于已申请的 ${before.unitsTaken} 个`,
            data: { taken: before.unitsTaken },
          });
        await checkNoOverlap(tx, before.skuCode, beginAt, endAt, before.id);
        const [row] = await tx
          .update(t)
          .set({ title: input.title, trialDays: input.trialDays, unitsTotal: input.unitsTotal, beginAt, endAt, updatedAt: clock.now() })
          .where(eq(t.id, before.id))
          .returning();
        return row!;
      }),

    pause: (code: string, audit: MarketingAudit) =>
      change(code, 'marketing.trybuy.paused', audit, async (tx, before) => {
        if (isEnded(before)) throw fail('ERR_ADMIN_TRYBUY_ENDED');
        if (before.paused) return null;
        const [row] = await tx.update(t).set({ paused: true, updatedAt: clock.now() }).where(eq(t.id, before.id)).returning();
        return row!;
      }),

    resume: (code: string, audit: MarketingAudit) =>
      change(code, 'marketing.trybuy.resumed', audit, async (tx, before) => {
        if (isEnded(before)) throw fail('ERR_ADMIN_TRYBUY_ENDED');
        if (!before.paused) return null;
        const [row] = await tx.update(t).set({ paused: false, updatedAt: clock.now() }).where(eq(t.id, before.id)).returning();
        return row!;
      }),

    /** Ends it now (applications stop; trials already under way go on). An ended one is answered as it is. */
    end: (code: string, audit: MarketingAudit) =>
      change(code, 'marketing.trybuy.ended', audit, async (tx, before) => {
        if (isEnded(before)) return null;
        const now = clock.now();
        const [row] = await tx.update(t).set({ endedAt: now, updatedAt: now }).where(eq(t.id, before.id)).returning();
        return row!;
      }),
  };
}

export type TryBuyAdmin = ReturnType<typeof createTryBuyAdmin>;
