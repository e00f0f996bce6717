import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TRADE_IN_FINAL_STATUSES,
  TRADE_IN_STATUSES,
  TRADE_IN_STEPS,
  TRADE_IN_TRANSITIONS,
  adminTradeInPriceSchema,
  canMoveTradeIn,
  conditionAnswerTexts,
  imeiCheckDigit,
  imeiProblem,
  imeiSchema,
  tradeInMoveSources,
  tradeInSettlement,
  type TradeInStatus,
} from './trade-in.ts';

describe('the recycling order state table', () => {
  it('allows exactly the moves of issue #17, each by its actor', () => {
    const legal = TRADE_IN_STATUSES.flatMap((from) =>
      Object.entries(TRADE_IN_TRANSITIONS[from]).flatMap(([to, actors]) => actors!.map((a) => `${from}→${to}:${a}`)),
    );
    expect(legal.sort()).toEqual(
      [
        'created→picked_up:staff',
        'created→picked_up:system',
        'created→cancelled:system',
        'picked_up→inspecting:staff',
        'inspecting→priced:staff',
        'priced→settled:member',
        'priced→settled:system',
        'priced→returning:member',
        'returning→returned:staff',
      ].sort(),
    );
  });

  it('final states go nowhere; every state but created is reached from one before it', () => {
    for (const s of TRADE_IN_FINAL_STATUSES) expect(TRADE_IN_TRANSITIONS[s]).toEqual({});
    const reached = new Set(TRADE_IN_STATUSES.flatMap((from) => Object.keys(TRADE_IN_TRANSITIONS[from])));
    expect([...TRADE_IN_STATUSES].filter((s) => !reached.has(s))).toEqual(['created']);
  });

  it('the member cannot move anything but a priced order; staff cannot accept for the member', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRADE_IN_STATUSES), fc.constantFrom(...TRADE_IN_STATUSES), (from, to) => {
        if (canMoveTradeIn(from, to, 'member')) expect(from).toBe('priced');
        expect(canMoveTradeIn(from, 'settled', 'staff')).toBe(false);
        expect(tradeInMoveSources(to, 'member').every((f) => canMoveTradeIn(f, to, 'member'))).toBe(true);
      }),
    );
  });

  it('the progress paths follow the table', () => {
    for (const path of Object.values(TRADE_IN_STEPS)) {
      for (let i = 1; i < path.length; i++) {
        const [from, to] = [path[i - 1] as TradeInStatus, path[i] as TradeInStatus];
        expect(Object.keys(TRADE_IN_TRANSITIONS[from]), `${from}→${to}`).toContain(to);
      }
    }
  });
});

/** Luhn computed the long way: double every second digit from the right of the full number. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

describe('IMEI check digit', () => {
  it('knows real IMEIs', () => {
    expect(imeiCheckDigit('49015420323751')).toBe(8);
    expect(imeiProblem('490154203237518')).toBeNull();
    expect(imeiProblem('356938035643809')).toBeNull();
    expect(imeiProblem('490154203237517')).toBe('check');
    expect(imeiProblem('49015420323751')).toBe('format');
    expect(imeiProblem('49015420323751X')).toBe('format');
    expect(imeiProblem(' 490154203237518')).toBe('format');
  });

  it('the digit it computes makes every 14 digits a valid Luhn number, and only that digit does', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), fc.integer({ min: 0, max: 9 }), (first14, other) => {
        const check = imeiCheckDigit(first14);
        expect(luhnValid(`${first14}${check}`)).toBe(true);
        expect(imeiProblem(`${first14}${check}`)).toBeNull();
        if (other !== check) expect(imeiProblem(`${first14}${other}`)).toBe('check');
      }),
    );
  });

  it('one changed digit is always caught', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{14}$/), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 1, max: 9 }), (first14, at, delta) => {
        const imei = `${first14}${imeiCheckDigit(first14)}`;
        const changed = imei.slice(0, at) + String((Number(imei[at]) + delta) % 10) + imei.slice(at + 1);
        expect(imeiProblem(changed)).toBe('check');
      }),
    );
  });

  it('the schema answers in Chinese', () => {
    expect(imeiSchema.safeParse('490154203237518').success).toBe(true);
    expect(imeiSchema.safeParse('4901542032375').error?.issues[0]?.message).toBe('IMEI 须为15位数字');
    expect(imeiSchema.safeParse('490154203237517').error?.issues[0]?.message).toBe('IMEI 校验位不正确，请核对后重新输入');
  });
});

describe('the money of a final price', () => {
  it('settles the difference above the device part of the credit, never below zero, whole fen', () => {
    fc.assert(
      fc.property(fc.nat(500_000), fc.nat(100_000), fc.nat(1_000_000), fc.nat(800_000), (estimate, subsidy, cap, finalPrice) => {
        const credit = Math.min(estimate + subsidy, cap);
        const s = tradeInSettlement({ estimate, credit, finalPrice });
        expect(Number.isInteger(s.payout)).toBe(true);
        expect(s.payout).toBeGreaterThanOrEqual(0);
        expect(s.deviceCredit).toBeLessThanOrEqual(Math.min(estimate, credit));
        // what the member gets for the device in all: the credit's device part plus the payout
        expect(s.deviceCredit + s.payout).toBe(Math.max(finalPrice, s.deviceCredit));
      }),
    );
  });

  it('examples', () => {
    expect(tradeInSettlement({ estimate: 120000, credit: 150000, finalPrice: 130000 })).toEqual({ deviceCredit: 120000, difference: 10000, payout: 10000 });
    expect(tradeInSettlement({ estimate: 120000, credit: 150000, finalPrice: 90000 })).toEqual({ deviceCredit: 120000, difference: -30000, payout: 0 });
    // the order cost less than the credit: only 1000 元 of the estimate was taken
    expect(tradeInSettlement({ estimate: 120000, credit: 100000, finalPrice: 120000 })).toEqual({ deviceCredit: 100000, difference: 20000, payout: 20000 });
  });

  it('the console price form answers in Chinese', () => {
    expect(adminTradeInPriceSchema.safeParse({ finalPrice: 100, grade: 'A', note: '良好' }).success).toBe(true);
    expect(adminTradeInPriceSchema.safeParse({ finalPrice: -1, grade: 'A', note: '良好' }).error?.issues[0]?.message).toBe('最终回收价不能为负');
  });
});

describe('the condition answers as the console reads them', () => {
  it('names each question and answer in the order saved; none is an empty list; an unknown code shows as saved', () => {
    expect(conditionAnswerTexts(null)).toEqual([]);
    expect(
      conditionAnswerTexts([
        { code: 'body', answer: 'worn' },
        { code: 'power', answer: 'no' },
        { code: 'toString', answer: 'x' },
        { code: 'screen', answer: 'constructor' },
      ]),
    ).toEqual([
      { code: 'body', question: '外壳状况', answer: '轻微磨损' },
      { code: 'power', question: '能否正常开机', answer: '无法开机' },
      { code: 'toString', question: 'toString', answer: 'x' },
      { code: 'screen', question: '屏幕状况', answer: 'constructor' },
    ]);
  });
});
