/**
 * Demo data, loaded once by `npm start` from the JSON files in packages/db/seed.
 * Each seed step is named; a row in seed_runs records that it ran, so restarts do not
 * load it again and a later issue can add steps without touching earlier ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { seedRuns, sites } from '../schema/index.ts';
import { DB_PACKAGE_DIR } from '../package-dir.ts';
import { seedCatalog } from './catalog.ts';
import { cmsSeedStep, cmsSettingsSeedStep } from './cms.ts';
import { seedProductDetail } from './product-detail.ts';
import { seedMarketing } from './marketing.ts';
import { seedReviews } from './reviews.ts';
import { seedServices } from './services.ts';
import { seedAgreements } from './agreements.ts';
import { seedHelpCentre } from './help-centre.ts';
import { seedProductDesigns } from './product-designs.ts';
import { seedServicePromises } from './service-promises.ts';

const seedDir = path.join(DB_PACKAGE_DIR, 'seed');

export function readSeedFile<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(seedDir, name), 'utf8')) as T;
}

interface SeedStep {
  name: string;
  run(tx: Tx): Promise<void>;
}

const steps: SeedStep[] = [
  {
    name: '0001-sites',
    async run(tx) {
      const rows = readSeedFile<(typeof sites.$inferInsert)[]>('sites.json');
      await tx.insert(sites).values(rows).onConflictDoNothing();
    },
  },
  { name: '0002-catalog', run: (tx) => seedCatalog(tx, readSeedFile) },
  cmsSeedStep,
  // Issue #4: product page content, marketing activities and coupons, reviews, delivery and ads.
  { name: '0004-product-detail', run: (tx) => seedProductDetail(tx, readSeedFile) },
  { name: '0005-marketing', run: (tx) => seedMarketing(tx, readSeedFile) },
  { name: '0006-reviews-trade-in', run: (tx) => seedReviews(tx, readSeedFile) },
  { name: '0007-delivery-live-ads', run: (tx) => seedServices(tx, readSeedFile) },
  // Issue #14: agreements and policies, with versions and effective dates.
  { name: '0014-agreements', run: (tx) => seedAgreements(tx, readSeedFile) },
  // Issue #14: shopping guide, FAQ and the mini-program page.
  { name: '0014-help-centre', run: (tx) => seedHelpCentre(tx, readSeedFile) },
  // Issue #14: each product's own picture design, for catalogues seeded before designs existed.
  { name: '0014-product-designs', run: (tx) => seedProductDesigns(tx, readSeedFile) },
  // Issue #14: the service promises shown by the price and at checkout, per site.
  { name: '0014-service-promises', run: (tx) => seedServicePromises(tx, readSeedFile) },
  // Settings added after 0003 (serviceHours), for databases seeded before them; kept values win.
  { name: '0015-settings', run: (tx) => cmsSettingsSeedStep.run(tx) },
];

export async function seedDemoData(database: Database): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
      const inserted = await tx.insert(seedRuns).values({ name: step.name }).onConflictDoNothing().returning();
      if (inserted.length === 0) return;
      await step.run(tx);
      applied.push(step.name);
    });
  }
  return applied;
}
