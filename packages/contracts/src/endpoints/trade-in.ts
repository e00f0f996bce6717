/**
 * Trade-in completion (issue #17 item 5). The member answers the final price of a recycling
 * order (accept → 已完成 with the payout, decline → the device goes back); another member's
 * number answers 404. The back office's 以旧换新 (trade-in.write): the queue with filters and
 * ages, one order with its timeline, and each step's action — every one audited.
 */
import { defineEndpoint } from '../endpoint.ts';
import { recycleDetailSchema } from '../inbox.ts';
import {
  adminTradeInDetailSchema,
  adminTradeInNoteSchema,
  adminTradeInPageSchema,
  adminTradeInPriceSchema,
  adminTradeInQuerySchema,
  checkImeiInputSchema,
  checkImeiResultSchema,
  getRecyclingInputSchema,
  getRecyclingResultSchema,
  saveOrderClmInputSchema,
  TRADE_IN_ANSWER_HOURS,
  tradeInParamsSchema,
} from '../trade-in.ts';

const adminTags = ['admin-trade-in'];
const SIGNED_IN = '需要管理后台登录（Cookie admin_session，路径 /api/admin）；会员令牌无效。需要权限 trade-in.write。';
const params = tradeInParamsSchema;

export const adminTradeInEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/trade-ins',
    query: adminTradeInQuerySchema,
    data: adminTradeInPageSchema,
    summary: '以旧换新回收单队列',
    description: `${SIGNED_IN} 按状态、回收单号、订单号、会员ID、创建日期（北京时间）筛选；最早进入当前状态的排在前面；每行带处理时限。`,
    tags: adminTags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/trade-ins/:rclmOrdNo',
    params,
    data: adminTradeInDetailSchema,
    summary: '回收单详情（时间线、定价与结算）',
    description: SIGNED_IN,
    tags: adminTags,
  }),
  pickUp: defineEndpoint({
    method: 'POST',
    path: '/api/admin/trade-ins/:rclmOrdNo/pick-up',
    params,
    body: adminTradeInNoteSchema,
    data: adminTradeInDetailSchema,
    summary: '标记已取件（待取件 → 已取件）',
    description: SIGNED_IN,
    tags: adminTags,
  }),
  inspect: defineEndpoint({
    method: 'POST',
    path: '/api/admin/trade-ins/:rclmOrdNo/inspect',
    params,
    body: adminTradeInNoteSchema,
    data: adminTradeInDetailSchema,
    summary: '开始质检（已取件 → 质检中）',
    description: SIGNED_IN,
    tags: adminTags,
  }),
  price: defineEndpoint({
    method: 'POST',
    path: '/api/admin/trade-ins/:rclmOrdNo/price',
    params,
    body: adminTradeInPriceSchema,
    data: adminTradeInDetailSchema,
    summary: '给出最终回收价（质检中 → 已定价）',
    description: `${SIGNED_IN} finalPrice 以分为单位，grade 为成色等级 A–D，note 为质检说明。会员须在 ${TRADE_IN_ANSWER_HOURS} 小时内接受或拒绝，逾期视为接受。`,
    tags: adminTags,
  }),
  confirmReturned: defineEndpoint({
    method: 'POST',
    path: '/api/admin/trade-ins/:rclmOrdNo/returned',
    params,
    body: adminTradeInNoteSchema,
    data: adminTradeInDetailSchema,
    summary: '确认旧机已退回会员（退回中 → 已退回）',
    description: SIGNED_IN,
    tags: adminTags,
  }),
};

const tags = ['member'];
const auth = 'member' as const;

export const tradeInEndpoints = {
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/member/recycle/:rclmOrdNo/accept',
    params,
    data: recycleDetailSchema,
    summary: '接受最终回收价（已定价 → 已完成）',
    description: '回收差价（最终回收价高于已抵扣的旧机估价的部分）在接受的同一事务中以积分发放（1 积分抵扣 ¥0.01），只发放一次；低于估价的差额由商城承担。',
    tags,
    auth,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/member/recycle/:rclmOrdNo/decline',
    params,
    data: recycleDetailSchema,
    summary: '不接受最终回收价，申请退回旧机（已定价 → 退回中）',
    tags,
    auth,
  }),
};

/** Spec 7 (Cart and order): the recycling offer of a SKU, the IMEI check and the old device's facts before pickup. */
export const tradeInThirdEndpoints = {
  getRecycling: defineEndpoint({
    method: 'POST',
    path: '/api/order/third/getRecycling',
    body: getRecyclingInputSchema,
    data: getRecyclingResultSchema,
    summary: '以旧换新回收报价：某商品可回收的旧机（按回收平台）、估价与补贴',
    description: '{ skuCd, rclmPlf? }。未知商品 404 E_NOT_FOUND；该商品无可回收旧机 409 E_TRADEIN_601（不弹窗）。',
    tags,
    auth: 'any',
  }),
  checkEupImei: defineEndpoint({
    method: 'POST',
    path: '/api/order/third/checkEupImei',
    body: checkImeiInputSchema,
    data: checkImeiResultSchema,
    summary: '校验旧机 IMEI（15位数字与 Luhn 校验位；是否已用于进行中的回收单）',
    description:
      '400 ERR_TRADEIN_IMEI_FORMAT（非15位数字）/ ERR_TRADEIN_IMEI_CHECK（校验位不对）；已用于未取消、未退回的回收单 409 ERR_TRADEIN_IMEI_USED（不弹窗）。rclmOrdNo 为本人回收单时其自身的 IMEI 不算已使用。',
    tags,
    auth,
  }),
  saveOrderClm: defineEndpoint({
    method: 'POST',
    path: '/api/order/third/saveOrderClm',
    body: saveOrderClmInputSchema,
    data: recycleDetailSchema,
    summary: '填写旧机 IMEI 与状况（上门取件前）',
    description:
      '{ rclmOrdNo, imei, answers[{ code, answer }] 全部问题各一次 }。仅待取件的本人回收单（他人的 404 ERR_RECYCLE_NOT_FOUND；已取件后 409 ERR_TRADEIN_STATUS）；IMEI 校验同 checkEupImei。',
    tags,
    auth,
  }),
};
