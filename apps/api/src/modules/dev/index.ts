/** Module entry: dev — test hooks (the latest SMS of a number), registered outside production only. Provides nothing. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../platform/types.ts';
import { devRoutes, type SmsSink } from './routes.ts';

export type { SmsSink } from './routes.ts';

export interface DevNeeds {
  ctx: ApiContext;
  /** The SMS sink read by /api/dev/sms/latest. */
  smsSink: SmsSink;
}

export function registerDev(api: FastifyInstance, needs: DevNeeds): void {
  devRoutes(api, needs.ctx, needs.smsSink);
}
