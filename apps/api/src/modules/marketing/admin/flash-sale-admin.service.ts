/**
 * Flash sales (限时抢购) of the console: one SKU of an activity of type 10 each. The list reads
 * the marketing tables and names each SKU through the catalogue; a write runs in one
 * transaction with its audit row. A change of the activity stock locks the activity SKU's row
 * (SELECT … FOR UPDATE) — the row the buying path's conditional UPDATE of act_stock locks — so
 * what orders and holds took (act_total - act_stock) is read and kept while it changes: a
 * change during a running sale never sells a unit twice nor more than the new allotment. The
 * activity tables' triggers (migration 0008) move the public data version and NOTIFY, so the
 * product page and the home strip show a change at once.
 */
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import { schema, type Tx } from '@shop/db';
import { ACT_TYP } from '@shop/contracts/pdp-rules';
import { formatYuan } from '@shop/contracts/money';
import {
  FLASH_SALE_LIMITS,
  type FlashSaleAdminQuery,
  type FlashSaleAdminRow,
  type FlashSaleState,
  flashSaleAdminQuerySchema,
  type flashSaleCreateSchema,
  type flashSaleUpdateSchema,
} from '@shop/contracts/marketing-admin';
import type { z } from 'zod';
import { fail } from '../../../platform/shop-error.ts';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';
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
import { createFlashSaleReminders, reminderKey } from '../flash-sale-reminders.ts';

const a = schema.activities;
const s = schema.activitySkus;
type FlashSaleUpdate = z.output<typeof flashSaleUpdateSchema>;
type FlashSaleCreate = z.output<typeof flashSaleCreateSchema>;

export const previewHoursOf = (rules: unknown): number => {
  const h = (rules as { previewHours?: unknown } | null)?.previewHours;
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 ? h : FLASH_SALE_LIMITS.previewHoursDefault;
};

export function flashSaleState(act: Pick<Act, 'status' | 'beginAt' | 'endAt'>, nowMs: number): FlashSaleState {
  if (act.status !== 'active' || act.endAt.getTime() <= nowMs) return 'ended';
  return act.beginAt.getTime() > nowMs ? 'upcoming' : 'running';
}

function stateWhere(state: FlashSaleState, now: Date): SQL | undefined {
  if (state === 'ended') return or(eq(a.status, 'inactive'), lte(a.endAt, now));
  if (state === 'upcoming') return and(eq(a.status, 'active'), gt(a.beginAt, now));
  return and(eq(a.status, 'active'), lte(a.beginAt, now), gt(a.endAt, now));
}

export function createFlashSaleAdmin({ ctx, catalogue }: Pick<MarketingAdminNeeds, 'ctx' | 'catalogue'>) {
  const { db } = ctx.database;
  const { clock } = ctx;
  const reminders = createFlashSaleReminders(ctx.database);

  /** The rows with their 提醒人数 (members who set 提醒我 on the SKU, /speedKill). */
  async function withReminders(rows: FlashSaleAdminRow[]): Promise<FlashSaleAdminRow[]> {
    const counts = await reminders.counts([...new Set(rows.map((r) => r.actCd))]);
    return rows.map((r) => ({ ...r, reminders: counts.get(reminderKey(r.actCd, r.skuCode)) ?? 0 }));
  }

  function rowOf(act: Act, sku: ActSku, c: CatalogueSku | undefined, nowMs: number): FlashSaleAdminRow {
    const used = usedOf(sku);
    return {
      actCd: act.actCd,
      name: act.name,
      skuCode: sku.skuCode,
      spuCode: c?.spuCode ?? '',
      productName: c?.productName ?? '',
      skuName: c?.skuName ?? '',
      price: c?.price ?? null,
      actPrice: sku.actPrice ?? 0,
      actStock: sku.actStock === null ? 0 : (sku.actTotal ?? sku.actStock),
      sold: used,
      remaining: sku.actStock ?? 0,
      limitPerMember: sku.limitPerMember,
      previewHours: previewHoursOf(act.rules),
      siteCodes: act.siteCodes,
      beginAt: act.beginAt.getTime(),
      endAt: act.endAt.getTime(),
      state: flashSaleState(act, nowMs),
      reminders: 0,
    };
  }

  async function named(act: Act, sku: ActSku): Promise<FlashSaleAdminRow> {
    const [row] = await withReminders([rowOf(act, sku, await catalogue.sku(sku.skuCode, MAIN_SITE), clock.now().getTime())]);
    return row!;
  }

  /** The SKU on each site the sale runs on (the main shop when on every site), its price above the activity price. */
  async function checkSkuAndPrice(skuCode: string, actPrice: number, siteCodes: string[] | null): Promise<void> {
    for (const site of siteCodes ?? [MAIN_SITE]) {
      const c = await catalogue.sku(skuCode, site);
      if (!c) throw fail('ERR_ADMIN_FLASH_SKU_NOT_FOUND', { message: `商品SKU ${skuCode} 不存在或未发布` });
      if (actPrice >= c.price)
        throw fail('ERR_ADMIN_FLASH_PRICE_NOT_BELOW', {
          message: `活动价须低于商品售价（${site === MAIN_SITE ? '主站' : `${site} 站`} ${formatYuan(c.price)}）`,
          data: { site, price: c.price },
        });
    }
  }

  /** No other flash sale of the SKU in an overlapping window (a shopper would see two prices). */
  async function checkNoOverlap(tx: Tx, skuCode: string, beginAt: Date, endAt: Date, exceptActivityId?: number) {
    const other = await overlappingActivity(tx, 'flash-sale', ACT_TYP.seckill, skuCode, beginAt, endAt, exceptActivityId);
    if (other) throw fail('ERR_ADMIN_FLASH_SALE_OVERLAP', { message: `该SKU在这段时间已有限时抢购（${other}）`, data: { actCd: other } });
  }

  /** The activity SKU and its activity, both rows locked for this transaction. */
  async function locked(tx: Tx, actCd: string, skuCode: string): Promise<{ act: Act; sku: ActSku }> {
    const found = await lockActivitySku(tx, ACT_TYP.seckill, actCd, skuCode);
    if (!found) throw fail('ERR_ADMIN_FLASH_SALE_NOT_FOUND');
    return found;
  }

  const auditView = (act: Act, sku: ActSku) => ({
    name: act.name,
    skuCode: sku.skuCode,
    beginAt: act.beginAt.toISOString(),
    endAt: act.endAt.toISOString(),
    status: act.status,
    actPrice: sku.actPrice,
    actStock: sku.actTotal ?? sku.actStock,
    remaining: sku.actStock,
    limitPerMember: sku.limitPerMember,
    previewHours: previewHoursOf(act.rules),
    siteCodes: act.siteCodes,
  });

  return {
    async list(input: FlashSaleAdminQuery) {
      const q = flashSaleAdminQuerySchema.parse(input);
      const now = clock.now();
      const page = await activityListPage(db, catalogue, ACT_TYP.seckill, q.state ? stateWhere(q.state, now) : undefined, q, now, rowOf);
      return { ...page, list: await withReminders(page.list) };
    },

    async create(input: FlashSaleCreate, audit: MarketingAudit): Promise<FlashSaleAdminRow> {
      await checkSkuAndPrice(input.skuCode, input.actPrice, input.siteCodes);
      const beginAt = new Date(input.beginAt);
      const endAt = new Date(input.endAt);
      if (endAt.getTime() <= clock.now().getTime()) throw fail('E_VALIDATION', { message: '结束时间须晚于当前时间' });
      const { act, sku } = await db.transaction(async (tx) => {
        await checkNoOverlap(tx, input.skuCode, beginAt, endAt);
        const actCd = newActCd('SK', clock.now().getTime());
        const [act] = await tx
          .insert(a)
          .values({ actCd, actTyp: ACT_TYP.seckill, name: input.name, beginAt, endAt, rules: { previewHours: input.previewHours }, siteCodes: input.siteCodes })
          .returning();
        const [sku] = await tx
          .insert(s)
          .values({
            activityId: act!.id,
            skuCode: input.skuCode,
            actPrice: input.actPrice,
            actStock: input.actStock,
            actTotal: input.actStock,
            limitPerMember: input.limitPerMember,
          })
          .returning();
        await audit(tx, { action: 'marketing.flash-sale.created', target: `flash-sale:${actCd}/${input.skuCode}`, after: auditView(act!, sku!) });
        return { act: act!, sku: sku! };
      });
      return named(act, sku);
    },

    async update(actCd: string, skuCode: string, input: FlashSaleUpdate, audit: MarketingAudit): Promise<FlashSaleAdminRow> {
      await checkSkuAndPrice(skuCode, input.actPrice, input.siteCodes);
      const beginAt = new Date(input.beginAt);
      const endAt = new Date(input.endAt);
      const { act, sku } = await db.transaction(async (tx) => {
        const before = await locked(tx, actCd, skuCode);
        const nowMs = clock.now().getTime();
        if (flashSaleState(before.act, nowMs) === 'ended') throw fail('ERR_ADMIN_FLASH_SALE_ENDED');
        if (endAt.getTime() <= nowMs) throw fail('E_VALIDATION', { message: '结束时间须晚于当前时间' });
        await checkNoOverlap(tx, skuCode, beginAt, endAt, before.act.id);
        const used = usedOf(before.sku);
        if (input.actStock < used) throw fail('ERR_ADMIN_FLASH_STOCK_BELOW_SOLD', { message: `活动库存不能少于已售出或已预留的 ${used} 件`, data: { used } });
        const [act] = await tx
          .update(a)
          .set({
            name: input.name,
            beginAt,
            endAt,
            rules: { ...(before.act.rules as Record<string, unknown>), previewHours: input.previewHours },
            siteCodes: input.siteCodes,
          })
          .where(eq(a.id, before.act.id))
          .returning();
        const [sku] = await tx
          .update(s)
          .set({ actPrice: input.actPrice, actStock: input.actStock - used, actTotal: input.actStock, limitPerMember: input.limitPerMember })
          .where(and(eq(s.activityId, before.act.id), eq(s.skuCode, skuCode)))
          .returning();
        await audit(tx, {
          action: 'marketing.flash-sale.updated',
          target: `flash-sale:${actCd}/${skuCode}`,
          before: auditView(before.act, before.sku),
          after: auditView(act!, sku!),
        });
        return { act: act!, sku: sku! };
      });
      return named(act, sku);
    },

    /** A running sale ends now; one still to come is called off (inactive: no longer shown). An ended one is answered as it is. */
    async end(actCd: string, skuCode: string, audit: MarketingAudit): Promise<FlashSaleAdminRow> {
      const { act, sku } = await db.transaction(async (tx) => {
        const before = await locked(tx, actCd, skuCode);
        const now = clock.now();
        const state = flashSaleState(before.act, now.getTime());
        if (state === 'ended') return before;
        return endActivity(tx, before, { now, started: state === 'running', wasState: state }, audit, {
          action: 'marketing.flash-sale.ended',
          target: `flash-sale:${actCd}/${skuCode}`,
          view: auditView,
        });
      });
      return named(act, sku);
    },
  };
}

export type FlashSaleAdmin = ReturnType<typeof createFlashSaleAdmin>;
