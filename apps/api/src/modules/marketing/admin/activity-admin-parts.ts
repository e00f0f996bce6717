/**
 * What the console's activity screens (限时抢购, 预售, 阶梯价) share: one SKU of an activity is a row;
 * the row is locked the way the buying path locks it (the activity SKU's row first, FOR
 * UPDATE: the row the conditional UPDATE of act_stock takes), an overlap of windows of one
 * SKU is checked under an advisory lock of the transaction, and the list pages activity SKUs
 * of one type with their total.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import type { CatalogueSku } from '@shop/contracts/catalogue-rows';
import type { ActivityAdminSort } from '@shop/contracts/marketing-admin';
import type { MarketingAdminCatalogue, MarketingAudit } from './marketing-admin-needs.ts';

const a = schema.activities;
const s = schema.activitySkus;
export const MAIN_SITE = 'cn';

export type Act = typeof a.$inferSelect;
export type ActSku = typeof s.$inferSelect;

/** Units orders and holds took of the activity stock (0 when it has none of its own). */
export const usedOf = (sku: Pick<ActSku, 'actStock' | 'actTotal'>) => (sku.actStock === null ? 0 : Math.max(0, (sku.actTotal ?? sku.actStock) - sku.actStock));

/** A new activity code: the prefix, the time in base 36 and 3 random bytes. */
export const newActCd = (prefix: string, nowMs: number) => `${prefix}-${nowMs.toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

/** The activity SKU and its activity of type `actTyp`, both rows locked for this transaction (the SKU row first: the buying path's lock). */
export async function lockActivitySku(tx: Tx, actTyp: number, actCd: string, skuCode: string): Promise<{ act: Act; sku: ActSku } | undefined> {
  const found = await tx.execute<{ activity_id: string }>(sql`
    SELECT s.activity_id FROM ${s} s JOIN ${a} a ON a.id = s.activity_id
     WHERE a.act_cd = ${actCd} AND s.sku_code = ${skuCode} AND a.act_typ = ${actTyp}
     FOR UPDATE OF s`);
  const id = found.rows[0] ? Number(found.rows[0].activity_id) : undefined;
  if (id === undefined) return undefined;
  const [sku] = await tx
    .select()
    .from(s)
    .where(and(eq(s.activityId, id), eq(s.skuCode, skuCode)));
  const [act] = await tx.select().from(a).where(eq(a.id, id)).for('update');
  return { act: act!, sku: sku! };
}

/**
 * The code of another active activity of type `actTyp` of the SKU whose window overlaps
 * [beginAt, endAt) (a shopper would see two prices), if any. Writers of one SKU and type queue
 * on an advisory lock of the transaction (`lockKey`), so two creations cannot both find the
 * window free.
 */
export async function overlappingActivity(
  tx: Tx,
  lockKey: string,
  actTyp: number,
  skuCode: string,
  beginAt: Date,
  endAt: Date,
  exceptActivityId?: number,
): Promise<string | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${lockKey}:${skuCode}`}))`);
  const [other] = await tx
    .select({ actCd: a.actCd })
    .from(s)
    .innerJoin(a, eq(a.id, s.activityId))
    .where(
      and(
        eq(s.skuCode, skuCode),
        eq(a.actTyp, actTyp),
        eq(a.status, 'active'),
        sql`${a.beginAt} < ${endAt}`,
        sql`${a.endAt} > ${beginAt}`,
        exceptActivityId === undefined ? undefined : sql`${a.id} <> ${exceptActivityId}`,
      ),
    )
    .limit(1);
  return other?.actCd;
}

/** The SKU codes a product filter names: the code itself (a SKU) and the SKUs of the SPU of that code. */
async function productFilter(catalogue: MarketingAdminCatalogue, product: string | undefined): Promise<SQL | undefined> {
  if (!product) return undefined;
  return inArray(s.skuCode, [product, ...(await catalogue.skusOf(product)).map((c) => c.skuCode)]);
}

/** The activity lists' ORDER BY: begin time, then the activity's id and the SKU code (unique together), so pages do not shift. */
const ACTIVITY_ORDER: Record<ActivityAdminSort, SQL[]> = {
  '-beginAt': [desc(a.beginAt), desc(a.id), asc(s.skuCode)],
  beginAt: [asc(a.beginAt), asc(a.id), asc(s.skuCode)],
};

/** One page of activity SKUs with their activity (in the order asked) and the total the filter matches. */
async function activitySkuPage(db: Db, where: SQL | undefined, sort: ActivityAdminSort, page: number, pageSize: number) {
  const rows = await db
    .select({ act: a, sku: s, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(s)
    .innerJoin(a, eq(a.id, s.activityId))
    .where(where)
    .orderBy(...ACTIVITY_ORDER[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s)
      .innerJoin(a, eq(a.id, s.activityId))
      .where(where);
    total = c?.n ?? 0;
  }
  return { rows, total };
}

/**
 * The console's list of activity SKUs of type `actTyp`: the state's filter and the product's,
 * one page named through the catalogue (the main shop), with the server's now.
 */
export async function activityListPage<Row>(
  db: Db,
  catalogue: MarketingAdminCatalogue,
  actTyp: number,
  state: SQL | undefined,
  q: { product?: string; sort: ActivityAdminSort; page: number; pageSize: number },
  now: Date,
  rowOf: (act: Act, sku: ActSku, c: CatalogueSku | undefined, nowMs: number) => Row,
) {
  const where = and(eq(a.actTyp, actTyp), state, await productFilter(catalogue, q.product));
  const { rows, total } = await activitySkuPage(db, where, q.sort, q.page, q.pageSize);
  const names = await catalogue.skusByCode(
    rows.map((r) => r.sku.skuCode),
    MAIN_SITE,
  );
  return {
    list: rows.map((r) => rowOf(r.act, r.sku, names.get(r.sku.skuCode), now.getTime())),
    total,
    page: q.page,
    pageSize: q.pageSize,
    serverTimeMs: now.getTime(),
  };
}

/**
 * 结束 on an activity SKU, in the caller's transaction (its row locked): one that is taking
 * part now ends at once (never before it began); one still to come is called off (inactive: no
 * longer shown). Audited with the state it was in.
 */
export async function endActivity(
  tx: Tx,
  before: { act: Act; sku: ActSku },
  how: { now: Date; started: boolean; wasState: string },
  audit: MarketingAudit,
  entry: { action: string; target: string; view: (act: Act, sku: ActSku) => Record<string, unknown> },
): Promise<{ act: Act; sku: ActSku }> {
  const set = how.started ? { endAt: new Date(Math.max(how.now.getTime(), before.act.beginAt.getTime() + 1)) } : { status: 'inactive' as const };
  const [act] = await tx.update(a).set(set).where(eq(a.id, before.act.id)).returning();
  await audit(tx, {
    action: entry.action,
    target: entry.target,
    before: entry.view(before.act, before.sku),
    after: { ...entry.view(act!, before.sku), wasState: how.wasState },
  });
  return { act: act!, sku: before.sku };
}
