/** Error codes of star coin, star diamonds, writing reviews (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const STARS_ERRORS = {
} as const satisfies Record<string, ErrorDefinition>;
