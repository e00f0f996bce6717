/**
 * Guide pages (/shoppingMall/*) and the mini-program page (/WeChat-xcx): each slug shows its
 * newest version whose effective date has come (by the server clock); a version dated later
 * waits, an older one stays as the record. Text is filled with the placeholders when served.
 */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { beijingDate } from '@shop/contracts/beijing-time';
import { GUIDE_SLUGS, WECHAT_PAGE_SLUG, helpPageBodySchema, type GuidePage, type GuideSlug, type WechatPage } from '@shop/contracts/help-centre';
import { fail } from '../../platform/shop-error.ts';
import { fillDeep, fillText, type PlaceholderValues } from './placeholders.ts';
import { qrSvg } from './qr-svg.ts';

const hp = schema.helpPages;

const isGuideSlug = (s: string): s is GuideSlug => (GUIDE_SLUGS as readonly string[]).includes(s);

export function createHelpPagesService({ database, placeholders }: { database: Database; placeholders: () => Promise<PlaceholderValues> }) {
  const { db } = database;

  /** The version in force of each slug asked. */
  async function inForce(slugs: readonly string[], now: Date) {
    return db
      .selectDistinctOn([hp.slug])
      .from(hp)
      .where(and(inArray(hp.slug, [...slugs]), lte(hp.effectiveAt, now)))
      .orderBy(hp.slug, desc(hp.version));
  }

  return {
    async guidePage(slug: string, now: Date): Promise<GuidePage> {
      if (!isGuideSlug(slug)) throw fail('ERR_HELP_PAGE_NOT_FOUND');
      const [rows, values] = await Promise.all([inForce(GUIDE_SLUGS, now), placeholders()]);
      const row = rows.find((r) => r.slug === slug);
      if (!row) throw fail('ERR_HELP_PAGE_NOT_FOUND');
      const body = helpPageBodySchema.parse(row.body);
      const nav = rows
        .filter((r) => isGuideSlug(r.slug))
        .sort((a, b) => a.sortOrder - b.sortOrder || GUIDE_SLUGS.indexOf(a.slug as GuideSlug) - GUIDE_SLUGS.indexOf(b.slug as GuideSlug))
        .map((r) => ({ slug: r.slug as GuideSlug, title: fillText(r.title, values), summary: fillText(r.summary, values) }));
      return {
        slug,
        title: fillText(row.title, values),
        summary: fillText(row.summary, values),
        version: row.version,
        effectiveDate: beijingDate(row.effectiveAt.getTime()),
        sections: fillDeep(body.sections, values),
        nav,
      };
    },

    async wechatPage(now: Date): Promise<WechatPage> {
      const [[row], values] = await Promise.all([inForce([WECHAT_PAGE_SLUG], now), placeholders()]);
      if (!row) throw fail('ERR_HELP_PAGE_NOT_FOUND');
      const body = helpPageBodySchema.parse(row.body);
      if (!body.miniProgram) throw fail('ERR_HELP_PAGE_NOT_FOUND');
      const mp = fillDeep(body.miniProgram, values);
      return {
        title: fillText(row.title, values),
        summary: fillText(row.summary, values),
        version: row.version,
        effectiveDate: beijingDate(row.effectiveAt.getTime()),
        sections: fillDeep(body.sections, values),
        miniProgram: { ...mp, qrSvg: await qrSvg(mp.url) },
      };
    },

    /** Versions of one slug, newest first (for tests and the later back office). */
    async versions(slug: string) {
      return db.select({ version: hp.version, effectiveAt: hp.effectiveAt }).from(hp).where(eq(hp.slug, slug)).orderBy(desc(hp.version));
    },

    /** Adds a new version of a page (the back office of #16 will call this; tests do now). Answers its version number. */
    async addVersion(input: { slug: string; title: string; summary: string; body: unknown; effectiveAt: Date; sortOrder?: number }): Promise<number> {
      const body = helpPageBodySchema.parse(input.body);
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`help-page:${input.slug}`}))`);
        const [{ next }] = await tx
          .select({ next: sql<number>`coalesce(max(${hp.version}), 0)::int + 1` })
          .from(hp)
          .where(eq(hp.slug, input.slug));
        await tx.insert(hp).values({
          slug: input.slug,
          version: next!,
          title: input.title,
          summary: input.summary,
          body,
          sortOrder: input.sortOrder ?? 0,
          effectiveAt: input.effectiveAt,
        });
        return next!;
      });
    },
  };
}

export type HelpPagesService = ReturnType<typeof createHelpPagesService>;
