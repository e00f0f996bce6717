/**
 * Product calls outside /product/pdp that the product page makes: live price and stock
 * (common/stkPrice, h5/pdp/v2/getSkuStkCnt; never cached), recommended cards for a
 * category or product (plp/v2/{x}/recSku) and the national trade-in subsidy
 * (o2o/specialFund/{sku}). Registered from their definitions in @shop/contracts/endpoints/pdp.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { pdpEndpoints } from '@shop/contracts/endpoints/pdp';
import type { SkuStockPrice } from '@shop/contracts/pdp';
import { resolveSpuCode } from '@shop/contracts/pdp-rules';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { keptProductCard } from '../card.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { PdpRepository } from './pdp.repository.ts';
import type { PdpService } from './pdp.service.ts';

const REC_SKU_COUNT = 8;

export function pdpCommonRoutes(api: FastifyInstance, pdp: PdpService, repo: PdpRepository) {
  const site = (req: FastifyRequest, fromQuery: string | undefined) => resolveSiteCode(fromQuery, req.cookies[COOKIES.siteCd]);

  for (const endpoint of [pdpEndpoints.stkPrice, pdpEndpoints.skuStkCnt])
    routeEndpoint(api, endpoint, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await repo.liveSkus({ codes: req.params.x }, site(req, req.query.siteCd));
      const byCode = new Map(rows.map((s) => [s.skuCode, s]));
      const out: SkuStockPrice[] = [];
      // In the order asked for.
      for (const code of req.params.x) {
        const s = byCode.get(code);
        if (!s) continue;
        out.push({
          skuCd: s.skuCode,
          price: s.price,
          origPrice: Math.max(s.origPrice, s.price),
          stkCnt: s.stock,
          lowStkCnt: s.lowStock,
          status: s.productStatus === 'on_sale' ? s.status : 'off_sale',
        });
      }
      return ok(req, out);
    });

  routeEndpoint(api, pdpEndpoints.recSku, async (req) => {
    const siteCode = site(req, req.query.siteCd);
    const category = await repo.category(req.params.x);
    if (category) {
      const rows = await repo.recommend({
        siteCode,
        category: category.code,
        parent: category.parentCode === null ? category.code : null,
        exclude: null,
        limit: REC_SKU_COUNT,
      });
      return ok(req, rows.map(keptProductCard));
    }
    const { row } = await pdp.load(resolveSpuCode(req.params.x).spuCode, siteCode, false);
    const rows = await repo.recommend({
      siteCode,
      category: row.categoryCode,
      parent: row.parentCode,
      exclude: row.spuCode,
      limit: REC_SKU_COUNT,
    });
    return ok(req, rows.map(keptProductCard));
  });

  routeEndpoint(api, pdpEndpoints.specialFund, async (req) => ok(req, await pdp.fund(req.params.skuCode, site(req, req.query.siteCd))));
}
