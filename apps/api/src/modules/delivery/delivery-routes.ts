/**
 * GET /api/product/deliveryTime/v2/getES/{skuCd}/{province}/{city}/{district}: the
 * promised delivery date the product page shows under the price (rules: delivery-estimate.ts).
 * Unknown SKU 404; an address that does not exist or nest 400 ERR_DELIVERY_ADDRESS; an
 * area the shop does not deliver this product to 409 ERR_PDP_CHECK_DELIVERY (the page then
 * asks for another address). A sold-out SKU still gets its date, flagged soldOut.
 */
import type { FastifyInstance } from 'fastify';
import { pdpEndpoints } from '@shop/contracts/endpoints/pdp';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { fail } from '../../platform/shop-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CatalogLookup } from './catalog-lookup.ts';
import { estimateDelivery, isDeliverable } from './delivery-estimate.ts';
import { checkAddress, REGION_CODE, regionTree, UNSUPPORTED_PROVINCES } from './regions.ts';

export function deliveryRoutes(api: FastifyInstance, { clock, catalog }: { clock: Clock; catalog: CatalogLookup }) {
  const tree = regionTree();

  routeEndpoint(api, pdpEndpoints.deliveryEstimate, async (req) => {
    const { skuCd, provinceCode, cityCode, districtCode } = req.params;
    const sku = await catalog.sku(skuCd);
    if (!sku) throw fail('E_NOT_FOUND', { message: '商品不存在' });

    const formatOk = [provinceCode, cityCode, districtCode].every((c) => REGION_CODE.test(c));
    // 港澳台: known provinces the shop never delivers to, whatever the lower levels say.
    if (formatOk && UNSUPPORTED_PROVINCES.has(provinceCode)) throw fail('ERR_PDP_CHECK_DELIVERY');
    const address = checkAddress(tree, provinceCode, cityCode, districtCode);
    if (!address.ok) throw fail('ERR_DELIVERY_ADDRESS', { data: { reason: address.reason } });

    const dest = { provinceCode, cityCode };
    if (!isDeliverable(dest, sku.productType)) throw fail('ERR_PDP_CHECK_DELIVERY');
    const estimate = estimateDelivery(clock.nowMs(), dest, sku.productType);
    return ok(req, {
      skuCd: sku.skuCode,
      address: { province: address.province.name, city: address.city.name, district: address.district.name },
      ...estimate,
      soldOut: !sku.buyable,
    });
  });
}
