/**
 * Module entry: payment (issue #5). The shop's payments (create, status with gateway query,
 * notifications, the post-payment draw) and the local sandbox gateways that stand in for
 * WeChat Pay, Alipay, UnionPay, JD Pay, CMB instalments and China UMS — reached over real
 * HTTP at the shop's own origin, under /api/sandbox/{method}/….
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';
import type { OrderPaymentPort } from '../order/order-ports.ts';
import { createGateways } from './gateways/index.ts';
import { createLotteryService } from './lottery.service.ts';
import { createNotificationService } from './notification.service.ts';
import { createPaymentService } from './payment.service.ts';
import { notifyRoutes, paymentRoutes } from './payment-routes.ts';
import { createNotifier } from './sandbox/notifier.ts';
import { createSandboxGateway } from './sandbox/sandbox-gateway.ts';
import { createSandboxKeys } from './sandbox/sandbox-keys.ts';
import { sandboxRoutes } from './sandbox/sandbox-routes.ts';

/** Gateways sign the exact bytes they send: these routes get the body as a raw string. */
function rawBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
}

export function registerPaymentModule(api: FastifyInstance, deps: ModuleDeps, orders: OrderPaymentPort): void {
  const { config, database, clock } = deps.ctx;
  const gateways = createGateways(config.secret);
  const payments = createPaymentService({ database, clock, orders, gateways, log: api.log });
  const notifications = createNotificationService({ database, clock, gateways, payments });
  const lottery = createLotteryService({ secret: config.secret, clock, points: deps.points, payments });
  paymentRoutes(api, deps, { payments, lottery });

  const keys = createSandboxKeys(database);
  const notifier = createNotifier({ database, clock, secret: config.secret, keys, log: api.log });
  const sandbox = createSandboxGateway({ database, clock, notifier });
  api.register(async (scope) => {
    rawBodies(scope);
    notifyRoutes(scope, deps, notifications);
    sandboxRoutes(scope, { secret: config.secret, gateway: sandbox, keys, publicOrigin: deps.ctx.origins.public });
  });
  // Trades whose worker stopped before the merchant acknowledged: one sweep a minute for the shop.
  deps.ctx.jobs?.every('sandbox-notify-sweep', '* * * * *', () => notifier.sweep());
  api.addHook('onClose', async () => notifier.close());
}
