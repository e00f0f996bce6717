/** Tables of account provider (OpenID Connect) links and enterprise SSO (owned by apps/api/src/modules/auth/provider). Issue #6. @owner auth. */
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A member's identity at an account provider: (issuer, subject) names one member. realm:
 * 'account' (the consumer account provider) or 'enterprise' (the enterprise identity
 * provider; company code and name from its claims).
 */
export const accountProviderLinks = pgTable(
  'account_provider_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    realm: text('realm', { enum: ['account', 'enterprise'] }).notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    companyCode: text('company_code'),
    companyName: text('company_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_provider_links_issuer_subject_key').on(t.issuer, t.subject), index('account_provider_links_member_idx').on(t.memberId, t.realm)],
);

/**
 * The local stand-in provider (oidc-provider sandbox): its models (sessions, interactions,
 * codes, grants, tokens) kept in PostgreSQL so that every worker process sees them.
 */
export const accountProviderSandboxStore = pgTable(
  'account_provider_sandbox_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('account_provider_sandbox_store_grant_idx').on(t.grantId),
    index('account_provider_sandbox_store_uid_idx').on(t.uid),
    index('account_provider_sandbox_store_expires_idx').on(t.expiresAt),
  ],
);

/** The sandbox provider's accounts: demo accounts and those made through its join form. */
export const accountProviderSandboxAccounts = pgTable(
  'account_provider_sandbox_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    realm: text('realm', { enum: ['account', 'enterprise'] }).notNull(),
    /** The sign-in name (a mobile number or an e-mail address), lower case. */
    loginId: text('login_id').notNull(),
    subject: text('subject').notNull(),
    passwordHash: text('password_hash').notNull(),
    phoneNumber: text('phone_number'),
    name: text('name').notNull(),
    companyCode: text('company_code'),
    companyName: text('company_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_provider_sandbox_accounts_login_key').on(t.realm, t.loginId),
    uniqueIndex('account_provider_sandbox_accounts_subject_key').on(t.subject),
  ],
);
