/** Bespoke (定制) data of the /design/product page, as GET /api/product/pdp/v3/bespoke/{spu} answers. */
export type { BespokeInfo } from '@shop/contracts/pdp';
