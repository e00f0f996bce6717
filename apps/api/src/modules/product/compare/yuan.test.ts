import { describe, expect, it } from 'vitest';
import { formatYuan as yuan } from '@shop/contracts/money';

describe('yuan', () => {
  it('formats fen as the storefront shows prices', () => {
    expect(yuan(969900)).toBe('¥9,699');
    expect(yuan(969950)).toBe('¥9,699.50');
    expect(yuan(5)).toBe('¥0.05');
    expect(yuan(0)).toBe('¥0');
    expect(yuan(123456789)).toBe('¥1,234,567.89');
  });
});
