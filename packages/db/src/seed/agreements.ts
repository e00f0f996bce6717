/**
 * Demo agreements (issue #14): the user agreement, terms of use, visitor notice, cookie policy,
 * enterprise-store supplement and the privacy policy in two versions (V4.0 from March 2025,
 * V5.0 in effect since November 2026, published a month ahead). The texts name the brand and operator as {brand} and
 * {operator} (configuration, filled in by the agreements module when read); the service phone
 * comes from the CMS settings file.
 */
import type { Tx } from '../client.ts';
import { agreementVersions, type AgreementSection } from '../schema/index.ts';

interface SeedDoc {
  code: string;
  revision: number;
  version: string;
  title: string;
  effectiveAt: string;
  summary: string;
  sections: AgreementSection[];
}

interface SeedPrivacy {
  code: string;
  title: string;
  sections: AgreementSection[];
  versions: { revision: number; version: string; effectiveAt: string; summary: string; addSections?: AgreementSection[] }[];
}

const DOMAIN = 'xingchen-shop.cn';

export async function seedAgreements(tx: Tx, read: <T>(name: string) => T): Promise<void> {
  const settings = read<{ servicePhone?: string; serviceHours?: string }>('cms/settings.json');
  const phone = settings.servicePhone ?? '400-810-5858';
  const hours = settings.serviceHours ?? '';
  const fill = (s: string) => s.replaceAll('{servicePhone}', phone).replaceAll('{serviceHours}', hours).replaceAll('{domain}', DOMAIN);
  const fillSections = (sections: AgreementSection[]) => sections.map((s) => ({ heading: fill(s.heading), paragraphs: s.paragraphs.map(fill) }));

  const docs = read<SeedDoc[]>('agreements/agreements.json');
  const privacy = read<SeedPrivacy>('agreements/privacy.json');
  const rows: (typeof agreementVersions.$inferInsert)[] = docs.map((d) => ({
    code: d.code,
    revision: d.revision,
    version: d.version,
    title: d.title,
    summary: fill(d.summary),
    sections: fillSections(d.sections),
    effectiveAt: new Date(d.effectiveAt),
    publishedAt: new Date(d.effectiveAt),
  }));
  for (const v of privacy.versions) {
    const effectiveAt = new Date(v.effectiveAt);
    rows.push({
      code: privacy.code,
      revision: v.revision,
      version: v.version,
      title: privacy.title,
      summary: fill(v.summary),
      sections: fillSections([...privacy.sections, ...(v.addSections ?? [])]),
      effectiveAt,
      // A change is announced a month before it applies.
      publishedAt: new Date(effectiveAt.getTime() - (v.revision > 1 ? 31 * 86_400_000 : 0)),
    });
  }
  await tx.insert(agreementVersions).values(rows).onConflictDoNothing();
}
