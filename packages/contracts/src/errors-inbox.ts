/** Error codes of system messages, after-sales lists, records, enterprise buy, support (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const INBOX_ERRORS = {
} as const satisfies Record<string, ErrorDefinition>;
