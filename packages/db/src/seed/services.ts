/**
 * Seed step 0007-delivery-live-ads: TTM SPUs and invitation codes, live rooms and the
 * product-page ad blocks (kinds pdp-ad and pdp-gift-remark in cms_blocks; the scrolling
 * PDP_HORSE_RACE_LAMP notices are ordinary ads seeded by 0003-cms), from seed/services/*.json.
 */
import type { Tx } from '../client.ts';
import { cmsBlocks, storeLives, ttmCodes, ttmSpus } from '../schema/index.ts';

interface TtmSeed {
  spus: { spuCode: string; hint: string }[];
  codes: { code: string; spuCode: string }[];
}
interface LiveSeed {
  spuCode: string;
  title: string;
  status: 'live' | 'record' | 'ended';
  cover: string;
  pcUrl: string;
  mobileUrl: string;
  startsAt: string;
}
interface BlockSeed {
  id: string;
  kind: string;
  position: string;
  platforms: string[];
  sortOrder: number;
  startsAt?: string;
  endsAt?: string;
  payload: unknown;
}

export async function seedServices(tx: Tx, read: <T>(name: string) => T): Promise<void> {
  const ttm = read<TtmSeed>('services/ttm.json');
  await tx.insert(ttmSpus).values(ttm.spus).onConflictDoNothing();
  await tx.insert(ttmCodes).values(ttm.codes).onConflictDoNothing();

  const lives = read<LiveSeed[]>('services/lives.json');
  await tx
    .insert(storeLives)
    .values(lives.map((l) => ({ ...l, startsAt: new Date(l.startsAt) })))
    .onConflictDoNothing();

  const blocks = read<BlockSeed[]>('services/pdp-ads.json');
  await tx
    .insert(cmsBlocks)
    .values(
      blocks.map((b) => ({
        id: b.id,
        kind: b.kind,
        position: b.position,
        platforms: b.platforms,
        payload: b.payload,
        sortOrder: b.sortOrder,
        startsAt: b.startsAt ? new Date(b.startsAt) : null,
        endsAt: b.endsAt ? new Date(b.endsAt) : null,
      })),
    )
    .onConflictDoNothing();
}
