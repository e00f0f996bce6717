/** Error codes of member binding and tags, student and enterprise verification (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const VERIFICATION_ERRORS = {
} as const satisfies Record<string, ErrorDefinition>;
