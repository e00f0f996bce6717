/**
 * Member binding and tags, visit records, student and enterprise verification (spec 6, 7
 * Member, 8 member binding, 9; issue #6 items 3 and 4): constants, demo whitelists and the
 * zod schemas of the calls. Pure (zod only): the storefront imports it by sub-path.
 */
import { z } from 'zod';
import { ENVIRONMENTS, type ShopEnvironment } from './environment.ts';

// ── platform prefix ─────────────────────────────────────────────────────────

/** The platform segment of the member calls (spec 6: pc, mobile, app, wxApp, aliApp select the variant). */
export const platformParamSchema = z.enum(ENVIRONMENTS, { error: '平台参数有误' });
export const platformParamsSchema = z.object({ platform: platformParamSchema });
export type PlatformParam = ShopEnvironment;

/** In app and mini-program web views the student flow adds an SMS step (sendQxSms / verifyQx) before saving. */
export const QX_REQUIRED_PLATFORMS: readonly ShopEnvironment[] = ['app', 'wxApp', 'aliApp'];
/** How long a passed SMS step counts (ms). */
export const QX_VALID_MS = 30 * 60 * 1000;

// ── third-party binding ─────────────────────────────────────────────────────

export const BIND_TYPES = ['wechat', 'alipay', 'weibo', 'qq'] as const;
export type BindType = (typeof BIND_TYPES)[number];
/** The account-provider identity every member has: shown as bound, never unbindable. */
export const MAIN_ACCOUNT_TYPE = 'main';
/** Spec 9: rebind wait. */
export const REBIND_WAIT_DAYS = 30;

export interface ThirdAuthConfig {
  code: string;
  name: string;
  /** Brand colour of the icon badge. */
  color: string;
  /** One or two characters shown in the badge. */
  short: string;
  bindable: boolean;
  main: boolean;
}

export const THIRD_AUTH_CONFIGS: readonly ThirdAuthConfig[] = [
  { code: MAIN_ACCOUNT_TYPE, name: '星辰账号', color: '#1428a0', short: '星', bindable: false, main: true },
  { code: 'wechat', name: '微信', color: '#07c160', short: '微', bindable: true, main: false },
  { code: 'alipay', name: '支付宝', color: '#1677ff', short: '支', bindable: true, main: false },
  { code: 'weibo', name: '微博', color: '#e6162d', short: '博', bindable: true, main: false },
  { code: 'qq', name: 'QQ', color: '#12b7f5', short: 'Q', bindable: true, main: false },
];

export const thirdAuthCodeParamsSchema = z.object({
  code: z
    .string({ error: '账号类型有误' })
    .trim()
    .min(1, { error: '账号类型有误' })
    .max(32, { error: '账号类型有误' })
    .regex(/^[A-Za-z]+$/, { error: '账号类型有误' }),
});

export const thirdAuthConfigSchema = z.object({
  code: z.string(),
  name: z.string(),
  color: z.string(),
  short: z.string(),
  bindable: z.boolean(),
  main: z.boolean(),
});

export const bindingSchema = thirdAuthConfigSchema.extend({
  bound: z.boolean(),
  /** Nickname at the platform (bound accounts). */
  nickname: z.string().nullable(),
  boundAt: z.string().nullable(),
  /** When rebinding is possible again after an unbind (epoch ms), null when not blocked. */
  rebindAvailableAtMs: z.number().nullable(),
});
export type Binding = z.infer<typeof bindingSchema>;

export const bindTypeParamsSchema = z.object({ type: z.enum(BIND_TYPES, { error: '不支持该类型的第三方账号' }) });

/** Way back after the authorisation: a same-site path only. */
export const returnToSchema = z
  .string({ error: '返回地址有误' })
  .trim()
  .max(300, { error: '返回地址有误' })
  .regex(/^\/(?![/\\])[^\s]*$/, { error: '返回地址有误' })
  .default('/Personalcenter/Personal_Accountsettings');

export const bindStartSchema = z.object({ returnTo: returnToSchema });
export const bindStartAnswerSchema = z.object({ authorizeUrl: z.string() });

export const bindCallbackQuerySchema = z.object({
  state: z.string().trim().max(200).optional(),
  code: z.string().trim().max(200).optional(),
  error: z.string().trim().max(64).optional(),
});

// ── authed summary, tags, follow, visits ────────────────────────────────────

export const studentStatusSchema = z.object({
  status: z.enum(['none', 'verified', 'expired']),
  school: z.string().nullable(),
  emailMasked: z.string().nullable(),
  source: z.enum(['email', 'alipay']).nullable(),
  graduationYear: z.number().int().nullable(),
  verifiedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type StudentStatus = z.infer<typeof studentStatusSchema>;

export const enterpriseStatusSchema = z.object({
  checked: z.boolean(),
  company: z.string().nullable(),
  emailMasked: z.string().nullable(),
  programmeCode: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
export type EnterpriseStatus = z.infer<typeof enterpriseStatusSchema>;

export const authedSchema = z.object({
  student: studentStatusSchema,
  enterprise: enterpriseStatusSchema,
  bindings: z.array(bindingSchema),
  roles: z.array(z.string()),
});
export type Authed = z.infer<typeof authedSchema>;

export interface TagDefinition {
  code: string;
  name: string;
}
/** Campaign tags a page may set on a member (demo set). */
export const TAG_DEFINITIONS: readonly TagDefinition[] = [
  { code: 'NEWCOMER', name: '新人专享' },
  { code: 'BACK_TO_SCHOOL', name: '开学季' },
  { code: 'TRADE_IN', name: '以旧换新' },
  { code: 'NEW_LAUNCH', name: '新品首发' },
  { code: 'CORP_EMPLOYEE', name: '企业员工计划' },
  { code: 'LIVE_VIEWER', name: '直播观众' },
];

export const tagParamsSchema = z.object({
  platform: platformParamSchema,
  code: z
    .string({ error: '标签不存在' })
    .trim()
    .min(1, { error: '标签不存在' })
    .max(32, { error: '标签不存在' })
    .regex(/^[A-Za-z0-9_]+$/, { error: '标签不存在' }),
  referrer: z
    .string({ error: '推荐人编号有误' })
    .trim()
    .min(1, { error: '推荐人编号有误' })
    .max(64, { error: '推荐人编号有误' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: '推荐人编号有误' }),
});

export const memberTagSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** campaign: set by a page with a referrer; verification: from a student / enterprise verification. */
  source: z.enum(['campaign', 'verification']),
  referrer: z.string().nullable(),
  platform: z.string().nullable(),
  taggedAt: z.string(),
});
export type MemberTag = z.infer<typeof memberTagSchema>;
export const memberTagsSchema = z.object({ tags: z.array(memberTagSchema) });
export const tagAnswerSchema = z.object({ code: z.string(), name: z.string(), created: z.boolean() });

export const followWxSchema = z.object({ bound: z.boolean(), followed: z.boolean() });

export const VISIT_TYPES = ['page', 'product', 'activity', 'live', 'share', 'qrcode', 'wechatFollow'] as const;
export type VisitType = (typeof VISIT_TYPES)[number];
/** Visit records per client address per minute. */
export const VISIT_PER_MINUTE = 60;

const shortText = (max: number) =>
  z
    .string({ error: '访问记录内容有误' })
    .trim()
    .max(max, { error: `内容不能超过${max}个字符` });
export const visitParamsSchema = z.object({ type: z.enum(VISIT_TYPES, { error: '访问记录类型有误' }) });
export const visitBodySchema = z
  .object({
    page: shortText(500).default(''),
    referrer: shortText(500).default(''),
    platform: platformParamSchema.optional(),
    spuCd: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9_.-]*$/, { error: '商品编号不正确' })
      .optional(),
    actCd: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9_.-]*$/, { error: '活动编号不正确' })
      .optional(),
    scene: shortText(64).optional(),
    extra: z.record(z.string().max(32), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  })
  .strict();
export type VisitBody = z.input<typeof visitBodySchema>;
export const visitAnswerSchema = z.object({ recorded: z.boolean() });

// ── email ───────────────────────────────────────────────────────────────────

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
export const EMAIL_RESEND_SECONDS = 60;
export const EMAIL_DAILY_PER_ADDRESS = 10;
export const EMAIL_DAILY_PER_MEMBER = 20;
export const EMAIL_MAX_WRONG_TRIES = 5;

const EMAIL = /^[a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9])?@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
export const emailSchema = z
  .string({ error: '请输入正确的邮箱地址' })
  .trim()
  .toLowerCase()
  .max(100, { error: '请输入正确的邮箱地址' })
  .regex(EMAIL, { error: '请输入正确的邮箱地址' });
export const emailCodeSchema = z
  .string({ error: '请输入6位邮箱验证码' })
  .trim()
  .regex(/^\d{6}$/, { error: '请输入6位邮箱验证码' });

export const emailSentSchema = z.object({ to: z.string(), resendAfter: z.number().int(), expiresIn: z.number().int() });

// ── student verification ────────────────────────────────────────────────────

export interface School {
  domain: string;
  name: string;
}
/** Demo whitelist of school email domains (a subdomain such as stu.pku.edu.cn counts). */
export const SCHOOLS: readonly School[] = [
  { domain: 'pku.edu.cn', name: '北京大学' },
  { domain: 'tsinghua.edu.cn', name: '清华大学' },
  { domain: 'fudan.edu.cn', name: '复旦大学' },
  { domain: 'sjtu.edu.cn', name: '上海交通大学' },
  { domain: 'zju.edu.cn', name: '浙江大学' },
  { domain: 'nju.edu.cn', name: '南京大学' },
  { domain: 'whu.edu.cn', name: '武汉大学' },
  { domain: 'ustc.edu.cn', name: '中国科学技术大学' },
  { domain: 'sysu.edu.cn', name: '中山大学' },
  { domain: 'hust.edu.cn', name: '华中科技大学' },
  { domain: 'scut.edu.cn', name: '华南理工大学' },
  { domain: 'xjtu.edu.cn', name: '西安交通大学' },
];

export function schoolOfEmail(email: string): School | undefined {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return SCHOOLS.find((s) => domain === s.domain || domain.endsWith('.' + s.domain));
}

/** A verification ends on 31 July of the graduation year, 24:00 Beijing time. */
export function studentExpiry(graduationYear: number): Date {
  return new Date(Date.UTC(graduationYear, 6, 31, 16, 0, 0));
}

export const emailParamsSchema = z.object({ email: emailSchema });
export const checkStudentEmailAnswerSchema = z.object({ email: z.string(), school: z.string(), usable: z.boolean() });

const year = (msg: string) => z.coerce.number({ error: msg }).int({ error: msg }).min(1990, { error: msg }).max(2100, { error: msg });
export const saveStudentAuthSchema = z
  .object({
    email: emailSchema,
    code: emailCodeSchema,
    realName: z
      .string({ error: '请输入真实姓名' })
      .trim()
      .min(2, { error: '请输入真实姓名' })
      .max(20, { error: '姓名最多20个字符' })
      .regex(/^[\u4e00-\u9fa5·A-Za-z ]+$/, { error: '姓名只能包含中文或英文字母' }),
    studentNo: z
      .string()
      .trim()
      .max(20, { error: '学号最多20位' })
      .regex(/^[A-Za-z0-9]*$/, { error: '学号只能包含字母和数字' })
      .default(''),
    enrolYear: year('请选择入学年份'),
    graduationYear: year('请选择毕业年份'),
  })
  .refine((v) => v.graduationYear >= v.enrolYear, { error: '毕业年份不能早于入学年份', path: ['graduationYear'] });
export type SaveStudentAuth = z.input<typeof saveStudentAuthSchema>;

export const studentAuthCheckSchema = studentStatusSchema.extend({
  platform: z.string(),
  qxRequired: z.boolean(),
  qxPassed: z.boolean(),
});
export type StudentAuthCheck = z.infer<typeof studentAuthCheckSchema>;

export const authSuccessInfoSchema = z.object({
  school: z.string(),
  realNameMasked: z.string(),
  emailMasked: z.string().nullable(),
  graduationYear: z.number().int(),
  verifiedAt: z.string(),
  expiresAt: z.string(),
  benefits: z.array(z.string()),
  shopUrl: z.string(),
});
export type AuthSuccessInfo = z.infer<typeof authSuccessInfoSchema>;

export const STUDENT_BENEFITS = ['学生专区商品享学生专属价', '学生专享优惠券 CPN-STUDENT-200 可领取', '认证有效期至毕业当年7月31日'];

export const studentOfferSchema = z.object({
  spuCd: z.string(),
  skuCd: z.string(),
  name: z.string(),
  skuNm: z.string(),
  image: z.string(),
  /** Student price (fen). */
  studentPrice: z.number().int(),
  /** Regular price (fen). */
  price: z.number().int(),
  saving: z.number().int(),
  inStock: z.boolean(),
});
export type StudentOffer = z.infer<typeof studentOfferSchema>;

export const studentAdSchema = z.object({ id: z.string(), title: z.string(), subtitle: z.string(), link: z.string(), color: z.string() });
export const studentAdvsSchema = z.object({ ads: z.array(studentAdSchema), offers: z.array(studentOfferSchema) });
export type StudentAdvs = z.infer<typeof studentAdvsSchema>;

export const qxSmsAnswerSchema = z.object({ mobileMasked: z.string(), resendAfter: z.number().int(), expiresIn: z.number().int() });
export const verifyQxSchema = z.object({
  code: z
    .string({ error: '请输入6位数字验证码' })
    .trim()
    .regex(/^\d{6}$/, { error: '请输入6位数字验证码' }),
});
export const verifyQxAnswerSchema = z.object({ passed: z.boolean(), validUntilMs: z.number() });

// ── enterprise verification ─────────────────────────────────────────────────

export interface EnterpriseProgramme {
  code: string;
  /** Employee-programme id used by /cnepp_corporate/:appId. */
  appId: string;
  name: string;
  company: string;
  color: string;
  domains: readonly string[];
  intro: string;
  benefits: readonly string[];
  jumpUrl: string;
}

const ACME: EnterpriseProgramme = {
  code: 'acme',
  appId: 'ACME2025',
  name: '中科示例科技员工内购',
  company: '中科示例科技有限公司',
  color: '#0b7a75',
  domains: ['acme-tech.cn'],
  intro: '中科示例科技员工凭公司邮箱认证后，可在企业购专区享受员工专属价。',
  benefits: ['员工专属价', '每年限购额度内免息分期'],
  jumpUrl: '/?siteCd=enterprise',
};
const HXBANK: EnterpriseProgramme = {
  code: 'hxbank',
  appId: 'HXBANK01',
  name: '华夏示例银行员工福利',
  company: '华夏示例银行股份有限公司',
  color: '#b3261e',
  domains: ['hxbank-demo.com.cn'],
  intro: '华夏示例银行员工专享购机福利。',
  benefits: ['员工专属价', '指定机型赠送延保'],
  jumpUrl: '/?siteCd=enterprise',
};
const DISNEY: EnterpriseProgramme = {
  code: 'disney',
  appId: 'DISNEY01',
  name: '迪士尼员工专享计划',
  company: '上海国际主题乐园有限公司',
  color: '#113ccf',
  domains: ['shdr-demo.com', 'disney-demo.cn'],
  intro: '合作企业员工专享：验证公司邮箱后即可进入企业购专区选购。',
  benefits: ['员工专属价', '专属客服通道', '企业购专区优先发货'],
  jumpUrl: '/?siteCd=enterprise',
};

/** Demo whitelist: partner programmes and the general enterprise purchase (all partner domains). */
export const ENTERPRISE_PROGRAMMES: readonly EnterpriseProgramme[] = [
  {
    code: 'cn_corporate',
    appId: 'CORP',
    name: '企业购',
    company: '',
    color: '#1428a0',
    domains: [...DISNEY.domains, ...ACME.domains, ...HXBANK.domains],
    intro: '合作企业员工验证公司邮箱后，即可在企业购专区享受员工专属价。',
    benefits: ['员工专属价', '企业专属客服'],
    jumpUrl: '/?siteCd=enterprise',
  },
  DISNEY,
  ACME,
  HXBANK,
];

/** Company of a whitelisted email domain (a partner programme, never the general one). */
export function companyOfEmail(email: string, programme?: EnterpriseProgramme): EnterpriseProgramme | undefined {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const partners = ENTERPRISE_PROGRAMMES.filter((p) => p.company && (!programme || programme.code === 'cn_corporate' || p.code === programme.code));
  return partners.find((p) => p.domains.some((d) => domain === d || domain.endsWith('.' + d)));
}

export function findProgramme(codeOrAppId: string): EnterpriseProgramme | undefined {
  const k = codeOrAppId.trim();
  return ENTERPRISE_PROGRAMMES.find((p) => p.code === k || p.appId.toLowerCase() === k.toLowerCase());
}

export const programmeKeySchema = z
  .string({ error: '企业员工计划编号有误' })
  .trim()
  .min(1, { error: '企业员工计划编号有误' })
  .max(32, { error: '企业员工计划编号有误' })
  .regex(/^[A-Za-z0-9_]+$/, { error: '企业员工计划编号有误' });
export const programmeParamsSchema = z.object({ x: programmeKeySchema });
export const programmeSchema = z.object({
  code: z.string(),
  appId: z.string(),
  name: z.string(),
  company: z.string(),
  color: z.string(),
  domains: z.array(z.string()),
  intro: z.string(),
  benefits: z.array(z.string()),
  jumpUrl: z.string(),
});
export type ProgrammeView = z.infer<typeof programmeSchema>;

export const enEmailSchema = z.object({ email: emailSchema, programme: programmeKeySchema.optional() });
export const enEmailAnswerSchema = z.object({ email: z.string(), company: z.string(), programmeCode: z.string() });
export const verifyEnJumpSchema = z.object({ email: emailSchema, code: emailCodeSchema });
export const verifyEnJumpParamsSchema = z.object({ code: programmeKeySchema.optional() });
export const verifyEnJumpAnswerSchema = z.object({ company: z.string(), programmeCode: z.string(), jumpUrl: z.string() });

// ── dev (outside production) ────────────────────────────────────────────────

export const emailSinkSchema = z.object({
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  code: z.string().nullable(),
  content: z.string(),
  sentAt: z.string(),
});
