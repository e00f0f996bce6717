/**
 * Product reviews (spec 7: bottom/commentInfoPage, comment/findComs, findComSku, saveComment,
 * comment/{id}/upVote): request and answer shapes shared by the API and the storefront.
 */
import { z } from 'zod';
import { ORDER_NO_PATTERN } from './patterns.ts';

export const REVIEW_PAGE_SIZE_MAX = 50;
export const REVIEW_CONTENT_MIN = 5;
export const REVIEW_CONTENT_MAX = 500;
export const REVIEW_IMAGES_MAX = 9;

const prodCd = z.string({ error: '请提供商品编码' }).trim().min(1, '请提供商品编码').max(64, '商品编码格式不正确').meta({ description: '商品 SPU 编码' });
const pageNo = z.coerce.number({ error: '页码格式不正确' }).int('页码格式不正确').min(1, '页码最小为 1').max(10_000, '页码过大').default(1);
const pageSize = z.coerce
  .number({ error: '每页条数格式不正确' })
  .int('每页条数格式不正确')
  .min(1, '每页条数最小为 1')
  .max(REVIEW_PAGE_SIZE_MAX, `每页最多 ${REVIEW_PAGE_SIZE_MAX} 条`)
  .default(10);

export const reviewSchema = z.object({
  id: z.number().int(),
  nickname: z.string().meta({ description: '已脱敏的昵称，如 星***友' }),
  star: z.number().int().min(1).max(5),
  content: z.string().meta({ description: '纯文本，展示时需转义' }),
  images: z.array(z.string()),
  skuCd: z.string(),
  skuNm: z.string().meta({ description: '规格文字，如 钛影灰 12GB+256GB' }),
  upVotes: z.number().int().min(0),
  votedByMe: z.boolean().meta({ description: '当前会员是否已点赞（未登录为 false）' }),
  createdAt: z.string().meta({ description: '北京时间 YYYY-MM-DD HH:mm:ss' }),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z.object({
  list: z.array(reviewSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const starCountsSchema = z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() });
export type StarCounts = z.infer<typeof starCountsSchema>;

export const ratingSummarySchema = z.object({
  totalStar: z.number().meta({ description: '平均星级，保留 1 位小数；无评价为 0' }),
  total: z.number().int(),
  withPictures: z.number().int(),
  stars: starCountsSchema,
  goodRate: z.number().int().meta({ description: '好评率（4–5 星占比，百分数取整）' }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * Orders of the review list. `recommended` (推荐, the default) puts the most useful first,
 * by this score, each step breaking the ties of the one before:
 *   1. with pictures before without;
 *   2. more 有用 votes first;
 *   3. detailed (at least REVIEW_DETAILED_MIN characters of text) before short;
 *   4. newer first (then the higher id).
 * The stars play no part: good and bad reviews rank alike. `newest` (最新) is newest first.
 */
export const REVIEW_SORTS = ['recommended', 'newest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** A review with at least this many characters counts as detailed in the recommended order. */
export const REVIEW_DETAILED_MIN = 50;
const sort = z.enum(REVIEW_SORTS, { error: '排序方式不正确' }).default('recommended').meta({ description: 'recommended（推荐，默认）或 newest（最新）' });

export const commentInfoPageBodySchema = z.object({ prodCd, pageNo, pageSize, sort });
export type CommentInfoPageBody = z.infer<typeof commentInfoPageBodySchema>;
export const commentInfoPageSchema = z.object({ summary: ratingSummarySchema, page: reviewPageSchema });
export type CommentInfoPage = z.infer<typeof commentInfoPageSchema>;

export const REVIEW_FILTERS = ['all', 'pictures', 'sku', 'good', 'medium', 'bad'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
/** 好评 / 中评 / 差评: the stars each grade filter keeps (4–5, 3, 1–2, as the good rate counts them). */
export const REVIEW_GRADE_STARS = { good: [4, 5], medium: [3], bad: [1, 2] } as const satisfies Record<'good' | 'medium' | 'bad', readonly number[]>;
export type ReviewGrade = keyof typeof REVIEW_GRADE_STARS;

export const findComsBodySchema = z
  .object({
    prodCd,
    filter: z.enum(REVIEW_FILTERS, { error: '筛选条件不正确' }).default('all'),
    skuCd: z.string().trim().min(1, '请选择规格').max(64, '规格编码格式不正确').optional(),
    star: z.coerce.number({ error: '星级须为 1–5' }).int('星级须为 1–5').min(1, '星级须为 1–5').max(5, '星级须为 1–5').optional(),
    sort,
    pageNo,
    pageSize,
  })
  .refine((b) => b.filter !== 'sku' || Boolean(b.skuCd), { message: '按规格筛选时请选择规格', path: ['skuCd'] });
export type FindComsBody = z.infer<typeof findComsBodySchema>;

export const findComSkuBodySchema = z.object({ prodCd });
export const reviewSkuCountsSchema = z.object({
  all: z.number().int(),
  withPictures: z.number().int(),
  skus: z.array(z.object({ skuCd: z.string(), skuNm: z.string(), count: z.number().int() })),
});
export type ReviewSkuCounts = z.infer<typeof reviewSkuCountsSchema>;

/** Our own media paths only (uploaded or generated pictures), never a foreign URL. */
const OWN_MEDIA = /^\/media\/[A-Za-z0-9/_.-]{1,200}$/;

export const saveCommentBodySchema = z.object({
  prodCd,
  skuCd: z.string({ error: '请选择规格' }).trim().min(1, '请选择规格').max(64, '规格编码格式不正确'),
  star: z.number({ error: '请选择 1–5 星评分' }).int('请选择 1–5 星评分').min(1, '请选择 1–5 星评分').max(5, '请选择 1–5 星评分'),
  content: z
    .string({ error: '请填写评价内容' })
    // Control characters are dropped before the length check; text is stored as plain text.
    .transform((s) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim())
    .pipe(z.string().min(REVIEW_CONTENT_MIN, `评价内容至少 ${REVIEW_CONTENT_MIN} 个字`).max(REVIEW_CONTENT_MAX, `评价内容最多 ${REVIEW_CONTENT_MAX} 个字`)),
  images: z
    .array(
      z
        .string()
        .regex(OWN_MEDIA, '图片地址不正确')
        .refine((s) => !s.includes('..'), '图片地址不正确'),
      { error: '图片格式不正确' },
    )
    .max(REVIEW_IMAGES_MAX, `最多上传 ${REVIEW_IMAGES_MAX} 张图片`)
    .default([]),
  /** The delivered order line reviewed (required: a review is only for a delivered line of the caller's own order). */
  ordNo: z.string({ error: '订单号不正确' }).trim().regex(ORDER_NO_PATTERN, { error: '订单号不正确' }).optional(),
  lineId: z
    .number({ error: '订单商品编号不正确' })
    .int({ error: '订单商品编号不正确' })
    .min(1, { error: '订单商品编号不正确' })
    .max(Number.MAX_SAFE_INTEGER, { error: '订单商品编号不正确' })
    .optional(),
  /** Shown as 匿名用户 instead of the masked nickname. */
  anonymous: z.boolean({ error: '匿名选项不正确' }).default(false),
});
export type SaveCommentBody = z.infer<typeof saveCommentBodySchema>;

/* ---------- reviews to write (Personalcenter_Evaluate, releaseEvaluated) ---------- */

export const REVIEW_LINE_TABS = ['pending', 'done'] as const;
export type ReviewLineTab = (typeof REVIEW_LINE_TABS)[number];
export const REVIEW_LINE_TAB_LABELS: Record<ReviewLineTab, string> = { pending: '待评价', done: '已评价' };

export const reviewLinesQuerySchema = z.object({
  tab: z.enum(REVIEW_LINE_TABS, { error: '评价状态有误' }).default('pending'),
  pageNo,
  pageSize: z.coerce.number({ error: '每页条数格式不正确' }).int('每页条数格式不正确').min(1, '每页条数最小为 1').max(20, '每页最多 20 条').default(10),
});
export type ReviewLinesQuery = z.input<typeof reviewLinesQuerySchema>;

export const reviewLineSchema = z.object({
  ordNo: z.string(),
  lineId: z.number().int(),
  spuCd: z.string(),
  skuCd: z.string(),
  name: z.string(),
  image: z.string(),
  attrs: z.array(z.object({ name: z.string(), value: z.string() })),
  qty: z.number().int(),
  deliveredAt: z.string().nullable(),
  reviewed: z.boolean(),
  /** The member's review of the line (done tab). */
  review: z
    .object({ id: z.number().int(), star: z.number().int(), content: z.string(), images: z.array(z.string()), anonymous: z.boolean(), createdAt: z.string() })
    .nullable(),
});
export type ReviewLine = z.infer<typeof reviewLineSchema>;
/** An order line the member may review (or has reviewed), as the order module tells reviews: the line without the review. */
export type ReviewableLine = Omit<ReviewLine, 'review'>;
export const reviewLinePageSchema = z.object({
  list: z.array(reviewLineSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ pending: z.number().int(), done: z.number().int() }),
});
export type ReviewLinePage = z.infer<typeof reviewLinePageSchema>;
export const reviewLineQuerySchema = z.object({
  ordNo: z.string({ error: '订单号不正确' }).trim().regex(ORDER_NO_PATTERN, { error: '订单号不正确' }),
  lineId: z.coerce
    .number({ error: '订单商品编号不正确' })
    .int({ error: '订单商品编号不正确' })
    .min(1, { error: '订单商品编号不正确' })
    .max(Number.MAX_SAFE_INTEGER, { error: '订单商品编号不正确' }),
});

export const upVoteParamsSchema = z.object({
  id: z.coerce.number({ error: '评价编号不正确' }).int('评价编号不正确').min(1, '评价编号不正确').max(Number.MAX_SAFE_INTEGER, '评价编号不正确'),
});
export const upVoteResultSchema = z.object({ upVotes: z.number().int() });
export type UpVoteResult = z.infer<typeof upVoteResultSchema>;
