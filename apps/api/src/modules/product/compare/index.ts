/** Module entry: product comparison and trade-in estimates. Registered by app.ts under /api. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerCompareModule(_api: FastifyInstance, _deps: ModuleDeps): void {}
