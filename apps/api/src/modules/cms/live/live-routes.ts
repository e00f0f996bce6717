/**
 * Live-stream entry on the product page. getLiveIconInfo: the icon for one SPU (a room live
 * now wins over a recording; an ended room shows nothing). getStartLive: the rooms live now,
 * all or for one SPU. The URL is the one for the asking platform (pc or mobile).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import { envelopeSchema } from '@shop/contracts';
import { LIVE_PLATFORMS, liveIconSchema, liveRoomSchema, type LiveIcon } from '@shop/contracts/delivery';
import { ok } from '../../../platform/envelope.ts';
import type { CmsParts } from '../cms-needs.ts';

const tags = ['delivery'];
const platform = z.enum(LIVE_PLATFORMS, { error: '不支持的平台' });
const spu = z.string().trim().min(1).max(64, { error: '商品编码过长' });
const l = schema.storeLives;

const NO_ROOM: LiveIcon = { live: false, type: null, title: '', url: '', cover: '' };

export function liveRoutes(api: FastifyInstance, deps: Pick<CmsParts, 'ctx'>) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.ctx.database;
  const urlFor = (p: 'pc' | 'mobile', row: { pcUrl: string; mobileUrl: string }) => (p === 'pc' ? row.pcUrl : row.mobileUrl);

  r.get(
    '/sys/storeLive/getLiveIconInfo/:platform/:spuCd',
    {
      schema: {
        tags,
        summary: '商品页直播入口',
        description: '有直播中的房间时 type 为 live，否则有回放时为 record；都没有时 live 为 false。',
        params: z.object({ platform, spuCd: spu }),
        response: { 200: envelopeSchema(liveIconSchema) },
      },
    },
    async (req) => {
      const [room] = await db
        .select()
        .from(l)
        .where(and(eq(l.spuCode, req.params.spuCd), inArray(l.status, ['live', 'record']), lte(l.startsAt, deps.ctx.clock.now())))
        // live before record, then the newest
        .orderBy(sql`CASE ${l.status} WHEN 'live' THEN 0 ELSE 1 END`, desc(l.startsAt))
        .limit(1);
      if (!room) return ok(req, NO_ROOM);
      return ok(req, { live: true, type: room.status as 'live' | 'record', title: room.title, url: urlFor(req.params.platform, room), cover: room.cover });
    },
  );

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
  const response = { 200: envelopeSchema(z.array(liveRoomSchema)) };

  r.get(
    '/sys/storeLive/getStartLive/:platform',
    { schema: { tags, summary: '正在直播的房间（全部）', params: z.object({ platform }), response } },
    async (req) => ok(req, await startLive(req.params.platform)),
  );
  r.get(
    '/sys/storeLive/getStartLive/:platform/:spuCd',
    { schema: { tags, summary: '正在直播的房间（某商品）', params: z.object({ platform, spuCd: spu }), response } },
    async (req) => ok(req, await startLive(req.params.platform, req.params.spuCd)),
  );
}
