/**
 * Staff of the back office (issue #16): roles, the permission vocabulary, the sign-in and
 * password rules and the schemas of the /api/admin/auth calls. Which role holds which
 * permission is data in the database (staff_roles, migration 0012); this file names the
 * permissions a check may ask for, so a misspelt one fails to compile.
 */
import { z } from 'zod';

/** The six roles issue #16 names, by their code; the name is what staff read (and what `npm run admin:create -- --role` takes). */
export const STAFF_ROLES = {
  super_admin: '超级管理员',
  operations: '运营',
  customer_service: '客服',
  warehouse: '仓储',
  finance: '财务',
  content_editor: '内容编辑',
} as const;
export type StaffRoleCode = keyof typeof STAFF_ROLES;

/** A role given by its name (超级管理员) or its code (super_admin); undefined when there is none. */
export function staffRoleOf(role: string): StaffRoleCode | undefined {
  const wanted = role.trim();
  return (Object.keys(STAFF_ROLES) as StaffRoleCode[]).find((code) => code === wanted || STAFF_ROLES[code] === wanted);
}

/** Every permission an admin endpoint may require, with what it lets a person do. */
export const STAFF_PERMISSIONS = {
  'catalogue.write': '维护商品与类目',
  'prices.write': '维护价格',
  'stock.write': '调整库存',
  'activities.write': '维护营销活动',
  'coupons.write': '维护优惠券',
  'cms.write': '维护页面内容',
  'agreements.write': '维护协议与政策',
  'faq.write': '维护常见问题',
  'community.moderate': '社区内容审核',
  'members.read': '查看会员',
  'members.reveal': '查看会员完整个人信息',
  'members.write': '调整会员积分与停用会员',
  'orders.read': '查看订单',
  'tickets.write': '处理服务工单',
  'after-sales.review': '售后初审',
  'trade-in.write': '处理以旧换新',
  'chat.answer': '在线客服接待',
  'messages.send': '发送系统消息',
  'shipping.write': '订单发货',
  'refunds.write': '处理退款',
  'invoices.write': '处理发票',
  'reports.read': '查看报表',
  'staff.manage': '管理员工与角色',
  'audit.read': '查看审计日志',
  'settings.write': '修改系统设置',
} as const;
export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** A role's grant `*` is every permission (the super administrator's, so a new permission needs no migration for it). */
export const ALL_PERMISSIONS = '*';

export function hasPermission(granted: readonly string[], wanted: StaffPermission): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(wanted);
}

/** What a grant list means, spelled out (`*` expanded), in the vocabulary's order. */
export function effectivePermissions(granted: readonly string[]): StaffPermission[] {
  return (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((p) => hasPermission(granted, p));
}

/** Sign-in rules, in one place (the API enforces them; docs and tests read them). */
export const STAFF_SIGN_IN = {
  /** Wrong passwords (or codes) in a row that lock the account … */
  maxFailures: 5,
  /** … for this long. */
  lockMs: 15 * 60 * 1000,
  /** Failed sign-ins from one address within `ipWindowMs` after which that address must wait. */
  maxFailuresPerIp: 20,
  ipWindowMs: 15 * 60 * 1000,
  /** A session with no call for this long is signed out. */
  idleMs: 30 * 60 * 1000,
  /** A session ends this long after sign-in, however busy. */
  maxSessionMs: 12 * 60 * 60 * 1000,
} as const;

export const STAFF_NAME_MAX = 32;
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 64;

/** Why a new password is refused, or null when it is acceptable (the account name is checked by the API as well). */
export function passwordProblem(password: string, name?: string): string | null {
  if ([...password].length < STAFF_PASSWORD_MIN) return `新密码至少${STAFF_PASSWORD_MIN}位`;
  if ([...password].length > STAFF_PASSWORD_MAX) return `新密码最多${STAFF_PASSWORD_MAX}位`;
  if (/\s/.test(password)) return '新密码不能包含空格';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '新密码须同时包含字母和数字';
  if (new Set(password).size < 4) return '新密码过于简单，请换一个';
  if (name && password.toLowerCase().includes(name.toLowerCase())) return '新密码不能包含账号名';
  return null;
}

const staffName = z.string({ error: '请输入账号' }).trim().min(1, '请输入账号').max(STAFF_NAME_MAX, `账号最多${STAFF_NAME_MAX}个字符`);
const anyPassword = z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码最多128位');
export const totpCodeSchema = z
  .string({ error: '请输入动态验证码' })
  .trim()
  .regex(/^\d{6}$/, '动态验证码为6位数字');

export const staffLoginInputSchema = z.object({
  name: staffName,
  password: anyPassword,
  /** The 6-digit code of the authenticator app, when the account has turned it on. */
  totp: totpCodeSchema.optional(),
});

export const staffChangePasswordInputSchema = z.object({
  currentPassword: z.string({ error: '请输入当前密码' }).min(1, '请输入当前密码').max(128, '密码最多128位'),
  newPassword: z
    .string({ error: '请输入新密码' })
    .max(128, '密码最多128位')
    .superRefine((pw, ctx) => {
      const problem = passwordProblem(pw);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export const staffTotpConfirmInputSchema = z.object({ code: totpCodeSchema });
export const staffTotpDisableInputSchema = z.object({ password: anyPassword, code: totpCodeSchema });

export const staffProfileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.object({ code: z.string(), name: z.string() }),
    /** What this person may do (the console hides the rest). */
    permissions: z.array(z.string()),
    /** True until the one-time password is replaced: every other admin call answers 403 until then. */
    mustChangePassword: z.boolean(),
    totpEnabled: z.boolean(),
    /** Sign-out after this long without a call. */
    idleTimeoutMs: z.number().int(),
  })
  .meta({ id: 'StaffProfile' });
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export const staffTotpEnrolmentSchema = z
  .object({
    /** Base32 secret to type into the authenticator app. */
    secret: z.string(),
    /** The same as an otpauth:// address (shown as a QR code by the console). */
    otpauthUrl: z.string(),
  })
  .meta({ id: 'StaffTotpEnrolment' });

/** The audit log's orders: newest first (default) or oldest first. */
export const STAFF_AUDIT_SORTS = ['-at', 'at'] as const;

/** The audit log search of 超级管理员 (permission audit.read): newest first unless `sort` says oldest. Times are epoch ms. */
export const staffAuditQuerySchema = z
  .object({
    action: z.string().trim().max(64, '操作类型最多64个字符').optional(),
    /** What it was done to (`staff:12`; a prefix: `staff:` finds every account). */
    target: z.string().trim().max(64, '操作对象最多64个字符').optional(),
    actor: z.string().trim().max(STAFF_NAME_MAX, `操作人最多${STAFF_NAME_MAX}个字符`).optional(),
    staffId: z.coerce.number({ error: '员工编号须为数字' }).int('员工编号须为整数').positive('员工编号须为正整数').optional(),
    from: z.coerce.number({ error: '开始时间格式不正确' }).int('开始时间格式不正确').nonnegative('开始时间格式不正确').optional(),
    to: z.coerce.number({ error: '结束时间格式不正确' }).int('结束时间格式不正确').nonnegative('结束时间格式不正确').optional(),
    sort: z.enum(STAFF_AUDIT_SORTS, { error: '排序方式不正确' }).default('-at'),
    page: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1),
    pageSize: z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: '开始时间不能晚于结束时间', path: ['from'] });

export const staffAuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.number().int(),
    staffId: z.number().int().nullable(),
    actor: z.string(),
    ip: z.string().nullable(),
    action: z.string(),
    target: z.string().nullable(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'StaffAuditEntry' });

export const staffAuditPageSchema = z.object({
  list: z.array(staffAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ── 系统 → 员工与角色 (permission staff.manage) ─────────────────────────

const staffRoleCodes = Object.keys(STAFF_ROLES) as [StaffRoleCode, ...StaffRoleCode[]];
const roleCodeSchema = z.enum(staffRoleCodes, { error: '请选择角色' });

/** A new account's name as the console's form and the API check it (the admin:create command keeps the same rule). */
export const staffNameSchema = z
  .string({ error: '请输入账号名' })
  .trim()
  .min(1, '请输入账号名')
  .max(STAFF_NAME_MAX, `账号名最多${STAFF_NAME_MAX}个字符`)
  .regex(/^\S+$/, '账号名不能包含空格');

export const STAFF_STATUSES = { active: '启用', disabled: '停用' } as const;
export type StaffStatus = keyof typeof STAFF_STATUSES;

export const STAFF_LIST_SORTS = ['createdAt', '-createdAt', 'name', '-name', 'lastLoginAt', '-lastLoginAt'] as const;

/** The staff list: filters all optional; `name` matches a part of the name. */
export const staffListQuerySchema = z.object({
  name: z.string().trim().max(STAFF_NAME_MAX, `账号名最多${STAFF_NAME_MAX}个字符`).optional(),
  role: z.enum(staffRoleCodes, { error: '角色不存在' }).optional(),
  status: z.enum(['active', 'disabled'], { error: '状态须为 active 或 disabled' }).optional(),
  sort: z.enum(STAFF_LIST_SORTS, { error: '排序方式不正确' }).default('-createdAt'),
  page: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1),
  pageSize: z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20),
});

export const staffSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    role: z.object({ code: z.string(), name: z.string() }),
    status: z.enum(['active', 'disabled']),
    mustChangePassword: z.boolean(),
    totpEnabled: z.boolean(),
    /** Epoch ms while locked after repeated failures, else null. */
    lockedUntil: z.number().int().nullable(),
    lastLoginAt: z.number().int().nullable(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'StaffSummary' });
export type StaffSummary = z.infer<typeof staffSummarySchema>;

export const staffListPageSchema = z.object({
  list: z.array(staffSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const staffIdParamsSchema = z.object({
  id: z.coerce.number({ error: '员工编号须为数字' }).int('员工编号须为整数').positive('员工编号须为正整数').max(Number.MAX_SAFE_INTEGER, '员工编号过大'),
});

export const staffCreateInputSchema = z.object({ name: staffNameSchema, roleCode: roleCodeSchema });
export const staffRoleChangeInputSchema = z.object({ roleCode: roleCodeSchema });

/** A new account or a reset: the one-time password is shown once and never stored in the clear. */
export const staffOneTimePasswordSchema = z
  .object({
    staff: staffSummarySchema,
    oneTimePassword: z.string(),
  })
  .meta({ id: 'StaffOneTimePassword' });

export const staffRoleSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    /** As stored: `*` for 超级管理员 (every permission, not editable). */
    permissions: z.array(z.string()),
    /** True for a role whose grant is `*`. */
    all: z.boolean(),
    /** Accounts of this role that are not disabled. */
    activeStaff: z.number().int(),
  })
  .meta({ id: 'StaffRole' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

const permissionCodes = Object.keys(STAFF_PERMISSIONS) as [StaffPermission, ...StaffPermission[]];
export const staffRoleCodeParamsSchema = z.object({ code: z.string().trim().min(1, '请选择角色').max(32, '角色不存在') });
export const staffRolePermissionsInputSchema = z.object({
  permissions: z
    .array(z.enum(permissionCodes, { error: '权限不存在' }), { error: '请选择权限' })
    .max(permissionCodes.length, '权限过多')
    .refine((list) => new Set(list).size === list.length, '权限重复'),
});
