/** The mini-program's QR code, as an SVG document the page shows inline (the qrcode library, as the QR sign-in does). */
import QRCode from 'qrcode';

export function qrSvg(content: string): Promise<string> {
  return QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
}
