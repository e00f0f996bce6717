import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { escapeSvgText, formatYuan, wrapText } from './svg-text.ts';
import { posterSvg, POSTER_HEIGHT, POSTER_WIDTH } from './poster-svg.ts';
import { qrPath } from './qr-svg.ts';
import { productSvg } from '../../media/index.ts';

describe('escapeSvgText', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeSvgText(`<script>alert("x")</script> & 'q'`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;');
    expect(escapeSvgText('a\u0000b\u0007c\u001fd\ne')).toBe('abcd\ne');
    expect(escapeSvgText('星辰 S25 Ultra')).toBe('星辰 S25 Ultra');
  });
});

describe('wrapText / formatYuan', () => {
  it('wraps by width and ellipsises the last line', () => {
    expect(wrapText('短名称', 17, 2)).toEqual(['短名称']);
    const lines = wrapText('星'.repeat(40), 17, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1].endsWith('…')).toBe(true);
    expect([...lines[0]]).toHaveLength(17);
  });
  it('formats fen as yuan', () => {
    expect(formatYuan(899900)).toBe('¥8,999');
    expect(formatYuan(899950)).toBe('¥8,999.50');
    expect(formatYuan(100)).toBe('¥1');
  });
});

describe('qrPath', () => {
  it('draws exactly the dark modules of the QR code', () => {
    const text = 'https://shop.example.cn/product/S25U/S25U-BLACK-1';
    const { size, d } = qrPath(text);
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(size).toBe(qr.modules.size);
    let dark = 0;
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) dark += qr.modules.get(y, x) ? 1 : 0;
    const drawn = [...d.matchAll(/M\d+ \d+h(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
    expect(drawn).toBe(dark);
  });
});

describe('posterSvg', () => {
  const base = {
    brand: '星辰',
    productName: '星辰 S25 Ultra 5G 手机',
    variant: '钛灰 12GB+256GB',
    price: 999900,
    productSvg: productSvg('phone', null, 'front', '2b2d42'),
    productUrl: 'http://localhost/product/S25U/S25U-TITANGRAY-1',
  };

  it('is a 750×1200 SVG with name, price, the product drawing and a QR path', () => {
    const svg = posterSvg(base);
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}"`)).toBe(true);
    expect(svg).toContain('星辰 S25 Ultra 5G 手机');
    expect(svg).toContain('¥9,999');
    expect(svg).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 800 800" x="95" y="130" width="560" height="560">/);
    expect(svg).toMatch(/<path class="qr"[^>]* d="M\d/);
  });

  it('escapes every text it writes', () => {
    const svg = posterSvg({ ...base, productName: '<b>"坏"</b> & Co', variant: "x' onload='y" });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;&quot;坏&quot;&lt;/b&gt; &amp; Co');
    expect(svg).toContain('x&#39; onload=&#39;y');
  });
});
