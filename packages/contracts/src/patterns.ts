/** Input patterns shared by API validation and storefront forms (no zod: safe for the client bundle). */

/** Mainland mobile number: 1[3-9] followed by 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** An order number: 18 digits (Beijing date + 12 random digits, see modules/order/order-number.ts). */
export const ORDER_NO_PATTERN = /^\d{18}$/;
