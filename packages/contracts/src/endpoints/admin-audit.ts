/** The back office's audit log (issue #16): every staff write, searchable by 超级管理员 (permission audit.read). */
import { defineEndpoint } from '../endpoint.ts';
import { staffAuditPageSchema, staffAuditQuerySchema } from '../staff.ts';

const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';

export const adminAuditEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit-log',
    query: staffAuditQuerySchema,
    data: staffAuditPageSchema,
    summary: '查询审计日志',
    description: `${SIGNED_IN} 需要权限 audit.read（超级管理员）。按操作类型、操作人、员工编号、时间范围筛选，最新在前。审计日志只能追加，任何人都不能修改或删除。`,
    tags: ['admin-audit'],
  }),
};
