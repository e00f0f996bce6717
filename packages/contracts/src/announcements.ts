/**
 * The console's 消息 area (issue #16): system messages an operator sends to one member, the
 * members of a tag or everyone, now or at a time. One set of zod schemas for the admin API
 * (validation, OpenAPI) and the console's form (zod-rule.ts). Times are epoch ms.
 */
import { z } from 'zod';
import { isAllowedContentHref, CONTENT_LINK_HOSTS } from './content-admin.ts';

export const ANNOUNCEMENT_TITLE_MAX = 30;
export const ANNOUNCEMENT_BODY_MAX = 500;

export const ANNOUNCEMENT_STATES = { scheduled: '待发送', sending: '发送中', sent: '已发送', cancelled: '已取消' } as const;
export type AnnouncementState = keyof typeof ANNOUNCEMENT_STATES;

export const ANNOUNCEMENT_AUDIENCES = { member: '单个会员', tag: '会员标签', all: '全部会员' } as const;
export type AnnouncementAudience = keyof typeof ANNOUNCEMENT_AUDIENCES;

const stateCodes = Object.keys(ANNOUNCEMENT_STATES) as [AnnouncementState, ...AnnouncementState[]];
const audienceCodes = Object.keys(ANNOUNCEMENT_AUDIENCES) as [AnnouncementAudience, ...AnnouncementAudience[]];

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

/** The list: every filter optional; `day` (YYYY-MM-DD, Beijing) matches the send time. */
export const announcementQuerySchema = z.object({
  state: z.enum(stateCodes, { error: '状态不正确' }).optional(),
  audience: z.enum(audienceCodes, { error: '发送对象类型不正确' }).optional(),
  day: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD')
    .optional(),
  page,
  pageSize,
});
export type AnnouncementQuery = z.input<typeof announcementQuerySchema>;

const LINK_PROBLEM = `链接须为本商城路径（以 / 开头）或允许的 https 地址（${CONTENT_LINK_HOSTS.join('、')}）`;

/**
 * A new message. `target` names the audience: the member's 11-digit phone or member number
 * (audience member), the tag code (audience tag), nothing (audience all). `sendAt` is given
 * for a scheduled message and must lie in the future (checked against the server clock).
 */
export const announcementInputSchema = z
  .object({
    title: z.string({ error: '请填写消息标题' }).trim().min(1, '请填写消息标题').max(ANNOUNCEMENT_TITLE_MAX, `消息标题最多${ANNOUNCEMENT_TITLE_MAX}个字`),
    body: z.string({ error: '请填写消息内容' }).trim().min(1, '请填写消息内容').max(ANNOUNCEMENT_BODY_MAX, `消息内容最多${ANNOUNCEMENT_BODY_MAX}个字`),
    link: z
      .string({ error: '链接格式不正确' })
      .trim()
      .refine((h) => h === '' || isAllowedContentHref(h), LINK_PROBLEM)
      .default(''),
    audience: z.enum(audienceCodes, { error: '请选择发送对象' }),
    target: z.string({ error: '请填写发送对象' }).trim().max(64, '发送对象最多64个字符').default(''),
    sendAt: z.number({ error: '发送时间格式不正确' }).int('发送时间格式不正确').positive('发送时间格式不正确').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.audience === 'member' && !v.target) ctx.addIssue({ code: 'custom', path: ['target'], message: '请填写会员手机号或会员编号' });
    if (v.audience === 'tag' && !v.target) ctx.addIssue({ code: 'custom', path: ['target'], message: '请填写会员标签' });
  });
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const announcementIdParamsSchema = z.object({
  id: z.coerce.number({ error: '消息编号须为数字' }).int('消息编号须为整数').positive('消息编号须为正整数').max(Number.MAX_SAFE_INTEGER, '消息编号过大'),
});

export const announcementSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    audience: z.enum(audienceCodes),
    /** What the audience is, as staff read it: the masked phone, the tag code, or 全部会员. */
    audienceLabel: z.string(),
    state: z.enum(stateCodes),
    /** When it is (or was) to be sent. */
    sendAt: z.number().int(),
    /** Members whose inbox it reached so far. */
    delivered: z.number().int(),
    createdBy: z.string(),
    createdAt: z.number().int(),
  })
  .meta({ id: 'AnnouncementSummary' });
export type AnnouncementSummary = z.infer<typeof announcementSummarySchema>;

export const announcementDetailSchema = announcementSummarySchema
  .extend({
    body: z.string(),
    link: z.string(),
    startedAt: z.number().int().nullable(),
    finishedAt: z.number().int().nullable(),
    cancelledAt: z.number().int().nullable(),
    /** Of the members who received it, how many have opened it. */
    read: z.number().int(),
  })
  .meta({ id: 'AnnouncementDetail' });
export type AnnouncementDetail = z.infer<typeof announcementDetailSchema>;

export const announcementPageSchema = z.object({
  list: z.array(announcementSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
