/**
 * E-invoices (电子发票, issue #17 item 4): what an order's invoice holds and how its amounts
 * are worked out (pure), the member's view and request, and the console's list and review.
 * Prices include VAT: a line's amount excluding tax is round(paid / 1.13) in fen and its tax the
 * rest, so the lines add up exactly to what the member paid for them.
 */
import { z } from 'zod';
import { fenToDecimal } from './money.ts';
import { isValidTaxNo } from './checkout.ts';

/** 增值税税率 of the shop's goods (electronics and household appliances, and their delivery): 13%. */
export const VAT_RATE_PERCENT = 13;

/** An invoice may be asked for (or its title changed) up to this many days after payment. */
export const INVOICE_REQUEST_DAYS = 180;

/** The seller printed on every invoice: the shop's operator (the same company the agreements name). */
export const sellerOf = (brandName: string) => ({ name: `${brandName}电子（中国）有限公司`, taxNo: '91440300MA5G8XK2A6' }) as const;

/** 开票人: the shop's invoicing system, printed on every invoice. */
export const INVOICE_ISSUER = '电子商城系统';

/** The name of the delivery line. */
export const SHIPPING_LINE_NAME = '运输服务*运费';

export const INVOICE_TYPES = ['personal', 'company', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Readonly<Record<InvoiceType, string>> = {
  personal: '电子普通发票（个人）',
  company: '电子普通发票（单位）',
  special: '增值税专用发票',
};
export const INVOICE_KINDS = ['blue', 'red'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Readonly<Record<InvoiceKind, string>> = { blue: '蓝字发票', red: '红字发票' };
/** issued: in force; reversed: cancelled by a red-letter invoice (红冲). */
export const INVOICE_STATUSES = ['issued', 'reversed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = { issued: '已开具', reversed: '已红冲' };

// ── amounts (pure) ────────────────────────────────────────────────────────

/** What was paid for one thing on the invoice (fen, tax included). */
export interface PaidItem {
  name: string;
  spec: string;
  qty: number;
  /** What the member paid for all `qty` units (fen, VAT included). */
  paid: number;
}

export interface InvoiceLine {
  name: string;
  spec: string;
  qty: number;
  /** 单价 excluding tax, in yuan with up to 8 decimals as printed (text: a unit price need not be whole fen). */
  unitPrice: string;
  /** 金额: excluding tax (fen). */
  amount: number;
  ratePercent: number;
  /** 税额 (fen). */
  tax: number;
}

export interface InvoiceTotals {
  /** 合计金额 (excluding tax). */
  amount: number;
  /** 合计税额. */
  tax: number;
  /** 价税合计. */
  total: number;
}

/** Price including VAT → { amount excluding tax, tax }, whole fen, adding up to it exactly. */
export function splitVat(totalFen: number, ratePercent = VAT_RATE_PERCENT): { amount: number; tax: number } {
  const sign = totalFen < 0 ? -1 : 1;
  const abs = Math.abs(Math.round(totalFen));
  const amount = Math.round((abs * 100) / (100 + ratePercent));
  return { amount: sign * amount, tax: sign * (abs - amount) };
}

/** 单价 as printed: amount / qty in yuan, at most 8 decimals, trailing zeros dropped (at least 2). */
export function unitPriceText(amountFen: number, qty: number): string {
  if (qty === 0) return fenToDecimal(amountFen);
  const yuan = amountFen / 100 / qty;
  const text = yuan.toFixed(8).replace(/0+$/, '');
  const [whole, frac = ''] = text.split('.');
  return `${whole}.${frac.padEnd(2, '0')}`;
}

/**
 * The lines of an invoice for what was paid: one per paid item (nothing for an item paid 0),
 * each split into amount and tax at the VAT rate; whole fen; Σ(amount + tax) = Σ paid exactly.
 */
export function invoiceLines(items: readonly PaidItem[]): InvoiceLine[] {
  return items
    .filter((i) => i.paid > 0 && i.qty > 0)
    .map((i) => {
      const { amount, tax } = splitVat(i.paid);
      return { name: i.name, spec: i.spec, qty: i.qty, unitPrice: unitPriceText(amount, i.qty), amount, ratePercent: VAT_RATE_PERCENT, tax };
    });
}

export function invoiceTotals(lines: readonly Pick<InvoiceLine, 'amount' | 'tax'>[]): InvoiceTotals {
  const amount = lines.reduce((s, l) => s + l.amount, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  return { amount, tax, total: amount + tax };
}

/** A red-letter invoice's lines: the blue one's, negated (quantities too). */
export const redLines = (lines: readonly InvoiceLine[]): InvoiceLine[] => lines.map((l) => ({ ...l, qty: -l.qty, amount: -l.amount, tax: -l.tax }));

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const BIG_UNITS = ['', '万', '亿', '万亿'];

/** The whole-yuan part in capitals: 1299 → 壹仟贰佰玖拾玖, 100010 → 壹拾万零壹拾. */
function capitalsOfWhole(n: number): string {
  if (n === 0) return '';
  const groups: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 10_000)) groups.push(v % 10_000);
  let out = '';
  let zeroPending = false;
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g]!;
    if (group === 0) {
      zeroPending = out !== '';
      continue;
    }
    if (out !== '' && (zeroPending || group < 1000)) out += '零';
    zeroPending = false;
    let inner = '';
    let innerZero = false;
    for (let p = 3; p >= 0; p--) {
      const d = Math.floor(group / 10 ** p) % 10;
      if (d === 0) {
        innerZero = inner !== '';
        continue;
      }
      if (innerZero) inner += '零';
      innerZero = false;
      inner += DIGITS[d]! + SMALL_UNITS[p]!;
    }
    out += inner + BIG_UNITS[g]!;
  }
  return out;
}

/**
 * 价税合计（大写）: fen in Chinese capital numerals as invoices print them: 129900 → 壹仟贰佰玖拾玖圆整,
 * 5 → 伍分, 100050 → 壹仟圆零伍角整 (整 after 圆 or 角, none after 分); a negative amount (red-letter) is written 负… ; 0 → 零圆整.
 */
export function amountInCapitals(fen: number): string {
  const n = Math.round(fen);
  if (n < 0) return `负${amountInCapitals(-n)}`;
  if (n === 0) return '零圆整';
  const yuan = Math.floor(n / 100);
  const jiao = Math.floor(n / 10) % 10;
  const fenDigit = n % 10;
  let out = yuan > 0 ? `${capitalsOfWhole(yuan)}圆` : '';
  if (jiao === 0 && fenDigit === 0) return `${out}整`;
  if (jiao > 0) out += `${yuan > 0 && yuan % 10 === 0 ? '零' : ''}${DIGITS[jiao]}角`;
  else if (yuan > 0) out += '零';
  if (fenDigit > 0) out += `${DIGITS[fenDigit]}分`;
  else out += '整';
  return out;
}

/**
 * The next invoice number: 20 digits like a 全电发票 number — the year's last two digits, the
 * province code of the seller's tax bureau (44), the channel (2: electronic) and the sequence's
 * value, 15 digits zero-padded.
 */
export function invoiceNumber(year: number, seq: number): string {
  return `${String(year % 100).padStart(2, '0')}442${String(seq).padStart(15, '0')}`;
}
export const INVOICE_NO_PATTERN = /^\d{20}$/;

// ── the member's request and view ─────────────────────────────────────────

const email = z.email({ error: '请输入正确的邮箱地址' }).max(100, '邮箱地址过长');
const taxNo = z
  .string({ error: '请输入纳税人识别号' })
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/.test(s) && isValidTaxNo(s), '纳税人识别号应为15、18或20位数字或大写字母');
const companyTitle = z.string({ error: '请输入单位名称' }).trim().min(2, '请输入单位名称').max(100, '单位名称最多100个字');

/** What the member asks for after purchase, or changes before issue: the checkout's choices plus 专票. */
export const invoiceRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('personal'),
    title: z.string().trim().min(1, '请输入发票抬头').max(50, '发票抬头最多50个字').default('个人'),
    email: email.optional(),
  }),
  z.object({ type: z.literal('company'), title: companyTitle, taxNo, email: email.optional() }),
  z.object({
    type: z.literal('special'),
    title: companyTitle,
    taxNo,
    bankName: z.string({ error: '请输入开户银行' }).trim().min(4, '请输入开户银行').max(60, '开户银行最多60个字'),
    bankAccount: z
      .string({ error: '请输入银行账号' })
      .trim()
      .transform((s) => s.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{8,30}$/, '银行账号应为8至30位数字')),
    regAddress: z.string({ error: '请输入注册地址' }).trim().min(5, '请输入注册地址').max(100, '注册地址最多100个字'),
    regPhone: z
      .string({ error: '请输入注册电话' })
      .trim()
      .regex(/^(0\d{2,3}-?\d{7,8}|1\d{10})$/, '注册电话格式不正确（如 0755-12345678）'),
    email: email.optional(),
  }),
]);
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>;
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

export const invoiceOrderParamsSchema = z.object({
  ordNo: z
    .string({ error: '订单号不正确' })
    .trim()
    .regex(/^\d{18}$/, { error: '订单号不正确' }),
});
export const invoiceNoParamsSchema = z.object({
  invoiceNo: z.string({ error: '发票号码不正确' }).trim().regex(INVOICE_NO_PATTERN, { error: '发票号码不正确' }),
});

/** The 专票 review: 待审核 → 已通过 / 已驳回 (with why). none: nothing to review (普票). */
export const INVOICE_REVIEW_STATUSES = ['none', 'pending_review', 'approved', 'rejected'] as const;
export type InvoiceReviewStatus = (typeof INVOICE_REVIEW_STATUSES)[number];
export const INVOICE_REVIEW_LABELS: Readonly<Record<InvoiceReviewStatus, string>> = {
  none: '无需审核',
  pending_review: '待财务审核',
  approved: '审核通过',
  rejected: '已驳回',
};

/** Where an order's invoice stands: none asked; waiting (issued when the order completes, or the 专票 approved); issued; reversed (fully red-lettered). */
export const ORDER_INVOICE_STATES = ['none', 'waiting', 'issued', 'reversed'] as const;
export type OrderInvoiceState = (typeof ORDER_INVOICE_STATES)[number];

export const invoiceSummarySchema = z.object({
  invoiceNo: z.string(),
  kind: z.enum(INVOICE_KINDS),
  kindLabel: z.string(),
  status: z.enum(INVOICE_STATUSES),
  statusLabel: z.string(),
  type: z.enum(INVOICE_TYPES),
  typeLabel: z.string(),
  title: z.string(),
  taxNo: z.string().nullable(),
  /** 价税合计 (fen; negative for red-letter). */
  total: z.number().int(),
  /** The blue invoice a red-letter one cancels. */
  redOf: z.string().nullable(),
  /** Beijing time, 'YYYY-MM-DD HH:mm:ss'. */
  issuedAt: z.string(),
  /** Where the PDF is downloaded. */
  pdfUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/**
 * An order's invoice as the member sees it on the order detail: what is asked (the checkout's or
 * a later request), where it stands, the invoices issued, and what the member may do now.
 */
export const orderInvoiceSchema = z.object({
  ordNo: z.string(),
  /** The request in force, or null when none was made. */
  request: z
    .object({
      type: z.enum(INVOICE_TYPES),
      typeLabel: z.string(),
      title: z.string(),
      taxNo: z.string().nullable(),
      email: z.string().nullable(),
      bankName: z.string().nullable(),
      bankAccount: z.string().nullable(),
      regAddress: z.string().nullable(),
      regPhone: z.string().nullable(),
      review: z.enum(INVOICE_REVIEW_STATUSES),
      reviewLabel: z.string(),
      rejectReason: z.string().nullable(),
    })
    .nullable(),
  /** none: no invoice asked; waiting: issued when the order completes (or 专票 approved); issued; reversed: fully red-lettered. */
  state: z.enum(ORDER_INVOICE_STATES),
  stateLabel: z.string(),
  invoices: z.array(invoiceSummarySchema),
  /** The member may ask for an invoice (none asked or issued yet) / change the request (not issued yet). */
  canRequest: z.boolean(),
  canChange: z.boolean(),
  /** 专票 may be chosen (enterprise members). */
  specialAllowed: z.boolean(),
  /** Why the member can no longer ask or change (shown under the section), or null. */
  note: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

/**
 * An order's invoice as the console's 订单详情 shows it (orders.read: 客服 and 仓储, who may not
 * open 发票, still see whether and when the order was invoiced): where it stands and each invoice's
 * number, kind, status, total and issue time, oldest first. Read through the invoicing module.
 */
export const adminOrderInvoiceSchema = z.object({
  state: z.enum(ORDER_INVOICE_STATES),
  stateLabel: z.string(),
  invoices: z.array(invoiceSummarySchema.pick({ invoiceNo: true, kind: true, kindLabel: true, status: true, statusLabel: true, total: true, issuedAt: true })),
});
export type AdminOrderInvoice = z.infer<typeof adminOrderInvoiceSchema>;

/** The PDF's download name: 发票_<number>.pdf (RFC 5987 encoded in the header). */
export const invoiceFileName = (invoiceNo: string, kind: InvoiceKind) => `${kind === 'red' ? '红字发票' : '电子发票'}_${invoiceNo}.pdf`;

// ── the console (发票, permission invoices.write) ─────────────────────────

const optionalText = (max: number, error: string) =>
  z
    .string()
    .trim()
    .max(max, { error })
    .optional()
    .transform((s) => s || undefined);
/** A calendar day 'YYYY-MM-DD' that exists (2026-13-01 and 2026-02-30 do not). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { error: '日期不存在' },
  )
  .optional();
const pageNo = z.coerce.number({ error: '页码有误' }).int({ error: '页码有误' }).min(1, { error: '页码有误' }).max(10_000, { error: '页码有误' }).default(1);
const pageSize = z.coerce
  .number({ error: '每页数量有误' })
  .int({ error: '每页数量有误' })
  .min(1, { error: '每页数量有误' })
  .max(100, { error: '每页最多100条' })
  .default(20);

/** The invoice list's filters: number, order, kind, type, status, issue date (Beijing days, inclusive). */
export const adminInvoiceQuerySchema = z.object({
  invoiceNo: optionalText(20, '发票号码不正确').pipe(
    z
      .string()
      .regex(/^\d{1,20}$/, { error: '发票号码应为数字' })
      .optional(),
  ),
  orderNo: optionalText(40, '订单号不正确'),
  kind: z.enum(INVOICE_KINDS, { error: '发票种类不正确' }).optional(),
  type: z.enum(INVOICE_TYPES, { error: '发票类型不正确' }).optional(),
  status: z.enum(INVOICE_STATUSES, { error: '发票状态不正确' }).optional(),
  from: day,
  to: day,
  page: pageNo,
  pageSize,
});
export type AdminInvoiceQuery = z.infer<typeof adminInvoiceQuerySchema>;

export const adminInvoiceRowSchema = invoiceSummarySchema.extend({ orderNo: z.string(), amount: z.number().int(), tax: z.number().int() });
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRowSchema>;
export const adminInvoicePageSchema = z.object({ list: z.array(adminInvoiceRowSchema), total: z.number().int() });
export type AdminInvoicePage = z.infer<typeof adminInvoicePageSchema>;

export const invoiceLineSchema = z.object({
  name: z.string(),
  spec: z.string(),
  qty: z.number().int(),
  unitPrice: z.string(),
  amount: z.number().int(),
  ratePercent: z.number().int(),
  tax: z.number().int(),
});
export const adminInvoiceDetailSchema = adminInvoiceRowSchema.extend({
  email: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  regAddress: z.string().nullable(),
  regPhone: z.string().nullable(),
  seller: z.object({ name: z.string(), taxNo: z.string() }),
  lines: z.array(invoiceLineSchema),
  amountInCapitals: z.string(),
  /** The invoices of the same order (blue, red-letter, re-issued), oldest first. */
  related: z.array(invoiceSummarySchema),
  adminPdfUrl: z.string(),
});
export type AdminInvoiceDetail = z.infer<typeof adminInvoiceDetailSchema>;

/** The 专票 review queue: requests by review state, oldest first. */
export const adminInvoiceRequestQuerySchema = z.object({
  review: z.enum(['pending_review', 'approved', 'rejected'], { error: '审核状态不正确' }).default('pending_review'),
  page: pageNo,
  pageSize,
});
export const adminInvoiceRequestRowSchema = z.object({
  orderNo: z.string(),
  type: z.enum(INVOICE_TYPES),
  typeLabel: z.string(),
  title: z.string(),
  taxNo: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  regAddress: z.string().nullable(),
  regPhone: z.string().nullable(),
  email: z.string().nullable(),
  review: z.enum(INVOICE_REVIEW_STATUSES),
  reviewLabel: z.string(),
  rejectReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** When asked (or last changed), Beijing time. */
  updatedAt: z.string(),
});
export type AdminInvoiceRequestRow = z.infer<typeof adminInvoiceRequestRowSchema>;
export const adminInvoiceRequestPageSchema = z.object({ list: z.array(adminInvoiceRequestRowSchema), total: z.number().int(), pending: z.number().int() });
export type AdminInvoiceRequestPage = z.infer<typeof adminInvoiceRequestPageSchema>;
export const invoiceRejectSchema = z.object({
  reason: z.string({ error: '请填写驳回原因' }).trim().min(2, { error: '请填写驳回原因（至少2个字）' }).max(200, { error: '驳回原因最多200个字' }),
});
export const invoiceApproveResultSchema = z.object({ request: adminInvoiceRequestRowSchema, issuedInvoiceNo: z.string().nullable() });
