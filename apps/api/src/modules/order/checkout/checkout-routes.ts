/** Stub (issue #5 foundation): POST /api/order/checkout/confirm and /submit. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';
import type { CheckoutService } from './checkout.service.ts';

export function checkoutRoutes(_api: FastifyInstance, _deps: ModuleDeps, _service: CheckoutService): void {}
