/**
 * Agreements and policies (issue #14): documents kept in versions with an effective date,
 * the consent status a page needs, and the members' acceptances (POST /api/auth/login/acceptance).
 * Client-safe constants live here too (no zod at the top of the client bundle: the schemas are
 * only imported by the API and the endpoint definitions).
 */
import { z } from 'zod';
import { ENVIRONMENTS } from './environment.ts';
import { AGREEMENT_CODES } from './agreement-codes.ts';

export * from './agreement-codes.ts';

export const agreementCodeSchema = z.enum(AGREEMENT_CODES, { error: '协议编号不正确' });

export const agreementSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

/** One document version as a page shows it. */
export const agreementDocumentSchema = z.object({
  code: agreementCodeSchema,
  revision: z.number().int(),
  /** The label shown, e.g. V4.0. */
  version: z.string(),
  title: z.string(),
  summary: z.string(),
  sections: z.array(agreementSectionSchema),
  /** ISO instant the version took effect. */
  effectiveAt: z.string(),
  /** A version already published that takes effect later, if any (announced ahead). */
  upcoming: z.object({ revision: z.number().int(), version: z.string(), effectiveAt: z.string() }).nullable(),
  /** Earlier versions (newest first): label and dates only. */
  history: z.array(z.object({ revision: z.number().int(), version: z.string(), effectiveAt: z.string() })),
});
export type AgreementDocument = z.infer<typeof agreementDocumentSchema>;

const versionRefSchema = z.object({ revision: z.number().int(), version: z.string(), effectiveAt: z.string() });

/** What a page needs to decide whether to ask for consent. */
export const consentStatusSchema = z.object({
  /** The versions in effect of the documents a shopper accepts (privacy policy and user agreement). */
  privacy: versionRefSchema,
  service: versionRefSchema,
  /** For a member: the latest privacy-policy revision they accepted (null: none recorded; null for a visitor). */
  memberPrivacyRevision: z.number().int().nullable(),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/** POST /api/auth/login/acceptance: the versions the signed-in member accepted, and where. */
export const acceptanceInputSchema = z.object({
  channel: z.enum(ENVIRONMENTS, { error: '渠道不正确' }),
  documents: z
    .array(
      z.object({
        code: agreementCodeSchema,
        revision: z.coerce
          .number({ error: '协议版本不正确' })
          .int({ error: '协议版本不正确' })
          .min(1, { error: '协议版本不正确' })
          .max(100000, { error: '协议版本不正确' }),
      }),
      { error: '请选择同意的协议' },
    )
    .min(1, { error: '请选择同意的协议' })
    .max(AGREEMENT_CODES.length, { error: '协议数量不正确' }),
  /** Where it was given: the login page or the consent step (default consent). */
  source: z.enum(['sign-in', 'consent']).optional(),
});
export type AcceptanceInput = z.infer<typeof acceptanceInputSchema>;

export const acceptanceRecordSchema = z.object({
  code: agreementCodeSchema,
  revision: z.number().int(),
  version: z.string(),
  channel: z.enum(ENVIRONMENTS),
  /** ISO instant. */
  acceptedAt: z.string(),
});
export const acceptanceResultSchema = z.object({ accepted: z.array(acceptanceRecordSchema) });
export type AcceptanceResult = z.infer<typeof acceptanceResultSchema>;
