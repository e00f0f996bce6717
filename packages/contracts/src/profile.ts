/**
 * Personal centre (issue #6, spec 2.8, 3, 7 Member, 8): home page summary, personal
 * information, nickname, avatar upload, phone replacement, settings.
 *
 *   POST /api/sys/upload?fileMeta=avatar|review            multipart, field `file`  → UploadResult
 *   GET  /media/uploads/{id}.webp                                                   → the stored picture
 *   POST /api/member/memberHome/homePage                    {}                       → MemberHome
 *   GET  /api/member/member/info                                                     → MemberInfo & ProfileExtras
 *   POST /api/member/member/modify                          ModifyProfile            → ProfileView
 *   POST /api/member/member/modifyNickNm                    { nickNm }               → ProfileView
 *   GET  /api/member/member/settings                                                 → MemberSettings
 *   POST /api/member/member/saveSettings                    Partial<MemberSettings>  → MemberSettings
 *   POST /api/member/member/replacePhone/sendOldCode        {}                       → CodeSent
 *   POST /api/member/member/replacePhone/verifyOld          { code }                 → ReplaceStep
 *   POST /api/member/member/replacePhone/sendNewCode        { stepToken, mobile }    → CodeSent
 *   POST /api/member/member/modifyMpNo                      { stepToken, mobile, code } → ProfileView
 */
import { z } from 'zod';
import { BEIJING_OFFSET_MS } from './beijing-time.ts';
import { memberInfoSchema } from './member.ts';
import { orderCountsSchema } from './order.ts';
import { mobileSchema, smsCodeSchema } from './validation.ts';

/* ---------- uploads ---------- */

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const FILE_METAS = ['avatar', 'review', 'after-sales'] as const;
export type FileMeta = (typeof FILE_METAS)[number];

export const uploadQuerySchema = z.object({ fileMeta: z.enum(FILE_METAS, { error: '上传类型不正确' }) });

/** 16 random bytes, base64url. */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const uploadIdSchema = z.string({ error: '图片编号不正确' }).regex(UPLOAD_ID_PATTERN, { error: '图片编号不正确' });

export const uploadResultSchema = z.object({
  id: z.string(),
  url: z.string().meta({ description: '/media/uploads/{id}.webp' }),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int().meta({ description: '重新编码后的字节数' }),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadUrlOf = (id: string) => `/media/uploads/${id}.webp`;
/** The upload id an address of uploadUrlOf names; undefined for any other string. */
export const uploadIdOf = (url: string): string | undefined => /^\/media\/uploads\/([A-Za-z0-9_-]{8,64})\.webp$/.exec(url)?.[1];

/* ---------- personal information ---------- */

export const GENDERS = [0, 1, 2] as const;
export const GENDER_LABELS: Readonly<Record<number, string>> = { 0: '保密', 1: '男', 2: '女' };

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
export const REAL_NAME_MAX = 25;

const BIRTHDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date from 1900-01-01 to today (UTC+8 calendar is close enough for a birthday). */
export function isValidBirthday(s: string, today = new Date()): boolean {
  if (!BIRTHDAY_PATTERN.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s) return false;
  return s >= '1900-01-01' && d.getTime() <= today.getTime() + BEIJING_OFFSET_MS;
}

export const modifyProfileSchema = z.object({
  gender: z.coerce
    .number({ error: '性别选择有误' })
    .int({ error: '性别选择有误' })
    .refine((g) => (GENDERS as readonly number[]).includes(g), { error: '性别选择有误' })
    .optional()
    .meta({ description: '0 保密，1 男，2 女' }),
  birthday: z
    .string({ error: '请选择正确的生日' })
    .trim()
    .refine((s) => s === '' || isValidBirthday(s), { error: '请选择正确的生日' })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional()
    .meta({ description: 'YYYY-MM-DD；空串或 null 清除' }),
  realName: z
    .string({ error: '姓名格式不正确' })
    .max(100, { error: `姓名最多${REAL_NAME_MAX}个字` })
    .optional()
    .meta({ description: '经姓名过滤器（保留连字符），最多 25 个字' }),
  avatarId: uploadIdSchema.optional().meta({ description: '本人以 fileMeta=avatar 上传得到的图片 id' }),
});
export type ModifyProfile = z.input<typeof modifyProfileSchema>;

export const modifyNickNmSchema = z.object({
  nickNm: z
    .string({ error: '请输入昵称' })
    .max(200, { error: `昵称最多${NICKNAME_MAX}个字` })
    .meta({ description: '2–20 个字（经姓名过滤器后）' }),
});

/** What info answers beyond the signed-in user (spec 3) fields. */
export const profileExtrasSchema = z.object({
  birthday: z.string().nullable(),
  realName: z.string(),
  genderLabel: z.string(),
});
export type ProfileExtras = z.infer<typeof profileExtrasSchema>;

export const profileViewSchema = memberInfoSchema.extend(profileExtrasSchema.shape);
export type ProfileView = z.infer<typeof profileViewSchema>;

/* ---------- settings ---------- */

export const memberSettingsSchema = z.object({
  marketingSms: z.boolean({ error: '设置值有误' }).meta({ description: '接收营销短信' }),
  marketingEmail: z.boolean({ error: '设置值有误' }).meta({ description: '接收营销邮件' }),
  personalizedRecommend: z.boolean({ error: '设置值有误' }).meta({ description: '个性化推荐' }),
  shareUsageData: z.boolean({ error: '设置值有误' }).meta({ description: '参与匿名使用数据分析' }),
});
export type MemberSettings = z.infer<typeof memberSettingsSchema>;
export const saveSettingsSchema = memberSettingsSchema.partial();

/* ---------- phone replacement ---------- */

export const REPLACE_STEP_TTL_MS = 10 * 60 * 1000;

export const codeSentSchema = z.object({
  mobile: z.string().meta({ description: '脱敏手机号' }),
  resendAfter: z.number().int(),
  expiresIn: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const verifyOldSchema = z.object({ code: smsCodeSchema });
export const replaceStepSchema = z.object({
  stepToken: z.string(),
  expiresAtMs: z.number().int(),
});
export type ReplaceStep = z.infer<typeof replaceStepSchema>;

const stepTokenSchema = z
  .string({ error: '原手机号验证已失效，请重新验证' })
  .min(10, { error: '原手机号验证已失效，请重新验证' })
  .max(600, { error: '原手机号验证已失效，请重新验证' });
export const sendNewCodeSchema = z.object({ stepToken: stepTokenSchema, mobile: mobileSchema });
export const modifyMpNoSchema = z.object({ stepToken: stepTokenSchema, mobile: mobileSchema, code: smsCodeSchema });

/* ---------- home page ---------- */

export const MEMBER_GROUP_NAMES: Readonly<Record<string, string>> = {
  NORMAL: '普通会员',
  SILVER: '银卡会员',
  GOLD: '金卡会员',
  PLATINUM: '铂金会员',
  DIAMOND: '钻石会员',
};
export const memberGroupName = (id: string) => MEMBER_GROUP_NAMES[id] ?? '普通会员';

export interface Shortcut {
  key: string;
  label: string;
  href: string;
}
/** Every personal-centre screen the home page links to (spec 2.8). */
export const HOME_SHORTCUTS: readonly Shortcut[] = [
  { key: 'orders', label: '我的订单', href: '/Personalcenter/Personalcenter_order' },
  { key: 'address', label: '地址管理', href: '/Personalcenter/Personal_Address' },
  { key: 'collection', label: '我的收藏', href: '/Personalcenter/Personal_Collection' },
  { key: 'points', label: '我的积分', href: '/Personalcenter/Personal_Myintegral' },
  { key: 'stars', label: '我的星钻', href: '/Personalcenter/Personal_stardrill' },
  { key: 'starCoin', label: '我的星币', href: '/Personalcenter/Personal_StarCoin' },
  { key: 'coupon', label: '优惠券', href: '/Personalcenter/Personal_coupon' },
  { key: 'messages', label: '消息中心', href: '/Personalcenter/Personal_Systemmessage' },
  { key: 'afterSales', label: '退换/售后', href: '/Personalcenter/Personal_AfterSales' },
  { key: 'evaluate', label: '评价晒单', href: '/Personalcenter/Personalcenter_Evaluate' },
  { key: 'winning', label: '中奖记录', href: '/Personalcenter/Personal_Winning_record' },
  { key: 'customized', label: '定制订单', href: '/Personalcenter/Personal_Customized' },
  { key: 'enterpriseBuy', label: '企业购', href: '/Personalcenter/Personal_enterpriseBuy' },
  { key: 'support', label: '服务支持', href: '/Personalcenter/Personal_support' },
  { key: 'student', label: '学生认证', href: '/studentBuyEntrance' },
  { key: 'information', label: '个人信息', href: '/Personalcenter/Personal_information' },
  { key: 'account', label: '账号设置', href: '/Personalcenter/Personal_Accountsettings' },
  { key: 'settings', label: '设置', href: '/Personalcenter/Personal_settings' },
];

export const shortcutSchema = z.object({ key: z.string(), label: z.string(), href: z.string() });

export const memberHomeSchema = z.object({
  member: z.object({
    userNo: z.string(),
    memNm: z.string(),
    ava: z.string(),
    memGroupId: z.string(),
    groupName: z.string(),
    gender: z.number().int(),
    mobile: z.string().meta({ description: '脱敏手机号' }),
    roles: z.array(z.string()),
  }),
  orderCounts: orderCountsSchema,
  points: z.number().int().meta({ description: '可用积分' }),
  coupons: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
  stars: z.object({ effective: z.number().int(), pending: z.number().int() }),
  unreadMessages: z.number().int(),
  shortcuts: z.array(shortcutSchema),
});
export type MemberHome = z.infer<typeof memberHomeSchema>;
