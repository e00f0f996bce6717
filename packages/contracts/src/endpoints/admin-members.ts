/**
 * 会员 of the back office (issue #16): search, detail, reveal of personal data, points
 * adjustment and disable / enable. Reads need members.read; the reveal members.reveal; the
 * writes members.write. Every write and every reveal is audited.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  memberAdminDetailSchema,
  memberAdminPageSchema,
  memberAdminQuerySchema,
  memberIdParamsSchema,
  memberPointsAdjustInputSchema,
  memberPointsAdjustedSchema,
  memberRevealedSchema,
  memberStatusChangedSchema,
  memberStatusInputSchema,
} from '../member-admin.ts';

const tags = ['admin-members'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';

export const adminMemberEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members',
    query: memberAdminQuerySchema,
    data: memberAdminPageSchema,
    summary: '查询会员',
    description: `${SIGNED_IN} 需要权限 members.read。按手机号（11位或后4位）、姓名或昵称（包含）、会员编号、订单号、状态筛选，最新注册在前。手机号与姓名已脱敏。`,
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/members/:id',
    params: memberIdParamsSchema,
    data: memberAdminDetailSchema,
    summary: '会员详情',
    description: `${SIGNED_IN} 需要权限 members.read。资料（脱敏）、认证状态、积分余额与最近流水、星钻、优惠券、最近订单、标签。`,
    tags,
  }),
  reveal: defineEndpoint({
    method: 'POST',
    path: '/api/admin/members/:id/reveal',
    params: memberIdParamsSchema,
    data: memberRevealedSchema,
    summary: '查看会员完整个人信息',
    description: `${SIGNED_IN} 需要权限 members.reveal。每次查看都记入审计日志（member.personal-data.revealed）。`,
    tags,
  }),
  adjustPoints: defineEndpoint({
    method: 'POST',
    path: '/api/admin/members/:id/points',
    params: memberIdParamsSchema,
    body: memberPointsAdjustInputSchema,
    data: memberPointsAdjustedSchema,
    summary: '调整会员积分',
    description: `${SIGNED_IN} 需要权限 members.write。delta 为正增加、为负扣减，原因必填；调整后余额不能小于0（409 ERR_ADMIN_POINTS_BELOW_ZERO）。记入积分流水（类型 adjust）与审计日志。`,
    tags,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/members/:id/disable',
    params: memberIdParamsSchema,
    body: memberStatusInputSchema,
    data: memberStatusChangedSchema,
    summary: '停用会员',
    description: `${SIGNED_IN} 需要权限 members.write。原因必填；停用后不能登录，现有登录会话立即失效。记入审计日志。`,
    tags,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: '/api/admin/members/:id/enable',
    params: memberIdParamsSchema,
    body: memberStatusInputSchema,
    data: memberStatusChangedSchema,
    summary: '启用会员',
    description: `${SIGNED_IN} 需要权限 members.write。原因必填；记入审计日志。`,
    tags,
  }),
};
