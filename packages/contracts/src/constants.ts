/** Business constants and limits of spec section 9, in one place. */
export const LIMITS = {
  searchKeywordMax: 64,
  surveyTextMax: 500,
  sameCartItemMax: 5,
  presalePurchaseLimit: 1,
  rebindWaitDays: 30,
} as const;

export const TIMEOUTS_MS = {
  main: 600_000,
  support: 50_000,
  other: 600_000,
  home: 5_000,
  productDetail: 10_000,
  chunkLoad: 120_000,
} as const;

export const UI_MS = {
  dialogAutoClosePc: 10_000,
  dialogAutoCloseMobile: 2_000,
  errorToast: 5_000,
  serverClockTick: 1_000,
  orderListReload: 1_000,
} as const;

export const COOKIE_DAYS = {
  browserNotice: 1,
  surveyDone: 1,
  posterClose: 1,
  cookieConsent: 730,
} as const;
export const ASSISTANT_OPEN_SECONDS = 1800;

export const DEFAULTS = {
  siteCd: 'cn',
  typCd: 'MAIN',
  deliveryTyp: 2,
  chCd: 1,
  ordTyp: 1,
  qtyCnt: 1,
  subTyp: 0,
  eupFQType: '12',
  eupBTType: '2',
  seckillSubTyp: 3,
  presaleSubTyp: 4,
  currency: 'CNY',
  lang: 'zh_CN',
} as const;

export const SMS = {
  codeTtlSeconds: 300,
  resendSeconds: 60,
  maxWrongTries: 5,
} as const;

/** Cookie names of spec 3 (Session). */
export const COOKIES = {
  authorization: 'authorization',
  refreshToken: 'refresh_token',
  expiresTime: 'expiresTime',
  user: 'user',
  siteCd: 'siteCd',
  colsePoster: 'colseposter',
  assistantOpened: 'sassistant_opened',
  csrfKey: 'csrf_key',
} as const;

export const CSRF_HEADER = 'x-csrf-token';

/**
 * A page renews the shopper's access token when it expires within this long (apps/server session-upkeep.ts, before the loaders run); a
 * session further from expiry needs no upkeep on a page view (apps/server page-cache.ts).
 */
export const SESSION_RENEW_BEFORE_MS = 60_000;
