import { describe, expect, it } from 'vitest';
import { afterSalesApplyInputSchema, afterSalesShipInputSchema } from '@shop/contracts/after-sales';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import {
  afterSalesEntryOf,
  applyPath,
  applyTypeOf,
  clampQty,
  detailPath,
  detailPathOf,
  isTryBuyDetailPath,
  firstIssues,
  newClientToken,
  newestFirst,
  refundEstimate,
  reqNoOf,
  shipBackPath,
  speedPath,
} from './after-sales-view';

const DAY = 24 * 3600 * 1000;

describe('after-sales paths', () => {
  it('writes the spec routes and reads the apply type back from them', () => {
    expect(applyPath('return', '202611270000000001')).toBe('/Personalcenter/Personal_AfterSales_apply/returnGoods/202611270000000001');
    expect(applyPath('exchange', '1')).toBe('/Personalcenter/Personal_AfterSales_apply/exchangeGoods/1');
    expect(applyTypeOf(applyPath('return', '1'))).toBe('return');
    expect(applyTypeOf(applyPath('exchange', '1'))).toBe('exchange');
    expect(applyTypeOf('/personalcenter/personal_aftersales_apply/RETURNGOODS/1')).toBe('return');
    expect(detailPath('AS12345678')).toBe('/Personalcenter/Personal_AfterSales_Details/AS12345678');
    expect(applyTypeOf(applyPath('trybuy_return', '1'))).toBe('trybuy_return');
    expect(applyPath('trybuy_return', '1')).toBe('/Personalcenter/Personal_AfterSales_apply/returnGoodsTryBuy/1');
    expect(detailPathOf({ reqNo: 'AS12345678', type: 'trybuy_return' })).toBe('/Personalcenter/Personal_AfterSales_DetailsTryBuy/AS12345678');
    expect(detailPathOf({ reqNo: 'AS12345678', type: 'return' })).toBe('/Personalcenter/Personal_AfterSales_Details/AS12345678');
    expect(isTryBuyDetailPath('/Personalcenter/Personal_AfterSales_DetailsTryBuy/AS12345678')).toBe(true);
    expect(isTryBuyDetailPath('/Personalcenter/Personal_AfterSales_Details/AS12345678')).toBe(false);
    expect(speedPath('AS12345678')).toBe('/Personalcenter/speedDetail?code=AS12345678');
    expect(shipBackPath('AS12345678')).toBe('/Personalcenter/trk?code=AS12345678');
  });

  it('takes only request numbers the API could have made', () => {
    expect(reqNoOf(' AS2026ABC123 ')).toBe('AS2026ABC123');
    expect(reqNoOf(null)).toBeNull();
    expect(reqNoOf('')).toBeNull();
    expect(reqNoOf('AS12')).toBeNull();
    expect(reqNoOf('as12345678')).toBeNull();
    expect(reqNoOf('AS1234567<script>')).toBeNull();
  });
});

describe('newClientToken', () => {
  it('is a token the apply schema accepts, different each time', () => {
    const a = newClientToken();
    const b = newClientToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(a).not.toBe(b);
    const parsed = afterSalesApplyInputSchema.safeParse({ orderNo: '1', type: 'return', lines: [{ lineId: 1, qty: 1 }], reason: 'quality', clientToken: a });
    expect(parsed.success).toBe(true);
  });

  it('works without randomUUID (older browsers) and without any crypto', () => {
    const bytes = newClientToken({ getRandomValues: <T extends ArrayBufferView>(x: T) => x });
    expect(bytes).toBe('0'.repeat(32));
    expect(newClientToken({})).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('refundEstimate', () => {
  const lines = [
    { lineId: 1, paidShare: 129_900 },
    { lineId: 2, paidShare: 4_950 },
  ];
  it('adds paid share × chosen quantity of the chosen lines only', () => {
    expect(refundEstimate(lines, {})).toBe(0);
    expect(refundEstimate(lines, { 2: 1 })).toBe(4_950);
    expect(refundEstimate(lines, { 1: 1, 2: 3 })).toBe(129_900 + 3 * 4_950);
    expect(refundEstimate(lines, { 9: 5 })).toBe(0);
  });
});

describe('clampQty', () => {
  it('keeps a stepper within 1 … available', () => {
    expect(clampQty(0, 3)).toBe(1);
    expect(clampQty(5, 3)).toBe(3);
    expect(clampQty(2.7, 3)).toBe(2);
    expect(clampQty(Number.NaN, 3)).toBe(1);
    expect(clampQty(2, 0)).toBe(1);
  });
});

describe('afterSalesEntryOf', () => {
  const now = Date.UTC(2026, 10, 27, 8, 0, 0);
  const order = (status: 'delivered' | 'completed' | 'shipped', daysAgo: number | null) => ({
    orderNo: '202611270000000001',
    status,
    deliveredAt: daysAgo === null ? null : formatBeijingTime(now - daysAgo * DAY),
  });

  it('leads to the return page inside 7 days, the exchange page inside 15, nothing after', () => {
    expect(afterSalesEntryOf(order('delivered', 1), now)).toBe(applyPath('return', '202611270000000001'));
    expect(afterSalesEntryOf(order('completed', 7), now)).toBe(applyPath('return', '202611270000000001'));
    expect(afterSalesEntryOf(order('completed', 8), now)).toBe(applyPath('exchange', '202611270000000001'));
    expect(afterSalesEntryOf(order('completed', 15), now)).toBe(applyPath('exchange', '202611270000000001'));
    expect(afterSalesEntryOf(order('completed', 16), now)).toBeNull();
  });

  it('offers nothing before delivery or without a delivery time', () => {
    expect(afterSalesEntryOf(order('shipped', 1), now)).toBeNull();
    expect(afterSalesEntryOf(order('delivered', null), now)).toBeNull();
    expect(afterSalesEntryOf({ ...order('delivered', 1), deliveredAt: 'soon' }, now)).toBeNull();
  });
});

describe('firstIssues', () => {
  it("gives each field the ship schema's first message", () => {
    const r = afterSalesShipInputSchema.safeParse({ method: 'courier', carrier: 'SF', trackingNo: '12345' });
    expect(r.success).toBe(false);
    expect(firstIssues(r.error!.issues)).toEqual({ trackingNo: '顺丰速运快递单号格式不正确' });
    const none = afterSalesShipInputSchema.safeParse({ method: 'courier', carrier: '', trackingNo: '' });
    const issues = firstIssues(none.error!.issues);
    expect(issues.carrier).toBe('请选择快递公司');
  });
});

describe('newestFirst', () => {
  it('puts the latest entry first whichever order the API gave', () => {
    const a = { at: '2026-11-20 10:00:00', n: 1 };
    const b = { at: '2026-11-20 10:00:00', n: 2 };
    const c = { at: '2026-11-21 09:00:00', n: 3 };
    expect(newestFirst([a, b, c]).map((e) => e.n)).toEqual([3, 2, 1]);
    expect(newestFirst([c, b, a]).map((e) => e.n)).toEqual([3, 2, 1]);
    expect(newestFirst([a])).toEqual([a]);
    expect(newestFirst([])).toEqual([]);
  });
});
