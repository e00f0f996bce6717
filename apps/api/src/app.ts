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
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerHostAllowList } from './platform/host-allow-list.ts';
import { sendError } from './platform/error-handler.ts';
import { createMemberService } from './modules/member/member.service.ts';
import { memberRoutes } from './modules/member/routes.ts';
import { wishlistRoutes } from './modules/member/wishlist/wishlist-routes.ts';
import { createWishlistService } from './modules/member/wishlist/wishlist.service.ts';
import { pointsRoutes } from './modules/member/points-ledger/points-routes.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createSmsCodeService } from './modules/auth/sms-code.service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { sysRoutes } from './modules/sys/routes.ts';
import { devRoutes, type SmsSink } from './modules/dev/routes.ts';
import { createCatalogRepository } from './modules/product/catalog.repository.ts';
import { createListingService } from './modules/product/listing.service.ts';
import { createCatalogueReads } from './modules/product/catalogue-reads.ts';
import { productRoutes } from './modules/product/routes.ts';
import { productMediaRoutes } from './modules/media/routes.ts';
import { createCmsRepository } from './modules/cms/cms.repository.ts';
import { createCmsService } from './modules/cms/cms.service.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import { mediaRoutes } from './modules/cms/media-routes.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { cartCountRoutes } from './modules/cart/cart-count-routes.ts';
import { createActivityService } from './modules/marketing/activity.service.ts';
import type { ModuleDeps } from './module-deps.ts';
import { registerPdpModule } from './modules/product/pdp/index.ts';
import { registerMarketingModule } from './modules/marketing/index.ts';
import { registerReviewModule } from './modules/product/reviews/index.ts';
import { registerCompareModule } from './modules/product/compare/index.ts';
import { registerDeliveryModule } from './modules/delivery/index.ts';
import { createTtmService, registerTtmModule } from './modules/product/ttm/index.ts';
import { registerLiveModule } from './modules/cms/live/index.ts';
import { registerAdsModule } from './modules/cms/ads/index.ts';
import { registerShareModule } from './modules/product/share/index.ts';
import { registerLotteryModule, type PaidOrderCheck } from './modules/marketing/lottery/index.ts';
import { registerCartModule } from './modules/cart/index.ts';
import { registerOrderModule } from './modules/order/index.ts';
import { registerPaymentModule } from './modules/payment/index.ts';
import { createPointsService } from './modules/member/points.service.ts';
import { createStockService } from './modules/product/stock.service.ts';
import { createCouponUseService } from './modules/marketing/coupon-use.service.ts';
import { createCartCheckoutPort } from './modules/cart/cart-checkout.ts';
import { registerSigninModule } from './modules/auth/signin/index.ts';
import { mountAccountProviderSandbox, registerAccountProviderModule } from './modules/auth/provider/index.ts';
import { registerProfileModule } from './modules/member/profile/index.ts';
import { registerUploadModule, uploadMediaRoutes } from './modules/uploads/index.ts';
import { createMessageService, registerInboxModule } from './modules/member/inbox/index.ts';
import { registerAfterSalesModule } from './modules/order/after-sales/index.ts';
import { createTradeInRecovery, registerTradeInModule } from './modules/order/trade-in/index.ts';
import { createOrderReads } from './modules/order/index.ts';
import { createMemberCouponReads } from './modules/marketing/member-coupon-reads.ts';
import { createDetailReads } from './modules/product/detail-reads.ts';
import { createSettingReads } from './modules/cms/setting-reads.ts';
import { registerServiceDeskModule } from './modules/service-desk/index.ts';
import { registerStarsModule } from './modules/member/stars/index.ts';
import { registerVerificationModule } from './modules/member/verification/index.ts';

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

export async function createApp(opts: CreateAppOptions): Promise<FastifyInstance & { apiContext: ApiContext }> {
  const { config, database, clock, sms } = opts;
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

  const ctx: ApiContext = { ...opts, tokens: createTokenSigner(config.secret, clock), origins: createOrigins(app, config.publicUrl) };
  const members = createMemberService(database);
  const sessions = createSessionService({
    database,
    clock,
    tokens: ctx.tokens,
    accessTtlSeconds: config.accessTokenTtlSeconds,
    refreshTtlSeconds: config.refreshTokenTtlSeconds,
    anonymousTtlSeconds: config.anonymousTokenTtlSeconds,
  });
  const smsCodes = createSmsCodeService({ database, clock, sms, secret: config.secret, ipHourlyLimit: config.sms.ipHourlyLimit });
  const listing = createListingService(createCatalogRepository(database));
  const cms = createCmsService({ repo: createCmsRepository(database), clock, brandName: config.brandName ?? '星辰', log: app.log });
  const carts = createCartRepository(database);
  // Catalogue reads for the other modules (one instance, handed over in ModuleDeps).
  const catalogue = createCatalogueReads(database);
  const moduleDeps: ModuleDeps = {
    ctx,
    members,
    smsCodes,
    sessions,
    activities: createActivityService(database),
    listing,
    ttm: createTtmService({ database, clock }),
    points: createPointsService(database),
    stock: createStockService(),
    couponUse: createCouponUseService(database),
    cartCheckout: createCartCheckoutPort(database),
    memberMessages: createMessageService({ database }),
    tradeInRecovery: createTradeInRecovery(catalogue),
    catalogue,
    wishlist: createWishlistService({ database, catalogue }),
    orderReads: createOrderReads(database),
    memberCoupons: createMemberCouponReads(database),
    productDetails: createDetailReads(database),
    settings: createSettingReads(database),
  };

  // Liveness: the process answers. Readiness: it can reach its database.
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Generated product pictures (outside /api: plain images, cached for a year).
  productMediaRoutes(app);
  app.get('/readyz', async (_req, reply) => {
    try {
      await database.pool.query('SELECT 1');
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'database unreachable' });
    }
  });

  await app.register(
    async (api) => {
      await registerApiPlatform(api, { ctx, isSessionActive: (sid) => sessions.isActive(sid) });
      authRoutes(api, { ctx, smsCodes, sessions, members });
      memberRoutes(api, members);
      wishlistRoutes(api, moduleDeps);
      pointsRoutes(api, moduleDeps);
      sysRoutes(api, ctx);
      productRoutes(api, listing);
      cmsRoutes(api, cms);
      registerPdpModule(api, moduleDeps);
      registerMarketingModule(api, moduleDeps);
      registerReviewModule(api, moduleDeps);
      registerCompareModule(api, moduleDeps);
      registerDeliveryModule(api, moduleDeps);
      registerTtmModule(api, moduleDeps);
      registerLiveModule(api, moduleDeps);
      registerAdsModule(api, moduleDeps);
      registerShareModule(api, moduleDeps);
      registerCartModule(api, moduleDeps);
      const orders = registerOrderModule(api, moduleDeps);
      // The draw asks payment whether the order was paid, and payment serves the draw: the
      // paid-order check is bound once payment is registered (the draw uses it per request only).
      let paidOrders: PaidOrderCheck | undefined;
      const { lottery } = registerLotteryModule(api, moduleDeps, { hasPaid: (memberId, orderNo) => paidOrders!.hasPaid(memberId, orderNo) });
      paidOrders = registerPaymentModule(api, moduleDeps, orders.payments, lottery).paidOrders;
      // Members (issue #6)
      registerSigninModule(api, moduleDeps);
      registerAccountProviderModule(api, moduleDeps);
      registerUploadModule(api, moduleDeps);
      registerProfileModule(api, moduleDeps);
      registerInboxModule(api, moduleDeps);
      registerAfterSalesModule(api, moduleDeps);
      registerServiceDeskModule(api, moduleDeps);
      registerTradeInModule(api, moduleDeps);
      registerStarsModule(api, moduleDeps);
      registerVerificationModule(api, moduleDeps);
      if (config.nodeEnv !== 'production' && opts.smsSink) devRoutes(api, ctx, opts.smsSink);
      opts.extraRoutes?.(api);
    },
    { prefix: '/api' },
  );

  // Outside /api: generated pictures, and the header's cart number (a bare number, spec 7).
  mediaRoutes(app);
  uploadMediaRoutes(app, moduleDeps);
  await mountAccountProviderSandbox(app, moduleDeps);
  cartCountRoutes(app, { tokens: ctx.tokens, carts, isSessionActive: (sid) => sessions.isActive(sid) });

  return Object.assign(app, { apiContext: ctx }) as FastifyInstance & { apiContext: ApiContext };
}
