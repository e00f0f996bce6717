/** Error codes of personal information, avatar, phone replacement, uploads (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const PROFILE_ERRORS = {
} as const satisfies Record<string, ErrorDefinition>;
