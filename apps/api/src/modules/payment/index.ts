/**
 * Module entry: payment (issues #5, #12). The shop's payments (create, status with gateway
 * query, notifications, serving the post-payment draw) and the local sandbox gateways that stand in
 * for WeChat Pay (APIv3), Alipay (open API) and the imitation providers (UnionPay, JD Pay,
 * CMB, China UMS) under /api/sandbox/…. Gateways, ids and keys come from settings
 * (settings.ts); provider keys are resolved and pinned before the server listens.
 * The draw itself is the marketing lottery's: app.ts passes it in, and gets back the paid-order
 * check the lottery asks.
 */
import type { FastifyInstance } from 'fastify';
import type { PaymentNeeds, PaymentProvides } from './payment-needs.ts';
import { createGateways } from './gateways/index.ts';
import { createNotificationService } from './notification.service.ts';
import { createPaymentService } from './payment.service.ts';
import { notifyRoutes, paymentRoutes } from './payment-routes.ts';
import { alipaySandboxRoutes } from './sandbox/alipay-openapi.ts';
import { createNotifier } from './sandbox/notifier.ts';
import { createSandboxGateway } from './sandbox/sandbox-gateway.ts';
import { createSandboxKeys } from './sandbox/sandbox-keys.ts';
import { sandboxRoutes } from './sandbox/sandbox-routes.ts';
import { wechatPaySandboxRoutes } from './sandbox/wechatpay-v3.ts';
import { paymentSettingsOf } from './settings.ts';
import { createPaymentRecords } from './payment-records.ts';
import { keyHolder, loadProviderKeys } from './trust/provider-keys.ts';
import { createRefundDesk } from './refunds/refund-desk.ts';
import { createRefundNotifications } from './refunds/refund-notifications.ts';
import { refundDevRoutes, refundNotifyRoutes } from './refunds/refund-routes.ts';

/** Gateways sign the exact bytes they send: these routes get the body as a raw string. */
function rawBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
}

export type { PaymentNeeds, PaymentProvides } from './payment-needs.ts';

export function registerPayment(api: FastifyInstance, deps: PaymentNeeds): PaymentProvides {
  const { orders, lottery } = deps;
  const { config, database, clock, origins } = deps.ctx;
  const settings = paymentSettingsOf(config);
  const store = createSandboxKeys(database);
  const keys = keyHolder();
  // Keys are loaded (settings, else the sandbox key store) and pinned before the first request.
  api.addHook('onReady', async () => {
    keys.set(await loadProviderKeys(settings, config.secret, store));
    if (config.nodeEnv === 'production') {
      const onSandbox = [
        !settings.alipay.gateway && 'alipay',
        !settings.wxpay.base && 'wxpay',
        ...Object.entries(settings.imitation).map(([m, s]) => !s.gateway && m),
      ].filter(Boolean);
      if (onSandbox.length)
        api.log.warn({ methods: onSandbox }, 'payment methods on the built-in sandbox (no money is taken): set their gateway settings to go live');
    }
  });

  const gateways = createGateways(settings, keys, origins);
  const refunds = createRefundDesk({ database, clock, gateways, publicOrigin: origins.public, orders, log: api.log });
  const payments = createPaymentService({ database, clock, orders, gateways, publicOrigin: origins.public, lateRefunds: refunds, log: api.log });
  const notifications = createNotificationService({ database, clock, gateways, payments });
  const refundNotes = createRefundNotifications({ database, clock, gateways, desk: refunds });
  if (config.nodeEnv !== 'production') refundDevRoutes(api, refunds);
  paymentRoutes(api, deps, { payments, lottery });

  const notifier = createNotifier({ database, clock, merchant: keys.get, keys: store, log: api.log });
  const sandbox = createSandboxGateway({ database, clock, notifier });
  const sandboxOpts = { merchant: keys.get, gateway: sandbox, keys: store, publicOrigin: origins.public, testSwitches: config.nodeEnv !== 'production' };
  api.register(async (scope) => {
    rawBodies(scope);
    notifyRoutes(scope, notifications);
    refundNotifyRoutes(scope, refundNotes);
    sandboxRoutes(scope, sandboxOpts);
    alipaySandboxRoutes(scope, sandboxOpts);
    wechatPaySandboxRoutes(scope, sandboxOpts);
  });
  // Trades whose worker stopped before the merchant acknowledged: one sweep a minute for the shop.
  deps.ctx.jobs?.every('sandbox-notify-sweep', '* * * * *', () => notifier.sweep());
  // Refunds a stopped process left unsent, and those whose result never came (the query fallback).
  deps.ctx.jobs?.every('refund-sweep', '* * * * *', () => refunds.sweep());
  api.addHook('onClose', async () => notifier.close());
  return { paidOrders: payments, records: createPaymentRecords(database), refunds };
}
