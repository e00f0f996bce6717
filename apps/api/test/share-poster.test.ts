import { describe, expect, it } from 'vitest';
import { Browser, useTestApi } from './harness.ts';

const t = useTestApi();
type Poster = { url: string; dataUri: string; productUrl: string; width: number; height: number };

describe('share poster', () => {
  it('answers the poster URL and data URI with the name, price and a QR path', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await b.post<Poster>('/api/act/market/getPdpSharePic', { spuCd: 'S25U', skuCd: 'S25U-BLACK-1' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ url: '/api/act/market/pdpSharePic/S25U/S25U-BLACK-1.svg', width: 750, height: 1200 });
    expect(r.body.data.productUrl).toBe(`${t.baseUrl}/product/S25U/S25U-BLACK-1`);
    const svg = Buffer.from(r.body.data.dataUri.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 1200"')).toBe(true);
    expect(svg).toContain('星辰 S25 Ultra 5G 手机');
    expect(svg).toMatch(/¥\d{1,3}(,\d{3})*/);
    expect(svg).toMatch(/<path class="qr"[^>]* d="M\d+ \d+h/);

    const file = await fetch(t.baseUrl + r.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await file.text()).toBe(svg);
  });

  it('uses the default SKU when none is given and escapes the text it writes', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const r = await b.post<Poster>('/api/act/market/getPdpSharePic', { spuCd: 'RF65' });
    expect(r.status).toBe(200);
    const svg = Buffer.from(r.body.data.dataUri.split(',')[1], 'base64').toString('utf8');
    // every text node is markup-free: no raw '<' or '&' inside <text>
    for (const m of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) expect(m[1]).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(svg).toContain('缤色 RF65');
  });

  it('answers 404 for an unknown product or a SKU of another product', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const unknown = await b.post('/api/act/market/getPdpSharePic', { spuCd: 'NO-SUCH' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('商品不存在');
    expect((await b.post('/api/act/market/getPdpSharePic', { spuCd: 'S25U', skuCd: 'ZFOLD7-NAVY-1' })).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/act/market/pdpSharePic/NO-SUCH/X.svg`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/api/act/market/pdpSharePic/S25U/S25U-BLACK-1.png`)).status).toBe(404);
    expect((await b.post('/api/act/market/getPdpSharePic', {})).status).toBe(400);
  });
});
