/**
 * The console's 常见问题 (issue #16, permission faq.write): the help centre's FAQ categories and
 * questions — create, edit, delete, reorder, 上线 / 下线. One set of zod schemas for the admin
 * API (validation, OpenAPI) and the console's forms (zod-rule.ts). Times are epoch ms.
 *
 * Answers are plain text as the shop shows them (help-centre: paragraphs separated by a blank
 * line, lines starting with "- " form a list; {brand}, {servicePhone}, {serviceHours} filled when
 * served); the shop renders them as text, never as HTML, so no markup can reach a page.
 */
import { z } from 'zod';

export const FAQ_CATEGORY_ID_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;
/** Questions of one category at most, categories at most (the FAQ stays readable). */
export const FAQ_QUESTIONS_MAX = 200;
export const FAQ_CATEGORIES_MAX = 40;

const text = (what: string, max: number) =>
  z
    .string({ error: `请输入${what}` })
    .trim()
    .min(1, `请输入${what}`)
    .max(max, `${what}最多${max}个字符`);

/** No control characters besides line breaks (answers keep their paragraphs). */
const noControl = (s: string) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(s);
const CONTROL_PROBLEM = '内容中有无法显示的控制字符';

const epochMs = z.number({ error: '时间须为毫秒时间戳' }).int('时间须为整数毫秒').min(0, '时间有误').max(8_640_000_000_000, '时间有误');

export const faqCategoryIdSchema = z
  .string({ error: '请输入分类标识' })
  .trim()
  .regex(FAQ_CATEGORY_ID_PATTERN, '分类标识须为 2～40 位小写字母、数字或连字符，以字母开头（用于地址 /faq/标识）');

export const faqCategoryFieldsSchema = z.object({
  name: text('分类名称', 20).refine(noControl, CONTROL_PROBLEM),
  description: z.string().trim().max(100, '分类说明最多100个字符').refine(noControl, CONTROL_PROBLEM).default(''),
});
export const faqCategoryCreateSchema = faqCategoryFieldsSchema.extend({ id: faqCategoryIdSchema });
export type FaqCategoryCreate = z.input<typeof faqCategoryCreateSchema>;

export const faqQuestionInputSchema = z.object({
  categoryId: faqCategoryIdSchema,
  question: text('问题', 100).refine(noControl, CONTROL_PROBLEM),
  answer: text('解答', 5000).refine(noControl, CONTROL_PROBLEM),
  keywords: z.string().trim().max(200, '搜索关键词最多200个字符').refine(noControl, CONTROL_PROBLEM).default(''),
  popular: z.boolean({ error: '请指定是否为热门问题' }).default(false),
  /** When the text shown takes effect; null: at once. A later time keeps the question off the shop until then. */
  effectiveAt: epochMs.nullable().default(null),
});
export type FaqQuestionInput = z.input<typeof faqQuestionInputSchema>;

export const faqAdminCategorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    sortOrder: z.number().int(),
    published: z.boolean(),
    /** Every question of it, and those the shop shows now. */
    questionCount: z.number().int(),
    liveCount: z.number().int(),
  })
  .meta({ id: 'FaqAdminCategory' });
export type FaqAdminCategory = z.infer<typeof faqAdminCategorySchema>;

export const faqAdminQuestionSchema = z
  .object({
    id: z.number().int(),
    categoryId: z.string(),
    question: z.string(),
    answer: z.string(),
    keywords: z.string(),
    popular: z.boolean(),
    published: z.boolean(),
    sortOrder: z.number().int(),
    /** Moves up each time the question or answer text changes. */
    version: z.number().int(),
    effectiveAt: z.number().int(),
    helpfulCount: z.number().int(),
    unhelpfulCount: z.number().int(),
    /** Whether the shop shows it now: published, in a published category and in effect. */
    live: z.boolean(),
  })
  .meta({ id: 'FaqAdminQuestion' });
export type FaqAdminQuestion = z.infer<typeof faqAdminQuestionSchema>;

export const faqCategoryListSchema = z.object({ list: z.array(faqAdminCategorySchema), total: z.number().int() });
export const faqQuestionListSchema = z.object({ list: z.array(faqAdminQuestionSchema), total: z.number().int() });

export const faqQuestionListQuerySchema = z.object({
  categoryId: z.string().max(40, '分类有误').optional(),
  status: z.enum(['published', 'unpublished'], { error: '状态须为 published 或 unpublished' }).optional(),
  q: z.string().trim().max(50, '搜索词最多50个字符').optional(),
});

export const faqCategoryParamsSchema = z.object({
  id: z
    .string()
    .max(40)
    .regex(/^[a-z0-9-]+$/, '分类不存在'),
});
export const faqQuestionParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,14}$/, '问题编号有误') });

export const faqPublishInputSchema = z.object({ published: z.boolean({ error: '请指定上线或下线' }) });

const orderOf = <T extends z.ZodType<string | number>>(id: T, max: number) =>
  z
    .array(id, { error: '请提供排序' })
    .min(1, '请提供排序')
    .max(max, `最多${max}条`)
    .refine((ids) => new Set(ids).size === ids.length, '排序中有重复的内容');

/** The new order: every category, each once, first shown first. */
export const faqCategoryReorderSchema = z.object({ ids: orderOf(z.string().max(40), FAQ_CATEGORIES_MAX) });
/** The new order of one category's questions: all of them, each once. */
export const faqQuestionReorderSchema = z.object({
  categoryId: faqCategoryIdSchema,
  ids: orderOf(z.number().int().positive(), FAQ_QUESTIONS_MAX),
});
