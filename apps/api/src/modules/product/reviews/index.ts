/** Module entry: product reviews (comments, star summary, likes). Registered by app.ts under /api. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerReviewModule(_api: FastifyInstance, _deps: ModuleDeps): void {}
