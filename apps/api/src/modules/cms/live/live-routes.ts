/**
 * Live-stream entry on the product page. getLiveIconInfo: the icon for one SPU (a room live
 * now wins over a recording; an ended room shows nothing). getStartLive: the rooms live now,
 * all or for one SPU. The URL is the one for the asking platform (pc or mobile).
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { LiveIcon } from '@shop/contracts/delivery';
import { pdpEndpoints } from '@shop/contracts/endpoints/pdp';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { CmsParts } from '../cms-needs.ts';

const l = schema.storeLives;

const NO_ROOM: LiveIcon = { live: false, type: null, title: '', url: '', cover: '' };

export function liveRoutes(api: FastifyInstance, deps: Pick<CmsParts, 'ctx'>) {
  const { db } = deps.ctx.database;
  const urlFor = (p: 'pc' | 'mobile', row: { pcUrl: string; mobileUrl: string }) => (p === 'pc' ? row.pcUrl : row.mobileUrl);

  routeEndpoint(api, pdpEndpoints.liveIcon, async (req) => {
    const [room] = await db
      .select()
      .from(l)
      .where(and(eq(l.spuCode, req.params.spuCd), inArray(l.status, ['live', 'record']), lte(l.startsAt, deps.ctx.clock.now())))
      // live before record, then the newest
      .orderBy(sql`CASE ${l.status} WHEN 'live' THEN 0 ELSE 1 END`, desc(l.startsAt))
      .limit(1);
    if (!room) return ok(req, NO_ROOM);
    return ok(req, { live: true, type: room.status as 'live' | 'record', title: room.title, url: urlFor(req.params.platform, room), cover: room.cover });
  });

  const startLive = async (p: 'pc' | 'mobile', spuCd?: string) => {
    const rows = await db
      .select()
      .from(l)
      .where(and(eq(l.status, 'live'), lte(l.startsAt, deps.ctx.clock.now()), spuCd ? eq(l.spuCode, spuCd) : undefined))
      .orderBy(asc(l.startsAt), asc(l.id));
    return rows.map((row) => ({
      id: row.id,
      spuCd: row.spuCode,
      title: row.title,
      url: urlFor(p, row),
      cover: row.cover,
      startsAt: row.startsAt.toISOString(),
    }));
  };

  routeEndpoint(api, pdpEndpoints.liveRooms, async (req) => ok(req, await startLive(req.params.platform)));
  routeEndpoint(api, pdpEndpoints.liveRoomsOfSpu, async (req) => ok(req, await startLive(req.params.platform, req.params.spuCd)));
}
