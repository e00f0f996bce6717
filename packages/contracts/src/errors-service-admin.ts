/** Error codes of the console's 服务 area (issue #16); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const SERVICE_ADMIN_ERRORS = {
  ERR_ADMIN_TICKET_NOT_FOUND: def('admin', 404, '服务工单不存在'),
  ERR_ADMIN_TICKET_CLOSED: def('admin', 409, '该工单已关闭，不能再回复'),
  /** data: { status, allowed } */
  ERR_ADMIN_TICKET_STATUS: def('admin', 409, '工单当前状态不能改为所选状态'),
  ERR_ADMIN_ENT_NOT_FOUND: def('admin', 404, '企业采购申请不存在'),
  ERR_ADMIN_ENT_CLOSED: def('admin', 409, '该申请已关闭，不能再报价'),
  /** data: { status, allowed } */
  ERR_ADMIN_ENT_STATUS: def('admin', 409, '申请当前状态不能改为所选状态'),
} as const satisfies Record<string, ErrorDefinition>;
