/** Text inside generated SVG: every product name, price and URL goes through here. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for SVG/XML content and attribute values; drops characters XML forbids. */
export function escapeSvgText(text: string): string {
  // Control characters (except tab/newline) are not allowed in XML 1.0 at all.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Splits text into lines of at most `max` characters (CJK counts 1, Latin ½), at most `lines` lines, the last one ellipsised. */
export function wrapText(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  let width = 0;
  const chars = [...text.trim()];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const w = /[\u0000-\u00ff]/.test(ch) ? 0.5 : 1;
    if (width + w > max) {
      out.push(line.trimEnd());
      if (out.length === lines) {
        out[lines - 1] = `${[...out[lines - 1]].slice(0, -1).join('')}…`;
        return out;
      }
      line = '';
      width = 0;
      if (ch === ' ') continue;
    }
    line += ch;
    width += w;
  }
  if (line) out.push(line.trimEnd());
  return out;
}

/** Fen → "¥8,999" or "¥8,999.50" (as the storefront shows prices): the shop's one formatter. */
export { formatYuan } from '@shop/contracts/money';
