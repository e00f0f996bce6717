/**
 * Seed step 0014-service-promises: the shop's service promises per site (issue #14 item 8),
 * cms_blocks of kind `service-promise` from seed/cms/service-promises.json. Kept rows win, as
 * for the other CMS blocks: an operator's later edit is not overwritten.
 */
import type { Tx } from '../client.ts';
import { cmsBlocks } from '../schema/index.ts';

interface PromiseBlockSeed {
  id: string;
  kind: string;
  position: string;
  platforms: string[];
  sortOrder: number;
  payload: unknown;
}

export async function seedServicePromises(tx: Tx, read: <T>(name: string) => T): Promise<void> {
  const { blocks } = read<{ blocks: PromiseBlockSeed[] }>('cms/service-promises.json');
  await tx
    .insert(cmsBlocks)
    .values(blocks.map((b) => ({ id: b.id, kind: b.kind, position: b.position, platforms: b.platforms, payload: b.payload, sortOrder: b.sortOrder })))
    .onConflictDoNothing();
}
