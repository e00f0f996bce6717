const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * CSV for Excel: UTF-8 with a byte-order mark (without it Excel reads Chinese as mojibake), CRLF
 * line ends, every field quoted with inner quotes doubled, and a field that starts with = + - @
 * prefixed with ' so a spreadsheet does not run it as a formula — except a plain number, which
 * no spreadsheet runs: a red-letter invoice's -1234.00 stays a number a sum can add.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (v: unknown) => {
    let s = v === null || v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);
    if (/^[=+\-@\t\r]/.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`;
    return `"${s.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
