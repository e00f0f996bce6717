/**
 * The API as a Fastify app: the platform (envelope, validation, CSRF, identity, OpenAPI)
 * under /api, health probes at the root. apps/server adds the storefront to the same app.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerApiPlatform } from './platform/api-platform.ts';
import { createTokenSigner } from './platform/tokens.ts';
import { CLOCK_OFFSET_COOKIE, parseClockOffset, runWithClockOffset } from './platform/clock.ts';
import type { ApiContext, ApiDeps } from './platform/types.ts';
import { createOrigins } from './platform/origins.ts';
import { createPublicDataWatch } from './platform/public-data.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerHostAllowList } from './platform/host-allow-list.ts';
import { sendError } from './platform/error-handler.ts';
import { registerMedia } from './modules/media/index.ts';
import { registerUploadMedia, registerUploads } from './modules/uploads/index.ts';
import { registerSys } from './modules/sys/index.ts';
import { registerDev, type SmsSink } from './modules/dev/index.ts';
import { mountAuthSandbox, registerAuth, type AuthProvides } from './modules/auth/index.ts';
import { registerMember, type MemberProvides } from './modules/member/index.ts';
import { registerMemberAdmin } from './modules/member/index.ts';
import { registerProduct, type ProductProvides } from './modules/product/index.ts';
import { registerCatalogueAdmin, registerCatalogueMedia } from './modules/product/index.ts';
import { registerCms, registerCmsMedia } from './modules/cms/index.ts';
import { registerContentAdmin } from './modules/cms/index.ts';
import { registerMarketing, registerMarketingAdmin, type MarketingProvides } from './modules/marketing/index.ts';
import { registerDelivery } from './modules/delivery/index.ts';
import { registerCart, registerCartCount, type CartProvides } from './modules/cart/index.ts';
import { registerOrder, type OrderProvides } from './modules/order/index.ts';
import { registerPayment, type PaymentProvides } from './modules/payment/index.ts';
import { registerServiceDesk, registerServiceDeskAdmin } from './modules/service-desk/index.ts';
import { registerAgreementAdmin, registerAgreements, type AgreementsProvides } from './modules/agreements/index.ts';
import { registerHelpCentre, registerHelpCentreAdmin } from './modules/help-centre/index.ts';
import { registerStaff, type StaffProvides } from './modules/staff/index.ts';
import { registerAnnouncements } from './modules/announcements/index.ts';
import { registerReporting } from './modules/reporting/index.ts';
import { registerCustomerChat } from './modules/customer-chat/index.ts';
import { registerSettings } from './modules/settings/index.ts';
import { registerInvoicing, type InvoicingProvides } from './modules/invoicing/index.ts';

// Validation messages a shopper may see: Simplified Chinese.
z.config(z.locales.zhCN());

export interface CreateAppOptions extends ApiDeps {
  logger?: FastifyServerOptions['logger'];
  /** The SMS sink read by /api/dev/sms/latest (outside production). */
  smsSink?: SmsSink;
  /** More /api routes, registered inside the platform (so they get its envelope, hooks and errors). */
  extraRoutes?: (api: FastifyInstance) => void;
  /** Hosts accepted besides PUBLIC_URL's and loopback (ALLOWED_HOSTS); only used when publicUrl is set. */
  allowedHosts?: readonly string[];
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * A module registered further down, for the modules above it that need it (their needs form
 * cycles: the cart needs members, sign-in needs the cart, …). `provides` hands out forwarders
 * that call the real services once `bind` has run. Modules use their needs per request, never
 * while registering, so every forwarder is bound before its first call.
 */
function later<P extends object>(module: string) {
  let bound: P | undefined;
  const forwarder = (key: keyof P) =>
    new Proxy(
      {},
      {
        get(_t, prop) {
          // Not a thenable, and inspectable before binding.
          if (prop === 'then' || typeof prop === 'symbol') return undefined;
          if (!bound) throw new Error(`the ${module} module was used before it was registered`);
          const target = bound[key] as Record<PropertyKey, unknown>;
          const value = target[prop];
          return typeof value === 'function' ? value.bind(target) : value;
        },
      },
    );
  return {
    provides: new Proxy({} as P, { get: (_t, key) => forwarder(key as keyof P) }),
    bind(provides: P): P {
      bound = provides;
      return provides;
    },
  };
}

export async function createApp(opts: CreateAppOptions): Promise<FastifyInstance & { apiContext: ApiContext }> {
  const { config, database, clock } = opts;
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id (a proxy's or the SSR's) when it is well-formed.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
    // Start-up work (the payment keys: a fresh database's sandbox RSA keys are generated, and two
    // instances starting together wait on each other) took over Fastify's default 10 s on two busy
    // cores, and the shop refused to start. A minute, then it says why.
    pluginTimeout: 60_000,
    // On shutdown, requests already on an open connection are served (the database stays up
    // until the server has closed), rather than answered 503 unprocessed.
    return503OnClosing: false,
    // Requests Fastify refuses before routing (a malformed URL): the envelope under /api.
    frameworkErrors: (err, rawReq, rawReply) => {
      const req = rawReq as FastifyRequest;
      const reply = rawReply as FastifyReply;
      req.log.info({ code: err.code }, 'request refused before routing');
      if (req.url === '/api' || req.url.startsWith('/api/')) return sendError(req, reply, 'E_VALIDATION');
      return reply.code(400).type('text/plain; charset=utf-8').send('请求地址有误');
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First: every answer below, refusals included, carries the security headers.
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl, development: config.nodeEnv === 'development' });
  registerHostAllowList(app, { publicUrl: config.publicUrl, allowedHosts: opts.allowedHosts });
  await app.register(fastifyCookie);
  // Text answers (JSON, and the storefront's HTML, JS, CSS, SVG added later) travel compressed:
  // registered before any route, so that every route gets it.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  if (config.nodeEnv !== 'production') {
    // Test hook: a browser living at another time (see platform/clock.ts). Callback style so
    // that the rest of the request runs inside the shifted context.
    app.addHook('onRequest', (req, _reply, done) => {
      const offset = parseClockOffset(req.cookies[CLOCK_OFFSET_COOKIE]);
      if (offset === 0) return done();
      runWithClockOffset(offset, done);
    });
  }

  const ctx: ApiContext = {
    ...opts,
    tokens: createTokenSigner(config.secret, clock),
    origins: createOrigins(app, config.publicUrl),
    publicData: opts.publicData ?? createPublicDataWatch(),
  };

  // Liveness: the process answers. Readiness: it can reach its database.
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Generated product pictures (outside /api: plain images, cached for a year).
  registerMedia(app);
  app.get('/readyz', async (_req, reply) => {
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });

  // Modules registered before the ones they need get those through forwarders (later()).
  const laterMember = later<MemberProvides>('member');
  const laterCart = later<CartProvides>('cart');
  const laterProduct = later<ProductProvides>('product');
  const laterMarketing = later<MarketingProvides>('marketing');
  const laterOrder = later<OrderProvides>('order');
  const laterPayment = later<PaymentProvides>('payment');
  const laterAgreements = later<AgreementsProvides>('agreements');
  const laterStaff = later<{ staff: StaffProvides }>('staff');
  const laterInvoicing = later<InvoicingProvides>('invoicing');
  let auth: AuthProvides | undefined;
  const isSessionActive = (sid: string) => auth!.sessions.isActive(sid);

  await app.register(
    async (api) => {
      await registerApiPlatform(api, { ctx, isSessionActive });
      // The operator's settings (系统设置, issue #16) first: sign-in, orders and the chat apply them.
      const { settings } = registerSettings(api, { ctx, staff: laterStaff.provides.staff });
      // Each module: what it needs (from the modules' provides) → what it provides.
      auth = registerAuth(api, {
        ctx,
        settings,
        members: laterMember.provides.members,
        cartMerge: laterCart.provides.merge,
        agreements: laterAgreements.provides.acceptances,
      });
      const member = laterMember.bind(
        registerMember(api, {
          ctx,
          smsCodes: auth.smsCodes,
          reverify: auth.reverify,
          setUserCookie: auth.setUserCookie,
          catalogue: laterProduct.provides.catalogue,
          orderReads: laterOrder.provides.orderReads,
          memberCoupons: laterMarketing.provides.memberCoupons,
          newMemberPack: laterMarketing.provides.newMemberPack,
        }),
      );
      const { members } = member;
      laterAgreements.bind(registerAgreements(api, { ctx, members }));
      registerSys(api, { ctx });
      const product = laterProduct.bind(
        registerProduct(api, { ctx, members, activities: laterMarketing.provides.activities, reviewLines: laterOrder.provides.reviewLines }),
      );
      const { catalogue } = product;
      const cms = registerCms(api, { ctx, catalogue });
      const marketing = laterMarketing.bind(
        registerMarketing(api, { ctx, members, catalogue, points: member.points, paidOrders: laterPayment.provides.paidOrders, inbox: member.messages }),
      );
      registerDelivery(api, { ctx, members, catalogue, smsCodes: auth.smsCodes });
      const cart = laterCart.bind(
        registerCart(api, {
          ctx,
          members,
          catalogue,
          wishlist: member.wishlist,
          activities: marketing.activities,
          couponUse: marketing.couponUse,
          tryBuy: marketing.tryBuy,
          ttm: product.ttm,
        }),
      );
      const order = laterOrder.bind(
        registerOrder(api, {
          ctx,
          members,
          catalogue,
          productDetails: product.productDetails,
          activities: marketing.activities,
          couponUse: marketing.couponUse,
          tryBuy: marketing.tryBuy,
          points: member.points,
          stock: product.stock,
          ttm: product.ttm,
          cartCheckout: cart.checkout,
          buyNowTokens: cart.buyNowTokens,
          memberMessages: member.messages,
          staff: laterStaff.provides.staff,
          orderPayments: laterPayment.provides.records,
          refunds: laterPayment.provides.refunds,
          settings,
          invoicing: laterInvoicing.provides.orderHooks,
        }),
      );
      // E-invoices (issue #17 item 4): issued when an order completes, red-lettered when a refund settles.
      laterInvoicing.bind(
        registerInvoicing(api, { ctx, members, enterprises: member.enterprises, orders: order.invoiceFacts, staff: laterStaff.provides.staff }),
      );
      const payment = laterPayment.bind(registerPayment(api, { ctx, members, orders: order.payments, lottery: marketing.lottery }));
      registerUploads(api, { ctx, members });
      const serviceDesk = registerServiceDesk(api, { ctx, members, orderReads: order.orderReads, settings: cms.settings });
      registerHelpCentre(api, { ctx, settings: cms.settings });
      // The back office's staff, sessions and audit log (issue #16): /api/admin/*.
      const { staff } = laterStaff.bind({ staff: registerStaff(api, { ctx }) });
      // The console's 概览 (issue #16): /api/admin/reports/*.
      registerReporting(api, { ctx, orders: order.reports, payments: payment.records, stock: product.stockAlerts, staff });
      // The console's 商品 area (issue #16), guarded and audited by the staff module.
      const catalogueAdmin = registerCatalogueAdmin(api, { ctx, staff });
      // The console's 内容 area (issue #16): banners, hot searches, notices; pictures through the catalogue's store.
      registerContentAdmin(api, { ctx, staff, pictures: catalogueAdmin.pictures });
      // The console's 常见问题 (issue #16): the help centre's FAQ, guarded and audited by the staff module.
      registerHelpCentreAdmin(api, { ctx, staff });
      // The console's 协议与政策 (issue #16): new versions published with an effective time.
      registerAgreementAdmin(api, { ctx, staff });
      // The console's 会员 area (issue #16), guarded and audited by the staff module.
      registerMemberAdmin(api, {
        ctx,
        staff,
        orders: order.orderReads,
        sessions: auth.sessions,
        memberCoupons: marketing.memberCoupons,
        points: member.points,
      });
      // The console's 服务 area (issue #16): replies reach the member's message centre.
      registerServiceDeskAdmin(api, { ctx, staff, members, messages: member.messages });
      // Live customer service (issue #16 item 5): the shop's chat and the console's 在线客服.
      registerCustomerChat(api, { ctx, members, orders: order.orderReads, catalogue, settings, tickets: serviceDesk.support, staff });
      // The console's 消息 (issue #16): system messages to one member, a tag or everyone, into the member's inbox.
      registerAnnouncements(api, { ctx, staff, members, inbox: member.messages });
      // The console's 营销 area (issue #16): flash sales, guarded and audited by the staff module.
      registerMarketingAdmin(api, { ctx, staff, catalogue, tryBuyTrials: order.tryBuyTrials });
      if (config.nodeEnv !== 'production' && opts.smsSink) registerDev(api, { ctx, smsSink: opts.smsSink });
      opts.extraRoutes?.(api);
    },
    { prefix: '/api' },
  );

  // Outside /api: generated pictures, uploaded images, the account provider's forms and
  // stand-in, and the header's cart number (a bare number, spec 7).
  registerCmsMedia(app);
  registerUploadMedia(app, ctx);
  registerCatalogueMedia(app, ctx);
  await mountAuthSandbox(app, { ctx, members: laterMember.provides.members });
  registerCartCount(app, { ctx, isSessionActive });

  return Object.assign(app, { apiContext: ctx }) as FastifyInstance & { apiContext: ApiContext };
}
