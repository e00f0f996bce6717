/** Money text, written once: the API counts integer fen (分); shoppers read yuan, gateways send '12.34'. */

/** How a page or an answer writes yuan; each option is a form some text really uses. */
export interface YuanFormat {
  /** '¥' before the number (default true); a negative amount reads '-¥12'. */
  symbol?: boolean;
  /** Thousands separators, '¥4,999' (default true); false gives '¥4999'. */
  grouping?: boolean;
  /** 'auto' (default): none for whole yuan, else two ('¥4,999', '¥12.50'); 'fixed': always two; 'trim': no trailing zeros ('12.5'). */
  decimals?: 'auto' | 'fixed' | 'trim';
}

/** Integer fen as shopper-facing yuan text: 599900 → '¥5,999', 599950 → '¥5,999.50'; '' for NaN or ±Infinity. */
export function formatYuan(fen: number, format: YuanFormat = {}): string {
  if (!Number.isFinite(fen)) return '';
  const { symbol = true, grouping = true, decimals = 'auto' } = format;
  const n = Math.round(fen);
  const abs = Math.abs(n);
  const whole = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  const shown = decimals === 'fixed' ? cents : cents === '00' ? '' : decimals === 'trim' ? cents.replace(/0$/, '') : cents;
  return `${n < 0 ? '-' : ''}${symbol ? '¥' : ''}${grouping ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole}${shown ? `.${shown}` : ''}`;
}

/** Integer fen as the payment gateways' and schema.org's decimal yuan: 499900 → '4999.00', -5 → '-0.05'. */
export function fenToDecimal(fen: number): string {
  const n = Math.round(fen);
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The gateways' decimal yuan ('4999', '4999.5', '4999.00') as fen; null for anything else. */
export function decimalToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
