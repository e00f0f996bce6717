/**
 * Product calls outside /product/pdp that the product page makes: live price and stock
 * (common/stkPrice, h5/pdp/v2/getSkuStkCnt; never cached), recommended cards for a
 * category or product (plp/v2/{x}/recSku) and the national trade-in subsidy
 * (o2o/specialFund/{sku}).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIES, envelopeSchema, productCardSchema } from '@shop/contracts';
import { skuStockPriceSchema, specialFundSchema, type SkuStockPrice } from '@shop/contracts/pdp';
import { resolveSpuCode } from '@shop/contracts/pdp-rules';
import { ok } from '../../../platform/envelope.ts';
import { toProductCard } from '../card.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { PdpRepository } from './pdp.repository.ts';
import type { PdpService } from './pdp.service.ts';
import { recSkuParams, siteQuery, skuListParams, skuParams } from './params.ts';

const tags = ['product-detail'];
const REC_SKU_COUNT = 8;

export function pdpCommonRoutes(api: FastifyInstance, pdp: PdpService, repo: PdpRepository) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const site = (req: FastifyRequest, fromQuery: string | undefined) => resolveSiteCode(fromQuery, req.cookies[COOKIES.siteCd]);

  const stkPaths: [string, string][] = [
    ['/product/common/stkPrice/:x', '实时价格与库存'],
    ['/product/h5/pdp/v2/getSkuStkCnt/:x', '实时库存与价格（移动端）'],
  ];
  for (const [path, summary] of stkPaths) {
    r.get(
      path,
      {
        schema: {
          tags,
          summary,
          description: 'x 为一个 SKU 编码或逗号分隔的最多 50 个。未知 SKU 不返回；全部未知时为空列表。不缓存。',
          params: skuListParams,
          querystring: z.object({ siteCd: siteQuery.shape.siteCd }),
          response: { 200: envelopeSchema(z.array(skuStockPriceSchema)) },
        },
      },
      async (req, reply) => {
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
      },
    );
  }

  r.get(
    '/product/plp/v2/:x/recSku',
    {
      schema: {
        tags,
        summary: '推荐商品：x 为类目编码（该类目热销）或商品编码（相关商品）',
        params: recSkuParams,
        querystring: z.object({ siteCd: siteQuery.shape.siteCd }),
        response: { 200: envelopeSchema(z.array(productCardSchema)) },
      },
    },
    async (req) => {
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
        return ok(req, rows.map(toProductCard));
      }
      const { row } = await pdp.load(resolveSpuCode(req.params.x).spuCode, siteCode, false);
      const rows = await repo.recommend({
        siteCode,
        category: row.categoryCode,
        parent: row.parentCode,
        exclude: row.spuCode,
        limit: REC_SKU_COUNT,
      });
      return ok(req, rows.map(toProductCard));
    },
  );

  r.get(
    '/product/o2o/specialFund/:skuCode',
    {
      schema: {
        tags,
        summary: '国家以旧换新补贴（按 SKU）',
        description:
          '家电（电视、冰箱、洗衣机、显示器）补贴 15%，一级能效 20%，每件最高 ¥2000；手机、平板、手表补贴 15%，每件最高 ¥500，仅限单价不超过 ¥6000。',
        params: skuParams,
        querystring: z.object({ siteCd: siteQuery.shape.siteCd }),
        response: { 200: envelopeSchema(specialFundSchema) },
      },
    },
    async (req) => ok(req, await pdp.fund(req.params.skuCode, site(req, req.query.siteCd))),
  );
}
