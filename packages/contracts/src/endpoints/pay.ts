/** Paying an order (order/pay/*): the cashier's amount due, creating a payment, polling its result, the post-payment lottery. Member only. */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { createdPaymentSchema, createPaymentSchema, lotteryResultSchema, orderNoSchema, paymentDueSchema, paymentStatusSchema } from '../payment.ts';

const tags = ['payment'];
const auth = 'member' as const;

export const payNoParamsSchema = z.object({ payNo: z.string().regex(/^\d{24}$/, '支付单号有误') });
export const payOrdNoParamsSchema = z.object({ ordNo: orderNoSchema });

export const payEndpoints = {
  due: defineEndpoint({
    method: 'GET',
    path: '/api/order/pay/due/:ordNo',
    params: payOrdNoParamsSchema,
    data: paymentDueSchema,
    summary: '订单当前应付（收银台显示金额与支付截止时间）',
    description:
      '全款、定金或尾款（尾款仅在尾款支付时间内）。已支付 409 ERR_PAY_ALREADY_PAID；已取消 409 ERR_ORDER_STATUS；尾款未开始 / 已结束 ERR_BALANCE_NOT_STARTED / ERR_BALANCE_ENDED；他人订单 404。',
    tags,
    auth,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/order/pay/create',
    body: createPaymentSchema,
    data: createdPaymentSchema,
    summary: '发起支付（创建支付单与网关交易）',
    description:
      '金额由订单决定（客户端不传金额）。wxpay / jdpay 返回二维码内容 qrContent 与 SVG（手机打开二维码链接即"扫码"）；其余方式返回网关收银台地址 cashierUrl。同一订单再次发起时，之前未完成的支付单关闭（若其后仍支付成功，则自动退款或入账，不会重复收款）。',
    tags,
    auth,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/order/pay/status/:payNo',
    params: payNoParamsSchema,
    query: z.object({ query: z.enum(['0', '1']).optional() }),
    data: paymentStatusSchema,
    summary: '支付结果（收银台轮询）',
    description:
      '支付单仍为 created 且已超过 5 秒（或 ?query=1）时，向网关主动查询并入账——未收到异步通知时的兜底。nextUrl：支付成功页、定金已付页或支付失败页；等待中为 null。',
    tags,
    auth,
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/order/pay/latest/:ordNo',
    params: payOrdNoParamsSchema,
    data: paymentStatusSchema.nullable(),
    summary: '订单最近一次支付（支付结果页显示）',
    tags,
    auth,
  }),
  lottery: defineEndpoint({
    method: 'GET',
    path: '/api/order/pay/lottery/:ordNo',
    params: payOrdNoParamsSchema,
    data: lotteryResultSchema,
    summary: '支付后抽奖：本订单的抽奖结果（未抽 drawn=false）',
    tags,
    auth,
  }),
  draw: defineEndpoint({
    method: 'POST',
    path: '/api/order/pay/lottery/:ordNo',
    params: payOrdNoParamsSchema,
    data: lotteryResultSchema,
    summary: '支付后抽奖（每个已支付订单一次）',
    description: '结果由订单号决定，重复抽奖返回同一结果且积分只发放一次；未支付 409 ERR_ORDER_STATUS，他人订单 404。',
    tags,
    auth,
  }),
};
