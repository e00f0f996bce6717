/** Error codes of the account provider (OpenID Connect) and enterprise SSO (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const PROVIDER_ERRORS = {
} as const satisfies Record<string, ErrorDefinition>;
