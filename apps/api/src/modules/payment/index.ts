/** Stub (issue #5 foundation): payment adapters, notifications, sandbox gateways. */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import type { OrderPaymentPort } from '../order/order-ports.ts';

export function registerPaymentModule(_api: FastifyInstance, _deps: ModuleDeps, _orders: OrderPaymentPort): void {}
