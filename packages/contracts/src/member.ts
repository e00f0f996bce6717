import { z } from 'zod';
import { signedInUserSchema } from './auth.ts';

export const roleSchema = z.enum(['member', 'student', 'enterprise']);

/** GET /api/member/member/memInfo */
export const memInfoSchema = signedInUserSchema.extend({
  mobile: z.string().meta({ description: '脱敏手机号，如 138****8000' }),
  roles: z.array(roleSchema),
});
export type MemInfo = z.infer<typeof memInfoSchema>;

/** GET /api/member/member/info — user info with the account-provider id (ssoUid). */
export const memberInfoSchema = memInfoSchema.extend({
  ssoUid: z.string(),
  createdAt: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;
