/** The product-page rules of spec 3 and 4 (pure), with properties where they fit. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACT_TYP,
  DEFAULT_SKU,
  INSTALMENT_PLANS,
  PRESALE_PURCHASE_LIMIT,
  REPLACEMENT_CODES,
  SECKILL_DISPLAY_MINUTES,
  SPECIAL_FUND,
  bespokeDefaultChoice,
  bespokePrice,
  instalmentQuote,
  isTtmCompleted,
  ladderStepFor,
  ladderUnitPrice,
  pageKindFor,
  parseBespokeChoice,
  presaleBalance,
  presaleTermsProblem,
  presalePhase,
  resolveProductType,
  resolveSpuCode,
  seckill2Stock,
  seckillHostRedirect,
  sortLadder,
  specialFund,
  splitCountdown,
  type BespokeGroup,
  type LadderStep,
  type SkuActivity,
} from './pdp-rules.ts';
import { formatBeijingTime, parseBeijingTime } from './beijing-time.ts';

const MIN = 60_000;
const seckill = (over: Partial<SkuActivity> = {}): SkuActivity => ({
  actCd: 'SK1',
  actTyp: ACT_TYP.seckill,
  actNm: '限时秒杀',
  beginTime: '2026-06-18 10:00:00',
  endTime: '2026-06-18 12:00:00',
  actPrice: 499900,
  actStock: 20,
  limitQty: 2,
  swellAmt: 0,
  ...over,
});
const presale = (over: Partial<SkuActivity> = {}): SkuActivity => ({
  actCd: 'PS1',
  actTyp: ACT_TYP.presale,
  actNm: '新品预售',
  beginTime: '2026-06-01 00:00:00',
  endTime: '2026-06-10 00:00:00',
  actPrice: 10000,
  actStock: null,
  limitQty: 1,
  swellAmt: 20000,
  balanceBeginTime: '2026-06-15 00:00:00',
  balanceEndTime: '2026-06-18 00:00:00',
  ...over,
});
const begin = parseBeijingTime('2026-06-18 10:00:00');
const end = parseBeijingTime('2026-06-18 12:00:00');
const base = {
  page: 'SECKILL' as const,
  secKillDispMinite: SECKILL_DISPLAY_MINUTES,
  price: 699900,
  stock: 7,
  limitQty: 0,
};

describe('Beijing time', () => {
  it('parses wall-clock strings as UTC+8 and formats back', () => {
    expect(parseBeijingTime('2026-01-01 08:00:00')).toBe(Date.UTC(2026, 0, 1, 0, 0, 0));
    expect(parseBeijingTime('2026-01-01T08:00')).toBe(Date.UTC(2026, 0, 1, 0, 0, 0));
    expect(parseBeijingTime('2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
    expect(parseBeijingTime('yesterday')).toBeNaN();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800 }), (sec) => {
        const ms = sec * 1000;
        expect(parseBeijingTime(formatBeijingTime(ms))).toBe(ms);
      }),
    );
  });
});

describe('resolveProductType', () => {
  it('is MAIN without activities, with the SKU values', () => {
    expect(resolveProductType({ ...base, now: begin, activities: [] })).toMatchObject({
      typCd: 'MAIN',
      subTyp: 0,
      price: 699900,
      stock: 7,
      limitQty: 0,
      activity: null,
    });
  });

  it('is SECKILL during the window, with the flash-sale price, stock and limit', () => {
    for (const now of [begin, begin + 1, end - 1]) {
      const t = resolveProductType({ ...base, now, activities: [seckill()] });
      expect(t).toMatchObject({
        typCd: 'SECKILL',
        subTyp: 3,
        price: 499900,
        stock: 20,
        limitQty: 2,
        beginTime: begin,
        endTime: end,
      });
    }
    // A flash sale drawing on the SKU stock.
    expect(
      resolveProductType({
        ...base,
        now: begin,
        activities: [seckill({ actStock: null })],
      }).stock,
    ).toBe(7);
  });

  it('is SECKILL2 from exactly begin − secKillDispMinite, not one ms earlier; stock is the lower one', () => {
    const from = begin - SECKILL_DISPLAY_MINUTES * MIN;
    expect(resolveProductType({ ...base, now: from - 1, activities: [seckill()] }).typCd).toBe('MAIN');
    const at = resolveProductType({
      ...base,
      now: from,
      activities: [seckill()],
    });
    expect(at).toMatchObject({
      typCd: 'SECKILL2',
      subTyp: 0,
      stock: 7,
      price: 499900,
    });
    expect(resolveProductType({ ...base, now: begin - 1, activities: [seckill()] }).typCd).toBe('SECKILL2');
    expect(
      resolveProductType({
        ...base,
        now: from,
        activities: [seckill({ actStock: 3 })],
      }).stock,
    ).toBe(3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (a, b) => {
        expect(seckill2Stock(a, b)).toBe(Math.min(a, b));
      }),
    );
  });

  it('is MAIN again at the end, and MAIN on a plain product page', () => {
    expect(resolveProductType({ ...base, now: end, activities: [seckill()] }).typCd).toBe('MAIN');
    expect(
      resolveProductType({
        ...base,
        page: 'MAIN',
        now: begin,
        activities: [seckill()],
      }).typCd,
    ).toBe('MAIN');
  });

  it('is PRESALE2 on a pre-sale page: price is the deposit, limit 1', () => {
    const t = resolveProductType({
      ...base,
      page: 'PRESALE',
      now: parseBeijingTime('2026-06-05 00:00:00'),
      activities: [presale()],
    });
    expect(t).toMatchObject({
      typCd: 'PRESALE2',
      subTyp: 4,
      price: 10000,
      stock: 7,
      limitQty: PRESALE_PURCHASE_LIMIT,
    });
  });

  it('pageKindFor: the activity page shows a flash sale first; a pre-sale wins on a product page', () => {
    expect(pageKindFor('activity', [seckill(), presale()])).toBe('SECKILL');
    expect(pageKindFor('product', [seckill(), presale()])).toBe('PRESALE');
    expect(pageKindFor('product', [seckill()])).toBe('MAIN');
    expect(pageKindFor('activity', [])).toBe('MAIN');
  });

  it('seckillHostRedirect only for SECKILL pages on support / QA hosts', () => {
    expect(seckillHostRedirect('support.example.cn', 'SECKILL')).toBe(true);
    expect(seckillHostRedirect('mall-qa.example.cn:8443', 'SECKILL2')).toBe(true);
    expect(seckillHostRedirect('www.example.cn', 'SECKILL')).toBe(false);
    expect(seckillHostRedirect('support.example.cn', 'MAIN')).toBe(false);
  });
});

describe('presalePhase', () => {
  const windows = {
    depositBegin: '2026-06-01 00:00:00',
    depositEnd: '2026-06-10 00:00:00',
    balanceBegin: '2026-06-15 00:00:00',
    balanceEnd: '2026-06-18 00:00:00',
  };
  const utc = {
    depositBegin: '2026-05-31T16:00:00Z',
    depositEnd: '2026-06-09T16:00:00Z',
    balanceBegin: '2026-06-14T16:00:00Z',
    balanceEnd: '2026-06-17T16:00:00Z',
  };
  const boundaries: [keyof typeof windows, number, number][] = [
    ['depositBegin', 1, 2],
    ['depositEnd', 2, 3],
    ['balanceBegin', 3, 4],
    ['balanceEnd', 4, 5],
  ];

  it.each(boundaries)('changes at %s: before %i, from the instant on %i', (key, before, after) => {
    const t = parseBeijingTime(windows[key]);
    for (const w of [windows, utc]) {
      expect(presalePhase(t - 1, w)).toBe(before);
      expect(presalePhase(t, w)).toBe(after);
      expect(presalePhase(t + 1, w)).toBe(after);
    }
  });

  it('gives the same phase for the windows in Beijing wall clock and in UTC', () => {
    const lo = parseBeijingTime(windows.depositBegin) - 86_400_000;
    const hi = parseBeijingTime(windows.balanceEnd) + 86_400_000;
    fc.assert(
      fc.property(fc.integer({ min: lo, max: hi }), (now) => {
        expect(presalePhase(now, windows)).toBe(presalePhase(now, utc));
      }),
    );
  });

  it('is −1 without windows or with invalid ones', () => {
    expect(presalePhase(0, null)).toBe(-1);
    expect(presalePhase(0, undefined)).toBe(-1);
    expect(presalePhase(0, { ...windows, depositEnd: 'soon' })).toBe(-1);
    expect(presalePhase(0, { ...windows, depositEnd: '2026-06-20 00:00:00' })).toBe(-1);
    expect(presalePhase(0, { ...windows, balanceEnd: '2026-06-14 00:00:00' })).toBe(-1);
  });

  it('presaleBalance: price − deposit − swell, never negative', () => {
    expect(presaleBalance(699900, 10000, 20000)).toBe(669900);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (p, d, s) => {
        expect(presaleBalance(p, d, s)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('presaleTermsProblem: deposit above zero and below the price, swell at least the deposit, a balance of at least one fen', () => {
    expect(presaleTermsProblem(699900, 10000, 20000)).toBeNull();
    expect(presaleTermsProblem(699900, 0, 20000)?.field).toBe('deposit');
    expect(presaleTermsProblem(699900, 699900, 699900)).toMatchObject({ field: 'deposit', message: '定金须低于商品售价（¥6,999）' });
    expect(presaleTermsProblem(699900, 10000, 9999)).toMatchObject({ field: 'swellAmt', message: '膨胀金额不能低于定金' });
    expect(presaleTermsProblem(100, 50, 50)?.field).toBe('swellAmt');
    expect(presaleTermsProblem(101, 50, 50)).toBeNull();
    // Whatever passes leaves a balance the shop computes unclamped: deposit + swell + balance = price, balance ≥ 1.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: -5, max: 10_000_000 }), fc.integer({ min: -5, max: 10_000_000 }), (p, d, s) => {
        if (presaleTermsProblem(p, d, s) !== null) return;
        const balance = presaleBalance(p, d, s);
        expect(balance).toBeGreaterThanOrEqual(1);
        expect(d + s + balance).toBe(p);
        expect(s).toBeGreaterThanOrEqual(d);
      }),
    );
  });
});

describe('tiered discount ladder', () => {
  const step = fc.record({
    fullCnt: fc.integer({ min: -2, max: 12 }),
    discount: fc.integer({ min: -100, max: 1100 }),
  });
  const valid = (s: LadderStep) => Number.isInteger(s.fullCnt) && s.fullCnt > 0 && s.discount > 0 && s.discount <= 1000;

  it('sorted output is a permutation of the valid steps, ascending by fullCnt', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (ladder) => {
        const sorted = sortLadder(ladder);
        const key = (s: LadderStep) => `${s.fullCnt}/${s.discount}`;
        expect(sorted.map(key).sort()).toEqual(ladder.filter(valid).map(key).sort());
        for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.fullCnt).toBeGreaterThanOrEqual(sorted[i - 1]!.fullCnt);
      }),
    );
  });

  it('selects the highest step a quantity reaches', () => {
    const ladder = [
      { fullCnt: 3, discount: 900 },
      { fullCnt: 2, discount: 950 },
      { fullCnt: 5, discount: 850 },
    ];
    expect(ladderStepFor(1, ladder)).toBeNull();
    expect(ladderStepFor(2, ladder)).toEqual({ fullCnt: 2, discount: 950 });
    expect(ladderStepFor(4, ladder)).toEqual({ fullCnt: 3, discount: 900 });
    expect(ladderStepFor(9, ladder)).toEqual({ fullCnt: 5, discount: 850 });
    expect(ladderUnitPrice(10001, 2, ladder)).toBe(9501);
    expect(ladderUnitPrice(10000, 1, ladder)).toBe(10000);
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), fc.integer({ min: 0, max: 20 }), (l, qty) => {
        const hit = ladderStepFor(qty, l);
        if (hit) {
          expect(hit.fullCnt).toBeLessThanOrEqual(qty);
          expect(sortLadder(l).some((s) => s.fullCnt > hit.fullCnt && s.fullCnt <= qty)).toBe(false);
        } else expect(sortLadder(l).every((s) => s.fullCnt > qty)).toBe(true);
      }),
    );
  });
});

describe('splitCountdown', () => {
  it('splits into parts that add back up, each in range; negative is zero', () => {
    expect(splitCountdown(-5)).toEqual({ day: 0, hour: 0, min: 0, second: 0 });
    expect(splitCountdown(90_061_999)).toEqual({
      day: 1,
      hour: 1,
      min: 1,
      second: 1,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 86_400_000 }), (ms) => {
        const c = splitCountdown(ms);
        expect(c.day * 86400 + c.hour * 3600 + c.min * 60 + c.second).toBe(Math.floor(ms / 1000));
        expect(c.hour).toBeLessThan(24);
        expect(c.min).toBeLessThan(60);
        expect(c.second).toBeLessThan(60);
      }),
    );
  });
});

describe('codes and tables', () => {
  it('resolveSpuCode maps replacement codes and -TS extension pages', () => {
    for (const [from, to] of Object.entries(REPLACEMENT_CODES))
      expect(resolveSpuCode(from)).toEqual({
        spuCode: to,
        tradeInExtension: false,
      });
    expect(resolveSpuCode('S25U-TS')).toEqual({
      spuCode: 'S25U',
      tradeInExtension: true,
    });
    expect(resolveSpuCode('ZFOLD7-TS')).toEqual({
      spuCode: 'ZFOLD7',
      tradeInExtension: true,
    });
    // Only the listed phones have an extension page.
    expect(resolveSpuCode('A56-TS')).toEqual({
      spuCode: 'A56-TS',
      tradeInExtension: false,
    });
    expect(resolveSpuCode(' RF65 ')).toEqual({
      spuCode: 'RF65',
      tradeInExtension: false,
    });
  });

  it('DEFAULT_SKU and TTM tables', () => {
    expect(DEFAULT_SKU.ZFOLD7).toBe('ZFOLD7-SILVER-2');
    expect(isTtmCompleted('S23')).toBe(true);
    expect(isTtmCompleted('S25U')).toBe(false);
  });
});

describe('instalmentQuote', () => {
  it('sums exactly to amount + fee for every plan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(...INSTALMENT_PLANS), (amount, plan) => {
        const q = instalmentQuote(amount, plan);
        expect(q.total).toBe(amount + q.fee);
        expect(q.firstPeriod + q.perPeriod * (plan.periods - 1)).toBe(q.total);
        expect(q.firstPeriod).toBeGreaterThanOrEqual(q.perPeriod);
        expect(q.firstPeriod - q.perPeriod).toBeLessThan(plan.periods);
      }),
    );
    expect(instalmentQuote(100000, { periods: 3, feeRate: 0 })).toMatchObject({
      fee: 0,
      perPeriod: 33333,
      firstPeriod: 33334,
      total: 100000,
    });
    expect(instalmentQuote(100000, { periods: 12, feeRate: 45 })).toMatchObject({ fee: 4500, total: 104500 });
  });
});

describe('bespoke price', () => {
  const groups: BespokeGroup[] = [
    {
      code: 'top',
      name: '上门板',
      options: [
        { code: 'cream', name: '奶油白', hex: '#f1ebe0', priceDelta: 0 },
        { code: 'navy', name: '深海蓝', hex: '#1f3354', priceDelta: 30000 },
      ],
    },
    {
      code: 'material',
      name: '材质',
      options: [
        { code: 'steel', name: '钢板', hex: null, priceDelta: 0 },
        { code: 'glass', name: '玻璃', hex: null, priceDelta: 80000 },
      ],
    },
  ];

  it('adds the delta of each chosen option; a group left out takes its first option', () => {
    expect(bespokeDefaultChoice(groups)).toEqual({
      top: 'cream',
      material: 'steel',
    });
    expect(bespokePrice(1599900, groups, {})).toBe(1599900);
    expect(bespokePrice(1599900, groups, { top: 'navy' })).toBe(1629900);
    expect(bespokePrice(1599900, groups, { top: 'navy', material: 'glass' })).toBe(1709900);
    expect(bespokePrice(1599900, [], {})).toBe(1599900);
  });

  it('refuses an unknown group or option', () => {
    expect(bespokePrice(1, groups, { top: 'gold' })).toBeNull();
    expect(bespokePrice(1, groups, { handle: 'steel' })).toBeNull();
  });

  it('is the base plus the sum of chosen deltas (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.boolean(), fc.boolean(), (price, navy, glass) => {
        const choice = {
          top: navy ? 'navy' : 'cream',
          material: glass ? 'glass' : 'steel',
        };
        expect(bespokePrice(price, groups, choice)).toBe(price + (navy ? 30000 : 0) + (glass ? 80000 : 0));
      }),
    );
  });

  it('parses a choice from the query', () => {
    expect(parseBespokeChoice('top:navy, material:glass')).toEqual({
      top: 'navy',
      material: 'glass',
    });
    expect(parseBespokeChoice('')).toEqual({});
    expect(parseBespokeChoice('top')).toBeNull();
    expect(parseBespokeChoice('top:navy,top:cream')).toBeNull();
    expect(parseBespokeChoice('top:<b>')).toBeNull();
  });
});

describe('national trade-in subsidy', () => {
  it('gives appliances 15 %, 20 % with first-class energy efficiency, at most ¥2000', () => {
    expect(specialFund({ type: 'tv', price: 459900 })).toMatchObject({
      eligible: true,
      rate: 15,
      amount: 68985,
      cap: 200000,
    });
    expect(specialFund({ type: 'fridge', price: 329900, energyClass1: true })).toMatchObject({ rate: 20, amount: 65980 });
    expect(specialFund({ type: 'fridge', price: 1599900, energyClass1: true })).toMatchObject({ amount: 200000 });
    expect(specialFund({ type: 'washer', price: 1333333 })).toMatchObject({
      amount: 199999,
    });
    expect(specialFund({ type: 'washer', price: 1333334 })).toMatchObject({
      amount: 200000,
    });
  });

  it('gives phones, tablets and watches 15 % at most ¥500, only up to ¥6000', () => {
    expect(specialFund({ type: 'phone', price: 199900 })).toMatchObject({
      eligible: true,
      rate: 15,
      amount: 29985,
      cap: 50000,
    });
    expect(specialFund({ type: 'phone', price: 400000 })).toMatchObject({
      amount: 50000,
    });
    expect(specialFund({ type: 'phone', price: SPECIAL_FUND.digitalPriceMax })).toMatchObject({ eligible: true, amount: 50000 });
    const over = specialFund({
      type: 'phone',
      price: SPECIAL_FUND.digitalPriceMax + 1,
    });
    expect(over).toMatchObject({ eligible: false, amount: 0, rate: 0 });
    expect(over.text).toContain('6000');
  });

  it('gives nothing to other types', () => {
    expect(specialFund({ type: 'accessory', price: 24900 })).toMatchObject({
      eligible: false,
      amount: 0,
    });
    expect(specialFund({ type: 'storage', price: 99900 }).text).toMatch(/不在/);
  });

  it('never exceeds the cap nor the rate (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('tv', 'fridge', 'washer', 'monitor', 'phone', 'foldable', 'tablet', 'watch', 'audio'),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.boolean(),
        (type, price, e) => {
          const f = specialFund({ type, price, energyClass1: e });
          expect(f.amount).toBeLessThanOrEqual(f.cap);
          expect(f.amount).toBeLessThanOrEqual((price * f.rate) / 100);
          expect(f.amount).toBeGreaterThanOrEqual(0);
          expect(f.text).toMatch(/[\u4e00-\u9fa5]/);
        },
      ),
    );
  });
});
