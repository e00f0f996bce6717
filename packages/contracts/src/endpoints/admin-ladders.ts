/**
 * 营销 → 阶梯价 of the back office (issue #16): tiered prices — list, create, edit, end early.
 * Every call needs activities.write; every write is audited. A change shows in the shop at once
 * (the activity tables' public-data triggers move the version the product page, the cart and
 * checkout read).
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  ladderAdminPageSchema,
  ladderAdminQuerySchema,
  ladderAdminRowSchema,
  ladderCreateSchema,
  ladderKeySchema,
  ladderUpdateSchema,
} from '../ladder-admin.ts';

const tags = ['admin-marketing'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';

export const adminLadderEndpoints = {
  ladders: defineEndpoint({
    method: 'GET',
    path: '/api/admin/marketing/ladders',
    query: ladderAdminQuerySchema,
    data: ladderAdminPageSchema,
    summary: '阶梯价列表',
    description: `${SIGNED_IN} 需要权限 activities.write。按状态（upcoming 未开始 / running 进行中 / ended 已结束）与商品（SKU 编码或 SPU 编码）筛选，开始时间晚的在前；含各档起购件数与折扣（千分比，950 = 9.5折）。`,
    tags,
  }),
  createLadder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/ladders',
    body: ladderCreateSchema,
    data: ladderAdminRowSchema,
    summary: '新建阶梯价',
    description: `${SIGNED_IN} 需要权限 activities.write。SKU 须已发布；结束时间须晚于开始时间与当前时间；1–4 档，起购件数从2起逐档递增，折扣（千分比，100–990，0.1折为单位）逐档降低；同一SKU的阶梯价时段不能重叠（409 ERR_ADMIN_LADDER_OVERLAP）。记入审计日志，商品页、购物车与结算立即可见。`,
    tags,
  }),
  updateLadder: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/marketing/ladders/:actCd/:skuCode',
    params: ladderKeySchema,
    body: ladderUpdateSchema,
    data: ladderAdminRowSchema,
    summary: '修改阶梯价',
    description: `${SIGNED_IN} 需要权限 activities.write。与新建相同的校验（SKU 不可改）；已结束的不能修改（409 ERR_ADMIN_LADDER_ENDED）。记入审计日志，商城立即可见。`,
    tags,
  }),
  endLadder: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/ladders/:actCd/:skuCode/end',
    params: ladderKeySchema,
    data: ladderAdminRowSchema,
    summary: '结束阶梯价',
    description: `${SIGNED_IN} 需要权限 activities.write。进行中的立即结束；未开始的取消（不再展示）；已结束的原样返回。记入审计日志，商城立即可见。`,
    tags,
  }),
};
