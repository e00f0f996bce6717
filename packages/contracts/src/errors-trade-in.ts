/** Error codes of trade-in completion (issue #17 item 5): the recycling order's steps, IMEI checks; spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const TRADE_IN_ERRORS = {
  ERR_TRADEIN_STATUS: def('tradeIn', 409, '回收单状态已变更，请刷新页面'),
  ERR_TRADEIN_IMEI_FORMAT: def('tradeIn', 400, 'IMEI 须为15位数字'),
  ERR_TRADEIN_IMEI_CHECK: def('tradeIn', 400, 'IMEI 校验位不正确，请核对后重新输入'),
  ERR_TRADEIN_PRICE: def('tradeIn', 400, '最终回收价不正确'),
} as const satisfies Record<string, ErrorDefinition>;
