/**
 * The Alipay sandbox at /api/sandbox/alipay/gateway.do, speaking the open API as
 * openapi.alipay.com does: common parameters in the query string and/or the form body,
 * the app's RSA2 signature checked with the configured app public key, answers
 * `{"<method>_response":{…},"sign":"…"}` signed with the sandbox's Alipay key, amounts in
 * yuan. page.pay / wap.pay (opened by the shopper's browser) create the trade and show the
 * sandbox cashier; precreate, query, refund, fastpay.refund.query and close are server to server.
 * alipay.trade.refund (out_request_no the idempotency key; common parameter notify_url where
 * the result is posted — none given, none sent) answers 10000 on acceptance; the refund then
 * settles within a second: fastpay.refund.query answers refund_status REFUND_SUCCESS, none while
 * processing, REFUND_FAIL (with error_code) when it failed (test switch); the notification is
 * the trade_status_sync form described in notification-builder.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { decimalToFen, fenToDecimal } from '@shop/contracts/money';
import { alipaySignedResponse, alipayVerifyRequest } from '../signing/alipay-openapi.ts';
import type { ProviderKeys } from '../trust/provider-keys.ts';
import { resultPage } from './cashier-page.ts';
import type { SandboxGateway, SandboxTrade } from './sandbox-gateway.ts';
import type { SandboxKeys } from './sandbox-keys.ts';

const tags = ['sandbox'];
const SERVER_METHODS = new Set([
  'alipay.trade.precreate',
  'alipay.trade.query',
  'alipay.trade.refund',
  'alipay.trade.fastpay.refund.query',
  'alipay.trade.close',
]);
const PAGE_METHODS = new Set(['alipay.trade.page.pay', 'alipay.trade.wap.pay']);

const ALIPAY_STATUS: Record<SandboxTrade['status'], string> = {
  waiting: 'WAIT_BUYER_PAY',
  success: 'TRADE_SUCCESS',
  failed: 'TRADE_CLOSED',
  closed: 'TRADE_CLOSED',
};

interface Biz {
  out_trade_no?: string;
  total_amount?: string;
  subject?: string;
  refund_amount?: string;
  refund_reason?: string;
  out_request_no?: string;
  quit_url?: string;
}

export function alipaySandboxRoutes(
  scope: FastifyInstance,
  opts: { merchant: () => ProviderKeys; gateway: SandboxGateway; keys: SandboxKeys; publicOrigin: () => string },
) {
  const { merchant, gateway, keys, publicOrigin } = opts;

  const paramsOf = (req: FastifyRequest): Record<string, string> => {
    const query = req.query as Record<string, string>;
    const body = typeof req.body === 'string' ? Object.fromEntries(new URLSearchParams(req.body)) : {};
    return { ...body, ...query };
  };

  async function answer(reply: FastifyReply, method: string, content: Record<string, unknown>) {
    const text = alipaySignedResponse(method, content, (await keys.of('alipay')).privatePem);
    return reply.code(200).type('application/json;charset=utf-8').send(text);
  }
  const business = (sub_code: string, sub_msg: string) => ({ code: '40004', msg: 'Business Failed', sub_code, sub_msg });

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const p = paramsOf(req);
    const method = p.method ?? '';
    const m = merchant().alipay;
    const isPage = PAGE_METHODS.has(method);
    if (!isPage && !SERVER_METHODS.has(method))
      return reply
        .code(200)
        .type('application/json;charset=utf-8')
        .send(JSON.stringify({ error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' } }));
    const refuse = (sub_code: string, sub_msg: string) =>
      isPage
        ? reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(resultPage('alipay', '支付请求无效', sub_msg))
        : answer(reply, method, { code: '40002', msg: 'Invalid Arguments', sub_code, sub_msg });
    if (p.app_id !== m.appId) return refuse('isv.invalid-app-id', '无效的AppID参数');
    if (!alipayVerifyRequest(p, m.appPublicKey)) return refuse('isv.invalid-signature', '验签出错');
    let biz: Biz;
    try {
      biz = JSON.parse(p.biz_content ?? '{}') as Biz;
    } catch {
      return refuse('isv.invalid-parameter', 'biz_content 格式错误');
    }
    const outTradeNo = biz.out_trade_no ?? '';
    if (!/^[A-Za-z0-9_-]{6,64}$/.test(outTradeNo)) return refuse('isv.missing-out-trade-no', '缺少商户订单号');

    if (isPage || method === 'alipay.trade.precreate') {
      const amount = decimalToFen(biz.total_amount ?? '');
      if (amount === null || amount <= 0 || !biz.subject || !p.notify_url) return refuse('isv.invalid-parameter', '参数无效');
      const trade = await gateway.createTrade('alipay', {
        out_trade_no: outTradeNo,
        amount,
        subject: biz.subject.slice(0, 128),
        notify_url: p.notify_url,
        return_url: p.return_url ?? '',
        fail_url: biz.quit_url ?? p.return_url ?? '',
        extra: { appId: p.app_id },
      });
      if (trade === 'conflict')
        return isPage ? refuse('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改') : answer(reply, method, business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改'));
      // The browser goes on to the sandbox cashier (relative: the host the shopper used).
      if (isPage) return reply.redirect(`/api/sandbox/alipay/cashier/${trade.tradeNo}`, 302);
      return answer(reply, method, {
        code: '10000',
        msg: 'Success',
        out_trade_no: outTradeNo,
        qr_code: `${publicOrigin()}/api/sandbox/alipay/scan/${trade.tradeNo}`,
      });
    }

    const trade = await gateway.query('alipay', outTradeNo);
    if (!trade) return answer(reply, method, business('ACQ.TRADE_NOT_EXIST', '交易不存在'));
    const ids = { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
    if (method === 'alipay.trade.query') {
      return answer(reply, method, {
        code: '10000',
        msg: 'Success',
        ...ids,
        buyer_logon_id: 'san***@sandbox.com',
        trade_status: ALIPAY_STATUS[trade.status],
        total_amount: fenToDecimal(trade.amount),
        ...(trade.finishedAt && (trade.status === 'success' || trade.status === 'closed')
          ? { send_pay_date: formatBeijingTime(trade.finishedAt.getTime()) }
          : {}),
      });
    }
    if (method === 'alipay.trade.refund') {
      const amount = decimalToFen(biz.refund_amount ?? '');
      if (amount === null || amount <= 0) return answer(reply, method, business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额无效'));
      if (p.notify_url !== undefined && !/^https?:\/\//.test(p.notify_url)) return answer(reply, method, business('isv.invalid-parameter', 'notify_url 无效'));
      // Without out_request_no Alipay takes the trade number: one (whole) refund per trade.
      const requestNo = biz.out_request_no ?? outTradeNo;
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(requestNo)) return answer(reply, method, business('isv.invalid-parameter', 'out_request_no 无效'));
      const done = await gateway.requestRefund('alipay', {
        outTradeNo,
        outRefundNo: requestNo,
        amount,
        reason: (biz.refund_reason ?? '').slice(0, 256),
        notifyUrl: p.notify_url ?? null,
      });
      if (done === 'not-refundable' || done === 'total-mismatch') return answer(reply, method, business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
      if (done === 'exceeds') return answer(reply, method, business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
      if (done === 'conflict') return answer(reply, method, business('ACQ.REQUEST_AMOUNT_EXCEED', '同一退款请求号的退款金额与原请求不一致'));
      if (done === 'unknown-trade') return answer(reply, method, business('ACQ.TRADE_NOT_EXIST', '交易不存在'));
      // Accepted: refund_fee is the trade's refunds so far (this one included); the result follows by notification / refund query.
      return answer(reply, method, {
        code: '10000',
        msg: 'Success',
        ...ids,
        buyer_logon_id: 'san***@sandbox.com',
        fund_change: done.created ? 'Y' : 'N',
        refund_fee: fenToDecimal(done.trade.refundedAmount),
        gmt_refund_pay: formatBeijingTime(done.refund.createdAt.getTime()),
      });
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const found = await gateway.refunds.query('alipay', biz.out_request_no ?? outTradeNo, outTradeNo);
      const refund = found?.refund;
      // Unknown request number: Success without refund fields (as Alipay answers); processing: the amount without refund_status.
      return answer(reply, method, {
        code: '10000',
        msg: 'Success',
        ...ids,
        out_request_no: biz.out_request_no ?? outTradeNo,
        ...(refund
          ? {
              refund_amount: fenToDecimal(refund.amount),
              total_amount: fenToDecimal(trade.amount),
              ...(refund.status === 'success'
                ? { refund_status: 'REFUND_SUCCESS', gmt_refund_pay: formatBeijingTime((refund.finishedAt ?? refund.createdAt).getTime()) }
                : refund.status === 'failed'
                  ? { refund_status: 'REFUND_FAIL', error_code: 'REFUND_FAIL', error_msg: '退款失败' }
                  : {}),
            }
          : {}),
      });
    }
    // alipay.trade.close
    const closed = await gateway.closeTrade('alipay', outTradeNo);
    if (closed === 'not-closable' || !closed) return answer(reply, method, business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
    return answer(reply, method, { code: '10000', msg: 'Success', ...ids });
  }

  scope.get(
    '/sandbox/alipay/gateway.do',
    { config: { csrf: false }, schema: { tags, summary: '支付宝沙箱网关（开放平台 gateway.do，page.pay / wap.pay）' } },
    handle,
  );
  scope.post('/sandbox/alipay/gateway.do', { config: { csrf: false }, schema: { tags, summary: '支付宝沙箱网关（开放平台 gateway.do）' } }, handle);
}
