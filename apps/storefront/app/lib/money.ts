/** Money: the API counts integer fen (分); shoppers read yuan with the ¥ sign (zh-CN, CNY). */
const whole = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 599900 → "¥5,999"; 599950 → "¥5,999.50". */
export function formatFen(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  return fen % 100 === 0 ? whole.format(fen / 100) : cents.format(fen / 100);
}

/** Yuan as a plain decimal string for machine readers (schema.org offers): 599900 → "5999.00". */
export function fenToYuanString(fen: number): string {
  return (Math.round(fen) / 100).toFixed(2);
}
