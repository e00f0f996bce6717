/**
 * Seed step 0003-cms: the storefront's editable content (navigation, footer, banners, ads,
 * top banners, popular searches) and the system settings, from packages/db/seed/cms/*.json.
 * Content lives in files rather than SQL so an operator-style edit is a JSON diff.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Tx } from '../client.ts';
import { cmsBlocks, sysSettings } from '../schema/index.ts';
import { DB_PACKAGE_DIR } from '../package-dir.ts';

const cmsSeedDir = path.join(DB_PACKAGE_DIR, 'seed/cms');

/** One block as the JSON files write it: times as ISO strings with their offset. */
interface SeedBlock {
  id: string;
  kind: string;
  position: string;
  platforms: string[];
  sortOrder: number;
  startsAt?: string;
  endsAt?: string;
  payload: unknown;
}

const BLOCK_FILES = ['nav.json', 'footer.json', 'banners.json', 'ads.json', 'top-banners.json', 'hot-searches.json'];

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(cmsSeedDir, name), 'utf8')) as T;
}

function toRow(b: SeedBlock): typeof cmsBlocks.$inferInsert {
  return {
    id: b.id,
    kind: b.kind,
    position: b.position,
    platforms: b.platforms,
    payload: b.payload,
    sortOrder: b.sortOrder,
    startsAt: b.startsAt ? new Date(b.startsAt) : null,
    endsAt: b.endsAt ? new Date(b.endsAt) : null,
  };
}

export const cmsSeedStep = {
  name: '0003-cms',
  async run(tx: Tx) {
    const rows = BLOCK_FILES.flatMap((f) => readJson<SeedBlock[]>(f).map(toRow));
    // Kept rows win: an operator's later edit of a seeded block is not overwritten.
    await tx.insert(cmsBlocks).values(rows).onConflictDoNothing();
    await cmsSettingsSeedStep.run(tx);
  },
};

/** The system settings of settings.json; a key already stored keeps its value. */
export const cmsSettingsSeedStep = {
  async run(tx: Tx) {
    const settings = readJson<Record<string, string>>('settings.json');
    await tx
      .insert(sysSettings)
      .values(Object.entries(settings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  },
};
