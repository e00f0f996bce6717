/**
 * The product share poster: 750×1200 SVG with the product picture (our generated product
 * drawing, inlined so the poster is one self-contained file), name, brand line, price and a
 * QR code that opens the product page. Pure: the same inputs give the same picture.
 */
import { escapeSvgText, formatYuan, wrapText } from './svg-text.ts';
import { qrPath } from './qr-svg.ts';

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;

export interface PosterInput {
  brand: string;
  productName: string;
  /** The SKU's own line, e.g. "钛灰 12GB+256GB". */
  variant: string;
  /** Fen. */
  price: number;
  /** The product drawing (a complete <svg> document, 800×800 viewBox). */
  productSvg: string;
  /** Absolute URL the QR code encodes. */
  productUrl: string;
}

/** Places a complete <svg> document at x/y with the given size (its viewBox keeps the drawing's scale). */
function nest(svg: string, x: number, y: number, size: number): string {
  const open = /^<svg\b[^>]*>/.exec(svg);
  if (!open) return '';
  const tag = open[0].replace(/\s(?:width|height|x|y)="[^"]*"/g, '').replace(/>$/, ` x="${x}" y="${y}" width="${size}" height="${size}">`);
  return tag + svg.slice(open[0].length);
}

export function posterSvg(input: PosterInput): string {
  const e = escapeSvgText;
  const nameLines = wrapText(input.productName, 16, 2);
  const variant = wrapText(input.variant, 24, 1)[0] ?? '';
  const qr = qrPath(input.productUrl);
  const qrBox = 200;
  const quiet = 12;
  const scale = (qrBox - quiet * 2) / qr.size;
  const qrX = POSTER_WIDTH - 56 - qrBox;
  const qrY = 930;

  // Two-line names start higher so the variant line stays above the divider at y 900.
  const nameTop = nameLines.length > 1 ? 766 : 814;
  const variantY = nameTop + (nameLines.length - 1) * 52 + 50;
  const name = nameLines.map((l, i) => `<text x="56" y="${nameTop + i * 52}" font-size="40" font-weight="700" fill="#111827">${e(l)}</text>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" font-family="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif">`,
    `<title>${e(`${input.productName} ${formatYuan(input.price)}`)}</title>`,
    `<defs><linearGradient id="poster-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2ff"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#poster-bg)"/>`,
    `<text x="56" y="92" font-size="30" font-weight="700" fill="#1428a0">${e(input.brand)}官方商城</text>`,
    `<text x="${POSTER_WIDTH - 56}" y="92" font-size="24" fill="#6b7280" text-anchor="end">正品保障 · 官方直营</text>`,
    nest(input.productSvg, 95, 130, 560),
    name,
    `<text x="56" y="${variantY}" font-size="26" fill="#4b5563">${e(variant)}</text>`,
    `<line x1="56" y1="900" x2="${POSTER_WIDTH - 56}" y2="900" stroke="#e5e7eb" stroke-width="2"/>`,
    `<text x="56" y="990" font-size="24" fill="#6b7280">官方价</text>`,
    `<text x="56" y="1060" font-size="60" font-weight="700" fill="#e11d48">${e(formatYuan(input.price))}</text>`,
    `<text x="56" y="1116" font-size="24" fill="#6b7280">长按识别二维码，查看商品详情</text>`,
    `<rect x="${qrX}" y="${qrY}" width="${qrBox}" height="${qrBox}" rx="12" fill="#ffffff" stroke="#e5e7eb"/>`,
    `<path class="qr" transform="translate(${qrX + quiet} ${qrY + quiet}) scale(${scale.toFixed(4)})" fill="#000000" d="${qr.d}"/>`,
    `</svg>`,
  ].join('');
}
