/** One HTTP server: API + storefront on one port. */
import { createApp, createClock, createLocalSmsSender, type ApiConfig, type JobRunner, type PublicDataWatch } from '@shop/api';
import { parseAllowedHosts } from '@shop/api/host-allow-list';
import type { Database } from '@shop/db';
import type { ServerConfig } from './config.ts';
import { registerStorefront, type BuildSource } from './ssr.ts';
import { registerAdminConsole } from './admin-console.ts';
import type { PageCache } from './page-cache.ts';

export function apiConfigOf(config: ServerConfig): ApiConfig {
  return {
    nodeEnv: config.NODE_ENV,
    secret: config.secret,
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL,
    anonymousTokenTtlSeconds: config.ANONYMOUS_TOKEN_TTL,
    refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL,
    cookieSecure: config.cookieSecure,
    cookieDomain: config.COOKIE_DOMAIN,
    requestTimeoutMs: config.API_TIMEOUT_MS,
    trustProxy: config.TRUST_PROXY,
    brandName: config.BRAND_NAME,
    sms: { ipHourlyLimit: config.SMS_IP_HOURLY_LIMIT },
    orders: { payTimeoutMs: config.ORDER_PAY_TIMEOUT_MINUTES * 60_000, logisticsStepMs: config.LOGISTICS_STEP_SECONDS * 1000 },
    activityStock: { holdGraceSeconds: config.ACTIVITY_HOLD_GRACE_SECONDS },
    publicUrl: config.PUBLIC_URL,
  };
}

export async function createHttpServer(
  config: ServerConfig,
  database: Database,
  build: BuildSource,
  opts: {
    serveAssets: boolean;
    beforeRoutes?: (app: import('fastify').FastifyInstance) => Promise<void>;
    jobs?: JobRunner;
    pageCache?: PageCache;
    publicData?: PublicDataWatch;
  },
) {
  const clock = createClock();
  const logger = {
    level: config.LOG_LEVEL,
    // Log lines carry the request id (reqId) via Fastify's child loggers.
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  const smsLog: { fn: (line: string) => void } = { fn: () => {} };
  const sms = createLocalSmsSender({ database, brand: `${config.BRAND_NAME}官方商城`, log: (line) => smsLog.fn(line) });
  const app = await createApp({
    config: apiConfigOf(config),
    database,
    clock,
    sms,
    smsSink: sms,
    logger,
    jobs: opts.jobs,
    publicData: opts.publicData,
    // The shop's other configured hosts are its own too: the activity host and the main shop's.
    allowedHosts: [
      ...parseAllowedHosts(config.ALLOWED_HOSTS),
      ...(config.ACTIVITY_HOST ? [config.ACTIVITY_HOST] : []),
      ...(config.MAIN_SHOP_URL ? [new URL(config.MAIN_SHOP_URL).host] : []),
    ],
  });
  smsLog.fn = (line) => app.log.info({ adapter: 'sms-local' }, line);
  await opts.beforeRoutes?.(app);
  await registerAdminConsole(app);
  await registerStorefront(app, config, build, { ...opts, origins: app.apiContext.origins });
  return app;
}
