/** Module entry: marketing (coupons and activities on product pages). Registered by app.ts under /api. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';

export function registerMarketingModule(_api: FastifyInstance, _deps: ModuleDeps): void {}
