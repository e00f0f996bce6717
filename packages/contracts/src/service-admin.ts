/**
 * The console's 服务 area (issue #16): support tickets (服务工单) for the API (validation,
 * answers) and the console's forms. A 客服 (tickets.write) lists tickets by status, type, the
 * member's phone and the day they were opened, reads one, replies (the reply reaches the
 * member's message centre) and moves it on: 待处理 → 处理中 → 已解决 / 已关闭. Times are epoch ms;
 * days are Beijing days ('YYYY-MM-DD').
 */
import { z } from 'zod';
import { beijingDay } from './admin-orders.ts';
import { ENT_STATUSES, TICKET_CATEGORIES, TICKET_STATUSES, entCodeParamsSchema, entBuyRequestSchema, ticketParamsSchema, type TicketStatus } from './inbox.ts';

/** Where a 客服 may move a ticket from each status (a closed ticket stays closed). */
export const TICKET_ADMIN_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['processing', 'resolved', 'closed'],
  processing: ['resolved', 'closed'],
  replied: ['processing', 'resolved', 'closed'],
  resolved: ['processing', 'closed'],
  closed: [],
};

export const TICKET_REPLY_MAX = 1000;

const page = z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码从1开始').max(10_000, '页码过大').default(1);
const pageSize = z.coerce.number({ error: '每页条数须为数字' }).int('每页条数须为整数').min(1, '每页至少1条').max(100, '每页最多100条').default(20);

/** The phone and day filters the ticket and enterprise lists share. */
const ticketQueryShape = {
  mobile: z
    .string({ error: '手机号须为11位数字' })
    .trim()
    .regex(/^1\d{10}$/, '手机号须为11位数字')
    .optional(),
  from: beijingDay('开始日期').optional(),
  to: beijingDay('结束日期').optional(),
};

/** The ticket list's filters (all optional) and page; `from` / `to` are the Beijing days it was opened, both included. */
export const ticketAdminQuerySchema = z
  .object({
    ticketNo: ticketParamsSchema.shape.ticketNo.optional(),
    status: z.enum(TICKET_STATUSES, { error: '工单状态不正确' }).optional(),
    category: z.enum(TICKET_CATEGORIES, { error: '问题类型不正确' }).optional(),
    ...ticketQueryShape,
    page,
    pageSize,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] });
export type TicketAdminQuery = z.input<typeof ticketAdminQuerySchema>;

const ticketAdminRow = {
  ticketNo: z.string(),
  memberId: z.number().int(),
  /** 138****0000: the member's phone, masked. */
  memberMobile: z.string().nullable(),
  category: z.enum(TICKET_CATEGORIES),
  categoryTitle: z.string(),
  orderNo: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  statusTitle: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
};

export const ticketAdminRowSchema = z
  .object({
    ...ticketAdminRow,
    /** The question's first 60 characters. */
    summary: z.string(),
    replied: z.boolean(),
  })
  .meta({ id: 'TicketAdminRow' });
export type TicketAdminRow = z.infer<typeof ticketAdminRowSchema>;

export const ticketAdminPageSchema = z.object({
  list: z.array(ticketAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const ticketAdminParamsSchema = ticketParamsSchema;

export const ticketAdminDetailSchema = z
  .object({
    ...ticketAdminRow,
    /** The member's question, whole. */
    content: z.string(),
    /** The latest reply the member sees on the ticket, or null. */
    reply: z.string().nullable(),
    /** Every reply sent to the member's message centre about this ticket, oldest first. */
    replies: z.array(z.object({ id: z.number().int(), body: z.string(), at: z.number().int() })),
    /** Where a 客服 may move it now. */
    nextStatuses: z.array(z.enum(TICKET_STATUSES)),
  })
  .meta({ id: 'TicketAdminDetail' });
export type TicketAdminDetail = z.infer<typeof ticketAdminDetailSchema>;

export const ticketReplyInputSchema = z.object({
  content: z.string({ error: '请填写回复内容' }).trim().min(2, '回复内容至少2个字').max(TICKET_REPLY_MAX, `回复内容最多${TICKET_REPLY_MAX}个字`),
});
export type TicketReplyInput = z.input<typeof ticketReplyInputSchema>;

export const ticketStatusInputSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: '请选择工单状态' }),
});
export type TicketStatusInput = z.input<typeof ticketStatusInputSchema>;

/** The title of the message a reply sends the member. */
export const TICKET_REPLY_MESSAGE_TITLE = '您的服务工单有新回复';
/** The shop page of one ticket (the message's link). */
export const ticketShopLink = (ticketNo: string) => `/Personalcenter/Personal_support?ticket=${ticketNo}`;

// ── 企业采购询价 ──────────────────────────────────────────────────────────

export type EntStatus = (typeof ENT_STATUSES)[number];

/**
 * Where a 客服 may move an enterprise purchase request: 已提交 → 已联系 / 已关闭; 已报价 comes
 * only with a quote (which may be sent again while the request is open); a closed one stays closed.
 */
export const ENT_ADMIN_TRANSITIONS: Record<EntStatus, readonly EntStatus[]> = {
  submitted: ['contacted', 'closed'],
  contacted: ['closed'],
  quoted: ['closed'],
  closed: [],
};
/** The largest quote (fen): ¥100,000,000. */
export const ENT_QUOTE_MAX = 10_000_000_000;
export const ENT_QUOTE_NOTE_MAX = 1000;

export const entAdminQuerySchema = z
  .object({
    code: entCodeParamsSchema.shape.code.optional(),
    status: z.enum(ENT_STATUSES, { error: '申请状态不正确' }).optional(),
    company: z.string().trim().min(1, '请输入企业名称').max(64, '企业名称最多64个字符').optional(),
    mobile: ticketQueryShape.mobile,
    from: ticketQueryShape.from,
    to: ticketQueryShape.to,
    page,
    pageSize,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] });
export type EntAdminQuery = z.input<typeof entAdminQuerySchema>;

export const entAdminRowSchema = entBuyRequestSchema
  .omit({ createdAt: true })
  .extend({
    memberId: z.number().int(),
    /** The member's phone, masked. */
    memberMobile: z.string().nullable(),
    quoteAmount: z.number().int().nullable(),
    quoteNote: z.string().nullable(),
    quotedAt: z.number().int().nullable(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
    /** Where a 客服 may move it now (besides quoting while open). */
    nextStatuses: z.array(z.enum(ENT_STATUSES)),
  })
  .meta({ id: 'EntAdminRow' });
export type EntAdminRow = z.infer<typeof entAdminRowSchema>;

export const entAdminPageSchema = z.object({
  list: z.array(entAdminRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const entAdminParamsSchema = entCodeParamsSchema;

export const entQuoteInputSchema = z.object({
  amount: z.coerce.number({ error: '请输入报价金额' }).int('报价金额须为整数（分）').positive('报价金额须大于0').max(ENT_QUOTE_MAX, '报价金额过大'),
  note: z.string({ error: '请填写报价说明' }).trim().min(2, '报价说明至少2个字').max(ENT_QUOTE_NOTE_MAX, `报价说明最多${ENT_QUOTE_NOTE_MAX}个字`),
});
export type EntQuoteInput = z.input<typeof entQuoteInputSchema>;

export const entStatusInputSchema = z.object({
  status: z.enum(ENT_STATUSES, { error: '请选择申请状态' }),
});

/** The title of the message a quote sends the member, and the shop page of the request. */
export const ENT_QUOTE_MESSAGE_TITLE = '您的企业采购申请已报价';
export const entShopLink = (code: string) => `/Personalcenter/Personal_Business/${code}`;
