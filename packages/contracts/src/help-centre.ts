/**
 * The help centre (issue #14): the shopping guide pages (/shoppingMall/*), the FAQ
 * (/faq, categories, questions, search, 有帮助 / 没帮助 votes) and the mini-program page
 * (/WeChat-xcx). Content is stored versioned with an effective date; pages show the newest
 * version in force.
 */
import { z } from 'zod';
import { FAQ_SEARCH_MAX, FAQ_VOTES, GUIDE_SLUGS } from './help-centre-limits.ts';

export * from './help-centre-limits.ts';

// ── page content ──────────────────────────────────────────────────────────

const contactItemSchema = z.object({
  kind: z.enum(['phone', 'email', 'hours', 'ticket', 'address', 'online']),
  label: z.string(),
  value: z.string(),
  /** tel:, mailto: or an internal path. */
  href: z.string().optional(),
  note: z.string().optional(),
});

export const guideBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('list'), ordered: z.boolean().optional(), items: z.array(z.string()) }),
  z.object({ type: z.literal('steps'), items: z.array(z.object({ title: z.string(), text: z.string() })) }),
  z.object({ type: z.literal('table'), caption: z.string().optional(), head: z.array(z.string()), rows: z.array(z.array(z.string())) }),
  z.object({ type: z.literal('note'), text: z.string() }),
  z.object({ type: z.literal('contacts'), items: z.array(contactItemSchema) }),
  z.object({ type: z.literal('links'), items: z.array(z.object({ label: z.string(), href: z.string() })) }),
]);
export type GuideBlock = z.infer<typeof guideBlockSchema>;

export const guideSectionSchema = z.object({
  /** Anchor (e.g. #phone on the contact page). */
  id: z.string().optional(),
  heading: z.string(),
  blocks: z.array(guideBlockSchema),
});
export type GuideSection = z.infer<typeof guideSectionSchema>;

/** What the pages table stores in `body`. */
export const helpPageBodySchema = z.object({
  sections: z.array(guideSectionSchema),
  /** Only the mini-program page: its name and the link its QR code carries. */
  miniProgram: z.object({ name: z.string(), url: z.string() }).optional(),
});
export type HelpPageBody = z.infer<typeof helpPageBodySchema>;

export const guideNavItemSchema = z.object({ slug: z.enum(GUIDE_SLUGS), title: z.string(), summary: z.string() });
export type GuideNavItem = z.infer<typeof guideNavItemSchema>;

export const guidePageSchema = z.object({
  slug: z.enum(GUIDE_SLUGS),
  title: z.string(),
  summary: z.string(),
  version: z.number().int(),
  /** YYYY-MM-DD, Beijing calendar. */
  effectiveDate: z.string(),
  sections: z.array(guideSectionSchema),
  /** Every guide page in force, for the side / tab navigation. */
  nav: z.array(guideNavItemSchema),
});
export type GuidePage = z.infer<typeof guidePageSchema>;

export const guideSlugParamsSchema = z.object({ slug: z.string().max(100) });

export const wechatPageSchema = z.object({
  title: z.string(),
  summary: z.string(),
  version: z.number().int(),
  effectiveDate: z.string(),
  sections: z.array(guideSectionSchema),
  miniProgram: z.object({
    name: z.string(),
    url: z.string(),
    /** The QR code of `url`, an SVG document drawn by the API. */
    qrSvg: z.string(),
  }),
});
export type WechatPage = z.infer<typeof wechatPageSchema>;

// ── FAQ ───────────────────────────────────────────────────────────────────

export const faqQuestionBriefSchema = z.object({ id: z.number().int(), categoryId: z.string(), question: z.string() });
export type FaqQuestionBrief = z.infer<typeof faqQuestionBriefSchema>;

export const faqCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
});
export type FaqCategory = z.infer<typeof faqCategorySchema>;

export const faqHomeSchema = z.object({
  categories: z.array(faqCategorySchema.extend({ top: z.array(faqQuestionBriefSchema) })),
  popular: z.array(faqQuestionBriefSchema),
});
export type FaqHome = z.infer<typeof faqHomeSchema>;

export const faqCategoryViewSchema = z.object({
  category: faqCategorySchema,
  categories: z.array(faqCategorySchema),
  questions: z.array(faqQuestionBriefSchema.extend({ excerpt: z.string() })),
});
export type FaqCategoryView = z.infer<typeof faqCategoryViewSchema>;

export const faqVoteStateSchema = z.object({
  helpfulCount: z.number().int(),
  unhelpfulCount: z.number().int(),
  /** The caller's vote, null when they have not voted (or sent no token). */
  myVote: z.enum(FAQ_VOTES).nullable(),
});
export type FaqVoteState = z.infer<typeof faqVoteStateSchema>;

export const faqQuestionViewSchema = z.object({
  id: z.number().int(),
  category: z.object({ id: z.string(), name: z.string() }),
  question: z.string(),
  answer: z.string(),
  version: z.number().int(),
  /** YYYY-MM-DD, Beijing calendar: when this text took effect. */
  effectiveDate: z.string(),
  votes: faqVoteStateSchema,
  related: z.array(faqQuestionBriefSchema),
  categories: z.array(faqCategorySchema),
});
export type FaqQuestionView = z.infer<typeof faqQuestionViewSchema>;

export const faqCategoryParamsSchema = z.object({ categoryId: z.string().max(100) });
export const faqQuestionParamsSchema = z.object({ categoryId: z.string().max(100), questionId: z.string().max(30) });
export const faqVoteParamsSchema = z.object({ questionId: z.string().max(30) });

export const faqVoteInputSchema = z.object({
  vote: z.enum(FAQ_VOTES, { error: '请选择“有帮助”或“没帮助”' }),
});
export type FaqVoteInput = z.infer<typeof faqVoteInputSchema>;

export const faqSearchQuerySchema = z.object({
  q: z
    .string({ error: '请输入要搜索的问题' })
    .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .pipe(z.string().min(1, '请输入要搜索的问题').max(FAQ_SEARCH_MAX, `搜索内容最多${FAQ_SEARCH_MAX}个字`)),
});

export const faqSearchResultSchema = z.object({
  q: z.string(),
  total: z.number().int(),
  results: z.array(faqQuestionBriefSchema.extend({ categoryName: z.string(), excerpt: z.string() })),
});
export type FaqSearchResult = z.infer<typeof faqSearchResultSchema>;
