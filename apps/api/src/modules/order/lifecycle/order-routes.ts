/** Stub (issue #5 foundation): order list, detail, counts, cancel, logistics. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import type { OrderLifecycle } from './order-lifecycle.service.ts';

export function orderRoutes(_api: FastifyInstance, _deps: ModuleDeps, _orders: OrderLifecycle): void {}
