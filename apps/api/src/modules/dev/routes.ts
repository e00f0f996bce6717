/**
 * Developer and test hooks. Registered only outside production: in production these
 * paths do not exist (404 like any unknown path).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeSchema, mobileSchema } from '@shop/contracts';
import { z } from 'zod';
import type { ApiContext } from '../../platform/types.ts';
import { fail } from '../../platform/shop-error.ts';
import { ok } from '../../platform/envelope.ts';
import type { SinkMessage } from '../../adapters/sms/local-sms-sender.ts';

export interface SmsSink {
  latest(mobile: string): Promise<SinkMessage | null>;
}

export function devRoutes(api: FastifyInstance, ctx: ApiContext, sink: SmsSink) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['dev'];

  r.get(
    '/dev/sms/latest',
    {
      schema: {
        tags,
        summary: '（仅非生产环境）读取某手机号最近一条短信',
        querystring: z.object({ mobile: mobileSchema }),
        response: {
          200: envelopeSchema(z.object({ mobile: z.string(), code: z.string().nullable(), content: z.string(), template: z.string(), sentAt: z.string() })),
        },
      },
    },
    async (req) => {
      const msg = await sink.latest(req.query.mobile);
      if (!msg) throw fail('E_NOT_FOUND', { message: '该手机号暂无短信' });
      return ok(req, msg);
    },
  );

  r.get(
    '/dev/clock',
    { schema: { tags, summary: '（仅非生产环境）服务器时钟偏移', response: { 200: envelopeSchema(z.object({ offsetMs: z.number(), now: z.number() })) } } },
    async (req) => ok(req, { offsetMs: ctx.clock.offsetMs, now: ctx.clock.nowMs() }),
  );

  r.post(
    '/dev/clock',
    {
      schema: {
        tags,
        summary: '（仅非生产环境）设置服务器时钟：offsetMs 偏移或 at 指定时刻（毫秒）',
        body: z.object({ offsetMs: z.number().int().optional(), at: z.number().int().positive().optional() }),
        response: { 200: envelopeSchema(z.object({ offsetMs: z.number(), now: z.number() })) },
      },
    },
    async (req) => {
      if (req.body.at !== undefined) ctx.clock.offsetMs = req.body.at - Date.now();
      else ctx.clock.offsetMs = req.body.offsetMs ?? 0;
      return ok(req, { offsetMs: ctx.clock.offsetMs, now: ctx.clock.nowMs() });
    },
  );
}
