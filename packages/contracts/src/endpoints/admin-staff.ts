/**
 * 系统 → 员工与角色 of the back office (issue #16): staff accounts and what each role may do.
 * Every call needs permission staff.manage (超级管理员); every write is audited.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  staffCreateInputSchema,
  staffIdParamsSchema,
  staffListPageSchema,
  staffListQuerySchema,
  staffOneTimePasswordSchema,
  staffRoleChangeInputSchema,
  staffRoleCodeParamsSchema,
  staffRolePermissionsInputSchema,
  staffRoleSchema,
  staffSummarySchema,
} from '../staff.ts';
import { z } from 'zod';

const tags = ['admin-staff'];
const NEEDS = '需要管理后台登录（Cookie admin_session，路径 /api/admin）与权限 staff.manage（超级管理员）；会员令牌无效。';

export const adminStaffEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/staff',
    query: staffListQuerySchema,
    data: staffListPageSchema,
    summary: '员工列表',
    description: `${NEEDS} 按账号名（包含）、角色、状态筛选；sort 为 createdAt / name / lastLoginAt，前加 - 为倒序。`,
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/staff',
    body: staffCreateInputSchema,
    data: staffOneTimePasswordSchema,
    summary: '新建员工账号',
    description: `${NEEDS} 返回一次性密码（只显示这一次，不以明文保存），首次登录须修改。账号名重复 409 ERR_ADMIN_STAFF_NAME_TAKEN。`,
    tags,
  }),
  changeRole: defineEndpoint({
    method: 'POST',
    path: '/api/admin/staff/:id/role',
    params: staffIdParamsSchema,
    body: staffRoleChangeInputSchema,
    data: staffSummarySchema,
    summary: '修改员工角色',
    description: `${NEEDS} 不能修改自己的角色；不能让启用中的超级管理员少于一名（409）。`,
    tags,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/staff/:id/disable',
    params: staffIdParamsSchema,
    data: staffSummarySchema,
    summary: '停用员工账号',
    description: `${NEEDS} 立即结束其全部会话。不能停用自己，不能停用最后一名启用中的超级管理员（409）。`,
    tags,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/staff/:id/enable',
    params: staffIdParamsSchema,
    data: staffSummarySchema,
    summary: '启用员工账号',
    description: `${NEEDS} 同时解除登录失败锁定。`,
    tags,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/admin/staff/:id/reset-password',
    params: staffIdParamsSchema,
    data: staffOneTimePasswordSchema,
    summary: '重置员工密码',
    description: `${NEEDS} 生成新的一次性密码（只显示这一次），下次登录须修改；其全部会话结束，动态验证码保持不变。自己的密码请在个人设置中修改（409）。`,
    tags,
  }),
  roles: defineEndpoint({
    method: 'GET',
    path: '/api/admin/roles',
    data: z.object({ list: z.array(staffRoleSchema) }),
    summary: '角色与权限',
    description: `${NEEDS} 六个角色及各自的权限码（* 为全部权限）。`,
    tags,
  }),
  setRolePermissions: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/roles/:code/permissions',
    params: staffRoleCodeParamsSchema,
    body: staffRolePermissionsInputSchema,
    data: staffRoleSchema,
    summary: '修改角色权限',
    description: `${NEEDS} 权限须取自 STAFF_PERMISSIONS；超级管理员的 * 不可修改（409 ERR_ADMIN_ROLE_NOT_EDITABLE）。持有该角色的员工下一次调用即按新权限校验。`,
    tags,
  }),
};
