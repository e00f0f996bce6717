/** Favourites (memCollectSpu, spec 7 Member "Favorites"): the heart on product pages. The member always comes from the token. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { isCollectSchema, spuIdParamsSchema, wishlistPageSchema, wishlistQuerySchema } from '../wishlist.ts';

const tags = ['member'];

/** The optional body of saveCollectSpu: the SKU being looked at. */
export const saveCollectBodySchema = z
  .object({ skuCd: z.string({ error: '商品编号不正确' }).trim().max(64, { error: '商品编号不正确' }).optional() })
  .nullish();

export const wishlistEndpoints = {
  isCollect: defineEndpoint({
    method: 'POST',
    path: '/api/member/memCollectSpu/getIsCollect/:spuId',
    params: spuIdParamsSchema,
    data: isCollectSchema,
    summary: '商品是否已收藏',
    description: '游客恒为 { collected: false }。',
    tags,
    auth: 'any',
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/member/memCollectSpu/saveCollectSpu/:spuId',
    params: spuIdParamsSchema,
    body: saveCollectBodySchema,
    data: isCollectSchema,
    summary: '收藏商品',
    description: '幂等；未知或未发布商品 404；每位会员最多收藏 200 个商品（409 ERR_WISHLIST_LIMIT）。可选 body { skuCd } 记住所看的规格。',
    tags,
    auth: 'member',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/member/memCollectSpu/cancelCollect/:spuId',
    params: spuIdParamsSchema,
    data: isCollectSchema,
    summary: '取消收藏（幂等）',
    tags,
    auth: 'member',
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/member/memCollectSpu/findMemCollectSpu',
    body: wishlistQuerySchema.nullish(),
    data: wishlistPageSchema,
    summary: '我的收藏（最新在前）',
    description: '{ pageNo, pageSize ≤ 20 }；价格为在售规格的最低价，已下架商品 onSale=false、price=null。',
    tags,
    auth: 'member',
  }),
};
