/** Module entry: product detail (pdp/*, stkPrice, getSkuStkCnt, recSku, preview). Registered by app.ts under /api. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerPdpModule(_api: FastifyInstance, _deps: ModuleDeps): void {}
