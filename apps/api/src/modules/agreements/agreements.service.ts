/**
 * Agreement documents in versions, and members' acceptances. The version in effect is the one
 * with the latest effective date not after now (the clock: tests and the e2e clock-offset cookie
 * move it); texts name the brand and operator as {brand} / {operator}, filled in here.
 */
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { AcceptanceInput, AcceptanceResult, AgreementCode, AgreementDocument, ConsentStatus } from '@shop/contracts/agreements';
import type { ShopEnvironment } from '@shop/contracts';
import type { Clock } from '../../platform/clock.ts';
import { fail } from '../../platform/shop-error.ts';

const { agreementAcceptances, agreementVersions } = schema;
type VersionRow = typeof agreementVersions.$inferSelect;

/** The documents a shopper accepts at sign-in and in the consent step. */
export const ACCEPTED_AT_SIGN_IN: readonly AgreementCode[] = ['service', 'privacy'];

export interface AgreementsServiceDeps {
  database: Database;
  clock: Clock;
  brandName: string;
}

export function createAgreementsService({ database, clock, brandName }: AgreementsServiceDeps) {
  const { db } = database;
  const operator = `${brandName}电子（中国）有限公司`;
  const fill = (s: string) => s.replaceAll('{brand}', brandName).replaceAll('{operator}', operator);
  const ref = (r: Pick<VersionRow, 'revision' | 'version' | 'effectiveAt'>) => ({
    revision: r.revision,
    version: r.version,
    effectiveAt: r.effectiveAt.toISOString(),
  });

  async function versionsOf(code: AgreementCode): Promise<VersionRow[]> {
    return db
      .select()
      .from(agreementVersions)
      .where(eq(agreementVersions.code, code))
      .orderBy(desc(agreementVersions.effectiveAt), desc(agreementVersions.revision));
  }

  /** The versions in effect now of the given documents (a document with none in effect is left out). */
  async function inEffect(codes: readonly AgreementCode[], now: Date): Promise<Map<AgreementCode, VersionRow>> {
    const rows = await db
      .select()
      .from(agreementVersions)
      .where(and(inArray(agreementVersions.code, [...codes]), lte(agreementVersions.effectiveAt, now)))
      .orderBy(asc(agreementVersions.effectiveAt), asc(agreementVersions.revision));
    const map = new Map<AgreementCode, VersionRow>();
    for (const r of rows) map.set(r.code as AgreementCode, r);
    return map;
  }

  async function record(memberId: number, docs: { code: AgreementCode; revision: number }[], channel: ShopEnvironment, source: string) {
    const now = clock.now();
    const current = await inEffect(
      docs.map((d) => d.code),
      now,
    );
    // Only versions already in effect can be accepted: a later one is not yet the text in force;
    // an older one is accepted only if it is the one in effect (no accepting a superseded text).
    const accepted: AcceptanceResult['accepted'] = [];
    await db.transaction(async (tx) => {
      for (const d of docs) {
        const v = current.get(d.code);
        if (!v || v.revision !== d.revision) throw fail('ERR_AGREEMENT_VERSION');
        await tx.insert(agreementAcceptances).values({ memberId, code: d.code, revision: d.revision, channel, acceptedAt: now, source }).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(agreementAcceptances)
          .where(and(eq(agreementAcceptances.memberId, memberId), eq(agreementAcceptances.code, d.code), eq(agreementAcceptances.revision, d.revision)));
        accepted.push({ code: d.code, revision: row!.revision, version: v.version, channel: row!.channel, acceptedAt: row!.acceptedAt.toISOString() });
      }
    });
    return { accepted };
  }

  return {
    async document(code: AgreementCode): Promise<AgreementDocument> {
      const now = clock.now();
      const all = await versionsOf(code);
      const idx = all.findIndex((r) => r.effectiveAt.getTime() <= now.getTime());
      if (idx < 0) throw fail('E_NOT_FOUND');
      const current = all[idx]!;
      // The nearest version published ahead of taking effect (rows before idx are later ones).
      const upcoming = all.slice(0, idx).filter((r) => r.publishedAt.getTime() <= now.getTime());
      const next = upcoming.at(-1);
      return {
        code,
        revision: current.revision,
        version: current.version,
        title: fill(current.title),
        summary: fill(current.summary),
        sections: current.sections.map((s) => ({ heading: fill(s.heading), paragraphs: s.paragraphs.map(fill) })),
        effectiveAt: current.effectiveAt.toISOString(),
        upcoming: next ? ref(next) : null,
        history: all.slice(idx + 1).map(ref),
      };
    },

    async consentStatus(memberId: number | null): Promise<ConsentStatus> {
      const now = clock.now();
      const current = await inEffect(ACCEPTED_AT_SIGN_IN, now);
      const privacy = current.get('privacy');
      const service = current.get('service');
      if (!privacy || !service) throw fail('E_NOT_FOUND');
      let memberPrivacyRevision: number | null = null;
      if (memberId !== null) {
        const [row] = await db
          .select({ revision: agreementAcceptances.revision })
          .from(agreementAcceptances)
          .where(and(eq(agreementAcceptances.memberId, memberId), eq(agreementAcceptances.code, 'privacy')))
          .orderBy(desc(agreementAcceptances.revision))
          .limit(1);
        memberPrivacyRevision = row?.revision ?? null;
      }
      return { privacy: ref(privacy), service: ref(service), memberPrivacyRevision };
    },

    /** POST /api/auth/login/acceptance. */
    accept(memberId: number, input: AcceptanceInput) {
      const seen = new Set<string>();
      const docs = input.documents.filter((d) => !seen.has(d.code) && seen.add(d.code));
      return record(memberId, docs, input.channel, input.source ?? 'consent');
    },

    /** At sign-in: the member accepted the user agreement and privacy policy in effect (the login page's terms). */
    async acceptAtSignIn(memberId: number, channel: ShopEnvironment): Promise<void> {
      const current = await inEffect(ACCEPTED_AT_SIGN_IN, clock.now());
      const docs = [...current.values()].map((v) => ({ code: v.code as AgreementCode, revision: v.revision }));
      if (docs.length > 0) await record(memberId, docs, channel, 'sign-in');
    },
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
