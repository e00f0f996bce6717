/** Error codes of system messages, after-sales lists, records, enterprise buy, support (issue #6); spread into ERRORS in errors.ts. */
import { def, type ErrorDefinition } from './error-def.ts';

export const INBOX_ERRORS = {
  ERR_MESSAGE_NOT_FOUND: def('member', 404, '消息不存在或已被删除'),
  ERR_AFTER_SALES_NOT_FOUND: def('member', 404, '售后申请不存在'),
  ERR_AFTER_SALES_NOT_ALLOWED: def('member', 409, '该订单商品当前不可申请售后'),
  ERR_AFTER_SALES_DUPLICATE: def('member', 409, '该商品已有处理中的售后申请'),
  ERR_AFTER_SALES_QTY: def('member', 409, '申请数量超过可申请的数量'),
  ERR_AFTER_SALES_STATUS: def('member', 409, '售后申请状态已变更，请刷新页面'),
  ERR_AFTER_SALES_PICTURES: def('member', 400, '图片不存在或不是您上传的'),
  ERR_AFTER_SALES_STOCK: def('member', 409, '换货商品库存不足，请联系会员改为退货'),
  ERR_ENT_BUY_NOT_FOUND: def('member', 404, '企业采购申请不存在'),
  ERR_ENT_BUY_OPEN_LIMIT: def('member', 409, '您已有5个待处理的企业采购申请，请等待客服联系后再提交'),
  ERR_TICKET_NOT_FOUND: def('member', 404, '服务工单不存在'),
  ERR_TICKET_OPEN_LIMIT: def('member', 409, '您已有10个待处理的服务工单，请等待处理后再提交'),
  ERR_TICKET_ORDER_NOT_FOUND: def('member', 404, '未找到该订单，请检查订单号'),
  ERR_TICKET_CLOSED: def('member', 409, '该工单已关闭'),
  ERR_RECYCLE_NOT_FOUND: def('member', 404, '回收订单不存在'),
  ERR_RECYCLE_NOT_ALLOWED: def('member', 409, '该订单不能登记以旧换新回收'),
} as const satisfies Record<string, ErrorDefinition>;
