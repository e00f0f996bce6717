/** Tables of account provider (OpenID Connect) links and enterprise SSO (owned by apps/api/src/modules/auth/provider). Issue #6. */
export {};
