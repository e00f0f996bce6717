/**
 * GET /api/sys/region/children/{parentCode}: the address picker's next level. '0' lists
 * the provinces (港澳台 included, marked unsupported), a province its cities, a city its
 * districts. The data never changes at runtime, so shared caches may keep it for a day.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@shop/contracts';
import { regionListSchema } from '@shop/contracts/delivery';
import { ok } from '../../platform/envelope.ts';
import { fail } from '../../platform/shop-error.ts';
import { regionTree, type Region } from './regions.ts';

const params = z.object({
  parentCode: z
    .string()
    .regex(/^(0|\d{6})$/, { error: '地区编码格式不正确' })
    .meta({ description: '0 取省份；6 位省编码取城市；6 位市编码取区县' }),
});

export function regionRoutes(api: FastifyInstance) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tree = regionTree();

  r.get(
    '/sys/region/children/:parentCode',
    {
      schema: {
        tags: ['delivery'],
        summary: '地址选择：下一级地区',
        description: '直辖市的城市级为一个同名城市（如 310100 上海市；重庆分城区 500100、郊县 500200）；无区县的城市（东莞、中山、儋州）以自身为唯一区县。',
        params,
        response: { 200: envelopeSchema(regionListSchema) },
      },
    },
    async (req, reply) => {
      const { parentCode } = req.params;
      let list: Region[];
      if (parentCode === '0') list = tree.provinces;
      else {
        const level = tree.level(parentCode);
        // A district has no children; any code we do not know is a 404 too.
        if (level !== 'province' && level !== 'city') throw fail('E_NOT_FOUND', { message: '该地区不存在' });
        list = tree.children.get(parentCode) ?? [];
      }
      reply.header('cache-control', 'public, max-age=86400');
      return ok(req, list);
    },
  );
}
