/** Error codes of the payment module added by issue #12; spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const PAYMENT_ERRORS = {
  /** Another pay-create of the same order is running (one attempt at a time). */
  ERR_PAY_IN_PROGRESS: def('payment', 409, '该订单正在发起支付，请稍候再试'),
} as const satisfies Record<string, ErrorDefinition>;
