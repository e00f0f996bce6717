/** Module entry: orders (issue #5). So far the delivery addresses; checkout and orders follow. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import { createAddressService } from './address/address.service.ts';
import { addressRoutes } from './address/address-routes.ts';

export function registerOrderModule(api: FastifyInstance, deps: ModuleDeps): void {
  addressRoutes(api, deps, createAddressService({ database: deps.ctx.database, clock: deps.ctx.clock }));
}
