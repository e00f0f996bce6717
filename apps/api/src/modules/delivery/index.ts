/** Module entry: delivery estimate, arrival notice, TTM, live icon, PDP ads, share poster. Registered by app.ts under /api. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';

export function registerDeliveryModule(_api: FastifyInstance, _deps: ModuleDeps): void {}
