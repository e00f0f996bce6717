/**
 * Address and query parameters of the product-page routes. The schemas the storefront also
 * calls with live once, in the endpoint definitions (@shop/contracts/endpoints/pdp); this file
 * names them as the routes use them and adds what only the API needs.
 */
import { z } from 'zod';
import {
  pdpBespokeQuerySchema,
  pdpInInfoQuerySchema,
  pdpPageQuerySchema,
  pdpSiteQuerySchema,
  pdpViewQuerySchema,
  prodCdSchema,
  prodParamsSchema,
  prodSkuParamsSchema,
  recCountParamsSchema,
  skuCdSchema,
  skuCodeParamsSchema,
  skuListParamsSchema,
} from '@shop/contracts/endpoints/pdp';

export const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export { prodCdSchema, skuCdSchema };
export const prodParams = prodParamsSchema;
export const prodSkuParams = prodSkuParamsSchema;
export const skuParams = skuCodeParamsSchema;
export const pageQuery = pdpPageQuerySchema;
export const viewQuery = pdpViewQuerySchema;
export const siteQuery = pdpSiteQuerySchema;
export const inInfoQuery = pdpInInfoQuerySchema;
export const bespokeQuery = pdpBespokeQuerySchema;
export const skuListParams = skuListParamsSchema;
export const recCountParams = recCountParamsSchema;

/** Routes with an optional trailing SKU code are registered twice: without and with it. */
export const withOptionalSku = (path: string) =>
  [
    [path, prodParams],
    [`${path}/:skuCd`, prodSkuParams],
  ] as const;
export const skuOf = (params: { prodCd: string } | { prodCd: string; skuCd: string }) => ('skuCd' in params ? params.skuCd : undefined);
export const skuIdParams = z.object({
  skuId: z
    .string()
    .regex(/^\d{1,15}$/, 'SKU ID 格式有误')
    .transform(Number),
});
export const recSkuParams = z.object({
  x: z.string().trim().min(1).max(64, '编码过长').regex(CODE, '编码格式有误'),
});
