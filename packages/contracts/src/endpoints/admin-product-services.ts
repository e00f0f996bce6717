/**
 * 商品 → 服务 of the back office (issue #16): value-added services sold with a product
 * (延保, 关怀计划, 安装) — list, create, edit, take off sale / put back. Every call needs
 * catalogue.write; every write is audited and reaches the shop at once (NOTIFY public_data). A
 * service is never deleted: one taken off (下架) is no longer offered but stays on the orders
 * that bought it.
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  serviceAdminPageSchema,
  serviceAdminQuerySchema,
  serviceAdminRowSchema,
  serviceCodeParamsSchema,
  serviceInputSchema,
} from '../product-service-admin.ts';

const tags = ['admin-catalogue'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';

export const adminProductServiceEndpoints = {
  services: defineEndpoint({
    method: 'GET',
    path: '/api/admin/catalogue/services',
    query: serviceAdminQuerySchema,
    data: serviceAdminPageSchema,
    summary: '增值服务列表',
    description: `${SIGNED_IN} 需要权限 catalogue.write。按服务类型（install 安装 / warranty 延保 / care 关怀计划）、适用商品类型、是否在售与名称关键词筛选，按排序值与编码排列。`,
    tags,
  }),
  createService: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/services',
    body: serviceInputSchema,
    data: serviceAdminRowSchema,
    summary: '新建增值服务',
    description: `${SIGNED_IN} 需要权限 catalogue.write。名称 1–30 字，价格为整数分且不小于0，服务期限 0–60 个月（延保与关怀计划至少1个月），至少一个适用商品类型，说明最多200字；同类型下名称不能重复（409 ERR_ADMIN_SERVICE_NAME_TAKEN）。编码由服务端生成。记入审计日志，商品页立即可见。`,
    tags,
  }),
  updateService: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/catalogue/services/:code',
    params: serviceCodeParamsSchema,
    body: serviceInputSchema,
    data: serviceAdminRowSchema,
    summary: '修改增值服务',
    description: `${SIGNED_IN} 需要权限 catalogue.write。与新建相同的校验；已下单的订单保留下单时的名称与价格。记入审计日志，商品页立即可见。`,
    tags,
  }),
  takeOffService: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/services/:code/off',
    params: serviceCodeParamsSchema,
    data: serviceAdminRowSchema,
    summary: '下架增值服务',
    description: `${SIGNED_IN} 需要权限 catalogue.write。不删除：商品页、购物车与结算不再提供该服务，已购买的订单照常保留。已下架的原样返回。记入审计日志。`,
    tags,
  }),
  putOnService: defineEndpoint({
    method: 'POST',
    path: '/api/admin/catalogue/services/:code/on',
    params: serviceCodeParamsSchema,
    data: serviceAdminRowSchema,
    summary: '重新上架增值服务',
    description: `${SIGNED_IN} 需要权限 catalogue.write。已在售的原样返回。记入审计日志，商品页立即可见。`,
    tags,
  }),
};
