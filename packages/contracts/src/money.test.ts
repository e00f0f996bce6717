/** The one yuan formatter and the gateways' decimal format, with properties. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalToFen, fenToDecimal, formatYuan } from './money.ts';

const FEN = fc.integer({ min: 0, max: 10_000_000_000 });

describe('formatYuan', () => {
  it('writes what the pages show', () => {
    expect(formatYuan(599900)).toBe('¥5,999');
    expect(formatYuan(599950)).toBe('¥5,999.50');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(0)).toBe('¥0');
    expect(formatYuan(123456789)).toBe('¥1,234,567.89');
    expect(formatYuan(Number.NaN)).toBe('');
  });

  it('has the forms some text uses', () => {
    expect(formatYuan(1250, { decimals: 'trim' })).toBe('¥12.5');
    expect(formatYuan(43325, { grouping: false, decimals: 'fixed' })).toBe('¥433.25');
    expect(formatYuan(100000, { grouping: false, decimals: 'fixed' })).toBe('¥1000.00');
    expect(formatYuan(9950, { symbol: false, grouping: false, decimals: 'trim' })).toBe('99.5');
    expect(formatYuan(600000, { symbol: false, grouping: false })).toBe('6000');
    expect(formatYuan(-10000)).toBe('-¥100');
    expect(formatYuan(-1)).toBe('-¥0.01');
  });

  it('writes the digits of the integer fen, grouped by three, with no float artefacts', () => {
    fc.assert(
      fc.property(FEN, (fen) => {
        const t = formatYuan(fen, { decimals: 'fixed' });
        expect(t).toMatch(/^¥\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(t.replace(/[¥,.]/g, ''))).toBe(fen);
        const auto = formatYuan(fen);
        expect(auto).toBe(fen % 100 === 0 ? t.slice(0, -3) : t);
        expect(formatYuan(fen, { symbol: false, grouping: false, decimals: 'trim' })).toBe(String(fen / 100));
      }),
    );
  });

  it('writes a discount as the minus sign before the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (fen) => {
        expect(formatYuan(-fen)).toBe(`-${formatYuan(fen)}`);
        expect(formatYuan(-fen, { symbol: false, decimals: 'fixed' })).toBe(`-${formatYuan(fen, { symbol: false, decimals: 'fixed' })}`);
      }),
    );
  });
});

describe("the gateways' decimal yuan", () => {
  it('writes two decimals and reads them back', () => {
    expect(fenToDecimal(499900)).toBe('4999.00');
    expect(fenToDecimal(5)).toBe('0.05');
    expect(decimalToFen('4999.5')).toBe(499950);
    expect(decimalToFen('12')).toBe(1200);
    for (const bad of ['', '1.234', '-1.00', '1,000.00', ' 1.00', '.5', '1e3']) expect(decimalToFen(bad)).toBeNull();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(FEN, (fen) => {
        const s = fenToDecimal(fen);
        expect(s).toMatch(/^\d+\.\d{2}$/);
        expect(s).toBe((fen / 100).toFixed(2));
        expect(decimalToFen(s)).toBe(fen);
      }),
    );
  });
});
