/** Masking of personal data. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskEmail, maskMobile, maskNickname, maskRealName } from './masking.ts';

describe('masking', () => {
  it('hides the middle four digits of a mobile number', () => {
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('12345')).toBe('12345');
    fc.assert(
      fc.property(fc.stringMatching(/^1\d{10}$/), (m) => {
        const t = maskMobile(m);
        expect(t).toBe(`${m.slice(0, 3)}****${m.slice(-4)}`);
        expect(t).toHaveLength(11);
      }),
    );
  });

  it("keeps two characters of an email's local part and the domain", () => {
    expect(maskEmail('zhangsan@pku.edu.cn')).toBe('zh***@pku.edu.cn');
    expect(maskEmail('a@x.cn')).toBe('a***@x.cn');
    expect(maskEmail('no-at')).toBe('no-at');
  });

  it('keeps the first character of a real name', () => {
    expect(maskRealName('张三丰')).toBe('张**');
    expect(maskRealName('张')).toBe('张*');
    expect(maskRealName('')).toBe('');
  });

  it('keeps the first and last character of a nickname', () => {
    expect(maskNickname('星河漫步者')).toBe('星***者');
    expect(maskNickname('猫')).toBe('猫***');
    expect(maskNickname('  ')).toBe('匿名用户');
    expect(maskNickname('a😀b😀')).toBe('a***😀');
  });
});
