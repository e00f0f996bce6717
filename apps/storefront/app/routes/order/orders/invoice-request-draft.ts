/**
 * The e-invoice request as typed on the order detail (申请开票 / 修改抬头), and what it means:
 * the request to send or the field errors — checked with the same invoiceRequestSchema the API
 * uses. 专票 (special) fields are offered to enterprise members only.
 */
// This module parses with zod in the browser: without code generation under the CSP.
import '../../../lib/zod-no-eval';
import { invoiceRequestSchema, type InvoiceRequest, type InvoiceType, type OrderInvoice } from '@shop/contracts/invoice';

export interface InvoiceRequestDraft {
  type: InvoiceType;
  title: string;
  taxNo: string;
  email: string;
  bankName: string;
  bankAccount: string;
  regAddress: string;
  regPhone: string;
}
export type InvoiceRequestField = Exclude<keyof InvoiceRequestDraft, 'type'>;

/** The form's first values: the request in force, else a personal invoice titled 个人. */
export function draftOf(inv: OrderInvoice): InvoiceRequestDraft {
  const r = inv.request;
  return {
    type: r?.type ?? 'personal',
    title: r?.title ?? '个人',
    taxNo: r?.taxNo ?? '',
    email: r?.email ?? '',
    bankName: r?.bankName ?? '',
    bankAccount: r?.bankAccount ?? '',
    regAddress: r?.regAddress ?? '',
    regPhone: r?.regPhone ?? '',
  };
}

export function requestOf(d: InvoiceRequestDraft): { request: InvoiceRequest | null; errors: Partial<Record<InvoiceRequestField, string>> } {
  const email = d.email.trim() ? d.email.trim() : undefined;
  const raw =
    d.type === 'personal'
      ? { type: d.type, title: d.title, email }
      : d.type === 'company'
        ? { type: d.type, title: d.title, taxNo: d.taxNo, email }
        : { ...d, email };
  const r = invoiceRequestSchema.safeParse(raw);
  if (r.success) return { request: r.data, errors: {} };
  const errors: Partial<Record<InvoiceRequestField, string>> = {};
  for (const issue of r.error.issues) errors[issue.path[0] as InvoiceRequestField] ??= issue.message;
  return { request: null, errors };
}
