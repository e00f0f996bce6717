/** Help centre: the shopping guide pages, the FAQ and its helpful votes. @owner help-centre (apps/api/src/modules/help-centre). */
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One version of a help page (购物指南 about … contact, and the mini-program page wechat-xcx).
 * A page shows its newest version whose effective date has come; older versions stay as the
 * record of what the shop said when. `body`: the page's sections (contracts/help-centre.ts).
 */
export const helpPages = pgTable(
  'help_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: jsonb('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('help_pages_slug_version_key').on(t.slug, t.version), index('help_pages_effective_idx').on(t.slug, t.effectiveAt)],
);

/** A FAQ category; the id is the slug used in /faq/{categoryId}. */
export const helpFaqCategories = pgTable('help_faq_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
});

/** A question with its answer, versioned in place (version + effective date of the text shown); counts of the votes kept here. */
export const helpFaqQuestions = pgTable(
  'help_faq_questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => helpFaqCategories.id),
    question: text('question').notNull(),
    /** Paragraphs separated by a blank line; lines starting with "- " form a list. */
    answer: text('answer').notNull(),
    /** Extra search words (synonyms) not in the text. */
    keywords: text('keywords').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Shown on the FAQ home as a popular question. */
    popular: boolean('popular').notNull().default(false),
    published: boolean('published').notNull().default(true),
    version: integer('version').notNull().default(1),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    unhelpfulCount: integer('unhelpful_count').notNull().default(0),
  },
  (t) => [
    index('help_faq_questions_category_idx').on(t.categoryId, t.sortOrder),
    check('help_faq_questions_counts_check', sql`${t.helpfulCount} >= 0 AND ${t.unhelpfulCount} >= 0`),
  ],
);

/** One vote per voter (member m:<userNo> or visitor a:<anonId>) per question; changeable. */
export const helpFaqVotes = pgTable(
  'help_faq_votes',
  {
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => helpFaqQuestions.id),
    voter: text('voter').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.voter] })],
);
