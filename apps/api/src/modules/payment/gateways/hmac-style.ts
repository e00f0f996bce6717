/**
 * HMAC style (jdpay, cmbpay, chinaums): a form POST signed with HMAC-SHA256 under the
 * merchant key shared with the gateway; amounts in fen.
 */
import { parseBeijingTime } from '@shop/contracts/pdp-rules';
import type { PayMethod } from '@shop/contracts/checkout';
import { hmacVerify } from '../signing/hmac-sign.ts';
import { merchantKey } from '../signing/merchant-keys.ts';
import type { GatewayHttp } from './gateway-http.ts';
import type { PaymentGateway } from './gateway.ts';
import { merchantApi } from './merchant-api.ts';

export function hmacStyleGateway(http: GatewayHttp, method: PayMethod, secret: string): PaymentGateway {
  const key = merchantKey(secret, method);
  return {
    method,
    ...merchantApi(http, method),
    async parseNotification(_base, note) {
      const params = Object.fromEntries(new URLSearchParams(note.body));
      if (!hmacVerify(params, key)) return { ok: false, outcome: 'rejected-signature', reason: 'HMAC signature' };
      const amount = /^\d{1,10}$/.test(params.amount ?? '') ? Number(params.amount) : null;
      if (params.status !== 'SUCCESS') return { ok: false, outcome: 'rejected-malformed', reason: `status ${params.status}` };
      if (!params.out_trade_no || !params.trade_no || amount === null) return { ok: false, outcome: 'rejected-malformed', reason: 'incomplete form' };
      const paidMs = params.pay_time ? parseBeijingTime(params.pay_time) : NaN;
      return { ok: true, payNo: params.out_trade_no, tradeNo: params.trade_no, amount, paidAt: new Date(Number.isFinite(paidMs) ? paidMs : note.nowMs) };
    },
  };
}
