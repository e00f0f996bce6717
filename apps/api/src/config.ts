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
  /** Where gateways send notifications (the shop's public origin); unset = the origin of the paying request. */
  publicBaseUrl?: string;
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
