/**
 * Pre-sales (预售) of the console: one SKU of an activity of type 8 each — the deposit window
 * is the activity's window, the balance window sits in its rules (balanceBeginAt, balanceEndAt:
 * what the product page, checkout and the order read), the deposit is the activity price and
 * the swell (膨胀) its SKU row's swell_amt. The money terms are presaleTermsProblem of
 * pdp-rules against the SKU's price, the rule the shop's balance (presaleBalance) is computed
 * with. The activity stock moves under the buying path's row lock as a flash sale's does; once
 * orders took units (deposits placed) the money terms and the windows are fixed, only the
 * balance end may move later. The activity tables' public-data triggers (migration 0008) tell
 * the product page and checkout at once.
 */
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Tx } from '@shop/db';
import { ACT_TYP, PRESALE_PURCHASE_LIMIT, presaleBalance, presaleTermsProblem } from '@shop/contracts/pdp-rules';
import {
  type PresaleAdminQuery,
  type PresaleAdminRow,
  type PresaleState,
  presaleAdminQuerySchema,
  type presaleCreateSchema,
  type presaleUpdateSchema,
} from '@shop/contracts/marketing-admin';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';
import type { z } from 'zod';
import { fail } from '../../../platform/shop-error.ts';
import type { MarketingAdminNeeds, MarketingAudit } from './marketing-admin-needs.ts';
import {
  type Act,
  type ActSku,
  activityListPage,
  endActivity,
  lockActivitySku,
  MAIN_SITE,
  newActCd,
  overlappingActivity,
  usedOf,
} from './activity-admin-parts.ts';

const a = schema.activities;
const s = schema.activitySkus;

type PresaleCreate = z.output<typeof presaleCreateSchema>;
type PresaleUpdate = z.output<typeof presaleUpdateSchema>;
type Terms = Omit<PresaleUpdate, 'name' | 'actStock'>;

interface BalanceRules {
  balanceBeginAt?: string;
  balanceEndAt?: string;
}

/** The balance window of a pre-sale's rules, epoch ms (the deposit end when missing: a seeded row without one). */
function balanceOf(act: Pick<Act, 'rules' | 'endAt'>): { balanceBeginAt: number; balanceEndAt: number } {
  const r = (act.rules ?? {}) as BalanceRules;
  const begin = r.balanceBeginAt ? Date.parse(r.balanceBeginAt) : act.endAt.getTime();
  const end = r.balanceEndAt ? Date.parse(r.balanceEndAt) : begin;
  return { balanceBeginAt: begin, balanceEndAt: end };
}

function presaleState(act: Pick<Act, 'status' | 'beginAt' | 'endAt' | 'rules'>, nowMs: number): PresaleState {
  if (act.status !== 'active' || balanceOf(act).balanceEndAt <= nowMs) return 'ended';
  if (act.beginAt.getTime() > nowMs) return 'upcoming';
  return act.endAt.getTime() > nowMs ? 'deposit' : 'balance';
}

const balanceEndSql = sql`coalesce((${a.rules}->>'balanceEndAt')::timestamptz, ${a.endAt})`;

function stateWhere(state: PresaleState, now: Date): SQL | undefined {
  if (state === 'ended') return or(eq(a.status, 'inactive'), sql`${balanceEndSql} <= ${now}`);
  const running = and(eq(a.status, 'active'), sql`${balanceEndSql} > ${now}`);
  if (state === 'upcoming') return and(running, gt(a.beginAt, now));
  if (state === 'deposit') return and(running, lte(a.beginAt, now), gt(a.endAt, now));
  return and(running, lte(a.endAt, now));
}

const rulesOf = (t: Pick<Terms, 'balanceBeginAt' | 'balanceEndAt'>) => ({
  balanceBeginAt: new Date(t.balanceBeginAt).toISOString(),
  balanceEndAt: new Date(t.balanceEndAt).toISOString(),
});

export function createPresaleAdmin({ ctx, catalogue }: Pick<MarketingAdminNeeds, 'ctx' | 'catalogue'>) {
  const { db } = ctx.database;
  const { clock } = ctx;

  function rowOf(act: Act, sku: ActSku, c: CatalogueSku | undefined, nowMs: number): PresaleAdminRow {
    const deposit = sku.actPrice ?? 0;
    return {
      actCd: act.actCd,
      name: act.name,
      skuCode: sku.skuCode,
      spuCode: c?.spuCode ?? '',
      productName: c?.productName ?? '',
      skuName: c?.skuName ?? '',
      price: c?.price ?? null,
      deposit,
      swellAmt: sku.swellAmt,
      balanceDue: c ? presaleBalance(c.price, deposit, sku.swellAmt) : null,
      actStock: sku.actStock === null ? 0 : (sku.actTotal ?? sku.actStock),
      sold: usedOf(sku),
      remaining: sku.actStock ?? 0,
      limitPerMember: PRESALE_PURCHASE_LIMIT,
      beginAt: act.beginAt.getTime(),
      endAt: act.endAt.getTime(),
      ...balanceOf(act),
      state: presaleState(act, nowMs),
    };
  }

  async function named(act: Act, sku: ActSku): Promise<PresaleAdminRow> {
    return rowOf(act, sku, await catalogue.sku(sku.skuCode, MAIN_SITE), clock.now().getTime());
  }

  /** The SKU on the main shop, and the money terms against its price (the shop's one rule). */
  async function checkTerms(skuCode: string, deposit: number, swellAmt: number): Promise<void> {
    const c = await catalogue.sku(skuCode, MAIN_SITE);
    if (!c) throw fail('ERR_ADMIN_FLASH_SKU_NOT_FOUND', { message: `商品SKU ${skuCode} 不存在或未发布` });
    const problem = presaleTermsProblem(c.price, deposit, swellAmt);
    if (problem) throw fail('ERR_ADMIN_PRESALE_TERMS', { message: problem.message, data: { field: problem.field, price: c.price } });
  }

  async function checkNoOverlap(tx: Tx, skuCode: string, beginAt: Date, endAt: Date, exceptActivityId?: number) {
    const other = await overlappingActivity(tx, 'presale', ACT_TYP.presale, skuCode, beginAt, endAt, exceptActivityId);
    if (other) throw fail('ERR_ADMIN_PRESALE_OVERLAP', { message: `该SKU在这段定金时间已有预售（${other}）`, data: { actCd: other } });
  }

  async function locked(tx: Tx, actCd: string, skuCode: string): Promise<{ act: Act; sku: ActSku }> {
    const found = await lockActivitySku(tx, ACT_TYP.presale, actCd, skuCode);
    if (!found) throw fail('ERR_ADMIN_PRESALE_NOT_FOUND');
    return found;
  }

  const auditView = (act: Act, sku: ActSku) => ({
    name: act.name,
    skuCode: sku.skuCode,
    deposit: sku.actPrice,
    swellAmt: sku.swellAmt,
    beginAt: act.beginAt.toISOString(),
    endAt: act.endAt.toISOString(),
    ...(act.rules as BalanceRules),
    status: act.status,
    actStock: sku.actTotal ?? sku.actStock,
    remaining: sku.actStock,
  });

  /** Once deposits were placed the terms stay as they are; only the balance end may move later. */
  function checkLockedTerms(before: { act: Act; sku: ActSku }, input: Terms) {
    const sold = usedOf(before.sku);
    if (sold === 0) return;
    const was = balanceOf(before.act);
    const same =
      input.deposit === before.sku.actPrice &&
      input.swellAmt === before.sku.swellAmt &&
      input.beginAt === before.act.beginAt.getTime() &&
      input.endAt === before.act.endAt.getTime() &&
      input.balanceBeginAt === was.balanceBeginAt &&
      input.balanceEndAt >= was.balanceEndAt;
    if (!same)
      throw fail('ERR_ADMIN_PRESALE_TERMS_LOCKED', {
        message: `已有 ${sold} 件支付定金，不能再修改定金、膨胀金额与时间，只能延长尾款结束时间`,
        data: { sold },
      });
  }

  return {
    async list(input: PresaleAdminQuery) {
      const q = presaleAdminQuerySchema.parse(input);
      const now = clock.now();
      return activityListPage(db, catalogue, ACT_TYP.presale, q.state ? stateWhere(q.state, now) : undefined, q, now, rowOf);
    },

    async create(input: PresaleCreate, audit: MarketingAudit): Promise<PresaleAdminRow> {
      await checkTerms(input.skuCode, input.deposit, input.swellAmt);
      const beginAt = new Date(input.beginAt);
      const endAt = new Date(input.endAt);
      if (endAt.getTime() <= clock.now().getTime()) throw fail('E_VALIDATION', { message: '定金结束时间须晚于当前时间' });
      const { act, sku } = await db.transaction(async (tx) => {
        await checkNoOverlap(tx, input.skuCode, beginAt, endAt);
        const actCd = newActCd('PS', clock.now().getTime());
        const [act] = await tx
          .insert(a)
          .values({ actCd, actTyp: ACT_TYP.presale, name: input.name, beginAt, endAt, rules: rulesOf(input), siteCodes: null })
          .returning();
        const [sku] = await tx
          .insert(s)
          .values({
            activityId: act!.id,
            skuCode: input.skuCode,
            actPrice: input.deposit,
            swellAmt: input.swellAmt,
            actStock: input.actStock,
            actTotal: input.actStock,
            limitPerMember: PRESALE_PURCHASE_LIMIT,
          })
          .returning();
        await audit(tx, { action: 'marketing.presale.created', target: `presale:${actCd}/${input.skuCode}`, after: auditView(act!, sku!) });
        return { act: act!, sku: sku! };
      });
      return named(act, sku);
    },

    async update(actCd: string, skuCode: string, input: PresaleUpdate, audit: MarketingAudit): Promise<PresaleAdminRow> {
      await checkTerms(skuCode, input.deposit, input.swellAmt);
      const beginAt = new Date(input.beginAt);
      const endAt = new Date(input.endAt);
      const { act, sku } = await db.transaction(async (tx) => {
        const before = await locked(tx, actCd, skuCode);
        const nowMs = clock.now().getTime();
        if (presaleState(before.act, nowMs) === 'ended') throw fail('ERR_ADMIN_PRESALE_ENDED');
        checkLockedTerms(before, input);
        if (input.balanceEndAt <= nowMs) throw fail('E_VALIDATION', { message: '尾款结束时间须晚于当前时间' });
        await checkNoOverlap(tx, skuCode, beginAt, endAt, before.act.id);
        const used = usedOf(before.sku);
        if (input.actStock < used) throw fail('ERR_ADMIN_FLASH_STOCK_BELOW_SOLD', { message: `活动库存不能少于已售出的 ${used} 件`, data: { used } });
        const [act] = await tx
          .update(a)
          .set({ name: input.name, beginAt, endAt, rules: { ...(before.act.rules as Record<string, unknown>), ...rulesOf(input) } })
          .where(eq(a.id, before.act.id))
          .returning();
        const [sku] = await tx
          .update(s)
          .set({ actPrice: input.deposit, swellAmt: input.swellAmt, actStock: input.actStock - used, actTotal: input.actStock })
          .where(and(eq(s.activityId, before.act.id), eq(s.skuCode, skuCode)))
          .returning();
        await audit(tx, {
          action: 'marketing.presale.updated',
          target: `presale:${actCd}/${skuCode}`,
          before: auditView(before.act, before.sku),
          after: auditView(act!, sku!),
        });
        return { act: act!, sku: sku! };
      });
      return named(act, sku);
    },

    /**
     * One taking deposits stops now (its balance window stays: orders with a deposit pay their
     * balance in it); one still to come is called off. In the balance window it cannot end
     * (409); an ended one is answered as it is.
     */
    async end(actCd: string, skuCode: string, audit: MarketingAudit): Promise<PresaleAdminRow> {
      const { act, sku } = await db.transaction(async (tx) => {
        const before = await locked(tx, actCd, skuCode);
        const now = clock.now();
        const state = presaleState(before.act, now.getTime());
        if (state === 'ended') return before;
        if (state === 'balance') throw fail('ERR_ADMIN_PRESALE_IN_BALANCE');
        return endActivity(tx, before, { now, started: state === 'deposit', wasState: state }, audit, {
          action: 'marketing.presale.ended',
          target: `presale:${actCd}/${skuCode}`,
          view: auditView,
        });
      });
      return named(act, sku);
    },
  };
}

export type PresaleAdmin = ReturnType<typeof createPresaleAdmin>;
