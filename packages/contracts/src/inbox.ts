/**
 * What the personal centre lists for a member besides orders (issue #6): system messages
 * with the unread count, after-sales requests, winning records, customized (bespoke) orders,
 * enterprise purchase requests, support tickets, trade-in recovery orders. After-sales
 * requests have their own file (after-sales.ts).
 */
import { z } from 'zod';
import { TRADE_IN_STATUSES, type TradeInStatus } from './trade-in.ts';

export const INBOX_PAGE_SIZE_MAX = 20;
/** Open (submitted) enterprise requests / open support tickets a member may have at once. */
export const ENT_BUY_OPEN_LIMIT = 5;
export const TICKET_OPEN_LIMIT = 10;
export const TICKET_CONTENT_MAX = 500;

const pageNo = z.coerce.number({ error: '页码有误' }).int({ error: '页码有误' }).min(1, { error: '页码有误' }).max(10_000, { error: '页码有误' }).default(1);
const pageSize = z.coerce
  .number({ error: '每页数量有误' })
  .int({ error: '每页数量有误' })
  .min(1, { error: '每页数量有误' })
  .max(INBOX_PAGE_SIZE_MAX, { error: `每页最多${INBOX_PAGE_SIZE_MAX}条` })
  .default(10);

export const inboxPageQuerySchema = z.object({ pageNo, pageSize });
export type InboxPageQuery = z.input<typeof inboxPageQuerySchema>;

const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

// ---------------------------------------------------------------- system messages

export const MESSAGE_KINDS = ['system', 'order', 'account', 'activity'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_TITLES: Record<MessageKind, string> = { system: '系统通知', order: '订单消息', account: '账户消息', activity: '活动消息' };

export const messageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: '消息编号不正确' })
    .int({ error: '消息编号不正确' })
    .min(1, { error: '消息编号不正确' })
    .max(Number.MAX_SAFE_INTEGER, { error: '消息编号不正确' }),
});

export const messageSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** The first 60 characters of the body. */
  summary: z.string(),
  read: z.boolean(),
  broadcast: z.boolean(),
  /** Beijing wall clock, yyyy-MM-dd HH:mm:ss. */
  createdAt: z.string(),
  createdAtMs: z.number(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messagePageSchema = page(messageSummarySchema).extend({ unread: z.number().int() });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const messageDetailSchema = messageSummarySchema.omit({ summary: true }).extend({ body: z.string(), link: z.string().nullable() });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const readAllResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() });

/** An internal link only: a path inside the shop. */
const linkSchema = z
  .string({ error: '链接格式不正确' })
  .trim()
  .max(300, { error: '链接过长' })
  .regex(/^\/(?!\/)[^\s]*$/, { error: '链接须为站内路径' });

export const newMessageSchema = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: '消息类型不正确' }).default('system'),
  title: z.string({ error: '请填写消息标题' }).trim().min(1, { error: '请填写消息标题' }).max(60, { error: '消息标题最多60个字' }),
  body: z.string({ error: '请填写消息内容' }).trim().min(1, { error: '请填写消息内容' }).max(2000, { error: '消息内容最多2000个字' }),
  link: linkSchema.nullish(),
});
export type NewMessage = z.input<typeof newMessageSchema>;

export const devMessageSchema = newMessageSchema.extend({ broadcast: z.boolean({ error: '参数有误' }).default(false) });

// ---------------------------------------------------------------- winning records

export const winningRecordSchema = z.object({ orderNo: z.string(), title: z.string(), points: z.number().int(), won: z.boolean(), drawnAt: z.string() });
export type WinningRecord = z.infer<typeof winningRecordSchema>;
export const winningPageSchema = page(winningRecordSchema);
export type WinningPage = z.infer<typeof winningPageSchema>;

// ---------------------------------------------------------------- customized orders

export const customizedOrderSchema = z.object({
  orderNo: z.string(),
  status: z.string(),
  statusTitle: z.string(),
  createdAt: z.string(),
  payableAmt: z.number().int(),
  detailUrl: z.string(),
  lines: z.array(
    z.object({
      skuCd: z.string(),
      spuCd: z.string(),
      skuNm: z.string(),
      qty: z.number().int(),
      unitPrice: z.number().int(),
      /** The recorded choices: [{ name, value }] from the line's attributes (panels, colours, …). */
      choices: z.array(z.object({ name: z.string(), value: z.string() })),
    }),
  ),
});
export type CustomizedOrder = z.infer<typeof customizedOrderSchema>;
export const customizedPageSchema = page(customizedOrderSchema);
export type CustomizedPage = z.infer<typeof customizedPageSchema>;

// ---------------------------------------------------------------- enterprise buy

export const ENT_INVOICE_TYPES = ['none', 'normal', 'special'] as const;
export const ENT_INVOICE_TITLES = { none: '不需要发票', normal: '增值税普通发票', special: '增值税专用发票' } as const;
export const ENT_STATUSES = ['submitted', 'contacted', 'quoted', 'closed'] as const;
export const ENT_STATUS_TITLES = { submitted: '已提交', contacted: '已联系', quoted: '已报价', closed: '已关闭' } as const;
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** Unified social credit code: 18 characters (digits and capital letters without I, O, S, V, Z). */
export const TAX_NO_RE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const entBuyItemSchema = z.object({
  name: z.string({ error: '请填写采购商品' }).trim().min(1, { error: '请填写采购商品' }).max(60, { error: '商品名称最多60个字' }),
  qty: z.coerce
    .number({ error: '采购数量须为1到99999的整数' })
    .int({ error: '采购数量须为1到99999的整数' })
    .min(1, { error: '采购数量须为1到99999的整数' })
    .max(99_999, { error: '采购数量须为1到99999的整数' }),
});

export const entBuyInputSchema = z
  .object({
    company: z.string({ error: '请填写企业名称' }).trim().min(2, { error: '企业名称至少2个字' }).max(60, { error: '企业名称最多60个字' }),
    contact: z
      .string({ error: '请填写联系人' })
      .trim()
      .min(2, { error: '联系人至少2个字' })
      .max(20, { error: '联系人最多20个字' })
      .regex(/^[\p{L}·•. ]+$/u, { error: '联系人只能包含文字' }),
    mobile: z.string({ error: '请填写手机号码' }).trim().regex(MOBILE_RE, { error: '请输入正确的手机号码' }),
    email: z.union([z.literal(''), z.email({ error: '请输入正确的邮箱地址' }).max(100, { error: '邮箱地址过长' })]).optional(),
    items: z.array(entBuyItemSchema, { error: '请填写采购商品' }).min(1, { error: '请至少填写一种采购商品' }).max(20, { error: '最多填写20种采购商品' }),
    /** Budget in fen (optional). */
    budget: z
      .number({ error: '预算金额不正确' })
      .int({ error: '预算金额不正确' })
      .min(100, { error: '预算金额至少1元' })
      .max(10_000_000_000, { error: '预算金额不正确' })
      .nullish(),
    invoice: z.enum(ENT_INVOICE_TYPES, { error: '请选择发票需求' }).default('none'),
    taxNo: z.string({ error: '纳税人识别号不正确' }).trim().toUpperCase().optional(),
    remark: z.string({ error: '备注不正确' }).trim().max(300, { error: '备注最多300个字' }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.invoice !== 'none') {
      if (!v.taxNo) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: '开具发票须填写纳税人识别号' });
      else if (!TAX_NO_RE.test(v.taxNo)) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: '纳税人识别号须为18位统一社会信用代码' });
    }
  });
export type EntBuyInput = z.input<typeof entBuyInputSchema>;

export const entCodeParamsSchema = z.object({
  code: z
    .string({ error: '申请编号不正确' })
    .trim()
    .regex(/^EB[0-9A-Z]{6,30}$/, { error: '申请编号不正确' }),
});

export const entBuyRequestSchema = z.object({
  code: z.string(),
  company: z.string(),
  contact: z.string(),
  mobileMasked: z.string(),
  email: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), qty: z.number().int() })),
  totalQty: z.number().int(),
  budget: z.number().int().nullable(),
  invoice: z.enum(ENT_INVOICE_TYPES),
  invoiceTitle: z.string(),
  taxNo: z.string().nullable(),
  remark: z.string(),
  status: z.enum(ENT_STATUSES),
  statusTitle: z.string(),
  createdAt: z.string(),
  /** The brand's quote (the console's 企业采购询价, issue #16): amount in fen, its note, when it was sent; null before. */
  quote: z.object({ amount: z.number().int(), note: z.string(), quotedAt: z.string() }).nullable(),
});
export type EntBuyRequest = z.infer<typeof entBuyRequestSchema>;
export const entBuyPageSchema = page(entBuyRequestSchema);
export type EntBuyPage = z.infer<typeof entBuyPageSchema>;

// ---------------------------------------------------------------- support

export const TICKET_CATEGORIES = ['order', 'product', 'delivery', 'after_sales', 'account', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_TITLES: Record<TicketCategory, string> = {
  order: '订单问题',
  product: '商品咨询',
  delivery: '配送问题',
  after_sales: '售后服务',
  account: '账户问题',
  other: '其他',
};
/** open → processing (a 客服 answered or took it) → resolved / closed (issue #16); 'replied' is kept for tickets answered before. */
export const TICKET_STATUSES = ['open', 'processing', 'replied', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_TITLES = { open: '待处理', processing: '处理中', replied: '已回复', resolved: '已解决', closed: '已关闭' } as const;

/** Customer-service entry codes of the survey (spec 9). */
export const SUPPORT_ENTRY_CODES = [
  { code: '10111', title: '综合咨询', scene: 'default' },
  { code: '10112', title: '手机与平板咨询', scene: 'smartphones' },
  { code: '10131', title: '订单咨询', scene: 'order' },
] as const;

export const ticketInputSchema = z.object({
  category: z.enum(TICKET_CATEGORIES, { error: '请选择问题类型' }),
  orderNo: z
    .string({ error: '订单号不正确' })
    .trim()
    .max(40, { error: '订单号不正确' })
    .regex(/^[0-9A-Za-z]*$/, { error: '订单号不正确' })
    .optional()
    .transform((v) => v || undefined),
  content: z
    .string({ error: '请填写问题描述' })
    .trim()
    .min(5, { error: '问题描述至少5个字' })
    .max(TICKET_CONTENT_MAX, { error: `问题描述最多${TICKET_CONTENT_MAX}个字` }),
});
export type TicketInput = z.input<typeof ticketInputSchema>;

export const ticketParamsSchema = z.object({
  ticketNo: z
    .string({ error: '工单号不正确' })
    .trim()
    .regex(/^ST[0-9A-Z]{6,30}$/, { error: '工单号不正确' }),
});

export const ticketSchema = z.object({
  ticketNo: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  categoryTitle: z.string(),
  orderNo: z.string().nullable(),
  content: z.string(),
  status: z.enum(TICKET_STATUSES),
  statusTitle: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;
export const ticketPageSchema = page(ticketSchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const supportEntriesSchema = z.object({
  hotline: z.string(),
  hotlineHours: z.string(),
  onlineServiceUrl: z.string(),
  entries: z.array(z.object({ code: z.string(), title: z.string(), scene: z.string(), url: z.string() })),
});
export type SupportEntries = z.infer<typeof supportEntriesSchema>;

// ---------------------------------------------------------------- trade-in recovery

/** The recycling order's states live in trade-in.ts (one place); these names stay for the records pages. */
export const RECYCLE_STATUSES = TRADE_IN_STATUSES;
export type RecycleStatus = TradeInStatus;
export const RECYCLE_PLATFORMS: Record<number, string> = { 1: '官方回收', 2: '爱回收', 3: '闪回收' };

export const recycleParamsSchema = z.object({
  ordNo: z
    .string({ error: '订单号不正确' })
    .trim()
    .regex(/^[0-9A-Za-z]{4,40}$/, { error: '订单号不正确' }),
  rclmOrdNo: z
    .string({ error: '回收单号不正确' })
    .trim()
    .regex(/^RC[0-9A-Z]{6,30}$/, { error: '回收单号不正确' }),
});

export const recycleDetailSchema = z.object({
  ordNo: z.string(),
  rclmOrdNo: z.string(),
  orderStatus: z.string(),
  orderStatusTitle: z.string(),
  device: z.object({ modelCode: z.string(), name: z.string(), platform: z.number().int(), platformName: z.string() }),
  estimate: z.number().int(),
  subsidy: z.number().int(),
  credit: z.number().int(),
  status: z.enum(RECYCLE_STATUSES),
  statusTitle: z.string(),
  steps: z.array(z.object({ code: z.string(), title: z.string(), done: z.boolean(), at: z.string().nullable() })),
  createdAt: z.string(),
  imei: z.string().nullable(),
  /** Set at 已定价: the final price, the condition grade and the inspection notes. */
  finalPrice: z.number().int().nullable(),
  gradeTitle: z.string().nullable(),
  inspectionNote: z.string().nullable(),
  /** The device's part of the credit taken on the new order (tradeInDeviceCredit). */
  deviceCredit: z.number().int(),
  /** What accepting settles: the difference and the payout to the original payment (null before pricing). */
  settlement: z.object({ difference: z.number().int(), payout: z.number().int(), line: z.string() }).nullable(),
  /** Beijing time by which the member answers the final price (priced only); no answer is an acceptance. */
  answerDueAt: z.string().nullable(),
  returnShipment: z.object({ carrier: z.string(), trackingNo: z.string() }).nullable(),
  timeline: z.array(z.object({ statusTitle: z.string(), text: z.string(), at: z.string() })),
  rules: z.array(z.string()),
  can: z.object({ accept: z.boolean(), decline: z.boolean() }),
  /** The old device's way for the map page: to the recycling centre, and back when declined (places as the carrier names them). */
  route: z.object({ stops: z.array(z.string()), current: z.number().int(), arrived: z.boolean(), leg: z.enum(['pickup', 'return']) }),
});
export type RecycleDetail = z.infer<typeof recycleDetailSchema>;

export const recycleListSchema = z.object({
  list: z.array(
    z.object({
      ordNo: z.string(),
      rclmOrdNo: z.string(),
      deviceName: z.string(),
      credit: z.number().int(),
      status: z.enum(RECYCLE_STATUSES),
      statusTitle: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type RecycleList = z.infer<typeof recycleListSchema>;

export const devTradeInSchema = z.object({
  orderNo: z.string({ error: '订单号不正确' }).trim().min(1, { error: '订单号不正确' }).max(40, { error: '订单号不正确' }),
  modelCode: z.string({ error: '旧机型号不正确' }).trim().min(1, { error: '旧机型号不正确' }).max(64, { error: '旧机型号不正确' }),
  /** The steps before a final price (later ones are reached through the console and the member's answer). */
  status: z.enum(['created', 'picked_up', 'inspecting', 'cancelled'], { error: '回收状态不正确' }).default('created'),
});
