/**
 * 营销 of the back office (issue #16): 套装 (bundles) and 赠品 (gifts) — list, create, edit,
 * enable / disable a bundle; add, edit, remove a gift. Served by the product module (it owns the
 * bundles and sku_gifts tables). Every call needs activities.write; every write is audited. A
 * change shows in the shop at once (the tables' public-data triggers move the version the
 * product page, the cart and checkout read).
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  bundleAdminPageSchema,
  bundleAdminQuerySchema,
  bundleAdminRowSchema,
  bundleCodeParamsSchema,
  bundleInputSchema,
  giftAdminPageSchema,
  giftAdminQuerySchema,
  giftAdminRowSchema,
  giftCreateSchema,
  giftKeySchema,
  giftUpdateSchema,
} from '../bundle-admin.ts';

const tags = ['admin-marketing'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';
const BUNDLE_RULES =
  '套装名称 1–40 个字；主商品（SPU 编码）须存在（400 ERR_ADMIN_BUNDLE_MAIN_SPU）；套装商品 1–5 个、不能重复，每个须是在售的 SKU（400 ERR_ADMIN_BUNDLE_ITEM_SKU）且不属于主商品（400 ERR_ADMIN_BUNDLE_ITEM_OF_MAIN）；套装价为整数分、大于0且不高于该 SKU 的主站售价（400 ERR_ADMIN_BUNDLE_PRICE_ABOVE）。出错的套装商品在 data.index（从0起）。';

export const adminBundleEndpoints = {
  bundles: defineEndpoint({
    method: 'GET',
    path: '/api/admin/marketing/bundles',
    query: bundleAdminQuerySchema,
    data: bundleAdminPageSchema,
    summary: '套装列表',
    description: `${SIGNED_IN} 需要权限 activities.write。按商品（主商品或套装商品的 SPU 编码，或套装商品的 SKU 编码）与状态（active 启用 / inactive 停用）筛选，按编码排序；含每个套装商品的名称、售价、套装价与是否在售。`,
    tags,
  }),
  createBundle: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/bundles',
    body: bundleInputSchema,
    data: bundleAdminRowSchema,
    summary: '新建套装',
    description: `${SIGNED_IN} 需要权限 activities.write。${BUNDLE_RULES} 新建的套装为启用状态。记入审计日志，商城立即可见。`,
    tags,
  }),
  updateBundle: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/marketing/bundles/:code',
    params: bundleCodeParamsSchema,
    body: bundleInputSchema,
    data: bundleAdminRowSchema,
    summary: '修改套装',
    description: `${SIGNED_IN} 需要权限 activities.write。与新建相同的校验；状态不变。已加入购物车的套装按结算时的套装重新计价。记入审计日志，商城立即可见。`,
    tags,
  }),
  enableBundle: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/bundles/:code/enable',
    params: bundleCodeParamsSchema,
    data: bundleAdminRowSchema,
    summary: '启用套装',
    description: `${SIGNED_IN} 需要权限 activities.write。已启用的原样返回。记入审计日志，商城立即可见。`,
    tags,
  }),
  disableBundle: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/bundles/:code/disable',
    params: bundleCodeParamsSchema,
    data: bundleAdminRowSchema,
    summary: '停用套装',
    description: `${SIGNED_IN} 需要权限 activities.write。停用后商品页不再展示，购物车中的该套装不能再结算。已停用的原样返回。记入审计日志，商城立即可见。`,
    tags,
  }),
  gifts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/marketing/gifts',
    query: giftAdminQuerySchema,
    data: giftAdminPageSchema,
    summary: '赠品列表',
    description: `${SIGNED_IN} 需要权限 activities.write。按商品（SKU 编码：该 SKU 的赠品或作为赠品；SPU 编码：其 SKU 的赠品）筛选，按 SKU 与赠品编码排序；含赠品库存与是否在售（商城只在赠品在售且库存不少于赠送数量时赠送）。`,
    tags,
  }),
  createGift: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/gifts',
    body: giftCreateSchema,
    data: giftAdminRowSchema,
    summary: '添加赠品',
    description: `${SIGNED_IN} 需要权限 activities.write。商品 SKU 与赠品 SKU 须存在（400 ERR_ADMIN_GIFT_SKU / ERR_ADMIN_GIFT_GIFT_SKU）且不同；赠送数量 1–5；备注最多 40 个字；同一 SKU 的同一赠品只能设置一次（409 ERR_ADMIN_GIFT_EXISTS）。记入审计日志，商城立即可见。`,
    tags,
  }),
  updateGift: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/marketing/gifts/:skuCode/:giftSkuCode',
    params: giftKeySchema,
    body: giftUpdateSchema,
    data: giftAdminRowSchema,
    summary: '修改赠品',
    description: `${SIGNED_IN} 需要权限 activities.write。修改赠送数量（1–5）与备注（最多 40 个字）；不存在的 404 ERR_ADMIN_GIFT_NOT_FOUND。记入审计日志，商城立即可见。`,
    tags,
  }),
  deleteGift: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/marketing/gifts/:skuCode/:giftSkuCode',
    params: giftKeySchema,
    data: giftAdminRowSchema,
    summary: '移除赠品',
    description: `${SIGNED_IN} 需要权限 activities.write。返回移除前的设置；不存在的 404 ERR_ADMIN_GIFT_NOT_FOUND。记入审计日志，商城立即可见。`,
    tags,
  }),
};
