/** The shape of an error definition and its builder (kept apart so the catalogue's part files can import it). */

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 421 | 429 | 500 | 501 | 502 | 503 | 504;

/** How the storefront treats a failure (spec 8, business envelope). */
export type ClientHandling =
  | 'toast' // show the server message in a tip popup (the default)
  | 'login' // token expired or invalid: clear login data and start login
  | 'maintenance' // go to the maintenance page
  | 'caller' // returned to the caller, no popup
  | 'silent'; // ignored

export interface ErrorDefinition {
  status: ErrorStatus;
  message: string;
  handling?: ClientHandling;
  /** Spec 8 group the code belongs to, for the docs and the error reference. */
  group: ErrorGroup;
}

export type ErrorGroup =
  | 'platform'
  | 'session'
  | 'sms'
  | 'order'
  | 'tradeIn'
  | 'delivery'
  | 'payment'
  | 'points'
  | 'coupon'
  | 'binding'
  | 'login'
  | 'like'
  | 'member'
  /** The back office: staff sign-in and permissions (issue #16). */
  | 'admin';

export const def = (group: ErrorGroup, status: ErrorStatus, message: string, handling?: ClientHandling): ErrorDefinition =>
  handling ? { group, status, message, handling } : { group, status, message };
