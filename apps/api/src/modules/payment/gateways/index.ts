/** The adapter of each payment method, from settings and the keys pinned at start. */
import type { PayMethod } from '@shop/contracts/checkout';
import type { PaymentSettings } from '../settings.ts';
import { IMITATION_METHODS } from '../settings.ts';
import type { KeyHolder } from '../trust/provider-keys.ts';
import { alipayGateway } from './alipay.ts';
import type { GatewayOrigins, PaymentGateway } from './gateway.ts';
import { imitationGateway } from './imitation.ts';
import { wechatPayGateway } from './wechatpay.ts';

export function createGateways(settings: PaymentSettings, keys: KeyHolder, origins: GatewayOrigins): Record<PayMethod, PaymentGateway> {
  const out: Partial<Record<PayMethod, PaymentGateway>> = {
    alipay: alipayGateway(settings.alipay, () => keys.get().alipay, origins),
    wxpay: wechatPayGateway(settings.wxpay, () => keys.get().wxpay, origins),
  };
  for (const m of IMITATION_METHODS) out[m] = imitationGateway(m, settings.imitation[m], () => keys.get().imitation[m], origins);
  return out as Record<PayMethod, PaymentGateway>;
}
