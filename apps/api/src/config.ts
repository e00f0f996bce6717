/** What the API needs from its host (apps/server builds this from the environment). */
export interface ApiConfig {
  /** production hides the developer routes (/api/dev/*). */
  nodeEnv: 'development' | 'test' | 'production';
  /** Key material for token signatures, CSRF tokens and code hashes (≥ 32 chars). */
  secret: string;
  accessTokenTtlSeconds: number;
  anonymousTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Mark cookies Secure (behind https). */
  cookieSecure: boolean;
  /** Parent domain for cookies (spec 9: cookies on the parent domain); unset = host only. */
  cookieDomain?: string;
  /** An /api call still running after this answers 504 E_TIMEOUT. */
  requestTimeoutMs: number;
  /** Trust X-Forwarded-For (behind a proxy) for the client IP. */
  trustProxy: boolean;
  /** The brand shown in content (copyright line, search placeholder); BRAND_NAME of the server. */
  brandName?: string;
  sms: {
    /** Codes one IP may request per hour. */
    ipHourlyLimit: number;
  };
  orders: {
    /** An unpaid order is cancelled (stock and coupon released) this long after it was placed. */
    payTimeoutMs: number;
    /** Simulated logistics: a paid order ships after this, then each tracking step follows at this pace. */
    logisticsStepMs: number;
  };
  /**
   * An activity's own stock (the flash-sale rush): units a placement held for its order and
   * never claimed (its process was killed) go back once the hold is this old; default 15 s
   * (ACTIVITY_STOCK_HOLD_GRACE_S in modules/marketing/activity.service.ts).
   */
  activityStock?: { holdGraceSeconds: number };
  /**
   * The shop's public origin (PUBLIC_URL): canonical and shared links, QR codes, OIDC redirect
   * URIs, the notify URLs handed to gateways. Unset = this server's own listen address. Never
   * taken from a request (platform/origins.ts).
   */
  publicUrl?: string;
  /** Sign-in through the account provider and enterprise SSO (OpenID Connect); unset = from the environment (accountProviderFromEnv). */
  accountProvider?: AccountProviderConfig;
  /** Payment providers (gateways, ids, keys); unset = from the environment (paymentSettingsFromEnv in modules/payment/settings.ts). */
  payments?: import('./modules/payment/settings.ts').PaymentSettings;
}

/** One OpenID Connect client: the issuer the shop discovers and its client credentials there. */
export interface OidcClientConfig {
  /** The issuer URL; unset = the local sandbox provider of this shop (<origin>/sandbox/account or /sandbox/enterprise). */
  issuer?: string;
  clientId: string;
  clientSecret: string;
}

export interface AccountProviderConfig {
  /** The consumer account provider (ACCOUNT_PROVIDER_ISSUER / _CLIENT_ID / _CLIENT_SECRET). */
  account: OidcClientConfig;
  /** The enterprise identity provider (ENTERPRISE_SSO_ISSUER / _CLIENT_ID / _CLIENT_SECRET). */
  enterprise: OidcClientConfig;
  /** Mount the local stand-in providers under /sandbox/* (ACCOUNT_PROVIDER_SANDBOX=1/0; default: outside production). */
  sandbox: boolean;
  /** Allow plain-http issuers (the sandbox on a developer machine); default: outside production. */
  allowHttp: boolean;
}

/** The account provider settings from environment variables, with defaults that run the local sandbox. */
export function accountProviderFromEnv(env: Record<string, string | undefined>, nodeEnv: ApiConfig['nodeEnv']): AccountProviderConfig {
  const flag = (v: string | undefined, dflt: boolean) => (v === undefined || v === '' ? dflt : /^(1|true|yes|on)$/i.test(v));
  const notProd = nodeEnv !== 'production';
  return {
    account: {
      issuer: env.ACCOUNT_PROVIDER_ISSUER || undefined,
      clientId: env.ACCOUNT_PROVIDER_CLIENT_ID || 'shop-web',
      clientSecret: env.ACCOUNT_PROVIDER_CLIENT_SECRET || 'sandbox-shop-web-secret-0123456789abcdef',
    },
    enterprise: {
      issuer: env.ENTERPRISE_SSO_ISSUER || undefined,
      clientId: env.ENTERPRISE_SSO_CLIENT_ID || 'shop-estore',
      clientSecret: env.ENTERPRISE_SSO_CLIENT_SECRET || 'sandbox-shop-estore-secret-0123456789abcdef',
    },
    sandbox: flag(env.ACCOUNT_PROVIDER_SANDBOX, notProd),
    allowHttp: flag(env.ACCOUNT_PROVIDER_ALLOW_HTTP, notProd),
  };
}

/** The settings in force: the configured block, else the environment's. */
export function accountProviderOf(config: ApiConfig): AccountProviderConfig {
  return config.accountProvider ?? accountProviderFromEnv(process.env, config.nodeEnv);
}

export const DEFAULT_API_CONFIG: Omit<ApiConfig, 'secret'> = {
  nodeEnv: 'development',
  accessTokenTtlSeconds: 2 * 60 * 60,
  anonymousTokenTtlSeconds: 7 * 24 * 60 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  cookieSecure: false,
  requestTimeoutMs: 15_000,
  trustProxy: false,
  brandName: '星辰',
  sms: { ipHourlyLimit: 30 },
  orders: { payTimeoutMs: 30 * 60 * 1000, logisticsStepMs: 2 * 60 * 1000 },
};
