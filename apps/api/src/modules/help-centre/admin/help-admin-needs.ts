/**
 * What the console's 常见问题 (issue #16) needs from other modules, declared here and satisfied
 * structurally by what app.ts hands over: the staff module's guard and its audit log. No file of
 * this folder imports another module.
 */
import type { AuditingStaff, BoundAudit } from '../../../platform/admin-route.ts';
import type { ApiContext } from '../../../platform/types.ts';

export interface HelpAdminNeeds {
  ctx: ApiContext;
  staff: AuditingStaff;
}

export type HelpAudit = BoundAudit;
