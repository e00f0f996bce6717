/**
 * The merchant API calls every sandbox provider shares (create, query, refund): what differs
 * between providers is how notifications are signed (see the *-style adapters).
 */
import type { PayMethod } from '@shop/contracts/checkout';
import { fail } from '../../../platform/shop-error.ts';
import type { GatewayHttp } from './gateway-http.ts';
import type { PaymentGateway } from './gateway.ts';

type GatewayStatus = 'waiting' | 'success' | 'failed' | 'closed';

export function merchantApi(http: GatewayHttp, method: PayMethod): Omit<PaymentGateway, 'parseNotification' | 'method'> {
  return {
    async createTrade(base, trade) {
      const res = await http.call<{ trade_no: string; code_url: string | null; cashier_url: string | null }>(base, method, '/trades', {
        out_trade_no: trade.payNo,
        amount: trade.amount,
        subject: trade.subject,
        notify_url: trade.notifyUrl,
        return_url: trade.returnUrl,
        fail_url: trade.failUrl,
        periods: trade.periods,
      });
      if (res.status !== 200 || !res.body.trade_no) throw fail('ERR_PAY_GATEWAY');
      return { tradeNo: res.body.trade_no, qrContent: res.body.code_url ?? null, cashierUrl: res.body.cashier_url ?? null };
    },

    async query(base, payNo) {
      const res = await http.call<{ trade_no: string; status: GatewayStatus; amount: number; success_time: string | null }>(base, method, '/trades/query', { out_trade_no: payNo });
      if (res.status === 404) return { status: 'unknown', tradeNo: null, amount: null, paidAt: null };
      if (res.status !== 200) throw fail('ERR_PAY_GATEWAY');
      const b = res.body;
      return { status: b.status, tradeNo: b.trade_no, amount: b.amount, paidAt: b.success_time ? new Date(b.success_time) : null };
    },

    async refund(base, payNo, amount, reason) {
      const res = await http.call<{ status?: string }>(base, method, '/trades/refund', { out_trade_no: payNo, amount, reason });
      if (res.status !== 200) throw fail('ERR_PAY_GATEWAY');
    },
  };
}
