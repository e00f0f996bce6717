/**
 * The console's 发票 (issue #17 item 4), permission invoices.write (财务): the invoice list and
 * detail, the 专票 review queue with approve / reject (audited). The PDF is a plain route:
 * GET /api/admin/invoices/:invoiceNo/pdf.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  adminInvoiceDetailSchema,
  adminInvoicePageSchema,
  adminInvoiceQuerySchema,
  adminInvoiceRequestPageSchema,
  adminInvoiceRequestQuerySchema,
  invoiceApproveResultSchema,
  invoiceNoParamsSchema,
  invoiceOrderParamsSchema,
  invoiceRejectSchema,
} from '../invoice.ts';

const tags = ['admin-invoices'];

export const adminInvoiceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices',
    query: adminInvoiceQuerySchema,
    data: adminInvoicePageSchema,
    summary: '发票列表（按号码、订单号、种类、类型、状态、开票日期筛选，最新在前）',
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices/:invoiceNo',
    params: invoiceNoParamsSchema,
    data: adminInvoiceDetailSchema,
    summary: '发票详情（含明细行与同一订单的其他发票）',
    tags,
  }),
  requests: defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoice-requests',
    query: adminInvoiceRequestQuerySchema,
    data: adminInvoiceRequestPageSchema,
    summary: '专票审核队列（默认待审核，最早提交在前）',
    tags,
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/invoice-requests/:ordNo/approve',
    params: invoiceOrderParamsSchema,
    body: z.object({}).optional(),
    data: invoiceApproveResultSchema,
    summary: '专票审核通过（订单已完成则立即开具）',
    description: '仅待审核的专票申请可审核（409 ERR_INVOICE_REVIEW_STATUS）；记审计日志 invoice.special.approved。',
    tags,
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/invoice-requests/:ordNo/reject',
    params: invoiceOrderParamsSchema,
    body: invoiceRejectSchema,
    data: invoiceApproveResultSchema,
    summary: '驳回专票申请（须填写原因，会员可修改后重新提交）',
    description: '仅待审核的专票申请可驳回（409 ERR_INVOICE_REVIEW_STATUS）；记审计日志 invoice.special.rejected。',
    tags,
  }),
};
