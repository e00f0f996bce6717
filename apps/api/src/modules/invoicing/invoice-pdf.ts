/**
 * The PDF of an issued invoice (A4), drawn from its stored row: title (电子发票（普通发票） or
 * （增值税专用发票）, 红字 marked for a red-letter one), number and date, buyer and seller, the
 * lines (项目名称, 规格型号, 数量, 单价, 金额, 税率, 税额), 合计, 价税合计 in capitals and in
 * figures, 备注 (the order number; for a red-letter invoice the blue one it cancels) and 开票人.
 * Chinese text is set in the embedded Noto Sans SC subset (apps/api/assets/fonts).
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatBeijingTime } from '@shop/contracts/beijing-time';
import { fenToDecimal } from '@shop/contracts/money';
import { amountInCapitals, INVOICE_ISSUER, type InvoiceLine, type InvoiceType } from '@shop/contracts/invoice';

/**
 * The font file, resolved from this module through the API package's `./assets/*` export: the
 * same file whether the source runs (tsx, vitest) or the bundle under apps/server/dist does (a
 * path relative to import.meta.url would point elsewhere once bundled); never from the cwd.
 */
export const invoiceFontPath = () => createRequire(import.meta.url).resolve('@shop/api/assets/fonts/NotoSansSC-GB2312.otf');

/** What the PDF prints (the stored invoice row's fields). */
export interface PrintableInvoice {
  invoiceNo: string;
  orderNo: string;
  kind: 'blue' | 'red';
  redOf: string | null;
  type: InvoiceType;
  title: string;
  taxNo: string | null;
  bankName: string | null;
  bankAccount: string | null;
  regAddress: string | null;
  regPhone: string | null;
  seller: { name: string; taxNo: string };
  lines: InvoiceLine[];
  amount: number;
  tax: number;
  total: number;
  issuedAt: Date;
}

const RED = '#b3261e';
const INK = '#222222';
const FRAME = '#8a5a2b';

/** 2026年11月27日 (Beijing date). */
const dateText = (d: Date) => {
  const [y, m, day] = formatBeijingTime(d.getTime()).slice(0, 10).split('-');
  return `${y}年${m}月${day}日`;
};
const money = (fen: number) => fenToDecimal(fen);

export function invoiceTitle(type: InvoiceType): string {
  return type === 'special' ? '电子发票（增值税专用发票）' : '电子发票（普通发票）';
}

/** Renders the invoice; resolves with the whole PDF. */
export function renderInvoicePdf(inv: PrintableInvoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `${invoiceTitle(inv.type)} ${inv.invoiceNo}`, Author: inv.seller.name, Subject: `订单 ${inv.orderNo}` },
  });
  doc.registerFont('cn', invoiceFontPath());
  doc.font('cn');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 36;
  const width = doc.page.width - 72;
  const red = inv.kind === 'red';

  // Title, the 红字 mark, number and date.
  doc.fillColor(red ? RED : FRAME).fontSize(20);
  doc.text(invoiceTitle(inv.type), left, 40, { width, align: 'center' });
  if (red) {
    doc.fontSize(14).text('红字', left, 66, { width, align: 'center' });
  }
  doc.fillColor(INK).fontSize(9);
  doc.text(`发票号码：${inv.invoiceNo}`, left + width - 200, 44, { width: 200 });
  doc.text(`开票日期：${dateText(inv.issuedAt)}`, left + width - 200, 58, { width: 200 });

  // Buyer and seller.
  const partyTop = 90;
  const partyH = inv.type === 'special' ? 78 : 56;
  const half = width / 2;
  doc.lineWidth(0.8).strokeColor(FRAME).rect(left, partyTop, width, partyH).stroke();
  doc
    .moveTo(left + half, partyTop)
    .lineTo(left + half, partyTop + partyH)
    .stroke();
  const party = (x: number, heading: string, rows: [string, string][]) => {
    doc
      .fillColor(FRAME)
      .fontSize(10)
      .text(heading, x + 6, partyTop + 6);
    doc.fillColor(INK).fontSize(9);
    for (const [i, [k, v]] of rows.entries()) doc.text(`${k}：${v}`, x + 6, partyTop + 22 + i * 13, { width: half - 12 });
  };
  const buyerRows: [string, string][] = [
    ['名称', inv.title],
    ['统一社会信用代码/纳税人识别号', inv.taxNo ?? ''],
  ];
  if (inv.type === 'special') {
    buyerRows.push(['地址、电话', `${inv.regAddress ?? ''} ${inv.regPhone ?? ''}`]);
    buyerRows.push(['开户行及账号', `${inv.bankName ?? ''} ${inv.bankAccount ?? ''}`]);
  }
  party(left, '购买方信息', buyerRows);
  party(left + half, '销售方信息', [
    ['名称', inv.seller.name],
    ['统一社会信用代码/纳税人识别号', inv.seller.taxNo],
  ]);

  // The lines.
  const cols: { title: string; w: number; align: 'left' | 'right' | 'center' }[] = [
    { title: '项目名称', w: 0.27, align: 'left' },
    { title: '规格型号', w: 0.17, align: 'left' },
    { title: '数量', w: 0.07, align: 'right' },
    { title: '单价', w: 0.13, align: 'right' },
    { title: '金额', w: 0.13, align: 'right' },
    { title: '税率', w: 0.08, align: 'center' },
    { title: '税额', w: 0.15, align: 'right' },
  ];
  const xs: number[] = [];
  let acc = left;
  for (const c of cols) {
    xs.push(acc);
    acc += c.w * width;
  }
  let y = partyTop + partyH + 10;
  const row = (cells: string[], color = INK) => {
    doc.fillColor(color).fontSize(9);
    let h = 0;
    cells.forEach((cell, i) => {
      const w = cols[i]!.w * width - 8;
      h = Math.max(h, doc.heightOfString(cell, { width: w }));
    });
    for (const [i, cell] of cells.entries()) doc.text(cell, xs[i]! + 4, y, { width: cols[i]!.w * width - 8, align: cols[i]!.align });
    y += h + 6;
  };
  row(
    cols.map((c) => c.title),
    FRAME,
  );
  doc
    .strokeColor(FRAME)
    .moveTo(left, y - 2)
    .lineTo(left + width, y - 2)
    .stroke();
  for (const l of inv.lines) {
    row([l.name, l.spec, String(l.qty), l.unitPrice, money(l.amount), `${l.ratePercent}%`, money(l.tax)]);
  }
  doc
    .strokeColor(FRAME)
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 6;
  row(['合计', '', '', '', `¥${money(inv.amount)}`, '', `¥${money(inv.tax)}`]);
  doc
    .strokeColor(FRAME)
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;
  doc.fillColor(INK).fontSize(10);
  doc.text(`价税合计（大写）：${amountInCapitals(inv.total)}`, left + 4, y, { width: width * 0.65 });
  doc.text(`（小写）¥${money(inv.total)}`, left + width * 0.65, y, { width: width * 0.35 - 4, align: 'right' });
  y += 22;
  doc
    .strokeColor(FRAME)
    .rect(left, partyTop, width, y - partyTop)
    .stroke();

  // 备注 and 开票人.
  doc.fillColor(INK).fontSize(9);
  doc.text(`备注：订单号 ${inv.orderNo}`, left + 4, y + 8, { width });
  if (red && inv.redOf) doc.fillColor(RED).text(`对应蓝字发票号码：${inv.redOf}`, left + 4, y + 22, { width });
  doc.fillColor(INK).text(`开票人：${INVOICE_ISSUER}`, left + 4, y + 40, { width });
  doc.end();
  return done;
}
