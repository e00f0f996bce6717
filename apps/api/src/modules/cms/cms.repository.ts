/** Reads of the CMS tables (cms_blocks, sys_settings); no rules beyond "live now, for this platform". */
import { and, arrayContains, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { CmsPlatform } from '@shop/contracts';

const b = schema.cmsBlocks;

export interface BlockRow {
  id: string;
  position: string;
  payload: unknown;
  sortOrder: number;
}

export interface BlockQuery {
  kind: string;
  platform: CmsPlatform;
  /** The server clock's now: the block's window [startsAt, endsAt) must contain it. */
  at: Date;
  position?: string;
}

export function createCmsRepository(database: Database) {
  const { db } = database;
  return {
    /** Published blocks of a kind shown on the platform at the instant, by sort order (id breaks ties, so the order is stable). */
    async liveBlocks(q: BlockQuery): Promise<BlockRow[]> {
      return db
        .select({ id: b.id, position: b.position, payload: b.payload, sortOrder: b.sortOrder })
        .from(b)
        .where(
          and(
            eq(b.kind, q.kind),
            eq(b.published, true),
            q.position === undefined ? undefined : eq(b.position, q.position),
            arrayContains(b.platforms, [q.platform]),
            or(isNull(b.startsAt), lte(b.startsAt, q.at)),
            or(isNull(b.endsAt), gt(b.endsAt, q.at)),
          ),
        )
        .orderBy(asc(b.sortOrder), asc(b.id));
    },

    async settings(): Promise<Map<string, string>> {
      const rows = await db.select().from(schema.sysSettings);
      return new Map(rows.map((r) => [r.key, r.value]));
    },
  };
}

export type CmsRepository = ReturnType<typeof createCmsRepository>;
