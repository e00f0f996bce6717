/**
 * 营销 of the back office (issue #16): flash sales (限时抢购) — list, create, edit, end early.
 * Every call needs activities.write; every write is audited. A change shows in the shop at once
 * (the activity tables' public-data triggers move the version the product page and the home
 * strip read).
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  couponAdminPageSchema,
  couponAdminQuerySchema,
  couponAdminRowSchema,
  couponCodeParamsSchema,
  couponInputSchema,
  flashSaleAdminPageSchema,
  flashSaleAdminQuerySchema,
  flashSaleAdminRowSchema,
  flashSaleCreateSchema,
  flashSaleKeySchema,
  flashSaleUpdateSchema,
} from '../marketing-admin.ts';

const tags = ['admin-marketing'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。';

export const adminMarketingEndpoints = {
  flashSales: defineEndpoint({
    method: 'GET',
    path: '/api/admin/marketing/flash-sales',
    query: flashSaleAdminQuerySchema,
    data: flashSaleAdminPageSchema,
    summary: '限时抢购列表',
    description: `${SIGNED_IN} 需要权限 activities.write。按状态（upcoming 未开始 / running 进行中 / ended 已结束）与商品（SKU 编码或 SPU 编码）筛选，开始时间晚的在前；含活动库存、已售（含预留）与剩余。`,
    tags,
  }),
  createFlashSale: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/flash-sales',
    body: flashSaleCreateSchema,
    data: flashSaleAdminRowSchema,
    summary: '新建限时抢购',
    description: `${SIGNED_IN} 需要权限 activities.write。结束时间须晚于开始时间；活动价（分）须大于0且低于SKU在所选站点（未选：主站）的售价；同一SKU的限时抢购时段不能重叠（409 ERR_ADMIN_FLASH_SALE_OVERLAP）。记入审计日志，商城立即可见。`,
    tags,
  }),
  updateFlashSale: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/marketing/flash-sales/:actCd/:skuCode',
    params: flashSaleKeySchema,
    body: flashSaleUpdateSchema,
    data: flashSaleAdminRowSchema,
    summary: '修改限时抢购',
    description: `${SIGNED_IN} 需要权限 activities.write。与新建相同的校验；活动库存不能少于已售出与已预留的数量（409 ERR_ADMIN_FLASH_STOCK_BELOW_SOLD），在下单扣减活动库存所用的同一行锁下修改，进行中也不会超卖；已结束的不能修改（409）。记入审计日志。`,
    tags,
  }),
  endFlashSale: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/flash-sales/:actCd/:skuCode/end',
    params: flashSaleKeySchema,
    data: flashSaleAdminRowSchema,
    summary: '提前结束限时抢购',
    description: `${SIGNED_IN} 需要权限 activities.write。进行中的立即结束；未开始的取消（不再展示）。已结束的原样返回。记入审计日志，商城立即可见。`,
    tags,
  }),
  coupons: defineEndpoint({
    method: 'GET',
    path: '/api/admin/marketing/coupons',
    query: couponAdminQuerySchema,
    data: couponAdminPageSchema,
    summary: '优惠券模板列表',
    description: `${SIGNED_IN} 需要权限 coupons.write。按发放状态（upcoming 未开始 / issuing 发放中 / stopped 已停发）与名称或编码筛选；含已领取与已使用数量。`,
    tags,
  }),
  createCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/coupons',
    body: couponInputSchema,
    data: couponAdminRowSchema,
    summary: '新建优惠券模板',
    description: `${SIGNED_IN} 需要权限 coupons.write。适用范围（全部 / 类目 / 商品）、门槛、优惠金额或折扣、领取时间、有效期（领取后N天或固定日期）、发放总量与每人限领。记入审计日志。`,
    tags,
  }),
  updateCoupon: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/marketing/coupons/:cpnCd',
    params: couponCodeParamsSchema,
    body: couponInputSchema,
    data: couponAdminRowSchema,
    summary: '修改优惠券模板',
    description: `${SIGNED_IN} 需要权限 coupons.write。与新建相同的校验；发放总量不能少于已领取数量（409 ERR_ADMIN_COUPON_TOTAL_BELOW_CLAIMED，在领取所用的同一行锁下检查）。已领取的券不受影响。记入审计日志。`,
    tags,
  }),
  stopCoupon: defineEndpoint({
    method: 'POST',
    path: '/api/admin/marketing/coupons/:cpnCd/stop',
    params: couponCodeParamsSchema,
    data: couponAdminRowSchema,
    summary: '停止发放优惠券',
    description: `${SIGNED_IN} 需要权限 coupons.write。领取结束时间改为现在，不能再领取；已领取的券照常可用。已停发的原样返回。记入审计日志。`,
    tags,
  }),
};
