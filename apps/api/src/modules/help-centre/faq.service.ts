/**
 * The FAQ: categories, questions in force (published, effective date come), search and the
 * 有帮助 / 没帮助 votes.
 *
 * Search: every word of the text (split on spaces) must occur in the question, the answer or
 * the keywords (ILIKE, with % and _ taken literally; Chinese needs no stemming and the FAQ is
 * small, so no index is needed); question hits rank first.
 *
 * Votes: one row per (question, voter); the counts on the question row change in the same
 * transaction, which first locks the question row, so concurrent votes on one question queue
 * and the counts always equal the rows. Voting the same way again changes nothing; the other
 * way moves the vote.
 */
import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { beijingDate } from '@shop/contracts/beijing-time';
import {
  FAQ_SEARCH_LIMIT,
  type FaqCategory,
  type FaqCategoryView,
  type FaqHome,
  type FaqQuestionView,
  type FaqSearchResult,
  type FaqVoteState,
  type FaqVoteValue,
} from '@shop/contracts/help-centre';
import { fail } from '../../platform/shop-error.ts';
import { fillText, type PlaceholderValues } from './placeholders.ts';

const cat = schema.helpFaqCategories;
const q = schema.helpFaqQuestions;
const votes = schema.helpFaqVotes;

/** Questions shown per category on the FAQ home. */
const TOP_PER_CATEGORY = 4;
const POPULAR_MAX = 8;
const RELATED_MAX = 5;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The answer as plain text (list markers dropped), cut around the first hit. */
export function excerptOf(answer: string, words: readonly string[] = [], size = 72): string {
  const plain = answer
    .split('\n')
    .map((l) => l.replace(/^-\s+/, '').trim())
    .filter(Boolean)
    .join(' ');
  const lower = plain.toLowerCase();
  const at = words.map((w) => lower.indexOf(w.toLowerCase())).find((i) => i >= 0) ?? -1;
  const start = at > size / 3 ? at - Math.floor(size / 3) : 0;
  const cut = plain.slice(start, start + size);
  return `${start > 0 ? '…' : ''}${cut}${start + size < plain.length ? '…' : ''}`;
}

/** A numeric id as the URL gives it, or null (an id that cannot exist answers 404, never 400). */
const idOf = (raw: string) => (/^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null);

export function createFaqService({ database, placeholders }: { database: Database; placeholders: () => Promise<PlaceholderValues> }) {
  const { db } = database;
  const live = (now: Date) => and(eq(q.published, true), lte(q.effectiveAt, now));

  async function categories(now: Date): Promise<FaqCategory[]> {
    const rows = await db
      .select({ id: cat.id, name: cat.name, description: cat.description, questionCount: sql<number>`count(${q.id})::int` })
      .from(cat)
      .leftJoin(q, and(eq(q.categoryId, cat.id), live(now)))
      .where(eq(cat.published, true))
      .groupBy(cat.id)
      .orderBy(asc(cat.sortOrder), asc(cat.id));
    return rows.map((r) => ({ ...r, questionCount: Number(r.questionCount) }));
  }

  async function voteState(questionId: number, voter: string | null, counts: { helpfulCount: number; unhelpfulCount: number }): Promise<FaqVoteState> {
    let myVote: FaqVoteValue | null = null;
    if (voter) {
      const [row] = await db
        .select({ helpful: votes.helpful })
        .from(votes)
        .where(and(eq(votes.questionId, questionId), eq(votes.voter, voter)))
        .limit(1);
      if (row) myVote = row.helpful ? 'helpful' : 'unhelpful';
    }
    return { helpfulCount: counts.helpfulCount, unhelpfulCount: counts.unhelpfulCount, myVote };
  }

  return {
    async home(now: Date): Promise<FaqHome> {
      const cats = await categories(now);
      const rows = await db
        .select({ id: q.id, categoryId: q.categoryId, question: q.question, popular: q.popular })
        .from(q)
        .where(
          and(
            live(now),
            inArray(
              q.categoryId,
              cats.map((c) => c.id),
            ),
          ),
        )
        .orderBy(asc(q.sortOrder), asc(q.id));
      const values = await placeholders();
      const brief = (r: (typeof rows)[number]) => ({ id: r.id, categoryId: r.categoryId, question: fillText(r.question, values) });
      return {
        categories: cats.map((c) => ({
          ...c,
          top: rows
            .filter((r) => r.categoryId === c.id)
            .slice(0, TOP_PER_CATEGORY)
            .map(brief),
        })),
        popular: rows
          .filter((r) => r.popular)
          .slice(0, POPULAR_MAX)
          .map(brief),
      };
    },

    async category(categoryId: string, now: Date): Promise<FaqCategoryView> {
      const cats = await categories(now);
      const category = cats.find((c) => c.id === categoryId);
      if (!category) throw fail('ERR_FAQ_CATEGORY_NOT_FOUND');
      const [rows, values] = await Promise.all([
        db
          .select({ id: q.id, categoryId: q.categoryId, question: q.question, answer: q.answer })
          .from(q)
          .where(and(live(now), eq(q.categoryId, categoryId)))
          .orderBy(asc(q.sortOrder), asc(q.id)),
        placeholders(),
      ]);
      return {
        category,
        categories: cats,
        questions: rows.map((r) => ({
          id: r.id,
          categoryId: r.categoryId,
          question: fillText(r.question, values),
          excerpt: excerptOf(fillText(r.answer, values)),
        })),
      };
    },

    async question(categoryId: string, rawId: string, voter: string | null, now: Date): Promise<FaqQuestionView> {
      const id = idOf(rawId);
      if (id === null) throw fail('ERR_FAQ_QUESTION_NOT_FOUND');
      const [row] = await db
        .select({ question: q, categoryName: cat.name })
        .from(q)
        .innerJoin(cat, and(eq(cat.id, q.categoryId), eq(cat.published, true)))
        .where(and(eq(q.id, id), live(now)))
        .limit(1);
      if (!row || row.question.categoryId !== categoryId) throw fail('ERR_FAQ_QUESTION_NOT_FOUND');
      const r = row.question;
      const [related, cats, state, values] = await Promise.all([
        db
          .select({ id: q.id, categoryId: q.categoryId, question: q.question })
          .from(q)
          .where(and(live(now), eq(q.categoryId, r.categoryId), sql`${q.id} <> ${id}`))
          .orderBy(asc(q.sortOrder), asc(q.id))
          .limit(RELATED_MAX),
        categories(now),
        voteState(id, voter, r),
        placeholders(),
      ]);
      return {
        id,
        category: { id: r.categoryId, name: row.categoryName },
        question: fillText(r.question, values),
        answer: fillText(r.answer, values),
        version: r.version,
        effectiveDate: beijingDate(r.effectiveAt.getTime()),
        votes: state,
        related: related.map((x) => ({ ...x, question: fillText(x.question, values) })),
        categories: cats,
      };
    },

    async search(text: string, now: Date): Promise<FaqSearchResult> {
      const words = [...new Set(text.split(/\s+/).filter(Boolean))].slice(0, 5);
      const hit = (w: string) => {
        const p = `%${likeEscape(w)}%`;
        return or(ilike(q.question, p), ilike(q.answer, p), ilike(q.keywords, p)) as SQL;
      };
      const inQuestion = sql<number>`(${sql.join(
        words.map((w) => sql`(${q.question} ILIKE ${`%${likeEscape(w)}%`})::int`),
        sql` + `,
      )})`;
      const where = and(live(now), eq(cat.published, true), ...words.map(hit));
      const [rows, [{ total }], values] = await Promise.all([
        db
          .select({ id: q.id, categoryId: q.categoryId, question: q.question, answer: q.answer, categoryName: cat.name })
          .from(q)
          .innerJoin(cat, eq(cat.id, q.categoryId))
          .where(where)
          .orderBy(desc(inQuestion), desc(q.helpfulCount), asc(cat.sortOrder), asc(q.sortOrder), asc(q.id))
          .limit(FAQ_SEARCH_LIMIT),
        db.select({ total: count() }).from(q).innerJoin(cat, eq(cat.id, q.categoryId)).where(where),
        placeholders(),
      ]);
      return {
        q: text,
        total: Number(total),
        results: rows.map((r) => ({
          id: r.id,
          categoryId: r.categoryId,
          categoryName: r.categoryName,
          question: fillText(r.question, values),
          excerpt: excerptOf(fillText(r.answer, values), words),
        })),
      };
    },

    async vote(rawId: string, voter: string, vote: FaqVoteValue, now: Date): Promise<FaqVoteState> {
      const id = idOf(rawId);
      if (id === null) throw fail('ERR_FAQ_QUESTION_NOT_FOUND');
      const helpful = vote === 'helpful';
      return db.transaction(async (tx) => {
        const [question] = await tx
          .select({ id: q.id, helpfulCount: q.helpfulCount, unhelpfulCount: q.unhelpfulCount })
          .from(q)
          .where(and(eq(q.id, id), live(now)))
          .for('update');
        if (!question) throw fail('ERR_FAQ_QUESTION_NOT_FOUND');
        const [previous] = await tx
          .select({ helpful: votes.helpful })
          .from(votes)
          .where(and(eq(votes.questionId, id), eq(votes.voter, voter)))
          .limit(1);
        let { helpfulCount, unhelpfulCount } = question;
        if (!previous) {
          await tx.insert(votes).values({ questionId: id, voter, helpful, createdAt: now, updatedAt: now });
          if (helpful) helpfulCount++;
          else unhelpfulCount++;
        } else if (previous.helpful !== helpful) {
          await tx
            .update(votes)
            .set({ helpful, updatedAt: now })
            .where(and(eq(votes.questionId, id), eq(votes.voter, voter)));
          helpfulCount += helpful ? 1 : -1;
          unhelpfulCount += helpful ? -1 : 1;
        }
        if (helpfulCount !== question.helpfulCount || unhelpfulCount !== question.unhelpfulCount) {
          await tx.update(q).set({ helpfulCount, unhelpfulCount }).where(eq(q.id, id));
        }
        return { helpfulCount, unhelpfulCount, myVote: vote };
      });
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
