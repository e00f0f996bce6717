/** The adapter of each payment method, by its signature family (protocol.ts METHOD_STYLE). */
import { PAY_METHODS, type PayMethod } from '@shop/contracts/checkout';
import { METHOD_STYLE } from '../protocol.ts';
import { alipayStyleGateway } from './alipay-style.ts';
import { createGatewayHttp } from './gateway-http.ts';
import type { PaymentGateway } from './gateway.ts';
import { hmacStyleGateway } from './hmac-style.ts';
import { wechatStyleGateway } from './wechat-style.ts';

export function createGateways(secret: string): Record<PayMethod, PaymentGateway> {
  const http = createGatewayHttp(secret);
  const make = (method: PayMethod): PaymentGateway => {
    const style = METHOD_STYLE[method];
    if (style === 'wechat') return wechatStyleGateway(http, method, secret);
    if (style === 'rsa2') return alipayStyleGateway(http, method);
    return hmacStyleGateway(http, method, secret);
  };
  return Object.fromEntries(PAY_METHODS.map((m) => [m, make(m)])) as Record<PayMethod, PaymentGateway>;
}
