/**
 * 协议与政策 of the back office (issue #16). A new version is written as a draft
 * (agreement_drafts, one per document, never read by the shop); publishing moves it into
 * agreement_versions with the next revision, its effective time and the publishing time, and
 * removes the draft, on one transaction with its audit row. A published version is never
 * changed. The effective time may not be in the past nor before the previous version's, so
 * revisions take effect in order; the shop's reads (agreements.service.ts) then show it once
 * in effect and announce it before, and a new privacy-policy revision in effect makes members
 * who accepted an older one accept again (the consent status compares revisions).
 * agreement_versions' NOTIFY public_data drops the shop's caches and kept visitor pages.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Tx } from '@shop/db';
import {
  AGREEMENT_NAMES,
  CONSENT_DOCUMENTS,
  sectionsFromText,
  textOfSections,
  type AgreementAdminDocument,
  type agreementDraftInputSchema,
  type AgreementVersionDetail,
  type AgreementVersionRow,
} from '@shop/contracts/agreement-admin';
import { AGREEMENT_CODES, AGREEMENT_PATHS, type AgreementCode } from '@shop/contracts/agreement-codes';
import type { BoundAudit } from '../../../platform/admin-route.ts';
import type { ApiContext } from '../../../platform/types.ts';
import { fail } from '../../../platform/shop-error.ts';

const v = schema.agreementVersions;
const d = schema.agreementDrafts;
type VersionRow = typeof v.$inferSelect;
type DraftRow = typeof d.$inferSelect;
type DraftInput = z.output<typeof agreementDraftInputSchema>;

/** A moment's leeway for "not in the past" (the console's clock and the form's minute). */
const PAST_LEEWAY_MS = 60_000;

/** The version in effect: the latest effective time not after now. */
const currentOf = (rows: VersionRow[], now: Date) =>
  rows.filter((r) => r.effectiveAt <= now).sort((a, b) => b.effectiveAt.getTime() - a.effectiveAt.getTime() || b.revision - a.revision)[0];

function stateOf(row: VersionRow, current: VersionRow | undefined, now: Date): AgreementVersionRow['state'] {
  if (row.effectiveAt > now) return 'scheduled';
  return current && row.id === current.id ? 'current' : 'superseded';
}

const rowOfVersion = (r: VersionRow, current: VersionRow | undefined, now: Date): AgreementVersionRow => ({
  revision: r.revision,
  version: r.version,
  title: r.title,
  state: stateOf(r, current, now),
  effectiveAt: r.effectiveAt.getTime(),
  publishedAt: r.publishedAt.getTime(),
  updatedAt: null,
});
const rowOfDraft = (r: DraftRow): AgreementVersionRow => ({
  revision: null,
  version: r.version,
  title: r.title,
  state: 'draft',
  effectiveAt: null,
  publishedAt: null,
  updatedAt: r.updatedAt.getTime(),
});

/** What the audit row keeps of a draft or version (the whole text: what was published is on record). */
const audited = (r: { version: string; title: string; summary: string; sections: unknown }) => ({
  version: r.version,
  title: r.title,
  summary: r.summary,
  sections: r.sections,
});

export function createAgreementAdmin({ ctx }: { ctx: ApiContext }) {
  const { db } = ctx.database;
  const { clock } = ctx;

  /** The versions of a document, newest first, and the one in effect. */
  async function versionsOf(tx: Tx | typeof db, code: AgreementCode, now: Date) {
    const rows = await tx.select().from(v).where(eq(v.code, code)).orderBy(desc(v.revision));
    const current = currentOf(rows, now);
    return { rows, current };
  }

  const detailOfDraft = (r: DraftRow): AgreementVersionDetail => ({
    ...rowOfDraft(r),
    code: r.code as AgreementCode,
    summary: r.summary,
    body: textOfSections(r.sections),
    sections: r.sections,
  });

  async function lockedDraft(tx: Tx, code: AgreementCode) {
    const [row] = await tx.select().from(d).where(eq(d.code, code)).for('update');
    if (!row) throw fail('ERR_ADMIN_AGREEMENT_NO_DRAFT');
    return row;
  }

  const columnsOf = (input: DraftInput) => {
    const parsed = sectionsFromText(input.body);
    // The schema checked the body; a problem here would be a schema and parser out of step.
    if ('problem' in parsed) throw fail('E_VALIDATION', { message: parsed.problem });
    return { version: input.version, title: input.title, summary: input.summary, sections: parsed.sections };
  };

  const target = (code: AgreementCode) => `agreement:${code}`;

  return {
    async list(): Promise<{ list: AgreementAdminDocument[] }> {
      const now = clock.now();
      const [versions, drafts] = await Promise.all([db.select().from(v).orderBy(desc(v.revision)), db.select().from(d)]);
      return {
        list: AGREEMENT_CODES.map((code) => {
          const rows = versions.filter((r) => r.code === code);
          const current = currentOf(rows, now);
          const draft = drafts.find((r) => r.code === code);
          return {
            code,
            name: AGREEMENT_NAMES[code],
            path: AGREEMENT_PATHS[code],
            consent: CONSENT_DOCUMENTS.includes(code),
            current: current ? rowOfVersion(current, current, now) : null,
            versions: [...(draft ? [rowOfDraft(draft)] : []), ...rows.map((r) => rowOfVersion(r, current, now))],
          };
        }),
      };
    },

    async version(code: AgreementCode, revision: number): Promise<AgreementVersionDetail> {
      const now = clock.now();
      const { rows, current } = await versionsOf(db, code, now);
      const row = rows.find((r) => r.revision === revision);
      if (!row) throw fail('ERR_ADMIN_AGREEMENT_NOT_FOUND');
      return { ...rowOfVersion(row, current, now), code, summary: row.summary, body: textOfSections(row.sections), sections: row.sections };
    },

    async draft(code: AgreementCode): Promise<AgreementVersionDetail> {
      const [row] = await db.select().from(d).where(eq(d.code, code));
      if (!row) throw fail('ERR_ADMIN_AGREEMENT_NO_DRAFT');
      return detailOfDraft(row);
    },

    async createDraft(code: AgreementCode, input: DraftInput, audit: BoundAudit) {
      const columns = columnsOf(input);
      return db.transaction(async (tx) => {
        const { current } = await versionsOf(tx, code, clock.now());
        const [row] = await tx
          .insert(d)
          .values({ code, ...columns, basedOn: current?.revision ?? null })
          .onConflictDoNothing()
          .returning();
        if (!row) throw fail('ERR_ADMIN_AGREEMENT_DRAFT_EXISTS');
        await audit(tx, { action: 'agreement.draft.created', target: target(code), after: audited(row) });
        return detailOfDraft(row);
      });
    },

    async updateDraft(code: AgreementCode, input: DraftInput, audit: BoundAudit) {
      const columns = columnsOf(input);
      return db.transaction(async (tx) => {
        const before = await lockedDraft(tx, code);
        const [row] = await tx
          .update(d)
          .set({ ...columns, updatedAt: clock.now() })
          .where(eq(d.code, code))
          .returning();
        await audit(tx, { action: 'agreement.draft.updated', target: target(code), before: audited(before), after: audited(row!) });
        return detailOfDraft(row!);
      });
    },

    async deleteDraft(code: AgreementCode, audit: BoundAudit) {
      return db.transaction(async (tx) => {
        const before = await lockedDraft(tx, code);
        await tx.delete(d).where(eq(d.code, code));
        await audit(tx, { action: 'agreement.draft.deleted', target: target(code), before: audited(before) });
        return { code };
      });
    },

    async publish(code: AgreementCode, effectiveAtMs: number | null, audit: BoundAudit): Promise<AgreementVersionDetail> {
      return db.transaction(async (tx) => {
        const draft = await lockedDraft(tx, code);
        // Publications of one document queue here, so the next revision and the order check are exact.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`agreement-admin:${code}`}))`);
        const now = clock.now();
        const { rows } = await versionsOf(tx, code, now);
        const last = rows[0];
        const effectiveAt = effectiveAtMs === null ? now : new Date(effectiveAtMs);
        if (effectiveAt.getTime() < now.getTime() - PAST_LEEWAY_MS || (last && effectiveAt <= last.effectiveAt)) {
          throw fail('ERR_ADMIN_AGREEMENT_EFFECTIVE', { data: { after: Math.max(now.getTime(), last?.effectiveAt.getTime() ?? 0) } });
        }
        const [row] = await tx
          .insert(v)
          .values({
            code,
            revision: (last?.revision ?? 0) + 1,
            version: draft.version,
            title: draft.title,
            summary: draft.summary,
            sections: draft.sections,
            effectiveAt,
            publishedAt: now,
          })
          .returning();
        await tx.delete(d).where(eq(d.code, code));
        await audit(tx, {
          action: 'agreement.version.published',
          target: target(code),
          after: { revision: row!.revision, effectiveAt: effectiveAt.toISOString(), ...audited(row!) },
        });
        const current = effectiveAt <= now ? row! : rows.find((r) => r.effectiveAt <= now);
        return { ...rowOfVersion(row!, current, now), code, summary: row!.summary, body: textOfSections(row!.sections), sections: row!.sections };
      });
    },
  };
}

export type AgreementAdmin = ReturnType<typeof createAgreementAdmin>;
