/**
 * Sign-in paths other than SMS and the account provider (issue #6, spec 2.7 / 4 / 7 Auth):
 * QR login on PC, mini-program code login, the app's one-time web-view ticket and the
 * assistant / community round trip. Schemas of the calls and their answers.
 */
import { z } from 'zod';
import { mobileSchema } from './validation.ts';

/** A QR token lives 2 minutes (spec 7 Auth: getQrToken). */
export const QR_TOKEN_TTL_MS = 2 * 60 * 1000;
/** The PC page polls getQrScan this often. */
export const QR_POLL_MS = 2000;
/** The app's web-view ticket lives 60 seconds and is used once. */
export const APP_TICKET_TTL_MS = 60 * 1000;
/** Mini-program login codes (sandbox platform) live 5 minutes, like WeChat's. */
export const MP_CODE_TTL_MS = 5 * 60 * 1000;
/** timeC of the assistant login redirects must be within this of the server clock. */
export const ASSISTANT_TIME_SKEW_MS = 5 * 60 * 1000;
/** The assistant's one-time authorisation code lives 5 minutes. */
export const ASSISTANT_CODE_TTL_MS = 5 * 60 * 1000;

const tokenText = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(20, { error: message })
    .max(128, { error: message })
    .regex(/^[A-Za-z0-9_-]+$/, { error: message });

export const qrTokenParamsSchema = z.object({ token: tokenText('二维码不存在或已失效，请刷新二维码') });

export const QR_STATUSES = ['waiting', 'scanned', 'confirmed', 'expired', 'cancelled'] as const;
export const qrStatusSchema = z.enum(QR_STATUSES);
export type QrStatus = z.infer<typeof qrStatusSchema>;

/** GET /api/auth/login/qrLogin/getQrToken */
export const qrTokenResponseSchema = z.object({
  token: z.string(),
  /** Absolute URL the QR code encodes: the phone's confirmation page. */
  confirmUrl: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
  expiresInMs: z.number().int(),
  expiresAt: z.number().int(),
});
export type QrTokenResponse = z.infer<typeof qrTokenResponseSchema>;

/** GET /api/auth/login/qrLogin/getQrScan/{token} (the requesting browser only). */
export const qrScanResponseSchema = z.object({
  status: qrStatusSchema,
  /** True once, on the poll that signed this browser in. */
  signedIn: z.boolean(),
  expiresInMs: z.number().int(),
  /** The member's display name once scanned (so the PC can say who is confirming). */
  scannedBy: z.string().nullable(),
});
export type QrScanResponse = z.infer<typeof qrScanResponseSchema>;

/** What the phone is asked to confirm (GET …/qrLogin/info/{token}, POST …/scan/{token}). */
export const qrLoginInfoSchema = z.object({
  status: qrStatusSchema,
  /** e.g. 电脑 · Chrome · Windows */
  device: z.string(),
  /** Where the request came from, coarse (IP 区域), never the full address. */
  ipArea: z.string(),
  requestedAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type QrLoginInfo = z.infer<typeof qrLoginInfoSchema>;

export const qrConfirmBodySchema = z.object({
  action: z.enum(['confirm', 'cancel'], { error: '操作类型不正确' }),
});

/** POST /api/auth/login/wxmp/mpLogin/token — code from wx.login, phoneCode from the phone-number button (first sign-in). */
export const mpLoginBodySchema = z.object({
  code: z
    .string({ error: '请提供小程序登录凭证' })
    .trim()
    .min(8, { error: '小程序登录凭证无效或已过期，请重新登录' })
    .max(128, { error: '小程序登录凭证无效或已过期，请重新登录' }),
  phoneCode: z.string().trim().min(8, { error: '手机号授权凭证无效' }).max(128, { error: '手机号授权凭证无效' }).optional(),
});

/** POST /api/auth/login/app/ticket (member) → the native app opens /user/app_login?ticket=… in its web view. */
export const appTicketResponseSchema = z.object({ ticket: z.string(), expiresInMs: z.number().int(), url: z.string() });
export const appTicketExchangeSchema = z.object({ ticket: tokenText('登录凭证无效或已过期，请重新登录') });

/** GET /api/auth/login/sassistant and /smembers. */
export const assistantLoginQuerySchema = z.object({
  returnUrl: z.string({ error: '跳转地址不合法' }).trim().min(1, { error: '跳转地址不合法' }).max(1024, { error: '跳转地址不合法' }).default('/'),
  timeC: z.coerce.number({ error: '登录链接已过期，请重新打开' }).int({ error: '登录链接已过期，请重新打开' }).min(0, { error: '登录链接已过期，请重新打开' }),
  state: z
    .string()
    .trim()
    .max(128, { error: 'state 参数过长' })
    .regex(/^[A-Za-z0-9_.~-]*$/, { error: 'state 参数不合法' })
    .optional(),
});
export const assistantCallbackQuerySchema = z.object({
  code: z.string().trim().max(128).optional(),
  state: z.string().trim().max(2048, { error: '授权状态无效，请重新登录' }),
  error: z.string().trim().max(64).optional(),
});

/** Sandbox (local stand-in of the mini-program platform): what a device's wx.login + phone button yield. */
export const mpSandboxIssueSchema = z.object({
  openid: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'openid 格式不正确' })
    .optional(),
  phone: mobileSchema.optional(),
});
export type MpSandboxIssue = z.infer<typeof mpSandboxIssueSchema>;
