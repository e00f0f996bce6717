import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@shop/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../platform/types.ts';
import { ok } from '../../platform/envelope.ts';

export function sysRoutes(api: FastifyInstance, ctx: ApiContext) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['sys'],
    summary: '服务器时间戳（毫秒）：页面倒计时、活动窗口以服务器时间为准',
    response: { 200: envelopeSchema(z.number().int()) },
  };
  // The spec calls it with POST; GET is allowed too (cacheless, idempotent, handy for probes).
  r.get('/sys/comnmetd/getServerTimeStamp', { schema }, async (req) => ok(req, ctx.clock.nowMs()));
  r.post('/sys/comnmetd/getServerTimeStamp', { schema, config: { csrf: false } }, async (req) => ok(req, ctx.clock.nowMs()));
}
