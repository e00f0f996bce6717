import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, prepareSplicedGzip, splicedGzip, splicedPlain } from './gzip-splice.ts';

const PLACEHOLDER = 'nPLACEHOLDER0123456789';

describe('spliced gzip', () => {
  it('decodes to the page with each answer’s nonce in every place', () => {
    const html = `<!doctype html><html><head><script nonce="${PLACEHOLDER}">var a=1</script></head><body>${'商品列表 '.repeat(5000)}<script nonce="${PLACEHOLDER}">b()</script></body></html>`;
    const page = prepareSplicedGzip(html, PLACEHOLDER);
    for (const nonce of [randomBytes(16).toString('base64'), randomBytes(16).toString('base64')]) {
      const sent = splicedGzip(page, nonce);
      expect(gunzipSync(sent).toString()).toBe(html.replaceAll(PLACEHOLDER, nonce));
      expect(sent.length).toBeLessThan(Buffer.byteLength(html) / 10);
    }
  });

  it('handles a page without a placeholder, one that starts or ends with one, and two in a row', () => {
    for (const html of ['plain page', `${PLACEHOLDER}x${PLACEHOLDER}${PLACEHOLDER}`, '']) {
      const sent = splicedGzip(prepareSplicedGzip(html, PLACEHOLDER), 'N0nce+/=');
      expect(gunzipSync(sent).toString()).toBe(html.replaceAll(PLACEHOLDER, 'N0nce+/='));
    }
  });
});

describe('spliced plain', () => {
  it('is the page as UTF-8 bytes with the nonce in every place, for any layout of placeholders', () => {
    for (const html of [
      `<p nonce="${PLACEHOLDER}">商品列表</p>${'价格 '.repeat(100)}<i nonce="${PLACEHOLDER}"></i>`,
      'plain page',
      `${PLACEHOLDER}x${PLACEHOLDER}${PLACEHOLDER}`,
      '',
    ]) {
      const sent = splicedPlain(prepareSplicedGzip(html, PLACEHOLDER), 'N0nce+/=');
      expect(sent.toString('utf8')).toBe(html.replaceAll(PLACEHOLDER, 'N0nce+/='));
    }
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding: gzip or * unless refused with q=0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
