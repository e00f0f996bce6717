/**
 * 先试后买's pure pieces shared by the shop's screens (the /trybuy page, the order card and
 * detail, the after-sales pages): the paths, how a trial's days left read, the rules in plain
 * words. Browser and server alike; no React.
 */
import { formatYuan } from '@shop/contracts/money';

export const TRY_BUY_PATH = '/trybuy';

/** The try-buy return's apply page of order `orderNo` (the whole order goes back). */
export const tryBuyReturnPath = (orderNo: string) => `/Personalcenter/Personal_AfterSales_apply/returnGoodsTryBuy/${encodeURIComponent(orderNo)}`;

/** The details page of a try-buy return request. */
export const tryBuyDetailPath = (reqNo: string) => `/Personalcenter/Personal_AfterSales_DetailsTryBuy/${encodeURIComponent(reqNo)}`;

/** "试用中 · 剩余 N 天", or "试用中 · 今天结束" on the trial's last day. */
export function trialDaysLeftText(daysLeft: number): string {
  return daysLeft <= 0 ? '试用中 · 今天结束' : `试用中 · 剩余 ${daysLeft} 天`;
}

/** The rules of a trial, in the order the shopper meets them; `trialDays` null when each offer says its own. */
export function tryBuyRules(trialDays: number | null): string[] {
  const days = trialDays === null ? '活动规定的天数' : `${trialDays} 天`;
  return [
    '申请试用时按商品售价全额支付试用押金（押金 = 商品售价），试用订单不可使用优惠券与积分抵扣。',
    `商品签收当天起试用 ${days}，试用期截至最后一天 23:59:59（北京时间）。`,
    '试用期内可随时「确认购买」，押金即转为货款，订单完成；也可「申请退还」，整单寄回商品。',
    '退还的商品经验货后退款：退款金额 = 实付金额 − 损耗扣款（商品完好无损耗时全额退回），款项原路退回。',
    '试用期结束仍未申请退还的，系统将自动确认购买。',
    '每位会员每个试用活动限申请一次。',
  ];
}

/** The refund of a returned trial as a sentence: paid − deduction = refund. */
export function refundSumText(paid: number, deduction: number, refund: number): string {
  return `${formatYuan(paid)} − ${formatYuan(deduction)} = ${formatYuan(refund)}`;
}
