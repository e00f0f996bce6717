/**
 * 内容 of the back office (issue #16): the CMS blocks of one section (home banners, top banners,
 * hot searches, product-page notices, home ads, menu groups, footer columns and links —
 * @shop/contracts/content-admin CONTENT_SECTIONS), listed,
 * created, edited, published / unpublished and reordered. A section is a block kind and its
 * positions; its fields are the block's payload, in the shape the shop's reads parse
 * (cms-payloads.ts). Each write is audited on its own transaction; the table's trigger moves the
 * public data version and sends NOTIFY public_data, so the shop's caches and kept visitor pages
 * are dropped at the commit.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { schema, type Tx } from '@shop/db';
import {
  CONTENT_BLOCKS_MAX,
  CONTENT_SECTIONS,
  type ContentBlock,
  type ContentSection,
  type contentInputSchema,
  type contentListQuerySchema,
} from '@shop/contracts/content-admin';
import type { CmsPlatform } from '@shop/contracts';
import { fail } from '../../../platform/shop-error.ts';
import type { ContentAdminNeeds } from './content-admin-needs.ts';

const b = schema.cmsBlocks;
type BlockRow = typeof b.$inferSelect;

/** Appends the audit row of this request's write on `tx` (bound to the request by the route). */
export type ContentAudit = (
  tx: Tx,
  what: { action: string; target: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) => Promise<void>;

type Input = z.output<ReturnType<typeof contentInputSchema>>;

/** Payload fields the shop's reads expect that a section does not edit (`before`: the stored payload on an edit). */
const STORED_EXTRAS: Partial<Record<ContentSection, (position: string, before: Record<string, unknown> | undefined) => Record<string, unknown>>> = {
  // A product-page notice is an ad of its position: the shop shows its title and link only.
  'pdp-notices': () => ({ image: '' }),
  // A menu group's code is its position; its featured products are kept as they are.
  nav: (position, before) => ({ code: position, featured: Array.isArray(before?.featured) ? before.featured : [] }),
};

/** Blocks a position of the section may hold (a menu group or footer column is one block). */
const capOf = (section: ContentSection): number => {
  const def = CONTENT_SECTIONS[section];
  return 'perPosition' in def ? def.perPosition : CONTENT_BLOCKS_MAX;
};

const SORT_STEP = 10;
const UPLOADED = /^\/media\/catalogue\/([A-Za-z0-9_-]{22})\.webp$/;

export function createContentAdmin({ ctx, pictures }: Pick<ContentAdminNeeds, 'ctx' | 'pictures'>) {
  const { db } = ctx.database;
  const { clock } = ctx;

  const positionsOf = (section: ContentSection) => Object.keys(CONTENT_SECTIONS[section].positions);
  const ofSection = (section: ContentSection): SQL => and(eq(b.kind, CONTENT_SECTIONS[section].kind), inArray(b.position, positionsOf(section)))!;

  function blockOf(section: ContentSection, row: BlockRow, now: Date): ContentBlock {
    const keys = Object.keys(CONTENT_SECTIONS[section].fields.shape);
    const payload = (row.payload ?? {}) as Record<string, unknown>;
    const live = row.published && (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);
    return {
      id: row.id,
      position: row.position,
      platforms: row.platforms as CmsPlatform[],
      startsAt: row.startsAt?.getTime() ?? null,
      endsAt: row.endsAt?.getTime() ?? null,
      sortOrder: row.sortOrder,
      published: row.published,
      updatedAt: row.updatedAt?.getTime() ?? null,
      live,
      fields: Object.fromEntries(keys.filter((k) => payload[k] !== undefined).map((k) => [k, payload[k]])),
    };
  }

  /** What the audit row keeps of a block. */
  const auditOf = (row: BlockRow) => ({
    position: row.position,
    platforms: row.platforms,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    published: row.published,
    payload: row.payload,
  });

  /** Pictures uploaded in the console must exist (a made-up id is refused). */
  async function checkPictures(input: Record<string, unknown>) {
    for (const key of ['image', 'imageMobile']) {
      const id = typeof input[key] === 'string' ? UPLOADED.exec(input[key])?.[1] : undefined;
      if (id && !(await pictures.read(id))) throw fail('ERR_ADMIN_PICTURE_NOT_FOUND');
    }
  }

  function columnsOf(section: ContentSection, input: Input, before?: BlockRow) {
    const keys = Object.keys(CONTENT_SECTIONS[section].fields.shape);
    const fields = input as unknown as Record<string, unknown>;
    const extras = STORED_EXTRAS[section]?.(input.position, before?.payload as Record<string, unknown> | undefined);
    const payload = { ...extras, ...Object.fromEntries(keys.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]])) };
    return {
      position: input.position,
      platforms: input.platforms,
      startsAt: input.startsAt === null ? null : new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      payload,
    };
  }

  async function lockedBlock(tx: Tx, section: ContentSection, id: string): Promise<BlockRow> {
    const [row] = await tx
      .select()
      .from(b)
      .where(and(eq(b.id, id), ofSection(section)))
      .for('update');
    if (!row) throw fail('ERR_ADMIN_CONTENT_NOT_FOUND');
    return row;
  }

  const target = (section: ContentSection, id: string) => `content:${section}:${id}`;

  return {
    async list(section: ContentSection, q: z.output<typeof contentListQuerySchema>) {
      const where = [ofSection(section)];
      if (q.position !== undefined) where.push(eq(b.position, q.position));
      if (q.platform) where.push(sql`${b.platforms} @> ARRAY[${q.platform}]::text[]`);
      if (q.status) where.push(eq(b.published, q.status === 'published'));
      const rows = await db
        .select()
        .from(b)
        .where(and(...where))
        .orderBy(asc(b.position), asc(b.sortOrder), asc(b.id));
      const now = clock.now();
      return { list: rows.map((r) => blockOf(section, r, now)), total: rows.length };
    },

    async create(section: ContentSection, input: Input, audit: ContentAudit) {
      await checkPictures(input as unknown as Record<string, unknown>);
      const columns = columnsOf(section, input);
      return db.transaction(async (tx) => {
        // Creations in one position queue here, so the count and the next order are exact.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cms-admin:${section}:${input.position}`}))`);
        const [last] = await tx
          .select({ n: sql<number>`count(*)::int`, top: max(b.sortOrder) })
          .from(b)
          .where(and(ofSection(section), eq(b.position, input.position)));
        const cap = capOf(section);
        if ((last?.n ?? 0) >= cap) throw fail('ERR_ADMIN_CONTENT_FULL', { data: { max: cap } });
        const now = clock.now();
        const id = `${CONTENT_SECTIONS[section].kind}-${randomBytes(9).toString('base64url')}`;
        const [row] = await tx
          .insert(b)
          .values({ id, kind: CONTENT_SECTIONS[section].kind, ...columns, sortOrder: (last?.top ?? 0) + SORT_STEP, published: true, updatedAt: now })
          .returning();
        await audit(tx, { action: 'content.block.created', target: target(section, id), after: auditOf(row!) });
        return blockOf(section, row!, now);
      });
    },

    async update(section: ContentSection, id: string, input: Input, audit: ContentAudit) {
      await checkPictures(input as unknown as Record<string, unknown>);
      return db.transaction(async (tx) => {
        const before = await lockedBlock(tx, section, id);
        // Moving a one-per-position block onto a taken position would make two menu groups of one code.
        if (before.position !== input.position && capOf(section) === 1) {
          const [taken] = await tx
            .select({ id: b.id })
            .from(b)
            .where(and(ofSection(section), eq(b.position, input.position)));
          if (taken) throw fail('ERR_ADMIN_CONTENT_FULL', { data: { max: 1 } });
        }
        const columns = columnsOf(section, input, before);
        const now = clock.now();
        const [row] = await tx
          .update(b)
          .set({ ...columns, updatedAt: now })
          .where(eq(b.id, id))
          .returning();
        await audit(tx, { action: 'content.block.updated', target: target(section, id), before: auditOf(before), after: auditOf(row!) });
        return blockOf(section, row!, now);
      });
    },

    async setPublished(section: ContentSection, id: string, published: boolean, audit: ContentAudit) {
      return db.transaction(async (tx) => {
        const before = await lockedBlock(tx, section, id);
        const now = clock.now();
        if (before.published === published) return blockOf(section, before, now);
        const [row] = await tx.update(b).set({ published, updatedAt: now }).where(eq(b.id, id)).returning();
        await audit(tx, {
          action: published ? 'content.block.published' : 'content.block.unpublished',
          target: target(section, id),
          before: { published: before.published },
          after: { published, position: row!.position, payload: row!.payload },
        });
        return blockOf(section, row!, now);
      });
    },

    async reorder(section: ContentSection, input: { position: string; ids: string[] }, audit: ContentAudit) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(b)
          .where(and(ofSection(section), eq(b.position, input.position)))
          .orderBy(asc(b.sortOrder), asc(b.id))
          .for('update');
        const known = new Set(rows.map((r) => r.id));
        if (rows.length === 0 || rows.length !== input.ids.length || !input.ids.every((id) => known.has(id))) throw fail('ERR_ADMIN_CONTENT_ORDER');
        const now = clock.now();
        for (const [i, id] of input.ids.entries()) {
          await tx
            .update(b)
            .set({ sortOrder: (i + 1) * SORT_STEP, updatedAt: now })
            .where(eq(b.id, id));
        }
        await audit(tx, {
          action: 'content.block.reordered',
          target: `content:${section}:${input.position || '-'}`,
          before: { order: rows.map((r) => r.id) },
          after: { order: input.ids },
        });
        const after = await tx
          .select()
          .from(b)
          .where(and(ofSection(section), eq(b.position, input.position)))
          .orderBy(asc(b.sortOrder), asc(b.id));
        return { list: after.map((r) => blockOf(section, r, now)), total: after.length };
      });
    },
  };
}

export type ContentAdmin = ReturnType<typeof createContentAdmin>;
