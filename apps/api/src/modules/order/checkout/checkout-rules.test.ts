import { describe, expect, it } from 'vitest';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { SUB_TYP } from '@shop/contracts/pdp-rules';
import { deliveryChoice } from './delivery-dates.ts';
import { orderSourceOf } from './order-source.ts';
import { checkLine, reservedFor } from './eligibility.ts';
import type { SkuRow } from './checkout.repository.ts';

// 2026-03-02 10:00 Beijing (before the 16:00 cut-off).
const MORNING = Date.UTC(2026, 2, 2, 2, 0);
const shanghai = { provinceCode: '310000', cityCode: '310100' };
const lhasa = { provinceCode: '540000', cityCode: '540100' };

describe('delivery dates (timeInfo)', () => {
  it('starts at the promised date of the slowest line and offers 7 days', () => {
    const phone = deliveryChoice(MORNING, shanghai, ['phone']);
    expect(phone).toMatchObject({ deliverable: true });
    expect(phone.dates).toEqual(['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    // A TV takes a day more and is delivered by appointment: the whole order waits for it.
    const both = deliveryChoice(MORNING, shanghai, ['phone', 'tv']);
    expect(both.dates[0]).toBe('2026-03-04');
    expect(both.note).toContain('电话预约');
  });

  it('crosses month ends and says when nothing can be delivered', () => {
    const late = deliveryChoice(Date.UTC(2026, 1, 27, 10, 0), shanghai, ['phone']);
    expect(late.dates.slice(0, 3)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(deliveryChoice(MORNING, lhasa, ['tv'])).toEqual({ deliverable: false, dates: [], note: '该地区暂不支持配送，请更换收货地址' });
  });
});

describe('order source', () => {
  it('reads the platform from the header or the user agent', () => {
    expect(orderSourceOf({ 'x-client-platform': 'wxapp' })).toBe('wxApp');
    expect(orderSourceOf({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe('mobile');
    expect(orderSourceOf({ 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0 miniProgram' })).toBe('wxApp');
    expect(orderSourceOf({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('pc');
    expect(orderSourceOf({})).toBe('pc');
  });
});

describe('line eligibility', () => {
  const sku: SkuRow = {
    skuCode: 'X-1',
    skuName: '测试手机',
    attrs: {},
    colorHex: '#000000',
    price: 100000,
    origPrice: 100000,
    stock: 3,
    skuStatus: 'on_sale',
    spuCode: 'X',
    productName: '测试',
    productType: 'phone',
    productDesign: '',
    productStatus: 'on_sale',
    categoryCode: 'c',
    parentCategoryCode: null,
  };
  const buyer = { memberId: 1, roles: ['member'], siteCd: 'cn' };
  const now = Date.UTC(2026, 2, 2, 2, 0);
  const line = { skuCd: 'X-1', qty: 1, subTyp: SUB_TYP.normal, actCd: null };
  const code = (fn: () => unknown) => {
    try {
      fn();
      return null;
    } catch (e) {
      return (e as { code: string }).code;
    }
  };
  const flash = {
    actCd: 'SK',
    actTyp: 10,
    actNm: '秒杀',
    beginTime: formatBeijingTime(now - 3600_000),
    endTime: formatBeijingTime(now + 3600_000),
    actPrice: 50000,
    actStock: 2,
    limitQty: 1,
    swellAmt: 0,
  };

  it('answers the catalogue code of the first failing rule', () => {
    expect(code(() => checkLine(line, undefined, [], buyer, now))).toBe('ERR_ORDER_OFF_SHELF');
    expect(code(() => checkLine(line, { ...sku, skuStatus: 'off_sale' }, [], buyer, now))).toBe('ERR_ORDER_OFF_SHELF');
    expect(code(() => checkLine(line, { ...sku, productStatus: 'draft' }, [], buyer, now))).toBe('ERR_ORDER_OFF_SHELF');
    expect(code(() => checkLine({ ...line, qty: 4 }, sku, [], buyer, now))).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
    expect(code(() => checkLine({ ...line, qty: 6 }, { ...sku, stock: 100 }, [], buyer, now))).toBe('ERR_CART_SAME_ITEM_LIMIT');
    expect(code(() => checkLine(line, sku, [], { ...buyer, siteCd: 'student' }, now))).toBe('ERR_STUDENT_ONLY');
    expect(code(() => checkLine(line, sku, [], { ...buyer, siteCd: 'student', roles: ['member', 'student'] }, now))).toBeNull();
  });

  it('a flash-sale line buys under its running activity, within window, limit and activity stock', () => {
    const seck = { ...line, subTyp: SUB_TYP.seckill, actCd: 'SK' };
    expect(checkLine(seck, sku, [flash], buyer, now)?.actCd).toBe('SK');
    expect(code(() => checkLine(seck, sku, [], buyer, now))).toBe('ERR_SECKILL_ENDED');
    expect(code(() => checkLine(seck, sku, [flash], buyer, now + 2 * 3600_000))).toBe('ERR_SECKILL_ENDED');
    expect(code(() => checkLine(seck, sku, [flash], buyer, now - 2 * 3600_000))).toBe('ERR_SECKILL_NOT_STARTED');
    expect(code(() => checkLine({ ...seck, qty: 2 }, sku, [flash], buyer, now))).toBe('ERR_ORDER_OVER_PURCHASE_LIMIT');
    expect(code(() => checkLine(seck, sku, [{ ...flash, actStock: 0 }], buyer, now))).toBe('ERR_ORDER_CHECK_STOCK_EMPTY');
  });
});

describe('a reserved flash-sale line (抢购资格)', () => {
  const flash = {
    actCd: 'F1',
    actTyp: 10,
    actNm: '秒杀',
    beginTime: '2026-03-01 00:00:00',
    endTime: '2026-03-09 00:00:00',
    actPrice: 1,
    actStock: 0,
    limitQty: 1,
    swellAmt: 0,
    balanceBeginTime: null,
    balanceEndTime: null,
  };
  const other = { ...flash, actCd: 'F2', actStock: 3 };

  it("counts the member's reserved units back into its activity's stock, and only there", () => {
    const got = reservedFor({ reservation: 7, actCd: 'F1', qty: 1 }, [flash, other]);
    expect(got.map((a) => a.actStock)).toEqual([1, 3]);
  });

  it('leaves a line without a reservation, or an activity without its own stock, as read', () => {
    const list = [flash, other];
    expect(reservedFor({ reservation: null, actCd: 'F1', qty: 1 }, list)).toBe(list);
    expect(reservedFor({ reservation: 7, actCd: 'F1', qty: 1 }, [{ ...flash, actStock: null }])[0]!.actStock).toBeNull();
  });
});
