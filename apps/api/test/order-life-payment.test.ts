/**
 * The order ↔ payment port: what is due on an order, and recording a paid stage — full →
 * paid; pre-sale deposit → deposit_paid, balance only inside its window → paid; applying
 * the same payment twice changes nothing; a cancelled order is 'not-payable'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import { useTestApi } from './harness.ts';
import { createFixture, dropFixture, shopper, type Fixture } from './checkout-fixtures.ts';
import { lifecycleFor, orderRow, pay, placeOrder, type TestLifecycle } from './order-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
let f: Fixture;
let life: TestLifecycle;

beforeAll(async () => {
  f = await createFixture(t.database.db);
  life = lifecycleFor(t);
});
afterAll(async () => {
  await dropFixture(t.database.db, f);
});

const statusEvents = async (orderId: number) =>
  (
    await t.database.db
      .select()
      .from(schema.orderEvents)
      .where(and(eq(schema.orderEvents.orderId, orderId), eq(schema.orderEvents.kind, 'status')))
  ).map((e) => e.code);

describe('a normal order', () => {
  it('is due in full until paid, then paid once however often the payment is recorded', async () => {
    const s = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty);
    const before = await orderRow(t.database.db, placed.orderNo);
    const due = await life.paymentPort.dueFor(placed.orderNo, before.memberId, new Date());
    expect(due).toMatchObject({ orderNo: placed.orderNo, stage: 'full', amount: placed.payableAmt, periods: null });
    expect(due.subject).toContain(placed.orderNo);
    expect(due.deadline.getTime()).toBe(before.payDeadline.getTime());

    // Another member's order reads as not found.
    await expect(life.paymentPort.dueFor(placed.orderNo, before.memberId + 1_000_000, new Date())).rejects.toMatchObject({ code: 'ERR_ORDER_NOT_FOUND' });
    // A wrong amount is not applied (the payment module refunds it).
    expect(await pay(t.database.db, life, placed.orderNo, 'full', placed.payableAmt - 1)).toBe('not-payable');
    // A deposit stage on a normal order is not applied either.
    expect(await pay(t.database.db, life, placed.orderNo, 'deposit', placed.payableAmt)).toBe('not-payable');

    expect(await pay(t.database.db, life, placed.orderNo, 'full', placed.payableAmt)).toBe('applied');
    expect(await pay(t.database.db, life, placed.orderNo, 'full', placed.payableAmt)).toBe('not-payable');
    const after = await orderRow(t.database.db, placed.orderNo);
    expect(after).toMatchObject({ status: 'paid', paidAmt: placed.payableAmt });
    expect(after.paidAt).not.toBeNull();
    expect((await statusEvents(after.id)).filter((c) => c === 'paid')).toHaveLength(1);
    await expect(life.paymentPort.dueFor(placed.orderNo, after.memberId, new Date())).rejects.toMatchObject({ code: 'ERR_PAY_ALREADY_PAID' });
  });

  it('is not payable once cancelled', async () => {
    const s = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty);
    const r = await s.b.post('/api/order/orderInfo/cancelOrder', { ordNo: placed.orderNo });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = await orderRow(t.database.db, placed.orderNo);
    await expect(life.paymentPort.dueFor(placed.orderNo, row.memberId, new Date())).rejects.toMatchObject({ code: 'ERR_ORDER_STATUS' });
    expect(await pay(t.database.db, life, placed.orderNo, 'full', placed.payableAmt)).toBe('not-payable');
    expect((await orderRow(t.database.db, placed.orderNo)).status).toBe('cancelled');
  });

  it('past its pay deadline is cancelled by the first look and not payable', async () => {
    const s = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty);
    const row = await orderRow(t.database.db, placed.orderNo);
    const later = new Date(row.payDeadline.getTime() + 1000);
    await expect(life.paymentPort.dueFor(placed.orderNo, row.memberId, later)).rejects.toMatchObject({ code: 'ERR_ORDER_STATUS' });
    expect((await orderRow(t.database.db, placed.orderNo)).status).toBe('cancelled');
  });
});

describe('a payment racing the timeout', () => {
  it('ends either paid or cancelled, never both', async () => {
    const s = await shopper(t.baseUrl);
    for (let i = 0; i < 3; i++) {
      const placed = await placeOrder(s, f.sku.plenty);
      const row = await orderRow(t.database.db, placed.orderNo);
      const late = new Date(row.payDeadline.getTime() + 1000);
      const [paid, cancelled] = await Promise.all([
        pay(t.database.db, life, placed.orderNo, 'full', placed.payableAmt, new Date()),
        life.expireOne(placed.orderNo, late),
      ]);
      expect([paid === 'applied', cancelled].filter(Boolean)).toHaveLength(1);
      const after = await orderRow(t.database.db, placed.orderNo);
      expect(after.status).toBe(paid === 'applied' ? 'paid' : 'cancelled');
      expect(after.paidAmt).toBe(paid === 'applied' ? placed.payableAmt : 0);
    }
  });
});

describe('a pre-sale order', () => {
  it('takes the deposit, then the balance only inside the balance window', async () => {
    const s = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.presale, { extra: { subTyp: 4, actId: f.act.presale } });
    const row = await orderRow(t.database.db, placed.orderNo);
    expect(row.kind).toBe('presale');
    expect(row.balanceBeginAt).not.toBeNull();
    const deposit = await life.paymentPort.dueFor(placed.orderNo, row.memberId, new Date());
    expect(deposit).toMatchObject({ stage: 'deposit', amount: row.payableAmt });
    expect(deposit.subject).toContain('定金');
    expect(await pay(t.database.db, life, placed.orderNo, 'deposit', row.payableAmt)).toBe('applied');
    expect(await pay(t.database.db, life, placed.orderNo, 'deposit', row.payableAmt)).toBe('not-payable');
    const paidDeposit = await orderRow(t.database.db, placed.orderNo);
    expect(paidDeposit).toMatchObject({ status: 'deposit_paid', paidAmt: row.payableAmt });

    const begin = row.balanceBeginAt!.getTime();
    const end = row.balanceEndAt!.getTime();
    // Before the window: nothing due yet, and a balance 'paid' then is not applied.
    await expect(life.paymentPort.dueFor(placed.orderNo, row.memberId, new Date(begin - 1000))).rejects.toMatchObject({ code: 'ERR_BALANCE_NOT_STARTED' });
    expect(await pay(t.database.db, life, placed.orderNo, 'balance', row.balanceAmt, new Date(begin - 1000))).toBe('not-payable');
    // After the window: ended.
    await expect(life.paymentPort.dueFor(placed.orderNo, row.memberId, new Date(end))).rejects.toMatchObject({ code: 'ERR_BALANCE_ENDED' });
    expect(await pay(t.database.db, life, placed.orderNo, 'balance', row.balanceAmt, new Date(end + 1))).toBe('not-payable');
    // Inside: the balance is due and applies once.
    const inside = new Date(begin + 3600_000);
    const balance = await life.paymentPort.dueFor(placed.orderNo, row.memberId, inside);
    expect(balance).toMatchObject({ stage: 'balance', amount: row.balanceAmt });
    expect(balance.deadline.getTime()).toBe(end);
    expect(await pay(t.database.db, life, placed.orderNo, 'balance', row.balanceAmt, inside)).toBe('applied');
    expect(await pay(t.database.db, life, placed.orderNo, 'balance', row.balanceAmt, inside)).toBe('not-payable');
    const done = await orderRow(t.database.db, placed.orderNo);
    expect(done).toMatchObject({ status: 'paid', paidAmt: row.payableAmt + row.balanceAmt });
    expect(await statusEvents(done.id)).toEqual(expect.arrayContaining(['deposit_paid', 'paid']));
  });
});
