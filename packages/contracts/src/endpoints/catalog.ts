/**
 * Catalogue endpoints: category tree, listing, search, suggestions and the header's new/hot
 * recommendations (one newRec path per platform family, spec 7). All public; prices follow
 * the site code (?siteCd=, else the siteCd cookie, else cn).
 */
import { z } from 'zod';
import {
  categoryTreeSchema,
  listingQuerySchema,
  listingResultSchema,
  newRecResultSchema,
  searchQuerySchema,
  searchResultSchema,
  suggestQuerySchema,
  suggestResultSchema,
} from '../catalog.ts';
import { defineEndpoint } from '../endpoint.ts';

const tags = ['product'];

/** ?siteCd= of the catalogue calls. */
export const siteCdQuerySchema = z.object({
  siteCd: z.string().trim().max(32).optional().meta({ description: '站点代码（cn / student / enterprise）；缺省取 Cookie siteCd，再缺省 cn' }),
});

export const catalogEndpoints = {
  categoryTree: defineEndpoint({
    method: 'GET',
    path: '/api/product/category/tree',
    data: categoryTreeSchema,
    summary: '类目树（一级含二级，附在售商品数）',
    tags,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/product/plp/list',
    query: listingQuerySchema,
    data: listingResultSchema,
    summary: '商品列表（筛选、排序、分页、筛选项计数）',
    description: 'attrs 形如 颜色:幻夜黑,存储:12GB+256GB（同名为或，不同名为且）。未知类目返回空结果。',
    tags,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/product/search',
    query: searchQuerySchema,
    data: searchResultSchema,
    summary: '搜索商品（中文分词、拼音全拼与首字母、型号）',
    description: '先要求全部词命中，无结果时任一词命中即可。关键词最多 64 个字符。',
    tags,
  }),
  suggest: defineEndpoint({
    method: 'GET',
    path: '/api/product/search/suggest',
    query: suggestQuerySchema.extend(siteCdQuerySchema.shape),
    data: suggestResultSchema,
    summary: '搜索联想（最多 8 个联想词、4 个相关商品）',
    tags,
  }),
  newRecPc: defineEndpoint({
    method: 'GET',
    path: '/api/product/gnb/v1/common/newRec',
    query: siteCdQuerySchema,
    data: newRecResultSchema,
    summary: '导航新品与热销推荐（PC）',
    tags,
  }),
  newRecH5: defineEndpoint({
    method: 'GET',
    path: '/api/product/h5/gnb/v1/common/newRec',
    query: siteCdQuerySchema,
    data: newRecResultSchema,
    summary: '导航新品与热销推荐（移动端、微信/支付宝小程序）',
    tags,
  }),
  newRecApp: defineEndpoint({
    method: 'GET',
    path: '/api/product/app/gnb/v1/common/newRec',
    query: siteCdQuerySchema,
    data: newRecResultSchema,
    summary: '导航新品与热销推荐（App）',
    tags,
  }),
};
