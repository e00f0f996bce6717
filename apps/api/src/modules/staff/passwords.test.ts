import { describe, expect, it } from 'vitest';
import { passwordProblem } from '@shop/contracts/staff';
import { hashPassword, oneTimePassword, passwordMatches } from './passwords.ts';

describe('staff passwords', () => {
  it('stores an argon2id hash that only the password matches', async () => {
    const h = await hashPassword('正确的密码abc123');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches(h, '正确的密码abc123')).toBe(true);
    expect(await passwordMatches(h, '正确的密码abc124')).toBe(false);
    expect(await passwordMatches('not a hash', 'x')).toBe(false);
  });

  it('makes one-time passwords that pass the rules and differ', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const pw = oneTimePassword();
      expect(pw).toHaveLength(16);
      expect(passwordProblem(pw)).toBeNull();
      seen.add(pw);
    }
    expect(seen.size).toBe(200);
  });
});

describe('password rules', () => {
  it.each([
    ['short1', '新密码至少10位'],
    ['abcdefghijk', '新密码须同时包含字母和数字'],
    ['12345678901', '新密码须同时包含字母和数字'],
    ['abc 1234567', '新密码不能包含空格'],
    ['aaaa1111aaaa', '新密码过于简单，请换一个'],
    [`${'a1'.repeat(32)}x`, '新密码最多64位'],
  ])('%s → %s', (pw, message) => {
    expect(passwordProblem(pw)).toBe(message);
  });
  it('refuses a password containing the account name, whatever the case', () => {
    expect(passwordProblem('xZhangSan2026q', 'zhangsan')).toBe('新密码不能包含账号名');
    expect(passwordProblem('Good-pass-2026', 'zhangsan')).toBeNull();
  });
});
