/**
 * The console's 会员 area (issue #16): search, detail, reveal of personal data, points
 * adjustment and disable / enable, for the API (validation, answers) and the console's forms.
 * Personal data travels masked (138****1234, 张*) unless revealed with members.reveal.
 * Times are epoch ms.
 */
import { z } from 'zod';

export const MEMBER_STATUSES = { active: '正常', locked: '已停用' } as const;
export type MemberAdminStatus = keyof typeof MEMBER_STATUSES;

/** The largest single adjustment, either way (1 point = 1 fen: ¥1,000,000). */
export const POINTS_ADJUST_MAX = 100_000_000;
export const MEMBER_ADMIN_REASON_MAX = 200;

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

/** The member list's orders: by registration time, newest first by default. */
export const MEMBER_ADMIN_SORTS = ['-createdAt', 'createdAt'] as const;

/**
 * The member search: every filter optional, all given ones must match. `mobile` is the full
 * 11-digit phone or its last 4 digits; `name` is a part of the nickname or the real name.
 */
export const memberAdminQuerySchema = z.object({
  mobile: z
    .string()
    .trim()
    .regex(/^(\d{4}|1\d{10})$/, '手机号须为11位完整号码或后4位')
    .optional(),
  name: z.string().trim().min(1, '请输入姓名或昵称').max(32, '姓名或昵称最多32个字符').optional(),
  userNo: z.string().trim().min(1, '请输入会员编号').max(64, '会员编号最多64个字符').optional(),
  orderNo: z.string().trim().min(1, '请输入订单号').max(64, '订单号最多64个字符').optional(),
  status: z.enum(['active', 'locked'], { error: '状态须为 active 或 locked' }).optional(),
  sort: z.enum(MEMBER_ADMIN_SORTS, { error: '排序方式不正确' }).default('-createdAt'),
  page,
  pageSize,
});
export type MemberAdminQuery = z.input<typeof memberAdminQuerySchema>;

export const memberAdminSummarySchema = z
  .object({
    id: z.number().int(),
    userNo: z.string(),
    /** Masked: 138****1234. */
    mobile: z.string(),
    /** Masked: 星***者. */
    nickname: z.string(),
    /** Masked: 张*; '' when not given. */
    realName: z.string(),
    status: z.enum(['active', 'locked']),
    roles: z.array(z.string()),
    createdAt: z.number().int(),
    lastLoginAt: z.number().int().nullable(),
  })
  .meta({ id: 'MemberAdminSummary' });
export type MemberAdminSummary = z.infer<typeof memberAdminSummarySchema>;

export const memberAdminPageSchema = z.object({
  list: z.array(memberAdminSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const memberIdParamsSchema = z.object({
  id: z.coerce.number({ error: '会员编号须为数字' }).int('会员编号须为整数').positive('会员编号须为正整数').max(Number.MAX_SAFE_INTEGER, '会员编号过大'),
});

export const memberAdminDetailSchema = z
  .object({
    member: memberAdminSummarySchema.extend({
      gender: z.number().int(),
      /** Birthday, masked to the year (1990-**-**), or null. */
      birthday: z.string().nullable(),
      groupId: z.string(),
    }),
    verification: z.object({
      student: z.object({ school: z.string(), verifiedAt: z.number().int(), expiresAt: z.number().int(), expired: z.boolean() }).nullable(),
      enterprise: z.object({ company: z.string(), verifiedAt: z.number().int() }).nullable(),
    }),
    points: z.object({
      balance: z.number().int(),
      recent: z.array(
        z.object({
          id: z.number().int(),
          delta: z.number().int(),
          kind: z.string(),
          title: z.string(),
          orderNo: z.string().nullable(),
          note: z.string(),
          at: z.number().int(),
        }),
      ),
    }),
    starDiamonds: z.object({ effective: z.number().int(), pending: z.number().int() }),
    coupons: z.object({
      counts: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
      /** The unused ones (at most 20). */
      unused: z.array(z.object({ id: z.number().int(), cpnCd: z.string(), name: z.string(), validTo: z.string() })),
    }),
    recentOrders: z.array(
      z.object({ orderNo: z.string(), status: z.string(), payableAmt: z.number().int(), paidAmt: z.number().int(), createdAt: z.number().int() }),
    ),
    tags: z.array(z.object({ code: z.string(), createdAt: z.number().int() })),
  })
  .meta({ id: 'MemberAdminDetail' });
export type MemberAdminDetail = z.infer<typeof memberAdminDetailSchema>;

/** The full personal data, answered only with members.reveal (and audited). */
export const memberRevealedSchema = z
  .object({
    id: z.number().int(),
    mobile: z.string(),
    nickname: z.string(),
    realName: z.string(),
    birthday: z.string().nullable(),
  })
  .meta({ id: 'MemberRevealed' });
export type MemberRevealed = z.infer<typeof memberRevealedSchema>;

export const memberAdminReasonSchema = z
  .string({ error: '请填写原因' })
  .trim()
  .min(2, '原因至少2个字')
  .max(MEMBER_ADMIN_REASON_MAX, `原因最多${MEMBER_ADMIN_REASON_MAX}个字`);

/** A points adjustment: + adds, - takes away (never below zero); the reason is kept in the ledger and the audit log. */
export const memberPointsAdjustInputSchema = z.object({
  delta: z.coerce
    .number({ error: '请输入调整积分' })
    .int('调整积分须为整数')
    .min(-POINTS_ADJUST_MAX, `单次最多扣减${POINTS_ADJUST_MAX}积分`)
    .max(POINTS_ADJUST_MAX, `单次最多增加${POINTS_ADJUST_MAX}积分`)
    .refine((n) => n !== 0, '调整积分不能为0'),
  reason: memberAdminReasonSchema,
});
export type MemberPointsAdjustInput = z.input<typeof memberPointsAdjustInputSchema>;

export const memberPointsAdjustedSchema = z
  .object({ balanceBefore: z.number().int(), balance: z.number().int(), entryId: z.number().int() })
  .meta({ id: 'MemberPointsAdjusted' });

export const memberStatusInputSchema = z.object({ reason: memberAdminReasonSchema });

export const memberStatusChangedSchema = z.object({ member: memberAdminSummarySchema, sessionsEnded: z.number().int() }).meta({ id: 'MemberStatusChanged' });
