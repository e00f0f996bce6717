/**
 * 常见问题 of the back office (issue #16): the FAQ's categories and questions, created, edited,
 * deleted, reordered and published / unpublished. Each write is audited on its own transaction;
 * the FAQ tables' triggers move the public data version and send NOTIFY public_data, so the
 * shop's help centre and its kept visitor pages show the change at once.
 *
 * A question's version moves up (and its effective time is set again) when its question or
 * answer text changes, as the shop's question page shows the version and effective date.
 */
import { and, asc, eq, ilike, max, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Tx } from '@shop/db';
import {
  FAQ_CATEGORIES_MAX,
  FAQ_QUESTIONS_MAX,
  type FaqAdminCategory,
  type FaqAdminQuestion,
  type faqCategoryCreateSchema,
  type faqCategoryFieldsSchema,
  type faqQuestionInputSchema,
  type faqQuestionListQuerySchema,
} from '@shop/contracts/faq-admin';
import { fail } from '../../../platform/shop-error.ts';
import type { HelpAdminNeeds, HelpAudit } from './help-admin-needs.ts';

const cat = schema.helpFaqCategories;
const q = schema.helpFaqQuestions;
const votes = schema.helpFaqVotes;
type QuestionRow = typeof q.$inferSelect;
type CategoryRow = typeof cat.$inferSelect;
type QuestionInput = z.output<typeof faqQuestionInputSchema>;

const SORT_STEP = 10;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A question id from the URL (already shaped by its schema). */
const idOf = (raw: string) => Number(raw);

/** What the audit row keeps of a question. */
const auditedQuestion = (r: QuestionRow) => ({
  categoryId: r.categoryId,
  question: r.question,
  answer: r.answer,
  keywords: r.keywords,
  popular: r.popular,
  published: r.published,
  version: r.version,
  effectiveAt: r.effectiveAt.toISOString(),
});
const auditedCategory = (r: CategoryRow) => ({ name: r.name, description: r.description, published: r.published, sortOrder: r.sortOrder });

export function createFaqAdmin({ ctx }: Pick<HelpAdminNeeds, 'ctx'>) {
  const { db } = ctx.database;
  const { clock } = ctx;

  async function categoryRows(where?: SQL): Promise<FaqAdminCategory[]> {
    const now = clock.now();
    const rows = await db
      .select({
        row: cat,
        questionCount: sql<number>`count(${q.id})::int`,
        liveCount: sql<number>`count(${q.id}) FILTER (WHERE ${q.published} AND ${q.effectiveAt} <= ${now})::int`,
      })
      .from(cat)
      .leftJoin(q, eq(q.categoryId, cat.id))
      .where(where)
      .groupBy(cat.id)
      .orderBy(asc(cat.sortOrder), asc(cat.id));
    return rows.map(({ row, questionCount, liveCount }) => ({
      ...row,
      questionCount: Number(questionCount),
      liveCount: row.published ? Number(liveCount) : 0,
    }));
  }
  const categoryView = async (id: string) => (await categoryRows(eq(cat.id, id)))[0]!;

  function questionOf(r: QuestionRow, categoryPublished: boolean, now: Date): FaqAdminQuestion {
    return {
      id: r.id,
      categoryId: r.categoryId,
      question: r.question,
      answer: r.answer,
      keywords: r.keywords,
      popular: r.popular,
      published: r.published,
      sortOrder: r.sortOrder,
      version: r.version,
      effectiveAt: r.effectiveAt.getTime(),
      helpfulCount: r.helpfulCount,
      unhelpfulCount: r.unhelpfulCount,
      live: categoryPublished && r.published && r.effectiveAt <= now,
    };
  }

  async function questionView(tx: Tx | typeof db, row: QuestionRow, now: Date) {
    const [c] = await tx.select({ published: cat.published }).from(cat).where(eq(cat.id, row.categoryId));
    return questionOf(row, c?.published ?? false, now);
  }

  async function lockedCategory(tx: Tx, id: string): Promise<CategoryRow> {
    const [row] = await tx.select().from(cat).where(eq(cat.id, id)).for('update');
    if (!row) throw fail('ERR_ADMIN_FAQ_CATEGORY_NOT_FOUND');
    return row;
  }
  async function lockedQuestion(tx: Tx, rawId: string): Promise<QuestionRow> {
    const [row] = await tx
      .select()
      .from(q)
      .where(eq(q.id, idOf(rawId)))
      .for('update');
    if (!row) throw fail('ERR_ADMIN_FAQ_QUESTION_NOT_FOUND');
    return row;
  }

  /** The next order at the end of a category, its question count checked (creations in it queue here). */
  async function endOf(tx: Tx, categoryId: string) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`faq-admin:${categoryId}`}))`);
    const [last] = await tx
      .select({ n: sql<number>`count(*)::int`, top: max(q.sortOrder) })
      .from(q)
      .where(eq(q.categoryId, categoryId));
    if ((last?.n ?? 0) >= FAQ_QUESTIONS_MAX) throw fail('ERR_ADMIN_FAQ_FULL', { data: { max: FAQ_QUESTIONS_MAX } });
    return (last?.top ?? 0) + SORT_STEP;
  }

  const categoryTarget = (id: string) => `faq:category:${id}`;
  const questionTarget = (id: number) => `faq:question:${id}`;

  return {
    async categories() {
      const list = await categoryRows();
      return { list, total: list.length };
    },

    async createCategory(input: z.output<typeof faqCategoryCreateSchema>, audit: HelpAudit) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('faq-admin:categories'))`);
        const [last] = await tx.select({ n: sql<number>`count(*)::int`, top: max(cat.sortOrder) }).from(cat);
        if ((last?.n ?? 0) >= FAQ_CATEGORIES_MAX) throw fail('ERR_ADMIN_FAQ_FULL', { data: { max: FAQ_CATEGORIES_MAX } });
        const [row] = await tx
          .insert(cat)
          .values({ id: input.id, name: input.name, description: input.description, sortOrder: (last?.top ?? 0) + SORT_STEP, published: true })
          .onConflictDoNothing()
          .returning();
        if (!row) throw fail('ERR_ADMIN_FAQ_CATEGORY_EXISTS');
        await audit(tx, { action: 'faq.category.created', target: categoryTarget(row.id), after: auditedCategory(row) });
      });
      return categoryView(input.id);
    },

    async updateCategory(id: string, input: z.output<typeof faqCategoryFieldsSchema>, audit: HelpAudit) {
      await db.transaction(async (tx) => {
        const before = await lockedCategory(tx, id);
        const [row] = await tx.update(cat).set({ name: input.name, description: input.description }).where(eq(cat.id, id)).returning();
        await audit(tx, { action: 'faq.category.updated', target: categoryTarget(id), before: auditedCategory(before), after: auditedCategory(row!) });
      });
      return categoryView(id);
    },

    async publishCategory(id: string, published: boolean, audit: HelpAudit) {
      await db.transaction(async (tx) => {
        const before = await lockedCategory(tx, id);
        if (before.published === published) return;
        await tx.update(cat).set({ published }).where(eq(cat.id, id));
        await audit(tx, {
          action: published ? 'faq.category.published' : 'faq.category.unpublished',
          target: categoryTarget(id),
          before: { published: before.published },
          after: { published, name: before.name },
        });
      });
      return categoryView(id);
    },

    async deleteCategory(id: string, audit: HelpAudit) {
      await db.transaction(async (tx) => {
        const before = await lockedCategory(tx, id);
        const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(q).where(eq(q.categoryId, id))) as [{ n: number }];
        if (Number(n) > 0) throw fail('ERR_ADMIN_FAQ_CATEGORY_NOT_EMPTY');
        await tx.delete(cat).where(eq(cat.id, id));
        await audit(tx, { action: 'faq.category.deleted', target: categoryTarget(id), before: auditedCategory(before) });
      });
      return { id };
    },

    async reorderCategories(ids: string[], audit: HelpAudit) {
      await db.transaction(async (tx) => {
        const rows = await tx.select().from(cat).orderBy(asc(cat.sortOrder), asc(cat.id)).for('update');
        const known = new Set(rows.map((r) => r.id));
        if (rows.length !== ids.length || !ids.every((id) => known.has(id))) throw fail('ERR_ADMIN_FAQ_ORDER');
        for (const [i, id] of ids.entries())
          await tx
            .update(cat)
            .set({ sortOrder: (i + 1) * SORT_STEP })
            .where(eq(cat.id, id));
        await audit(tx, { action: 'faq.category.reordered', target: 'faq:categories', before: { order: rows.map((r) => r.id) }, after: { order: ids } });
      });
      return this.categories();
    },

    async questions(filter: z.output<typeof faqQuestionListQuerySchema>) {
      const where: SQL[] = [];
      if (filter.categoryId) where.push(eq(q.categoryId, filter.categoryId));
      if (filter.status) where.push(eq(q.published, filter.status === 'published'));
      if (filter.q) {
        const p = `%${likeEscape(filter.q)}%`;
        where.push(or(ilike(q.question, p), ilike(q.answer, p), ilike(q.keywords, p))!);
      }
      const rows = await db
        .select({ row: q, categoryPublished: cat.published })
        .from(q)
        .innerJoin(cat, eq(cat.id, q.categoryId))
        .where(and(...where))
        .orderBy(asc(cat.sortOrder), asc(q.categoryId), asc(q.sortOrder), asc(q.id));
      const now = clock.now();
      return { list: rows.map((r) => questionOf(r.row, r.categoryPublished, now)), total: rows.length };
    },

    async createQuestion(input: QuestionInput, audit: HelpAudit) {
      return db.transaction(async (tx) => {
        await lockedCategory(tx, input.categoryId);
        const sortOrder = await endOf(tx, input.categoryId);
        const now = clock.now();
        const [row] = await tx
          .insert(q)
          .values({
            categoryId: input.categoryId,
            question: input.question,
            answer: input.answer,
            keywords: input.keywords,
            popular: input.popular,
            published: true,
            version: 1,
            sortOrder,
            effectiveAt: input.effectiveAt === null ? now : new Date(input.effectiveAt),
          })
          .returning();
        await audit(tx, { action: 'faq.question.created', target: questionTarget(row!.id), after: auditedQuestion(row!) });
        return questionView(tx, row!, now);
      });
    },

    async updateQuestion(rawId: string, input: QuestionInput, audit: HelpAudit) {
      return db.transaction(async (tx) => {
        const before = await lockedQuestion(tx, rawId);
        const moved = before.categoryId !== input.categoryId;
        if (moved) await lockedCategory(tx, input.categoryId);
        const now = clock.now();
        const textChanged = before.question !== input.question || before.answer !== input.answer;
        const effectiveAt = input.effectiveAt !== null ? new Date(input.effectiveAt) : textChanged ? now : before.effectiveAt;
        const [row] = await tx
          .update(q)
          .set({
            categoryId: input.categoryId,
            question: input.question,
            answer: input.answer,
            keywords: input.keywords,
            popular: input.popular,
            version: textChanged ? before.version + 1 : before.version,
            effectiveAt,
            ...(moved ? { sortOrder: await endOf(tx, input.categoryId) } : {}),
          })
          .where(eq(q.id, before.id))
          .returning();
        await audit(tx, { action: 'faq.question.updated', target: questionTarget(before.id), before: auditedQuestion(before), after: auditedQuestion(row!) });
        return questionView(tx, row!, now);
      });
    },

    async publishQuestion(rawId: string, published: boolean, audit: HelpAudit) {
      return db.transaction(async (tx) => {
        const before = await lockedQuestion(tx, rawId);
        const now = clock.now();
        if (before.published === published) return questionView(tx, before, now);
        const [row] = await tx.update(q).set({ published }).where(eq(q.id, before.id)).returning();
        await audit(tx, {
          action: published ? 'faq.question.published' : 'faq.question.unpublished',
          target: questionTarget(before.id),
          before: { published: before.published },
          after: { published, question: before.question },
        });
        return questionView(tx, row!, now);
      });
    },

    async deleteQuestion(rawId: string, audit: HelpAudit) {
      return db.transaction(async (tx) => {
        const before = await lockedQuestion(tx, rawId);
        await tx.delete(votes).where(eq(votes.questionId, before.id));
        await tx.delete(q).where(eq(q.id, before.id));
        await audit(tx, {
          action: 'faq.question.deleted',
          target: questionTarget(before.id),
          before: { ...auditedQuestion(before), helpfulCount: before.helpfulCount, unhelpfulCount: before.unhelpfulCount },
        });
        return { id: before.id };
      });
    },

    async reorderQuestions(input: { categoryId: string; ids: number[] }, audit: HelpAudit) {
      await db.transaction(async (tx) => {
        await lockedCategory(tx, input.categoryId);
        const rows = await tx.select({ id: q.id }).from(q).where(eq(q.categoryId, input.categoryId)).orderBy(asc(q.sortOrder), asc(q.id)).for('update');
        const known = new Set(rows.map((r) => r.id));
        if (rows.length === 0 || rows.length !== input.ids.length || !input.ids.every((id) => known.has(id))) throw fail('ERR_ADMIN_FAQ_ORDER');
        for (const [i, id] of input.ids.entries())
          await tx
            .update(q)
            .set({ sortOrder: (i + 1) * SORT_STEP })
            .where(eq(q.id, id));
        await audit(tx, {
          action: 'faq.question.reordered',
          target: `faq:category:${input.categoryId}:order`,
          before: { order: rows.map((r) => r.id) },
          after: { order: input.ids },
        });
      });
      return this.questions({ categoryId: input.categoryId });
    },
  };
}

export type FaqAdmin = ReturnType<typeof createFaqAdmin>;
