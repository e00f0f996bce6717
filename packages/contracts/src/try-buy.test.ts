import { describe, expect, it } from 'vitest';
import { parseBeijingTime } from './beijing-time.ts';
import {
  tryBuyApplyRefusal,
  tryBuyCreateSchema,
  tryBuyDaysLeft,
  tryBuyDeductionProblem,
  tryBuyMayConvert,
  tryBuyOfferState,
  tryBuyRefund,
  tryBuyReturnRefusal,
  tryBuyTrialEndsAt,
} from './try-buy.ts';

const bj = parseBeijingTime;
const HOUR = 3600_000;

describe('an offer’s state', () => {
  const o = { beginAt: 1000, endAt: 2000, paused: false, endedAt: null };
  it('is draft before its window, running in it, ended at its end', () => {
    expect(tryBuyOfferState(o, 999)).toBe('draft');
    expect(tryBuyOfferState(o, 1000)).toBe('running');
    expect(tryBuyOfferState(o, 1999)).toBe('running');
    expect(tryBuyOfferState(o, 2000)).toBe('ended');
  });
  it('is paused while the flag is set (before or in its window), ended once ended early whatever the flag', () => {
    expect(tryBuyOfferState({ ...o, paused: true }, 1500)).toBe('paused');
    expect(tryBuyOfferState({ ...o, paused: true }, 500)).toBe('paused');
    expect(tryBuyOfferState({ ...o, paused: true, endedAt: 1200 }, 1500)).toBe('ended');
    expect(tryBuyOfferState({ ...o, endedAt: 1200 }, 1100)).toBe('ended');
  });
});

describe('applying', () => {
  it('needs a running offer with a unit left, once per member', () => {
    expect(tryBuyApplyRefusal({ state: 'running', unitsLeft: 1 }, false)).toBeNull();
    expect(tryBuyApplyRefusal({ state: 'running', unitsLeft: 0 }, false)).toEqual({ code: 'ERR_TRYBUY_NO_UNITS', message: '试用名额已满' });
    expect(tryBuyApplyRefusal({ state: 'running', unitsLeft: 3 }, true)?.code).toBe('ERR_TRYBUY_ALREADY_APPLIED');
    expect(tryBuyApplyRefusal({ state: 'draft', unitsLeft: 3 }, false)).toEqual({ code: 'ERR_TRYBUY_CLOSED', message: '试用活动尚未开始，敬请期待' });
    expect(tryBuyApplyRefusal({ state: 'paused', unitsLeft: 3 }, false)?.message).toBe('试用活动已暂停申请');
    expect(tryBuyApplyRefusal({ state: 'ended', unitsLeft: 3 }, true)?.message).toBe('试用活动已结束');
  });
});

describe('the trial’s end and the days left', () => {
  it('ends at the end of the Beijing day trialDays after the day of delivery', () => {
    const delivered = bj('2026-03-01 10:00:00');
    const ends = tryBuyTrialEndsAt(delivered, 7);
    expect(ends).toBe(bj('2026-03-09 00:00:00') - 1);
    // Delivered just before Beijing midnight (16:59 UTC): still that Beijing day.
    expect(tryBuyTrialEndsAt(bj('2026-03-01 23:59:59'), 7)).toBe(ends);
    expect(tryBuyTrialEndsAt(bj('2026-03-02 00:00:00'), 7)).toBe(bj('2026-03-10 00:00:00') - 1);
  });
  it('counts whole Beijing days after today: trialDays on the day of delivery, 0 on the last day and after', () => {
    const delivered = bj('2026-03-01 10:00:00');
    const ends = tryBuyTrialEndsAt(delivered, 7);
    expect(tryBuyDaysLeft(ends, delivered)).toBe(7);
    expect(tryBuyDaysLeft(ends, bj('2026-03-07 23:59:59'))).toBe(1);
    expect(tryBuyDaysLeft(ends, bj('2026-03-08 00:00:00'))).toBe(0);
    expect(tryBuyDaysLeft(ends, ends)).toBe(0);
    expect(tryBuyDaysLeft(ends, ends + HOUR)).toBe(0);
  });
});

describe('asking a return', () => {
  const ends = bj('2026-03-08 23:59:59');
  it('only while the trial runs, up to its last millisecond', () => {
    expect(tryBuyReturnRefusal({ state: 'trying', endsAtMs: ends, nowMs: ends })).toBeNull();
    expect(tryBuyReturnRefusal({ state: 'trying', endsAtMs: ends, nowMs: ends + 1 })).toBe('试用期已结束，不能再申请退还');
    expect(tryBuyReturnRefusal({ state: 'pending', endsAtMs: null, nowMs: ends })).toBe('商品签收后才能申请试用退还');
    expect(tryBuyReturnRefusal({ state: 'returning', endsAtMs: ends, nowMs: 0 })).toBe('已申请试用退还，请勿重复申请');
    expect(tryBuyReturnRefusal({ state: 'converted', endsAtMs: ends, nowMs: 0 })).toBe('您已确认购买，不能再申请试用退还');
    expect(tryBuyReturnRefusal({ state: 'returned', endsAtMs: ends, nowMs: 0 })).toBe('试用商品已退还');
    expect(tryBuyReturnRefusal({ state: 'cancelled', endsAtMs: null, nowMs: 0 })).toBe('订单已取消');
  });
  it('converting is for a running trial only', () => {
    expect(tryBuyMayConvert('trying')).toBe(true);
    for (const s of ['pending', 'returning', 'returned', 'converted', 'cancelled'] as const) expect(tryBuyMayConvert(s)).toBe(false);
  });
});

describe('the refund and the deduction', () => {
  it('refunds what was paid less the deduction, within 0..paid', () => {
    expect(tryBuyRefund(499_900, 0)).toBe(499_900);
    expect(tryBuyRefund(499_900, 10_000)).toBe(489_900);
    expect(tryBuyRefund(499_900, 499_900)).toBe(0);
    expect(tryBuyRefund(499_900, 600_000)).toBe(0);
    expect(tryBuyRefund(499_900, -5)).toBe(499_900);
  });
  it('a deduction is whole fen from 0 to paid, with a reason when above 0', () => {
    expect(tryBuyDeductionProblem(10_000, 0, '')).toBeNull();
    expect(tryBuyDeductionProblem(10_000, 10_000, '屏幕划痕')).toBeNull();
    expect(tryBuyDeductionProblem(10_000, 10_001, '屏幕划痕')).toBe('损耗扣款不能超过实付金额¥100');
    expect(tryBuyDeductionProblem(10_000, -1, '')).toMatch(/不小于0/);
    expect(tryBuyDeductionProblem(10_000, 1.5, '划痕')).toMatch(/整数/);
    expect(tryBuyDeductionProblem(10_000, 500, ' 划痕 ')).toBeNull();
    expect(tryBuyDeductionProblem(10_000, 500, '划')).toBe('有损耗扣款时须填写扣款原因（至少2个字）');
  });
});

describe('the console’s form', () => {
  const good = { skuCode: 'C55-BLACK-1', title: '旗舰手机试用', trialDays: 7, unitsTotal: 3, beginAt: 1_000, endAt: 2_000 };
  it('takes 7–30 trial days, a window, at least one unit', () => {
    expect(tryBuyCreateSchema.safeParse(good).success).toBe(true);
    const msg = (v: object) => tryBuyCreateSchema.safeParse({ ...good, ...v }).error?.issues[0]?.message;
    expect(msg({ trialDays: 6 })).toBe('试用天数至少7天');
    expect(msg({ trialDays: 31 })).toBe('试用天数最多30天');
    expect(msg({ unitsTotal: 0 })).toBe('试用名额至少1个');
    expect(msg({ endAt: 1_000 })).toBe('申请结束时间须晚于开始时间');
    expect(msg({ title: '试' })).toBe('活动标题至少2个字');
    expect(msg({ skuCode: '' })).toBe('请输入商品编码');
  });
});
