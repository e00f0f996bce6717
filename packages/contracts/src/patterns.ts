/** Input patterns shared by API validation and storefront forms (no zod: safe for the client bundle). */

/** Mainland mobile number: 1[3-9] followed by 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
