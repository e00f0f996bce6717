/**
 * Phone re-verification before a sensitive action (issue #14; spec 7 Auth, POST /api/auth/auth/mobile):
 * the signed-in member proves they hold their bound number with an SMS code and receives a
 * short-lived proof that the sensitive call then requires.
 */
import { z } from 'zod';
import { smsCodeSchema } from './validation.ts';

/** The sensitive actions a proof may be used for (a proof is bound to one). */
export const REVERIFY_SCENES = ['replace-phone'] as const;
export type ReverifyScene = (typeof REVERIFY_SCENES)[number];

/** How long a proof stays valid. */
export const REVERIFY_PROOF_TTL_MS = 10 * 60 * 1000;

export const reverifySendSchema = z.object({ scene: z.enum(REVERIFY_SCENES, { error: '验证场景不正确' }).default('replace-phone') }).nullish();
export const reverifyCodeSentSchema = z.object({
  mobile: z.string().meta({ description: '脱敏手机号' }),
  resendAfter: z.number().int(),
  expiresIn: z.number().int(),
});

/** multipart/form-data (or form / JSON): code, scene. */
export const reverifyInputSchema = z.object({
  code: smsCodeSchema,
  scene: z.enum(REVERIFY_SCENES, { error: '验证场景不正确' }).default('replace-phone'),
});
export const reverifyProofSchema = z.object({
  proof: z.string(),
  scene: z.enum(REVERIFY_SCENES),
  expiresAtMs: z.number().int(),
});
export type ReverifyProof = z.infer<typeof reverifyProofSchema>;
