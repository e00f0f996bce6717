/**
 * Live customer service (在线客服, issue #16 item 5): a shopper's conversation with the 客服 desk,
 * its messages, the service hours, and the console's view of the open conversations. Message ids
 * are the real-time stream's event ids (a reconnect sends Last-Event-ID and loses nothing).
 */
import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_PAGE_MAX } from './customer-chat-limits.ts';
import { mobileSchema } from './validation.ts';

export * from './customer-chat-limits.ts';

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '商品编码格式有误');

/** Where the shopper came from: a product page (spu, optional sku) or one of their orders. */
export const chatContextInputSchema = z.object({
  spuCode: code.optional(),
  skuCode: code.optional(),
  orderNo: z.string().trim().min(1).max(64, '订单号最多64个字符').optional(),
});
export type ChatContextInput = z.input<typeof chatContextInputSchema>;

export const chatContextSchema = z.object({
  productCode: z.string().nullable(),
  /** The SKU's name when the shopper came from a product page with a SKU. */
  productName: z.string().nullable(),
  orderNo: z.string().nullable(),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sender: z.enum(['shopper', 'staff', 'system']),
  /** The 客服's name on a staff message. */
  staffName: z.string().nullable(),
  body: z.string(),
  /** Epoch ms. */
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Service hours (Beijing time): open now or not, and when staff are back. */
export const chatServiceSchema = z.object({
  open: z.boolean(),
  /** 09:00-21:00 */
  hours: z.string(),
  /** When staff are back, in words (今天 09:00, 明天 09:00); null while open. */
  backAt: z.string().nullable(),
});
export type ChatService = z.infer<typeof chatServiceSchema>;

export const chatConversationSchema = z.object({
  conversationId: z.number().int(),
  status: z.enum(['open', 'closed']),
  context: chatContextSchema,
  /** Staff messages the shopper has not read. */
  unread: z.number().int(),
  ticketNo: z.string().nullable(),
  service: chatServiceSchema,
  /** The latest messages, oldest first (at most CHAT_PAGE_MAX). */
  messages: z.array(chatMessageSchema),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** A message's text: what a 客服 answers with. */
export const chatAnswerInputSchema = z.object({
  body: z.string({ error: '请输入消息内容' }).trim().min(1, '请输入消息内容').max(CHAT_MESSAGE_MAX, `消息最多${CHAT_MESSAGE_MAX}个字`),
});
export type ChatAnswerInput = z.input<typeof chatAnswerInputSchema>;

/** A shopper's message. */
export const chatSendInputSchema = chatAnswerInputSchema.extend({
  /**
   * A visitor's phone number for staff to call back (offered outside service hours, when a
   * member's message becomes a ticket instead); kept on the conversation, the latest one given.
   * A member's is ignored: staff reach a member through the account.
   */
  contactMobile: mobileSchema.optional(),
});
export type ChatSendInput = z.input<typeof chatSendInputSchema>;

export const chatSentSchema = z.object({
  message: chatMessageSchema,
  /** The desk's answer when closed (off hours): when staff are back, the ticket left. */
  notice: chatMessageSchema.nullable(),
  ticketNo: z.string().nullable(),
  service: chatServiceSchema,
});

/** Messages after a cursor (a message id), oldest first. */
export const chatAfterQuerySchema = z.object({
  after: z.coerce.number({ error: '游标须为数字' }).int('游标须为整数').min(0, '游标不能为负').max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX, `每次最多${CHAT_PAGE_MAX}条`).optional(),
});

export const chatMessagePageSchema = z.object({
  list: z.array(chatMessageSchema),
  /** Pass as `after` for the next ones (the last id, or the cursor given when none). */
  cursor: z.number().int(),
  hasMore: z.boolean(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

export const chatUnreadSchema = z.object({ unread: z.number().int() });

// ── console ────────────────────────────────────────────────────────────────

export const chatAdminQuerySchema = z.object({
  status: z.enum(['open', 'closed'], { error: '状态须为 open 或 closed' }).optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100, '每页最多100条').optional(),
});

export const chatAdminSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  /** 会员 138****1234 or 访客 …: never a full phone number. */
  shopper: z.string(),
  memberId: z.number().int().nullable(),
  context: chatContextSchema,
  /** Shopper messages no 客服 has read. */
  unread: z.number().int(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.number().int(),
  ticketNo: z.string().nullable(),
  /** The number a visitor left to be called back on, in full (they gave it for that); null when none. */
  contactMobile: z.string().nullable(),
  createdAt: z.number().int(),
});
export type ChatAdminSummary = z.infer<typeof chatAdminSummarySchema>;

export const chatAdminPageSchema = z.object({
  list: z.array(chatAdminSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Shopper messages unread over all open conversations. */
  unread: z.number().int(),
});

export const chatConversationParamsSchema = z.object({
  id: z.coerce.number({ error: '会话编号须为数字' }).int('会话编号须为整数').positive('会话编号须为正整数').max(Number.MAX_SAFE_INTEGER, '会话编号过大'),
});

export const chatAdminThreadSchema = z.object({
  conversation: chatAdminSummarySchema,
  page: chatMessagePageSchema,
});

/** One event of a stream (event: message; id: the message id). */
export const chatStreamEventSchema = z.object({
  conversationId: z.number().int(),
  status: z.enum(['open', 'closed']),
  message: chatMessageSchema,
});
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
