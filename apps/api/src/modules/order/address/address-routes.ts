/**
 * Delivery-address calls (our design; checkout and the personal centre share them), registered
 * from their definitions in @shop/contracts/endpoints/address. Member only; a member reaches
 * only their own addresses (another's id answers 404).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressEndpoints } from '@shop/contracts/endpoints/address';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { OrderParts } from '../order-needs.ts';
import type { AddressService } from './address.service.ts';

export function addressRoutes(api: FastifyInstance, deps: Pick<OrderParts, 'members'>, addresses: AddressService) {
  const memberId = async (req: FastifyRequest) => (await deps.members.requireOfAuth(req.auth)).id;

  routeEndpoint(api, addressEndpoints.list, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(req, await addresses.list(await memberId(req)));
  });
  routeEndpoint(api, addressEndpoints.save, async (req) => ok(req, await addresses.save(await memberId(req), req.body)));
  routeEndpoint(api, addressEndpoints.setDefault, async (req) => ok(req, await addresses.setDefault(await memberId(req), req.params.id)));
  routeEndpoint(api, addressEndpoints.remove, async (req) => {
    await addresses.remove(await memberId(req), req.params.id);
    return ok(req, null);
  });
}
