/**
 * E-invoices (issue #17 item 4), the member's side: an order's invoice on its detail page, asking
 * for one after purchase or changing the title before issue. Member only; another member's order
 * answers 404. The PDF itself is a plain route (not the envelope): GET /api/member/invoices/:invoiceNo/pdf.
 */
import { defineEndpoint } from '../endpoint.ts';
import { invoiceOrderParamsSchema, invoiceRequestSchema, orderInvoiceSchema } from '../invoice.ts';

const tags = ['invoice'];
const auth = 'member' as const;

export const invoiceEndpoints = {
  ofOrder: defineEndpoint({
    method: 'GET',
    path: '/api/member/invoices/order/:ordNo',
    params: invoiceOrderParamsSchema,
    data: orderInvoiceSchema,
    summary: '订单的电子发票（申请、状态、已开发票与下载地址）',
    description:
      'state：none 未申请、waiting 待开票（订单完成后开具；专票须财务审核通过）、issued 已开具、reversed 已红冲。invoices[].pdfUrl 为 PDF 下载地址（仅本人可下载）。',
    tags,
    auth,
  }),
  request: defineEndpoint({
    method: 'PUT',
    path: '/api/member/invoices/order/:ordNo',
    params: invoiceOrderParamsSchema,
    body: invoiceRequestSchema,
    data: orderInvoiceSchema,
    summary: '申请开票 / 修改发票抬头（开具前）',
    description:
      '已支付订单在支付后 180 天内可申请；订单已完成则立即开具（专票待财务审核通过后开具）。发票已开具后不可修改（409 ERR_INVOICE_ALREADY_ISSUED，请联系客服冲红后重开）；未支付 409 ERR_INVOICE_ORDER_NOT_PAID；超期 409 ERR_INVOICE_REQUEST_EXPIRED；专票仅限企业认证会员（403 ERR_INVOICE_SPECIAL_NOT_ALLOWED）。',
    tags,
    auth,
  }),
};
