import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidTaxNo } from './checkout.ts';
import {
  amountInCapitals,
  invoiceLines,
  invoiceNumber,
  invoiceRequestSchema,
  invoiceTotals,
  redLines,
  sellerOf,
  splitVat,
  unitPriceText,
  VAT_RATE_PERCENT,
} from './invoice.ts';

describe('价税合计（大写）', () => {
  it.each([
    [129900, '壹仟贰佰玖拾玖圆整'],
    [5, '伍分'],
    [50, '伍角整'],
    [55, '伍角伍分'],
    [100, '壹圆整'],
    [100050, '壹仟圆零伍角整'],
    [100005, '壹仟圆零伍分'],
    [100105, '壹仟零壹圆零伍分'],
    [1000000, '壹万圆整'],
    [10000100, '壹拾万零壹圆整'],
    [10010000, '壹拾万零壹佰圆整'],
    [1234567890, '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌圆玖角整'],
    [10000000000, '壹亿圆整'],
    [10000000100, '壹亿零壹圆整'],
    [499999, '肆仟玖佰玖拾玖圆玖角玖分'],
    [0, '零圆整'],
    [-129900, '负壹仟贰佰玖拾玖圆整'],
  ])('%i fen → %s', (fen, text) => {
    expect(amountInCapitals(fen)).toBe(text);
  });
});

describe('VAT split (13%, price includes tax)', () => {
  it('splits ¥1,299 into ¥1,149.56 + ¥149.44 and ¥0.01 into 0.01 + 0', () => {
    expect(VAT_RATE_PERCENT).toBe(13);
    expect(splitVat(129900)).toEqual({ amount: 114956, tax: 14944 });
    expect(splitVat(1)).toEqual({ amount: 1, tax: 0 });
    expect(splitVat(-129900)).toEqual({ amount: -114956, tax: -14944 });
  });
  it('prints the unit price excluding tax with up to 8 decimals', () => {
    expect(unitPriceText(114956, 1)).toBe('1149.56');
    expect(unitPriceText(100000, 3)).toBe('333.33333333');
    expect(unitPriceText(20000, 2)).toBe('100.00');
  });
  it('never invoices an item paid nothing, and red lines negate the blue ones', () => {
    const lines = invoiceLines([
      { name: '手机', spec: '黑色 / 256GB', qty: 1, paid: 499900 },
      { name: '赠品', spec: '', qty: 1, paid: 0 },
      { name: '运输服务*运费', spec: '', qty: 1, paid: 1000 },
    ]);
    expect(lines.map((l) => l.name)).toEqual(['手机', '运输服务*运费']);
    expect(invoiceTotals(lines).total).toBe(500900);
    const red = redLines(lines);
    expect(invoiceTotals(red)).toEqual({ amount: -invoiceTotals(lines).amount, tax: -invoiceTotals(lines).tax, total: -500900 });
    expect(red[0]!.qty).toBe(-1);
  });
  it('property: the lines add up exactly to what was paid, in whole fen, tax ≈ 13% of the amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.integer({ min: 1, max: 50 }), paid: fc.integer({ min: 0, max: 100_000_000 }) }), { minLength: 1, maxLength: 12 }),
        (items) => {
          const lines = invoiceLines(items.map((i, n) => ({ ...i, name: `商品${n}`, spec: '' })));
          const paid = items.reduce((s, i) => s + i.paid, 0);
          const totals = invoiceTotals(lines);
          expect(totals.total).toBe(paid);
          expect(totals.amount + totals.tax).toBe(paid);
          for (const l of lines) {
            expect(Number.isInteger(l.amount) && Number.isInteger(l.tax)).toBe(true);
            expect(l.amount).toBeGreaterThan(0);
            expect(l.tax).toBeGreaterThanOrEqual(0);
            // Rounded to the nearest fen: within half a fen of the exact split.
            expect(Math.abs(l.amount - ((l.amount + l.tax) * 100) / 113)).toBeLessThanOrEqual(0.5);
          }
        },
      ),
    );
  });
});

describe('invoice numbers, seller and request', () => {
  it('numbers are 20 digits: year, province 44, channel 2, 15-digit sequence', () => {
    expect(invoiceNumber(2026, 42)).toBe('26442000000000000042');
    expect(invoiceNumber(2026, 42)).toHaveLength(20);
  });
  it("the seller's tax number is a valid unified social credit code", () => {
    expect(isValidTaxNo(sellerOf('星辰').taxNo)).toBe(true);
    expect(sellerOf('星辰').name).toBe('星辰电子（中国）有限公司');
  });
  it('validates a 专票 request with Chinese errors', () => {
    const good = {
      type: 'special',
      title: '深圳示例科技有限公司',
      taxNo: '91440300ma5g8xk2a6',
      bankName: '招商银行深圳分行',
      bankAccount: '7559 1234 5678 901',
      regAddress: '深圳市南山区科技园南区1号',
      regPhone: '0755-12345678',
    };
    const ok = invoiceRequestSchema.parse(good);
    expect(ok).toMatchObject({ taxNo: '91440300MA5G8XK2A6', bankAccount: '755912345678901' });
    const bad = invoiceRequestSchema.safeParse({ ...good, taxNo: '12345', bankAccount: '12ab', regPhone: '123' });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['纳税人识别号应为15、18或20位数字或大写字母', '银行账号应为8至30位数字', '注册电话格式不正确（如 0755-12345678）']),
    );
  });
});
