/**
 * Seed step 0014-help-centre: the shopping guide pages and the mini-program page (version 1),
 * the FAQ categories and questions, from seed/help-centre/*.json. Question ids are fixed in
 * the file (stable links); the id sequence is moved past them for questions added later.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { helpFaqCategories, helpFaqQuestions, helpPages } from '../schema/index.ts';

interface PageSeed {
  slug: string;
  sortOrder: number;
  title: string;
  summary: string;
  effectiveAt: string;
  body: unknown;
}
interface FaqSeed {
  effectiveAt: string;
  categories: { id: string; name: string; description: string }[];
  questions: { id: number; categoryId: string; question: string; answer: string; keywords?: string; popular?: boolean }[];
}

export async function seedHelpCentre(tx: Tx, read: <T>(name: string) => T): Promise<void> {
  const { pages } = read<{ pages: PageSeed[] }>('help-centre/pages.json');
  await tx
    .insert(helpPages)
    .values(
      pages.map((p) => ({
        slug: p.slug,
        version: 1,
        title: p.title,
        summary: p.summary,
        body: p.body,
        sortOrder: p.sortOrder,
        effectiveAt: new Date(p.effectiveAt),
      })),
    )
    .onConflictDoNothing();

  const faq = read<FaqSeed>('help-centre/faq.json');
  await tx
    .insert(helpFaqCategories)
    .values(faq.categories.map((c, i) => ({ ...c, sortOrder: (i + 1) * 10 })))
    .onConflictDoNothing();
  const order = new Map<string, number>();
  await tx
    .insert(helpFaqQuestions)
    .values(
      faq.questions.map((q) => {
        const n = (order.get(q.categoryId) ?? 0) + 1;
        order.set(q.categoryId, n);
        return {
          id: q.id,
          categoryId: q.categoryId,
          question: q.question,
          answer: q.answer,
          keywords: q.keywords ?? '',
          popular: q.popular ?? false,
          sortOrder: n * 10,
          effectiveAt: new Date(faq.effectiveAt),
        };
      }),
    )
    .onConflictDoNothing();
  await tx.execute(sql`SELECT setval(pg_get_serial_sequence('help_faq_questions', 'id'), (SELECT max(id) FROM help_faq_questions))`);
}
