/** Error codes of QR, mini-program, app and the other sign-in routes (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const SIGNIN_ERRORS = {
} as const satisfies Record<string, ErrorDefinition>;
