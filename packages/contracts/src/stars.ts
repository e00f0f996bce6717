/**
 * Star diamonds (星钻, spec 7 Member memberStar) and star coin (星币, daily sign-in).
 *
 *   POST /api/member/memberStar/getUserEffectHistory       starPageQuery   → StarEntryPage (effective now)
 *   POST /api/member/memberStar/getUserPendHistory         starPageQuery   → StarEntryPage (pending: paid orders not completed)
 *   POST /api/member/memberStar/getSettleUserHistory       starPageQuery   → StarEntryPage (settled: expired)
 *   POST /api/member/memberStar/getSettleUserHistoryDetail { code }        → StarEntry
 *   GET  /api/member/memberStar/getSettleUserAccumulatePoints              → { total }
 *   GET  /api/member/memberStar/getSettleUserExpirePoints                  → { amount, days, earliestAt }
 *   GET  /api/member/memberStar/getUserPointInfo                           → StarSummary
 *   POST /api/member/memberStar/convert                    { points }      → ConvertResult
 *   POST /api/member/starCoin/info                         { month? }      → StarCoinInfo
 *   POST /api/member/starCoin/signIn                       {}              → SignInResult
 *   POST /api/member/starCoin/history                      starPageQuery   → StarCoinPage
 *
 * Times are Beijing wall clock 'YYYY-MM-DD HH:mm:ss'; days are Beijing calendar days.
 */
import { z } from 'zod';
import { formatYuan } from './money.ts';

/** Conversion rate: STAR_CONVERT_POINTS points → 1 star diamond; whole multiples only. */
export const STAR_CONVERT_POINTS = 100;
/** Most points one conversion may spend. */
export const STAR_CONVERT_MAX_POINTS = 100_000;
/** A star diamond is effective for this many months, then settled. */
export const STAR_VALID_MONTHS = 12;
/** Star diamonds expiring within this many days are shown as expiring. */
export const STAR_EXPIRING_DAYS = 30;
/** An order earns 1 star diamond per this many fen paid (¥100). */
export const STAR_ORDER_FEN_PER_DIAMOND = 10_000;

/** Star coin: a sign-in gives STAR_COIN_DAILY; every STAR_COIN_STREAK_DAYS-th day in a row adds STAR_COIN_STREAK_BONUS. */
export const STAR_COIN_DAILY = 5;
export const STAR_COIN_STREAK_DAYS = 7;
export const STAR_COIN_STREAK_BONUS = 20;
export const starCoinRewardFor = (streak: number) => STAR_COIN_DAILY + (streak > 0 && streak % STAR_COIN_STREAK_DAYS === 0 ? STAR_COIN_STREAK_BONUS : 0);

export const STAR_PAGE_SIZE_MAX = 20;
const pageNo = z.coerce.number({ error: '页码有误' }).int({ error: '页码有误' }).min(1, { error: '页码有误' }).max(10_000, { error: '页码有误' }).default(1);
const pageSize = z.coerce
  .number({ error: '每页数量有误' })
  .int({ error: '每页数量有误' })
  .min(1, { error: '每页数量有误' })
  .max(STAR_PAGE_SIZE_MAX, { error: `每页最多${STAR_PAGE_SIZE_MAX}条` })
  .default(10);

export const starPageQuerySchema = z.object({ pageNo, pageSize });
export type StarPageQuery = z.input<typeof starPageQuerySchema>;

export const STAR_STATES = ['effective', 'pending', 'settled'] as const;
export type StarState = (typeof STAR_STATES)[number];
export const STAR_STATE_LABELS: Record<StarState, string> = { effective: '生效', pending: '待生效', settled: '已结算' };
/** The detail page's :type segment. */
export const STAR_DETAIL_TYPES = { effect: 'effective', pend: 'pending', settle: 'settled' } as const satisfies Record<string, StarState>;

export const starEntrySchema = z.object({
  /** C… for a conversion, O{orderNo} for an order. */
  code: z.string(),
  source: z.enum(['convert', 'order']),
  title: z.string(),
  amount: z.number().int(),
  state: z.enum(STAR_STATES),
  stateLabel: z.string(),
  /** Conversion: points spent; order: fen paid. */
  pointsSpent: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  createdAt: z.string(),
  /** When it became effective (null while pending). */
  effectiveAt: z.string().nullable(),
  /** Effective until (null while pending). */
  expiresAt: z.string().nullable(),
});
export type StarEntry = z.infer<typeof starEntrySchema>;

export const starEntryPageSchema = z.object({
  list: z.array(starEntrySchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type StarEntryPage = z.infer<typeof starEntryPageSchema>;

export const starDetailQuerySchema = z.object({
  code: z
    .string({ error: '星钻记录编号有误' })
    .trim()
    .regex(/^(C[A-Z0-9]{6,32}|O\d{18})$/, { error: '星钻记录编号有误' }),
});

export const starSummarySchema = z.object({
  effective: z.number().int(),
  pending: z.number().int(),
  settled: z.number().int(),
  /** Effective star diamonds that expire within STAR_EXPIRING_DAYS. */
  expiringSoon: z.number().int(),
  /** The member's available points (for the conversion dialog). */
  pointsAvailable: z.number().int(),
  convertedToday: z.boolean(),
  rate: z.object({ points: z.number().int(), diamonds: z.number().int() }),
  maxPoints: z.number().int(),
  validMonths: z.number().int(),
  rules: z.array(z.string()),
});
export type StarSummary = z.infer<typeof starSummarySchema>;

export const starAccumulateSchema = z.object({ total: z.number().int() });
export const starExpireSchema = z.object({ amount: z.number().int(), days: z.number().int(), earliestAt: z.string().nullable() });

export const convertBodySchema = z.object({
  points: z
    .number({ error: '请输入要兑换的积分' })
    .int({ error: `兑换积分须为 ${STAR_CONVERT_POINTS} 的整数倍` })
    .min(STAR_CONVERT_POINTS, { error: `每次至少兑换 ${STAR_CONVERT_POINTS} 积分` })
    .max(STAR_CONVERT_MAX_POINTS, { error: `每次最多兑换 ${STAR_CONVERT_MAX_POINTS} 积分` })
    .refine((n) => n % STAR_CONVERT_POINTS === 0, { error: `兑换积分须为 ${STAR_CONVERT_POINTS} 的整数倍` }),
});
export type ConvertBody = z.infer<typeof convertBodySchema>;
export const convertResultSchema = z.object({ entry: starEntrySchema, pointsAvailable: z.number().int(), effective: z.number().int() });
export type ConvertResult = z.infer<typeof convertResultSchema>;

export const STAR_RULES = [
  `每 ${STAR_CONVERT_POINTS} 积分可兑换 1 颗星钻，兑换积分须为 ${STAR_CONVERT_POINTS} 的整数倍。`,
  '每位会员每天（北京时间）仅可兑换一次。',
  `兑换的星钻立即生效，有效期 ${STAR_VALID_MONTHS} 个月，到期自动结算。`,
  `订单支付后按实付金额每 ${formatYuan(STAR_ORDER_FEN_PER_DIAMOND)} 获得 1 颗星钻，订单完成后生效。`,
];

/* ---------- star coin ---------- */

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '月份格式有误' });
export const starCoinInfoBodySchema = z.object({ month: month.optional() });
export const starCoinInfoSchema = z.object({
  balance: z.number().int(),
  signedToday: z.boolean(),
  /** Days in a row up to today (or yesterday when not yet signed today). */
  streak: z.number().int(),
  /** What signing in today gives (or gave). */
  todayReward: z.number().int(),
  today: z.string(),
  month: z.string(),
  /** Days of `month` signed in (1–31). */
  signedDays: z.array(z.number().int()),
  rules: z.array(z.string()),
});
export type StarCoinInfo = z.infer<typeof starCoinInfoSchema>;
export const signInResultSchema = z.object({ reward: z.number().int(), streak: z.number().int(), balance: z.number().int(), day: z.string() });
export type SignInResult = z.infer<typeof signInResultSchema>;
export const starCoinEntrySchema = z.object({ id: z.number().int(), delta: z.number().int(), title: z.string(), at: z.string() });
export const starCoinPageSchema = z.object({
  list: z.array(starCoinEntrySchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type StarCoinPage = z.infer<typeof starCoinPageSchema>;
export const STAR_COIN_RULES = [
  `每天（北京时间）可签到一次，每次获得 ${STAR_COIN_DAILY} 星币。`,
  `连续签到每满 ${STAR_COIN_STREAK_DAYS} 天，当天额外获得 ${STAR_COIN_STREAK_BONUS} 星币；中断后重新计算。`,
];
