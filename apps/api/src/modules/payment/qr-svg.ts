/** The QR code a phone scans (wxpay / jdpay on PC), as an SVG document the page shows inline. */
import QRCode from 'qrcode';

export function qrSvg(content: string): Promise<string> {
  return QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
}
