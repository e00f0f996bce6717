/** Module entry: sys — the server clock under /api. Needs only the API context; provides nothing. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../platform/types.ts';
import { sysRoutes } from './routes.ts';

export interface SysNeeds {
  ctx: ApiContext;
}

export function registerSys(api: FastifyInstance, needs: SysNeeds): void {
  sysRoutes(api, needs.ctx);
}
