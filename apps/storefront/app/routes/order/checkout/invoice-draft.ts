/**
 * The invoice choice as typed, and what it means: the submit's `invoice` (null = 不开发票)
 * or the field errors — checked with the same invoiceSchema the API uses.
 */
// This module parses with zod in the browser: without code generation under the CSP.
import '../../../lib/zod-no-eval';
import { invoiceSchema, type Invoice } from '@shop/contracts/checkout';

export interface InvoiceDraft {
  wanted: boolean;
  type: 'personal' | 'company';
  personalTitle: string;
  companyTitle: string;
  taxNo: string;
  email: string;
}

export const EMPTY_INVOICE: InvoiceDraft = {
  wanted: false,
  type: 'personal',
  personalTitle: '个人',
  companyTitle: '',
  taxNo: '',
  email: '',
};

export type InvoiceField = 'title' | 'taxNo' | 'email';

export function invoiceOf(d: InvoiceDraft): {
  invoice: Invoice | null;
  errors: Partial<Record<InvoiceField, string>>;
} {
  if (!d.wanted) return { invoice: null, errors: {} };
  const email = d.email.trim() ? d.email.trim() : undefined;
  const raw = d.type === 'personal' ? { type: 'personal', title: d.personalTitle, email } : { type: 'company', title: d.companyTitle, taxNo: d.taxNo, email };
  const r = invoiceSchema.safeParse(raw);
  if (r.success) return { invoice: r.data, errors: {} };
  const errors: Partial<Record<InvoiceField, string>> = {};
  for (const issue of r.error.issues) {
    const k = issue.path[0] as InvoiceField;
    errors[k] ??= issue.message;
  }
  return { invoice: null, errors };
}
