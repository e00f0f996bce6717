/**
 * Sign-in through the external account provider (OpenID Connect) and enterprise SSO
 * (issue #6): request / answer schemas and the provider form constants (spec 7 Auth).
 */
import { z } from 'zod';
import { tokenResponseSchema } from './auth.ts';

/** Hidden fields every provider form carries (spec 7 Auth). */
export const PROVIDER_FORM_LOCALE = { countryCode: 'CN', languageCode: 'zh' } as const;

/** The provider forms: sign-in and sign-out are GET, the others POST (spec 7 Auth). */
export const PROVIDER_FORM_KINDS = ['signIn', 'signOut', 'join', 'findAccount', 'modify'] as const;
export type ProviderFormKind = (typeof PROVIDER_FORM_KINDS)[number];
export const PROVIDER_FORM_METHOD: Record<ProviderFormKind, 'get' | 'post'> = {
  signIn: 'get',
  signOut: 'get',
  join: 'post',
  findAccount: 'post',
  modify: 'post',
};

/** Shop paths (outside /api, no CSRF header needed by a plain form) that forward a form to the provider. */
export const PROVIDER_FORM_ACTION: Record<ProviderFormKind, string> = {
  signIn: '/api/auth/login/provider/authorize',
  signOut: '/account-provider/forms/signOut',
  join: '/account-provider/forms/join',
  findAccount: '/account-provider/forms/findAccount',
  modify: '/account-provider/forms/modify',
};

/** The enterprise store's site code, selected after enterprise sign-in (cookie siteCd). */
export const ENTERPRISE_SITE_CD = 'ent';

/** The redirect URIs registered at the providers. */
export const PROVIDER_CALLBACK_PATH = '/user/saAuthorize';
export const ENTERPRISE_CALLBACK_PATHS = { pc: '/user/estoreLogin', wx: '/user/wxEstoreLogin', app: '/user/appEstoreLogin' } as const;
export type EnterpriseChannel = keyof typeof ENTERPRISE_CALLBACK_PATHS;

/**
 * A way back into the shop: a path on this site only ("/…", not "//host", no backslash,
 * no control characters, no scheme). Pure, also used by the storefront.
 */
export function isSameSitePath(value: string): boolean {
  if (value.length === 0 || value.length > 512) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const u = new URL(value, 'http://shop.invalid');
    return u.origin === 'http://shop.invalid';
  } catch {
    return false;
  }
}

const returnPath = z.string({ error: '跳转地址不合法' }).trim().max(512, { error: '跳转地址不合法' });
const opaque = (what: string) =>
  z
    .string({ error: `${what}不正确` })
    .trim()
    .min(1, { error: `${what}不正确` })
    .max(2048, { error: `${what}不正确` })
    .regex(/^[\x21-\x7e]+$/, { error: `${what}不正确` });

/** GET /api/auth/login/provider/authorize and /api/auth/login/samsso/authorize. */
export const providerAuthorizeQuerySchema = z.object({
  redirect: returnPath.optional(),
  site: z
    .string({ error: '站点不正确' })
    .regex(/^[a-z][a-z0-9_-]{0,31}$/i, { error: '站点不正确' })
    .optional(),
  /** Enterprise: which screen the provider returns to (pc /user/estoreLogin, wx, app). */
  channel: z.enum(['pc', 'wx', 'app'], { error: '登录渠道不正确' }).optional(),
  /** Provider form fields a sign-in button may carry (passed on as ui_locales). */
  clientId: z.string().max(128).optional(),
  countryCode: z.string().max(8).optional(),
  languageCode: z.string().max(8).optional(),
});
export type ProviderAuthorizeQuery = z.infer<typeof providerAuthorizeQuerySchema>;

/** What the provider sent back to the redirect URI (its query parameters). */
export const providerCallbackSchema = z.object({
  code: opaque('授权码').optional(),
  state: opaque('登录状态'),
  iss: z.string().max(512).optional(),
  error: z.string().max(128).optional(),
  error_description: z.string().max(512).optional(),
  session_state: z.string().max(512).optional(),
});
export type ProviderCallback = z.infer<typeof providerCallbackSchema>;

/** The shop signed in: tokens and where to go next (a same-site path). */
export const providerSignInResultSchema = tokenResponseSchema.extend({
  redirect: z.string(),
  via: z.enum(['link', 'phone']).meta({ description: 'link：按账号中心标识找到会员；phone：按手机号找到或新建会员' }),
});
export type ProviderSignInResult = z.infer<typeof providerSignInResultSchema>;

/** POST /api/auth/login/samsso/token[/{channel}]: the SSO code the enterprise identity provider returned. */
export const samssoTokenBodySchema = providerCallbackSchema;
export const samssoChannelParamsSchema = z.object({ channel: z.enum(['pc', 'wx', 'app'], { error: '登录渠道不正确' }) });

export const enterpriseInfoSchema = z.object({
  companyCode: z.string(),
  companyName: z.string(),
  siteCd: z.string(),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfoSchema>;

export const samssoResultSchema = providerSignInResultSchema.extend({ enterprise: enterpriseInfoSchema });
export type SamssoResult = z.infer<typeof samssoResultSchema>;

/** POST /api/auth/login/entGetToken: a fresh session for the signed-in enterprise member. */
export const entGetTokenBodySchema = z
  .object({
    /** Optional: the company the caller expects; another answers ERR_ENT_NOT_MEMBER. */
    companyCode: z
      .string({ error: '企业编号不正确' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: '企业编号不正确' })
      .optional(),
  })
  .nullish();
export const entGetTokenResultSchema = tokenResponseSchema.extend({ enterprise: enterpriseInfoSchema });

/** GET /api/auth/login/provider/config: what the provider forms need. */
export const providerFormsConfigSchema = z.object({
  clientId: z.string(),
  countryCode: z.literal('CN'),
  languageCode: z.literal('zh'),
  issuer: z.string(),
  /** The provider's own pages (absolute URLs). */
  pages: z.object({ join: z.string(), findAccount: z.string(), modify: z.string(), endSession: z.string() }),
});
export type ProviderFormsConfig = z.infer<typeof providerFormsConfigSchema>;
