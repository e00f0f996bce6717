import { z } from 'zod';
import { mobileSchema, smsCodeSchema } from './validation.ts';

export const userTypeSchema = z.enum(['anonymous', 'member']);
export type UserType = z.infer<typeof userTypeSchema>;

/** POST /api/auth/code/sms (multipart: mobile, deviceId, optional nvcVal). */
export const smsCodeRequestSchema = z.object({
  mobile: mobileSchema,
  deviceId: z.string().trim().max(128, { error: '设备标识过长' }).optional(),
  nvcVal: z.string().max(4096, { error: '校验参数过长' }).optional(),
});
export const smsCodeQuerySchema = z.object({
  isSmallApp: z.enum(['true', 'false']).optional(),
});
export const smsCodeResponseSchema = z.object({
  /** Seconds before the same mobile may ask again (the resend countdown). */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});

/** POST /api/auth/login/mobile/token */
export const mobileLoginRequestSchema = z.object({
  mobile: mobileSchema,
  code: smsCodeSchema,
  deviceId: z.string().trim().max(128).optional(),
});

export const signedInUserSchema = z.object({
  userNo: z.string(),
  memNm: z.string(),
  ava: z.string(),
  memGroupId: z.string(),
  gender: z.number().int(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** The `user` cookie and the login answer (spec 3: userNo, memNm, ava, memGroupId, gender) from a member's fields. */
export function toSignedInUser(m: { userNo: string; nickname: string; avatarUrl: string; groupId: string; gender: number }): SignedInUser {
  return { userNo: m.userNo, memNm: m.nickname, ava: m.avatarUrl, memGroupId: m.groupId, gender: m.gender };
}

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().int().meta({ description: '访问令牌有效期（秒）' }),
  userType: userTypeSchema,
  user: signedInUserSchema.optional(),
  /** Set on first sign-in, when the member was created. */
  newMember: z.boolean().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /api/auth/login/refresh — the refresh token may also come from its HttpOnly cookie. */
export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(16).max(256).optional(),
});

/** POST /api/auth/login/logout */
export const logoutRequestSchema = z.object({
  accessToken: z.string().max(4096).optional(),
});
