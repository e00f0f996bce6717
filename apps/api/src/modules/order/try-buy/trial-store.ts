/**
 * The table of 先试后买 trials (try_buy_trials) and its moves, each a conditional UPDATE on the
 * trial's state inside the caller's transaction (of two racing moves one applies; the other
 * changes nothing): written with its order (pending), started at delivery (trying, ends_at the
 * end of the Beijing day trial_days after), cancelled with its order before delivery, returning
 * while a trybuy_return request runs (back to trying when it is rejected or withdrawn),
 * returned when its refund settled, converted with the order's completion. And how a trial
 * reads on the member's order (@shop/contracts/try-buy).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  EMPTY_TRY_BUY_FIGURES,
  TRY_BUY_TRIAL_STATES,
  tryBuyDaysLeft,
  tryBuyMayConvert,
  tryBuyReturnRefusal,
  tryBuyTrialEndsAt,
  type OrderTryBuy,
  type TryBuyFigures,
} from '@shop/contracts/try-buy';

const tr = schema.tryBuyTrials;
type Run = Db | Tx;
export type TrialRow = typeof tr.$inferSelect;

const bj = (d: Date | null) => (d ? formatBeijingTime(d.getTime()) : null);

/** Written in the order transaction of a try-buy order. */
export async function insertTrial(tx: Tx, t: { orderNo: string; memberId: number; offerCode: string; trialDays: number; now: Date }): Promise<void> {
  await tx.insert(tr).values({ orderNo: t.orderNo, memberId: t.memberId, offerCode: t.offerCode, trialDays: t.trialDays, createdAt: t.now, updatedAt: t.now });
}

export async function trialOf(run: Run, orderNo: string, opts: { memberId?: number; forUpdate?: boolean } = {}): Promise<TrialRow | undefined> {
  const q = run
    .select()
    .from(tr)
    .where(and(eq(tr.orderNo, orderNo), opts.memberId === undefined ? undefined : eq(tr.memberId, opts.memberId)))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function trialsOf(run: Run, orderNos: readonly string[]): Promise<Map<string, TrialRow>> {
  if (orderNos.length === 0) return new Map();
  const rows = await run
    .select()
    .from(tr)
    .where(inArray(tr.orderNo, [...orderNos]));
  return new Map(rows.map((r) => [r.orderNo, r]));
}

/** The parcel was signed for: the trial runs from now to the end of the Beijing day trial_days later. */
export async function startTrial(tx: Tx, orderNo: string, deliveredAt: Date): Promise<TrialRow | null> {
  const pending = await trialOf(tx, orderNo);
  if (!pending || pending.state !== 'pending') return null;
  // ends_at from the trial's own days (fixed when it applied); the rule is in contracts, one place.
  const endsAt = new Date(tryBuyTrialEndsAt(deliveredAt.getTime(), pending.trialDays));
  const [row] = await tx
    .update(tr)
    .set({ state: 'trying', startedAt: deliveredAt, endsAt, updatedAt: deliveredAt })
    .where(and(eq(tr.id, pending.id), eq(tr.state, 'pending')))
    .returning();
  return row ?? null;
}

/** Its order was cancelled before delivery (the unit went back with the order's claim). */
export async function cancelTrial(tx: Tx, orderNo: string, now: Date): Promise<void> {
  await tx
    .update(tr)
    .set({ state: 'cancelled', updatedAt: now })
    .where(and(eq(tr.orderNo, orderNo), eq(tr.state, 'pending')));
}

/** A trybuy_return request was filed while the trial runs (its end not passed): 退还中. */
export async function markReturning(tx: Tx, orderNo: string, reqNo: string, now: Date): Promise<TrialRow | null> {
  const [row] = await tx
    .update(tr)
    .set({ state: 'returning', returnReqNo: reqNo, updatedAt: now })
    .where(and(eq(tr.orderNo, orderNo), eq(tr.state, 'trying'), sql`${tr.endsAt} >= ${now}`))
    .returning();
  return row ?? null;
}

/** The return request was rejected or withdrawn: the trial runs again (the sweep converts it if its end has passed meanwhile). */
export async function reopenTrial(tx: Tx, orderNo: string, reqNo: string, now: Date): Promise<void> {
  await tx
    .update(tr)
    .set({ state: 'trying', returnReqNo: null, updatedAt: now })
    .where(and(eq(tr.orderNo, orderNo), eq(tr.state, 'returning'), eq(tr.returnReqNo, reqNo)));
}

/** The return's refund settled: 已退还. */
export async function markReturned(tx: Tx, orderNo: string, reqNo: string, now: Date): Promise<void> {
  await tx
    .update(tr)
    .set({ state: 'returned', returnedAt: now, updatedAt: now })
    .where(and(eq(tr.orderNo, orderNo), eq(tr.state, 'returning'), eq(tr.returnReqNo, reqNo)));
}

/** The order completed by its trial's conversion: 已购买. */
export async function markConverted(tx: Tx, orderNo: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(tr)
    .set({ state: 'converted', convertedAt: now, updatedAt: now })
    .where(and(eq(tr.orderNo, orderNo), eq(tr.state, 'trying')))
    .returning({ id: tr.id });
  return row !== undefined;
}

/** What became of each offer's applications. */
export async function trialFigures(run: Run, offerCodes: readonly string[]): Promise<Map<string, TryBuyFigures>> {
  const out = new Map<string, TryBuyFigures>();
  if (offerCodes.length === 0) return out;
  const rows = await run
    .select({ code: tr.offerCode, state: tr.state, n: sql<number>`count(*)::int` })
    .from(tr)
    .where(inArray(tr.offerCode, [...offerCodes]))
    .groupBy(tr.offerCode, tr.state);
  for (const r of rows) {
    const f = out.get(r.code) ?? { ...EMPTY_TRY_BUY_FIGURES };
    f[r.state] += r.n;
    f.applications += r.n;
    out.set(r.code, f);
  }
  return out;
}

/** A trial as the member's order reads it (paid: what the order took). */
export function trialView(t: TrialRow, paid: number, nowMs: number): OrderTryBuy {
  const endsAtMs = t.endsAt?.getTime() ?? null;
  const running = t.state === 'trying' && endsAtMs !== null && nowMs <= endsAtMs;
  const refusal = tryBuyReturnRefusal({ state: t.state, endsAtMs, nowMs });
  return {
    offerCode: t.offerCode,
    trialDays: t.trialDays,
    state: t.state,
    stateTitle: TRY_BUY_TRIAL_STATES[t.state],
    startsAt: bj(t.startedAt),
    endsAt: bj(t.endsAt),
    endsAtMs,
    daysLeft: running ? tryBuyDaysLeft(endsAtMs, nowMs) : null,
    paid,
    canConvert: tryBuyMayConvert(t.state),
    canReturn: refusal === null,
    returnRefusal: refusal,
    returnReqNo: t.returnReqNo,
    convertedAt: bj(t.convertedAt),
    returnedAt: bj(t.returnedAt),
  };
}
