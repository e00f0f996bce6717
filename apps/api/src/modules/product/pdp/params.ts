/**
 * Parameters of the product-page routes. Their schemas live once, in the endpoint definitions
 * (@shop/contracts/endpoints/pdp); this file keeps what only the API needs.
 */
export { prodCdSchema } from '@shop/contracts/endpoints/pdp';

/** A product or SKU code (scripts/preview-link.ts checks its argument with it). */
export const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** The SKU code of a route registered without and with a trailing `/:skuCd`. */
export const skuOf = (params: { prodCd: string } | { prodCd: string; skuCd: string }) => ('skuCd' in params ? params.skuCd : undefined);
