/**
 * Catalogue routes: category tree, listing, search, suggestions and the header's new/hot
 * recommendations (the three newRec paths of spec 7, one per platform family). All public;
 * prices follow the site code (?siteCd=, else the siteCd cookie, else cn).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COOKIES,
  categoryTreeSchema,
  envelopeSchema,
  listingQuerySchema,
  listingResultSchema,
  newRecResultSchema,
  searchQuerySchema,
  searchResultSchema,
  suggestQuerySchema,
  suggestResultSchema,
} from '@shop/contracts';
import { ok } from '../../platform/envelope.ts';
import type { ListingService } from './listing.service.ts';
import { resolveSiteCode } from '@shop/contracts/site';

const tags = ['product'];
const siteQuery = z.object({
  siteCd: z.string().trim().max(32).optional().meta({ description: '站点代码（cn / student / enterprise）；缺省取 Cookie siteCd，再缺省 cn' }),
});

export function productRoutes(api: FastifyInstance, listing: ListingService) {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const site = (req: { cookies: Record<string, string | undefined> }, fromQuery: string | undefined) => resolveSiteCode(fromQuery, req.cookies[COOKIES.siteCd]);

  r.get(
    '/product/category/tree',
    { schema: { tags, summary: '类目树（一级含二级，附在售商品数）', response: { 200: envelopeSchema(categoryTreeSchema) } } },
    async (req) => ok(req, await listing.categoryTree()),
  );

  r.get(
    '/product/plp/list',
    {
      schema: {
        tags,
        summary: '商品列表（筛选、排序、分页、筛选项计数）',
        description: 'attrs 形如 颜色:幻夜黑,存储:12GB+256GB（同名为或，不同名为且）。未知类目返回空结果。',
        querystring: listingQuerySchema,
        response: { 200: envelopeSchema(listingResultSchema) },
      },
    },
    async (req) => ok(req, await listing.listing(req.query, site(req, req.query.siteCd))),
  );

  r.get(
    '/product/search',
    {
      schema: {
        tags,
        summary: '搜索商品（中文分词、拼音全拼与首字母、型号）',
        description: '先要求全部词命中，无结果时任一词命中即可。关键词最多 64 个字符。',
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(searchResultSchema) },
      },
    },
    async (req) => ok(req, await listing.search(req.query, site(req, req.query.siteCd))),
  );

  r.get(
    '/product/search/suggest',
    {
      schema: {
        tags,
        summary: '搜索联想（最多 8 个联想词、4 个相关商品）',
        querystring: suggestQuerySchema.extend(siteQuery.shape),
        response: { 200: envelopeSchema(suggestResultSchema) },
      },
    },
    async (req) => ok(req, await listing.suggest(req.query.keyword, site(req, req.query.siteCd))),
  );

  const newRecPaths: [path: string, platforms: string][] = [
    ['/product/gnb/v1/common/newRec', 'PC'],
    ['/product/h5/gnb/v1/common/newRec', '移动端、微信/支付宝小程序'],
    ['/product/app/gnb/v1/common/newRec', 'App'],
  ];
  for (const [path, platforms] of newRecPaths) {
    r.get(
      path,
      { schema: { tags, summary: `导航新品与热销推荐（${platforms}）`, querystring: siteQuery, response: { 200: envelopeSchema(newRecResultSchema) } } },
      async (req) => ok(req, await listing.newRec(site(req, req.query.siteCd))),
    );
  }
}
