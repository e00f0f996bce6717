/**
 * 阶梯价 (tiered prices) of the console: one SKU of an activity of type 13 (ladder) each, the
 * tiers kept in activities.rules.ladder in the shape the shop reads ([{ fullCnt, discount }],
 * per-mille; activity.service.ts, the cart's and checkout's ladder rule). The list names each SKU
 * through the catalogue; a write runs in one transaction with its audit row, and two ladders of
 * one SKU never overlap in time (checked under the transaction's advisory lock). The activity
 * tables' triggers (migration 0008) move the public data version and NOTIFY, so the product
 * page, the cart and checkout of every worker show a change at once.
 */
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import { schema, type Tx } from '@shop/db';
import { ACT_TYP, sortLadder, type LadderStep } from '@shop/contracts/pdp-rules';
import {
  LADDER_STATES,
  type LadderAdminQuery,
  type LadderAdminRow,
  type LadderState,
  ladderAdminQuerySchema,
  type ladderCreateSchema,
  type ladderUpdateSchema,
} from '@shop/contracts/ladder-admin';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';
import type { z } from 'zod';
import { fail } from '../../../platform/shop-error.ts';
import type { MarketingAdminNeeds, MarketingAudit } from './marketing-admin-needs.ts';
import { type Act, type ActSku, activityListPage, endActivity, lockActivitySku, MAIN_SITE, newActCd, overlappingActivity } from './activity-admin-parts.ts';

const a = schema.activities;
const s = schema.activitySkus;
type LadderCreate = z.output<typeof ladderCreateSchema>;
type LadderUpdate = z.output<typeof ladderUpdateSchema>;

/** The per-member limit a ladder's SKU row carries (the seed's; a ladder has no limit of its own). */
const LADDER_ROW_LIMIT = 99;

function ladderState(act: Pick<Act, 'status' | 'beginAt' | 'endAt'>, nowMs: number): LadderState {
  if (act.status !== 'active' || act.endAt.getTime() <= nowMs) return 'ended';
  return act.beginAt.getTime() > nowMs ? 'upcoming' : 'running';
}

function stateWhere(state: LadderState, now: Date): SQL | undefined {
  if (state === 'ended') return or(eq(a.status, 'inactive'), lte(a.endAt, now));
  if (state === 'upcoming') return and(eq(a.status, 'active'), gt(a.beginAt, now));
  return and(eq(a.status, 'active'), lte(a.beginAt, now), gt(a.endAt, now));
}

const tiersOf = (rules: unknown): LadderStep[] =>
  sortLadder(((rules as { ladder?: LadderStep[] } | null)?.ladder ?? []).map((t) => ({ fullCnt: t.fullCnt, discount: t.discount })));

export function createLadderAdmin({ ctx, catalogue }: Pick<MarketingAdminNeeds, 'ctx' | 'catalogue'>) {
  const { db } = ctx.database;
  const { clock } = ctx;

  function rowOf(act: Act, sku: ActSku, c: CatalogueSku | undefined, nowMs: number): LadderAdminRow {
    const state = ladderState(act, nowMs);
    return {
      actCd: act.actCd,
      name: act.name,
      skuCode: sku.skuCode,
      spuCode: c?.spuCode ?? '',
      productName: c?.productName ?? '',
      skuName: c?.skuName ?? '',
      price: c?.price ?? null,
      tiers: tiersOf(act.rules),
      beginAt: act.beginAt.getTime(),
      endAt: act.endAt.getTime(),
      state,
      stateTitle: LADDER_STATES[state],
    };
  }

  async function named(act: Act, sku: ActSku): Promise<LadderAdminRow> {
    return rowOf(act, sku, await catalogue.sku(sku.skuCode, MAIN_SITE), clock.now().getTime());
  }

  async function checkSku(skuCode: string): Promise<void> {
    if (!(await catalogue.sku(skuCode, MAIN_SITE)))
      throw fail('ERR_ADMIN_LADDER_SKU_NOT_FOUND', { message: `商品SKU ${skuCode} 不存在或未发布`, data: { sku: skuCode } });
  }

  /** No other ladder of the SKU in an overlapping window (the shop applies one ladder at a time). */
  async function checkNoOverlap(tx: Tx, skuCode: string, beginAt: Date, endAt: Date, exceptActivityId?: number) {
    const other = await overlappingActivity(tx, 'ladder', ACT_TYP.ladder, skuCode, beginAt, endAt, exceptActivityId);
    if (other) throw fail('ERR_ADMIN_LADDER_OVERLAP', { message: `该SKU在这段时间已有阶梯价（${other}）`, data: { actCd: other } });
  }

  async function locked(tx: Tx, actCd: string, skuCode: string): Promise<{ act: Act; sku: ActSku }> {
    const found = await lockActivitySku(tx, ACT_TYP.ladder, actCd, skuCode);
    if (!found) throw fail('ERR_ADMIN_LADDER_NOT_FOUND');
    return found;
  }

  const auditView = (act: Act, sku: ActSku) => ({
    name: act.name,
    skuCode: sku.skuCode,
    beginAt: act.beginAt.toISOString(),
    endAt: act.endAt.toISOString(),
    status: act.status,
    tiers: tiersOf(act.rules),
  });

  const ruleOf = (tiers: readonly LadderStep[]) => ({ ladder: tiers.map((t) => ({ fullCnt: t.fullCnt, discount: t.discount })) });

  return {
    async list(input: LadderAdminQuery) {
      const q = ladderAdminQuerySchema.parse(input);
      const now = clock.now();
      return activityListPage(db, catalogue, ACT_TYP.ladder, q.state ? stateWhere(q.state, now) : undefined, q, now, rowOf);
    },

    async create(input: LadderCreate, audit: MarketingAudit): Promise<LadderAdminRow> {
      await checkSku(input.skuCode);
      const beginAt = new Date(input.beginAt);
      const endAt = new Date(input.endAt);
      if (endAt.getTime() <= clock.now().getTime()) throw fail('E_VALIDATION', { message: '结束时间须晚于当前时间', data: { issues: [{ path: 'endAt' }] } });
      const { act, sku } = await db.transaction(async (tx) => {
        await checkNoOverlap(tx, input.skuCode, beginAt, endAt);
        const actCd = newActCd('ZK', clock.now().getTime());
        const [act] = await tx
          .insert(a)
          .values({ actCd, actTyp: ACT_TYP.ladder, name: input.name, beginAt, endAt, rules: ruleOf(input.tiers) })
          .returning();
        const [sku] = await tx
          .insert(s)
          .values({ activityId: act!.id, skuCode: input.skuCode, actPrice: null, actStock: null, limitPerMember: LADDER_ROW_LIMIT })
          .returning();
        await audit(tx, { action: 'marketing.ladder.created', target: `ladder:${actCd}/${input.skuCode}`, after: auditView(act!, sku!) });
        return { act: act!, sku: sku! };
      });
      return named(act, sku);
    },

    async update(actCd: string, skuCode: string, input: LadderUpdate, audit: MarketingAudit): Promise<LadderAdminRow> {
      const beginAt = new Date(input.beginAt);
      const endAt = new Date(input.endAt);
      const { act, sku } = await db.transaction(async (tx) => {
        const before = await locked(tx, actCd, skuCode);
        const nowMs = clock.now().getTime();
        if (ladderState(before.act, nowMs) === 'ended') throw fail('ERR_ADMIN_LADDER_ENDED');
        if (endAt.getTime() <= nowMs) throw fail('E_VALIDATION', { message: '结束时间须晚于当前时间', data: { issues: [{ path: 'endAt' }] } });
        await checkNoOverlap(tx, skuCode, beginAt, endAt, before.act.id);
        const [act] = await tx
          .update(a)
          .set({ name: input.name, beginAt, endAt, rules: { ...(before.act.rules as Record<string, unknown>), ...ruleOf(input.tiers) } })
          .where(eq(a.id, before.act.id))
          .returning();
        await audit(tx, {
          action: 'marketing.ladder.updated',
          target: `ladder:${actCd}/${skuCode}`,
          before: auditView(before.act, before.sku),
          after: auditView(act!, before.sku),
        });
        return { act: act!, sku: before.sku };
      });
      return named(act, sku);
    },

    /** A running ladder ends now; one still to come is called off (inactive). An ended one is answered as it is. */
    async end(actCd: string, skuCode: string, audit: MarketingAudit): Promise<LadderAdminRow> {
      const { act, sku } = await db.transaction(async (tx) => {
        const before = await locked(tx, actCd, skuCode);
        const now = clock.now();
        const state = ladderState(before.act, now.getTime());
        if (state === 'ended') return before;
        return endActivity(tx, before, { now, started: state === 'running', wasState: state }, audit, {
          action: 'marketing.ladder.ended',
          target: `ladder:${actCd}/${skuCode}`,
          view: auditView,
        });
      });
      return named(act, sku);
    },
  };
}

export type LadderAdmin = ReturnType<typeof createLadderAdmin>;
