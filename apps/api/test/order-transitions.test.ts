/**
 * The order's state machine through HTTP: a move the transitions table
 * (@shop/contracts/order-transitions) does not hold is refused with its spec-8 code and
 * message, and the order stays where it was: confirming receipt of an unpaid order,
 * cancelling a shipped one, a logistics step of an unpaid order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextStatus } from '@shop/contracts/order-transitions';
import { useTestApi } from './harness.ts';
import { createFixture, dropFixture, shopper, type Fixture } from './checkout-fixtures.ts';
import { lifecycleFor, orderRow, pay, placeOrder, type TestLifecycle } from './order-fixtures.ts';

const t = useTestApi({ sms: { ipHourlyLimit: 10_000 } });
let f: Fixture;
let life: TestLifecycle;
const db = () => t.database.db;

beforeAll(async () => {
  f = await createFixture(db());
  life = lifecycleFor(t);
});
afterAll(async () => {
  await dropFixture(db(), f);
});

describe('an illegal order transition through HTTP', () => {
  it('confirming receipt of an unpaid order: 409 ERR_ORDER_STATUS, the order still pending payment', async () => {
    const s = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty);
    const r = await s.b.post('/api/order/orderInfo/confirmReceipt', { ordNo: placed.orderNo });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      success: false,
      code: 'ERR_ORDER_STATUS',
      message: '订单尚未签收，暂不能确认收货',
      data: { ordNo: placed.orderNo, status: 'pending_payment', statusLabel: '待付款' },
    });
    expect(nextStatus('pending_payment', 'confirm_receipt')).toMatchObject({ ok: false, code: r.body.code, message: r.body.message });
    expect((await orderRow(db(), placed.orderNo)).status).toBe('pending_payment');

    // Nor may the carrier move it: no logistics step before payment.
    const step = await s.b.post(`/api/dev/orders/${placed.orderNo}/advance`, {});
    expect(step.status).toBe(409);
    expect(step.body).toMatchObject({ code: 'ERR_ORDER_STATUS', message: '订单当前状态没有下一步物流' });
  });

  it('cancelling a shipped order: 409 ERR_ORDER_STATUS 订单已发货…请在收货后申请售后, nothing given back', async () => {
    const s = await shopper(t.baseUrl);
    const placed = await placeOrder(s, f.sku.plenty);
    await pay(db(), life, placed.orderNo, 'full', placed.payableAmt);
    const shipped = await s.b.post<{ moved: string }>(`/api/dev/orders/${placed.orderNo}/advance`, {});
    expect(shipped.body.data.moved).toBe('shipped');

    const r = await s.b.post('/api/order/orderInfo/cancelOrder', { ordNo: placed.orderNo });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      success: false,
      code: 'ERR_ORDER_STATUS',
      message: '订单已发货，不可取消，请在收货后申请售后',
      data: { ordNo: placed.orderNo, status: 'shipped', statusLabel: '待收货' },
    });
    expect(nextStatus('shipped', 'member_cancel')).toMatchObject({ ok: false, code: r.body.code, message: r.body.message });
    const row = await orderRow(db(), placed.orderNo);
    expect(row.status).toBe('shipped');
    expect(row.cancelledAt).toBeNull();
  });
});
