/** Error codes of e-invoices (issue #17 item 4); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const INVOICE_ERRORS = {
  ERR_INVOICE_NOT_FOUND: def('order', 404, '发票不存在'),
  ERR_INVOICE_ORDER_NOT_PAID: def('order', 409, '订单支付后才能申请开票'),
  ERR_INVOICE_REQUEST_EXPIRED: def('order', 409, '已超过可申请开票的期限（支付后180天）'),
  ERR_INVOICE_ALREADY_ISSUED: def('order', 409, '发票已开具，抬头不可修改；如需重开请联系客服冲红后重新开具'),
  ERR_INVOICE_SPECIAL_NOT_ALLOWED: def('order', 403, '增值税专用发票仅限企业认证会员申请'),
  ERR_INVOICE_REVIEW_STATUS: def('order', 409, '该专票申请已审核，请刷新页面'),
} as const satisfies Record<string, ErrorDefinition>;
