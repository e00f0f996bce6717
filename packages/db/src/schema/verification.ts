/**
 * Tables of member binding, tags, visits, student and enterprise verification, email outbox
 * (owned by apps/api/src/modules/member/verification and apps/api/src/adapters/email). Issue #6.
 * @owner member
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The local email gateway's sink: every email "sent" (read by GET /api/dev/email/latest outside production). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddr: text('to_addr').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddr, t.id)],
);

/** Email verification codes (student / enterprise): only an HMAC of the code is kept; 10-minute life, 5 tries, used once. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.createdAt), index('email_codes_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Third-party accounts bound to a member (wechat, alipay, weibo, qq). A row stays after
 * unbinding (unbound_at set): it is what blocks rebinding the type for 30 days.
 */
export const memberBindings = pgTable(
  'member_bindings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    externalId: text('external_id').notNull(),
    nickname: text('nickname').notNull().default(''),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
    unboundAt: timestamp('unbound_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_bindings_member_type_live_key').on(t.memberId, t.type).where(sql`unbound_at IS NULL`),
    uniqueIndex('member_bindings_external_live_key').on(t.type, t.externalId).where(sql`unbound_at IS NULL`),
    index('member_bindings_member_idx').on(t.memberId, t.type, t.unboundAt),
  ],
);

/** An authorisation round trip in flight: state (hashed) → member, type, way back. 10 minutes, used once. */
export const bindingStates = pgTable('binding_states', {
  stateHash: text('state_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  type: text('type').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The local third-party platforms' own accounts (the sandbox's side, not the shop's). */
export const oauthSandboxAccounts = pgTable(
  'oauth_sandbox_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    account: text('account').notNull(),
    externalId: text('external_id').notNull(),
    nickname: text('nickname').notNull(),
    /** WeChat: follows the shop's official account. */
    followsOfficial: boolean('follows_official').notNull().default(false),
    /** Alipay: student status certified by the platform. */
    studentSchool: text('student_school'),
    studentGraduationYear: integer('student_graduation_year'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('oauth_sandbox_accounts_account_key').on(t.type, t.account), uniqueIndex('oauth_sandbox_accounts_external_key').on(t.type, t.externalId)],
);

/** One-time authorisation codes the sandbox issues (hashed), exchanged by the shop for the external id. 5 minutes. */
export const oauthSandboxCodes = pgTable('oauth_sandbox_codes', {
  codeHash: text('code_hash').primaryKey(),
  type: text('type').notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  externalId: text('external_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Member tags (marketing tags set by a campaign page with a referrer); one row per member and tag. */
export const memberTags = pgTable(
  'member_tags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    referrer: text('referrer').notNull(),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('member_tags_member_code_key').on(t.memberId, t.code)],
);

/** Visit records (POST /api/sys/visist/{type}); visitors allowed, rate-limited per client address. */
export const visitRecords = pgTable(
  'visit_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    anonId: text('anon_id'),
    ip: text('ip').notNull(),
    platform: text('platform').notNull(),
    page: text('page').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('visit_records_ip_idx').on(t.ip, t.createdAt),
    index('visit_records_type_idx').on(t.type, t.createdAt),
    index('visit_records_member_idx').on(t.memberId, t.type),
  ],
);

/** A member's student verification: one per member; a school email verifies one member only. */
export const studentVerifications = pgTable(
  'student_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** email or alipay. */
    source: text('source').notNull(),
    email: text('email'),
    school: text('school').notNull(),
    realName: text('real_name').notNull().default(''),
    studentNo: text('student_no').notNull().default(''),
    enrolYear: integer('enrol_year'),
    graduationYear: integer('graduation_year').notNull(),
    platform: text('platform').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    /** End of the verification (graduation): the student role goes with it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('student_verifications_member_key').on(t.memberId),
    uniqueIndex('student_verifications_email_key').on(t.email).where(sql`email IS NOT NULL`),
    index('student_verifications_expires_idx').on(t.expiresAt),
  ],
);

/** A member's enterprise email verification: one per member; a company email verifies one member only. */
export const enterpriseVerifications = pgTable(
  'enterprise_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    programmeCode: text('programme_code').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('enterprise_verifications_member_key').on(t.memberId), uniqueIndex('enterprise_verifications_email_key').on(t.email)],
);

/** Passed SMS checks of the verification flows (sendQxSms / verifyQx), valid for a while. */
export const verificationSmsChecks = pgTable(
  'verification_sms_checks',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    purpose: text('purpose').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.purpose] })],
);
