/**
 * GET /api/sys/region/children/{parentCode}: the address picker's next level. '0' lists
 * the provinces (港澳台 included, marked unsupported), a province its cities, a city its
 * districts. The data never changes at runtime, so shared caches may keep it for a day.
 */
import type { FastifyInstance } from 'fastify';
import { deliveryEndpoints } from '@shop/contracts/endpoints/delivery';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { fail } from '../../platform/shop-error.ts';
import { regionTree, type Region } from './regions.ts';

export function regionRoutes(api: FastifyInstance) {
  const tree = regionTree();

  routeEndpoint(api, deliveryEndpoints.regionChildren, async (req, reply) => {
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
  });
}
