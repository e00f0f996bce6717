import { describe, expect, it } from 'vitest';
import { effectivePermissions, hasPermission, STAFF_PERMISSIONS, staffLoginInputSchema, staffRoleOf } from './staff.ts';

describe('permissions', () => {
  it('grants what a role lists, and everything to `*`', () => {
    expect(hasPermission(['orders.read', 'shipping.write'], 'shipping.write')).toBe(true);
    expect(hasPermission(['orders.read', 'shipping.write'], 'refunds.write')).toBe(false);
    expect(hasPermission([], 'audit.read')).toBe(false);
    expect(hasPermission(['*'], 'audit.read')).toBe(true);
  });
  it('spells a grant list out in the vocabulary order, ignoring unknown codes', () => {
    expect(effectivePermissions(['*'])).toEqual(Object.keys(STAFF_PERMISSIONS));
    expect(effectivePermissions(['stock.write', 'catalogue.write', 'no.such'])).toEqual(['catalogue.write', 'stock.write']);
  });
});

describe('roles by name or code', () => {
  it('finds the six roles either way and nothing else', () => {
    expect(staffRoleOf(' 超级管理员 ')).toBe('super_admin');
    expect(staffRoleOf('内容编辑')).toBe('content_editor');
    expect(staffRoleOf('warehouse')).toBe('warehouse');
    expect(staffRoleOf('老板')).toBeUndefined();
    expect(staffRoleOf('')).toBeUndefined();
  });
});

describe('login input', () => {
  it('trims the name and says in Chinese what is missing', () => {
    expect(staffLoginInputSchema.parse({ name: ' 张三 ', password: 'x' }).name).toBe('张三');
    expect(staffLoginInputSchema.safeParse({ name: '张三' }).error?.issues[0]?.message).toBe('请输入密码');
    expect(staffLoginInputSchema.safeParse({ name: 'a'.repeat(33), password: 'x' }).error?.issues[0]?.message).toBe('账号最多32个字符');
  });
});
