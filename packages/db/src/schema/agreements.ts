/**
 * Agreements and policies (user agreement, terms of use, privacy policy, visitor notice, cookie
 * policy, enterprise-store policy), each kept in versions with an effective date, and the
 * members' acceptances of them. @owner agreements (apps/api/src/modules/agreements). Issue #14.
 */
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One section of a document: a heading and its paragraphs (plain text; a line starting with "· " is a list item). */
export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

/**
 * A version of a document. `code` names the document (service, useclause, privacy, visitors,
 * cookie, corporate-privacy); `revision` counts its versions from 1; `version` is the label
 * shown (V2.0). The version in effect is the one with the latest effectiveAt not after now.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    revision: integer('revision').notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    sections: jsonb('sections').$type<AgreementSection[]>().notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_versions_code_revision_uq').on(t.code, t.revision), index('agreement_versions_effective_idx').on(t.code, t.effectiveAt)],
);

/** A member's acceptance of one document version: when, and on which channel (pc, mobile, app, wxApp, aliApp). */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    revision: integer('revision').notNull(),
    channel: text('channel', { enum: ['pc', 'mobile', 'app', 'wxApp', 'aliApp'] }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** How it was given: sign-in (login page), consent (the consent step), api (a client's own call). */
    source: text('source').notNull().default('api'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.code, t.revision] })],
);

/**
 * A new version being written in the console (issue #16), not yet published: at most one per
 * document. Publishing moves it into agreement_versions with the next revision and its effective
 * time, and removes it; a published version is never edited (a new draft instead). The shop
 * never reads this table.
 */
export const agreementDrafts = pgTable('agreement_drafts', {
  code: text('code').primaryKey(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  sections: jsonb('sections').$type<AgreementSection[]>().notNull(),
  /** The revision the draft was written from (its text copied), null for a first version. */
  basedOn: integer('based_on'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
