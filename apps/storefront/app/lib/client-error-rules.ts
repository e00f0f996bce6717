/**
 * What the browser needs of THE error catalogue (@shop/contracts/errors): how each code that is
 * not simply shown is handled (spec 8) and the few fixed texts, not the catalogue's messages (6.8 KB
 * gzip of every first load; a shopper is shown the message the server answered). Computed from the
 * catalogue; in the client build vite.config.ts replaces this module by its values as literals, so
 * the catalogue is downloaded only by the screens that show one of its messages themselves.
 * This module's exports must stay plain data for that reason.
 */
import {
  BUSY_HTTP_STATUSES as busyHttpStatuses,
  BUSY_MESSAGE as busyMessage,
  type ClientHandling,
  DISPLAY_REWRITES as displayRewrites,
  ERRORS,
  type ErrorCode,
  TOKEN_EXPIRED_CODES as tokenExpiredCodes,
  WIRE_CODE,
} from '@shop/contracts/errors';

/** Wire code → its handling, for the codes whose handling is not 'toast' (lookupError(code)?.handling). */
export const CLIENT_HANDLING: Readonly<Record<string, Exclude<ClientHandling, 'toast'>>> = Object.fromEntries(
  (Object.entries(ERRORS) as [ErrorCode, (typeof ERRORS)[ErrorCode]][]).flatMap(([code, def]) => {
    const handling: ClientHandling | undefined = 'handling' in def ? def.handling : undefined;
    if (!handling || handling === 'toast') return [];
    const wire = WIRE_CODE[code];
    return wire ? [[code, handling] as const, [wire, handling] as const] : [[code, handling] as const];
  }),
);

export const BUSY_HTTP_STATUSES: readonly number[] = busyHttpStatuses;
export const BUSY_MESSAGE: string = busyMessage;
export const DISPLAY_REWRITES: Readonly<Record<string, string>> = displayRewrites;
export const TOKEN_EXPIRED_CODES: readonly string[] = tokenExpiredCodes;
