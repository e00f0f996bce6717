/**
 * Payments of the shop: what an order owes now (asked of the order module), a payment row
 * per attempt, the gateway trade, and the one place where a payment becomes paid — from a
 * verified notification or from the shop's own query when none came. That step is one
 * transaction: a conditional UPDATE (status ≠ paid) makes it happen once, and the order
 * moves inside the same transaction; a payment for an order no longer waiting is refunded.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { PayMethod } from '@shop/contracts/checkout';
import { PAY_METHOD_PAGES, type CreatedPayment, type CreatePaymentInput, type PaymentDue, type PaymentStatus } from '@shop/contracts/payment';
import type { Clock } from '../../platform/clock.ts';
import { fail, ShopError } from '../../platform/shop-error.ts';
import type { OrderPaymentPort, PayStage } from './payment-needs.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import { QR_METHODS } from './protocol.ts';
import { qrSvg } from './qr-svg.ts';

type Payment = typeof schema.payments.$inferSelect;

/** A successful trade as the gateway reported it (notification or query). */
export interface PaidFact {
  method: PayMethod;
  payNo: string;
  tradeNo: string;
  amount: number;
  paidAt: Date;
}

/** applied: the order moved; duplicate: already paid (nothing done); refunded: the order no longer wanted it. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'refunded' | 'rejected-amount' | 'rejected-unknown' | 'rejected-trade-no';

/** A closed-trade notification: closed now, or nothing to do (already paid / closed / unknown). */
export type CloseOutcome = 'closed' | 'unchanged' | 'rejected-unknown';

/** Postgres unique_violation: the provider trade number already belongs to another payment. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/** A payment still 'created' this long after it began is checked with the gateway when its status is read. */
const QUERY_AFTER_MS = 5_000;
/** …at most this often. */
const QUERY_EVERY_MS = 2_000;
/** A create of the same method this soon after the last one is a duplicate (409), not a new attempt. */
const IN_FLIGHT_MS = 5_000;

export interface PaymentServiceDeps {
  database: Database;
  clock: Clock;
  orders: OrderPaymentPort;
  gateways: Record<PayMethod, PaymentGateway>;
  /** Where shoppers and gateways reach the shop (notify and return URLs): configuration, never a request. */
  publicOrigin: () => string;
  /** The refund desk, for a payment that came too late: owed back in the closing transaction, sent after it. */
  lateRefunds: {
    requestLate(tx: Tx, p: { orderNo: string; payNo: string; method: string; amount: number }): Promise<{ refundNo: string }[]>;
    submit(refundNos: readonly string[]): Promise<void>;
  };
  log: { warn(obj: object, msg: string): void };
}

function newPayNo(now: Date): string {
  // 24 digits: the date (readable in the gateway's back office) and 16 random digits.
  const ymd = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${ymd}${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 1e8)).padStart(8, '0')}${String(randomInt(0, 100)).padStart(2, '0')}`;
}

export function nextUrlOf(p: Pick<Payment, 'status' | 'stage' | 'orderNo' | 'method'>): string | null {
  if (p.status === 'paid') return p.stage === 'deposit' ? `/order/payContinue/${p.orderNo}/${p.method}` : `/order/paySuccess/${p.orderNo}/${p.method}`;
  if (p.status === 'failed') return `/order/payError/${p.orderNo}/${p.method}`;
  return null;
}

export function createPaymentService({ database, clock, orders, gateways, publicOrigin, lateRefunds, log }: PaymentServiceDeps) {
  const { db } = database;
  const pay = schema.payments;

  const statusOf = (p: Payment): PaymentStatus => ({
    payNo: p.payNo,
    orderNo: p.orderNo,
    method: p.method as PayMethod,
    stage: p.stage,
    amount: p.amount,
    status: p.status,
    nextUrl: nextUrlOf(p),
  });

  /**
   * Marks a payment paid, once. `inTx` runs inside the same transaction (the notification log).
   * Amount and method must match the payment; anything else changes nothing.
   */
  async function applyPaid(fact: PaidFact, inTx?: (tx: Tx, outcome: ApplyOutcome) => Promise<void>): Promise<ApplyOutcome> {
    let owed: string[] = [];
    const outcome = await db
      .transaction(async (tx) => {
        const [p] = await tx.select().from(pay).where(eq(pay.payNo, fact.payNo));
        let result: ApplyOutcome;
        if (!p || p.method !== fact.method) result = 'rejected-unknown';
        else if (p.amount !== fact.amount) result = 'rejected-amount';
        else {
          const [updated] = await tx
            .update(pay)
            .set({ status: 'paid', providerTxnId: fact.tradeNo, paidAt: fact.paidAt })
            .where(and(eq(pay.payNo, fact.payNo), ne(pay.status, 'paid')))
            .returning();
          if (!updated) result = 'duplicate';
          else {
            const moved = await orders.recordPaid(tx, {
              orderNo: p.orderNo,
              stage: p.stage as PayStage,
              amount: p.amount,
              payNo: p.payNo,
              method: p.method,
              at: fact.paidAt,
            });
            if (moved === 'applied') result = 'applied';
            else {
              // The order was cancelled (or paid by another attempt) meanwhile: keep the record, and the money
              // is owed back in this transaction (the refund desk's ledger), so it is given back even after a crash.
              await tx.update(pay).set({ status: 'closed' }).where(eq(pay.payNo, p.payNo));
              owed = (await lateRefunds.requestLate(tx, { orderNo: p.orderNo, payNo: p.payNo, method: p.method, amount: p.amount })).map((x) => x.refundNo);
              result = 'refunded';
            }
          }
        }
        await inTx?.(tx, result);
        return result;
      })
      .catch((err: unknown) => {
        // The provider's trade number is already another payment's: refused, never a 5xx.
        if (isUniqueViolation(err)) return 'rejected-trade-no' as const;
        throw err;
      });
    if (owed.length > 0)
      await lateRefunds.submit(owed).catch((err) => log.warn({ err, payNo: fact.payNo }, 'sending a late payment back failed (the sweep sends it)'));
    return outcome;
  }

  /** A signed closed-trade notification: a payment still waiting is closed; anything else stays. */
  async function applyClosed(method: PayMethod, payNo: string, inTx?: (tx: Tx, outcome: CloseOutcome) => Promise<void>): Promise<CloseOutcome> {
    return db.transaction(async (tx) => {
      const [p] = await tx.select().from(pay).where(eq(pay.payNo, payNo));
      let result: CloseOutcome;
      if (!p || p.method !== method) result = 'rejected-unknown';
      else {
        const [closed] = await tx
          .update(pay)
          .set({ status: 'closed' })
          .where(and(eq(pay.payNo, payNo), eq(pay.status, 'created')))
          .returning();
        result = closed ? 'closed' : 'unchanged';
      }
      await inTx?.(tx, result);
      return result;
    });
  }

  async function ownPayment(memberId: number, payNo: string): Promise<Payment> {
    const [p] = await db
      .select()
      .from(pay)
      .where(and(eq(pay.payNo, payNo), eq(pay.memberId, memberId)));
    if (!p) throw fail('ERR_ORDER_NOT_FOUND', { message: '支付单不存在' });
    return p;
  }

  /**
   * One attempt per order at a time: creates of one order queue on a transaction advisory
   * lock (held for the few statements below, never across the gateway call, so no pooled
   * connection waits on a gateway), and the same method asked again while its attempt has
   * just begun answers 409 ERR_PAY_IN_PROGRESS — a burst of 20 gives one attempt.
   */
  async function createAttempt(memberId: number, input: CreatePaymentInput, opts: { mobile?: boolean; clientIp?: string }): Promise<CreatedPayment> {
    const now = clock.now();
    const due = await orders.dueFor(input.ordNo, memberId, now);
    const method = input.method;
    const periods = method === 'cmbpay' ? (input.periods ?? due.periods ?? null) : null;
    const payNo = newPayNo(now);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('payment:create'), hashtext(${due.orderNo}))`);
      // The same method asked again while its attempt has just begun: a double click or a
      // burst, not a new intent (a new method, or the same one later, supersedes it).
      const [recent] = await tx
        .select({ payNo: pay.payNo })
        .from(pay)
        .where(
          and(
            eq(pay.orderNo, due.orderNo),
            eq(pay.stage, due.stage),
            eq(pay.method, method),
            eq(pay.status, 'created'),
            gt(pay.createdAt, new Date(now.getTime() - IN_FLIGHT_MS)),
          ),
        )
        .limit(1);
      if (recent) throw fail('ERR_PAY_IN_PROGRESS');
      // Earlier unfinished attempts for the same stage are superseded (a late success is still honoured).
      await tx
        .update(pay)
        .set({ status: 'closed' })
        .where(and(eq(pay.orderNo, due.orderNo), eq(pay.stage, due.stage), eq(pay.status, 'created')));
      await tx.insert(pay).values({ payNo, orderNo: due.orderNo, memberId, stage: due.stage, method, amount: due.amount, periods, createdAt: now });
    });
    const base = publicOrigin();
    const page = PAY_METHOD_PAGES[method];
    let trade: Awaited<ReturnType<(typeof gateways)[typeof method]['createTrade']>>;
    try {
      trade = await gateways[method].createTrade({
        payNo,
        amount: due.amount,
        subject: due.subject,
        periods,
        mobile: opts.mobile,
        clientIp: opts.clientIp,
        notifyUrl: `${base}/api/order/pay/notify/${method}`,
        returnUrl: `${base}${page}?ordNo=${due.orderNo}&payNo=${payNo}`,
        failUrl: `${base}/order/payError/${due.orderNo}/${method}`,
      });
    } catch (err) {
      await db
        .update(pay)
        .set({ status: 'failed' })
        .where(and(eq(pay.payNo, payNo), eq(pay.status, 'created')));
      throw err instanceof ShopError ? err : fail('ERR_PAY_GATEWAY', { cause: err });
    }
    const qr = QR_METHODS.has(method) ? trade.qrContent : null;
    return {
      payNo,
      orderNo: due.orderNo,
      method,
      stage: due.stage,
      amount: due.amount,
      periods,
      deadlineMs: due.deadline.getTime(),
      qrContent: qr,
      qrSvg: qr ? await qrSvg(qr) : null,
      cashierUrl: qr ? null : trade.cashierUrl,
    };
  }

  return {
    applyPaid,
    applyClosed,

    async due(memberId: number, orderNo: string): Promise<PaymentDue> {
      const now = clock.now();
      const d = await orders.dueFor(orderNo, memberId, now);
      return {
        orderNo: d.orderNo,
        stage: d.stage,
        amount: d.amount,
        subject: d.subject,
        deadlineMs: d.deadline.getTime(),
        periods: d.periods,
        breakdown: d.breakdown,
        serverNowMs: now.getTime(),
      };
    },

    /** A new attempt for what the order owes now, and the gateway trade for it (see createAttempt). */
    async create(memberId: number, input: CreatePaymentInput, opts: { mobile?: boolean; clientIp?: string } = {}): Promise<CreatedPayment> {
      return createAttempt(memberId, input, opts);
    },

    /**
     * A member's payment. Still 'created' after a few seconds (or asked to): ask the gateway —
     * the fallback for a notification that never came; a failed trade is recorded as failed.
     */
    async status(memberId: number, payNo: string, forceQuery: boolean): Promise<PaymentStatus> {
      let p = await ownPayment(memberId, payNo);
      const nowMs = clock.nowMs();
      const due = forceQuery || nowMs - p.createdAt.getTime() >= QUERY_AFTER_MS;
      const recent = p.queriedAt && nowMs - p.queriedAt.getTime() < QUERY_EVERY_MS && !forceQuery;
      if (p.status !== 'created' || !due || recent) return statusOf(p);
      await db.update(pay).set({ queriedAt: clock.now() }).where(eq(pay.payNo, payNo));
      try {
        // The configured gateway, its answer signed and about this payNo (the adapter checks); the amount is checked in applyPaid.
        const q = await gateways[p.method as PayMethod].query(payNo);
        if (q.status === 'success' && q.tradeNo && q.amount !== null) {
          await applyPaid({ method: p.method as PayMethod, payNo, tradeNo: q.tradeNo, amount: q.amount, paidAt: q.paidAt ?? clock.now() });
        } else if (q.status === 'failed' || q.status === 'closed') {
          await db
            .update(pay)
            .set({ status: 'failed' })
            .where(and(eq(pay.payNo, payNo), eq(pay.status, 'created')));
        }
      } catch (err) {
        // The gateway is out of reach: answer what we know, the page asks again.
        log.warn({ err, payNo }, 'payment query failed');
      }
      p = await ownPayment(memberId, payNo);
      return statusOf(p);
    },

    /** The member's latest payment of an order (the pay pages show its method and amount). */
    async latestOf(memberId: number, orderNo: string): Promise<Payment | undefined> {
      const [p] = await db
        .select()
        .from(pay)
        .where(and(eq(pay.orderNo, orderNo), eq(pay.memberId, memberId)))
        .orderBy(sql`${pay.status} = 'paid' DESC`, desc(pay.createdAt))
        .limit(1);
      return p;
    },

    async hasPaid(memberId: number, orderNo: string): Promise<'paid' | 'unpaid' | 'none'> {
      const rows = await db
        .select({ status: pay.status })
        .from(pay)
        .where(and(eq(pay.orderNo, orderNo), eq(pay.memberId, memberId)));
      if (rows.length === 0) return 'none';
      return rows.some((r) => r.status === 'paid') ? 'paid' : 'unpaid';
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
