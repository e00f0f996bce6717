/** A QR code as one SVG path (dark modules), from the qrcode library's module matrix. */
import QRCode from 'qrcode';

export interface QrPath {
  /** Modules per side (without quiet zone). */
  size: number;
  /** Path data in module units, origin at the top-left module. */
  d: string;
}

export function qrPath(text: string): QrPath {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size } = qr.modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    // Runs of dark modules on a row become one rectangle: a much shorter path.
    let x = 0;
    while (x < size) {
      if (!qr.modules.get(y, x)) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && qr.modules.get(y, x)) x++;
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`;
    }
  }
  return { size, d };
}
