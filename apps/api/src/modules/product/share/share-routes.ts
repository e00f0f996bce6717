/**
 * Share poster. POST /api/act/market/getPdpSharePic {spuCd, skuCd?} answers the poster's
 * URL and the same picture as a data URI; GET /api/act/market/pdpSharePic/{spuCd}/{skuCd}.svg
 * serves it (under /api: this module only registers inside the API prefix). The QR code
 * encodes the product page on the origin the shopper used.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIES } from '@shop/contracts';
import { pdpEndpoints } from '@shop/contracts/endpoints/pdp';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { ProductParts } from '../product-needs.ts';
import { isProductType, productSvg } from '../../media/index.ts';
import { resolveSiteCode } from '@shop/contracts/site';
import type { CatalogueSku as SkuFacts } from '@shop/contracts/catalogue-rows';
import type { CatalogueReads } from '../catalogue-reads.ts';
import { POSTER_HEIGHT, POSTER_WIDTH, posterSvg } from './poster-svg.ts';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export const posterPath = (spuCd: string, skuCd: string) => `/api/act/market/pdpSharePic/${encodeURIComponent(spuCd)}/${encodeURIComponent(skuCd)}.svg`;

export function shareRoutes(api: FastifyInstance, deps: Pick<ProductParts, 'ctx'>, catalog: Pick<CatalogueReads, 'skusOf'>) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const brand = deps.ctx.config.brandName ?? '星辰';

  /** The SKU the poster shows: the asked one if it belongs to the SPU, else the SPU's first. */
  async function resolve(spuCd: string, skuCd: string | undefined, siteCode: string): Promise<SkuFacts> {
    const skus = CODE.test(spuCd) ? await catalog.skusOf(spuCd, siteCode) : [];
    if (!skus.length) throw fail('E_NOT_FOUND', { message: '商品不存在' });
    if (skuCd === undefined) return skus[0];
    const sku = skus.find((s) => s.skuCode === skuCd);
    if (!sku) throw fail('E_NOT_FOUND', { message: '商品不存在' });
    return sku;
  }

  function draw(req: FastifyRequest, sku: SkuFacts) {
    const hex = sku.colorHex.replace('#', '').toLowerCase();
    const productUrl = `${deps.ctx.origins.public()}/product/${encodeURIComponent(sku.spuCode)}/${encodeURIComponent(sku.skuCode)}`;
    const svg = posterSvg({
      brand,
      productName: sku.productName,
      variant: sku.skuName,
      price: sku.price,
      productSvg: isProductType(sku.productType) && /^[0-9a-f]{6}$/.test(hex) ? productSvg(sku.productType, sku.productDesign, 'front', hex) : '',
      productUrl,
    });
    return { svg, productUrl };
  }

  const siteOf = (req: FastifyRequest) => resolveSiteCode(undefined, req.cookies[COOKIES.siteCd]);

  routeEndpoint(api, pdpEndpoints.sharePoster, async (req) => {
    const sku = await resolve(req.body.spuCd, req.body.skuCd, siteOf(req));
    const { svg, productUrl } = draw(req, sku);
    return ok(req, {
      url: posterPath(sku.spuCode, sku.skuCode),
      dataUri: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
      productUrl,
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
    });
  });

  // The picture itself (not an envelope): a plain route.
  r.get('/act/market/pdpSharePic/:spuCd/:file', { schema: { hide: true, params: z.object({ spuCd: z.string(), file: z.string() }) } }, async (req, reply) => {
    const skuCd = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(req.params.file)?.[1];
    const sku = skuCd ? await resolve(req.params.spuCd, skuCd, siteOf(req)).catch(() => undefined) : undefined;
    if (!sku) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
    // Prices change: a short shared cache, unlike the immutable product drawings.
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(draw(req, sku).svg);
  });
}
