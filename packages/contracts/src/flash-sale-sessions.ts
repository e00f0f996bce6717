/**
 * The /speedKill page's flash-sale sessions (秒杀场次, issue #18): today's and tomorrow's
 * flash-sale SKUs (Beijing days) grouped by their start time, and the member's 提醒我 on an
 * upcoming one. Shared by the API (marketing module) and the storefront page.
 */
import { z } from 'zod';
import { flashSaleItemSchema } from './marketing.ts';

const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const code = (what: string) =>
  z
    .string({ error: `请提供${what}` })
    .trim()
    .regex(CODE, `${what}格式有误`);

/** A session's state by the server clock: 抢购中 once its start has passed, 即将开始 before. Ended SKUs are left out. */
export const SESSION_STATES = { running: '抢购中', upcoming: '即将开始' } as const;
export type SessionState = keyof typeof SESSION_STATES;

export const sessionItemSchema = flashSaleItemSchema.extend({
  soldPercent: z.number().int().min(0).max(100).meta({ description: '已抢百分比：(act_total − act_stock) / act_total，取整，不超过 100' }),
  reminded: z.boolean().meta({ description: '当前会员是否已设提醒（未登录为 false）' }),
});
export type SessionItem = z.infer<typeof sessionItemSchema>;

export const flashSaleSessionSchema = z.object({
  /** The session's key: its start, epoch ms. */
  beginMs: z.number().int(),
  label: z.string().meta({ description: '场次名：今日为 HH:mm，明日为「明日 HH:mm」，已开始的昨日场为「昨日 HH:mm」' }),
  state: z.enum(['running', 'upcoming']),
  stateText: z.string(),
  items: z.array(sessionItemSchema),
});
export type FlashSaleSession = z.infer<typeof flashSaleSessionSchema>;

export const flashSaleSessionListSchema = z.object({
  serverTimeMs: z.number().int(),
  signedIn: z.boolean(),
  sessions: z.array(flashSaleSessionSchema).meta({ description: '按开始时间排序；已结束的不返回' }),
});
export type FlashSaleSessionList = z.infer<typeof flashSaleSessionListSchema>;

/** 提醒我 / 取消提醒: one SKU of an upcoming flash sale. */
export const flashSaleRemindBodySchema = z.object({ actCd: code('活动编码'), skuCd: code('SKU 编码') });
export type FlashSaleRemindBody = z.infer<typeof flashSaleRemindBodySchema>;

export const flashSaleRemindResultSchema = z.object({ actCd: z.string(), skuCd: z.string(), reminded: z.boolean() });
export type FlashSaleRemindResult = z.infer<typeof flashSaleRemindResultSchema>;
