import { describe, expect, it } from 'vitest';
import { mobileSchema, sanitizeName, sanitizeStrict } from './validation.ts';

describe('mobile number', () => {
  it('accepts 1[3-9] + 9 digits, trimmed', () => {
    expect(mobileSchema.parse(' 13800138000 ')).toBe('13800138000');
    expect(mobileSchema.parse('19912345678')).toBe('19912345678');
  });
  it.each(['12800138000', '1380013800', '138001380001', '1380013800a', '+8613800138000', ''])('rejects %j', (m) => {
    expect(mobileSchema.safeParse(m).success).toBe(false);
  });
});

describe('input sanitisers (spec 5)', () => {
  it('name sanitiser strips special ASCII and full-width punctuation, keeps hyphen and brackets', () => {
    expect(sanitizeName('张三-李四!@#$%^&*()_+=')).toBe('张三-李四');
    expect(sanitizeName('王五，。！？；：“”')).toBe('王五');
    expect(sanitizeName('Anna-Maria Li')).toBe('Anna-Maria Li');
    expect(sanitizeName('（公司）【部门】')).toBe('（公司）【部门】');
  });
  it('strict sanitiser also strips hyphens and full-width brackets', () => {
    expect(sanitizeStrict('张三-李四（公司）【部门】！')).toBe('张三李四公司部门');
    expect(sanitizeStrict('A-B')).toBe('AB');
  });
});
