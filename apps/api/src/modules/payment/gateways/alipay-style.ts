/**
 * Alipay style (alipay; unionpay and unionpayint in this sandbox): a form POST signed with
 * RSA2 over the sorted parameters, checked against the gateway's public key; amounts in yuan.
 */
import { parseBeijingTime } from '@shop/contracts/pdp-rules';
import type { PayMethod } from '@shop/contracts/checkout';
import { fenOfYuan } from '../protocol.ts';
import { rsa2Verify } from '../signing/rsa2-sign.ts';
import type { GatewayHttp } from './gateway-http.ts';
import type { PaymentGateway } from './gateway.ts';
import { merchantApi } from './merchant-api.ts';

export function alipayStyleGateway(http: GatewayHttp, method: PayMethod): PaymentGateway {
  return {
    method,
    ...merchantApi(http, method),
    async parseNotification(base, note) {
      const params = Object.fromEntries(new URLSearchParams(note.body));
      const cert = await http.certificate(base, method);
      if (!rsa2Verify(params, cert.publicPem)) return { ok: false, outcome: 'rejected-signature', reason: 'RSA2 signature' };
      const amount = fenOfYuan(params.total_amount ?? '');
      if (params.trade_status !== 'TRADE_SUCCESS' && params.trade_status !== 'TRADE_FINISHED') return { ok: false, outcome: 'rejected-malformed', reason: `status ${params.trade_status}` };
      if (!params.out_trade_no || !params.trade_no || amount === null) return { ok: false, outcome: 'rejected-malformed', reason: 'incomplete form' };
      const paidMs = params.gmt_payment ? parseBeijingTime(params.gmt_payment) : NaN;
      return { ok: true, payNo: params.out_trade_no, tradeNo: params.trade_no, amount, paidAt: new Date(Number.isFinite(paidMs) ? paidMs : note.nowMs) };
    },
  };
}
