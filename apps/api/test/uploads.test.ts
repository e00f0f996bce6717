import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { UploadResult } from '@shop/contracts/profile';
import { Browser, signIn, useTestApi } from './harness.ts';
import { picture, pngFile } from '../../../test-support/pictures.ts';

const t = useTestApi();

async function member() {
  const b = new Browser(t.baseUrl);
  const { user } = await signIn(b);
  const [m] = await t.database.db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.userNo, user.userNo));
  return { b, memberId: m.id };
}

const stored = async (memberId: number) =>
  (await t.database.db.select({ n: count() }).from(schema.uploadedImages).where(eq(schema.uploadedImages.memberId, memberId)))[0].n;

function upload(b: Browser, file: Buffer | string, opts: { meta?: string; name?: string; type?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(
    opts.field ?? 'file',
    new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: opts.type ?? 'image/png' }),
    opts.name ?? 'a.png',
  );
  return b.request<UploadResult>('POST', `/api/sys/upload?fileMeta=${opts.meta ?? 'avatar'}`, { form });
}

const png = (w = 64, h = 64) => pngFile(w, h);

describe('POST /api/sys/upload', () => {
  it('re-encodes a good PNG avatar to a 400×400 WebP served with nosniff and a long cache', async () => {
    const { b, memberId } = await member();
    const r = await upload(b, await png(300, 200));
    expect(r.status).toBe(200);
    const { id, url, width, height, size } = r.body.data!;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`/media/uploads/${id}.webp`);
    expect([width, height]).toEqual([400, 400]);
    expect(await stored(memberId)).toBe(1);

    const res = await fetch(t.baseUrl + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(size);
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    // The ETag answers 304.
    const again = await fetch(t.baseUrl + url, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('strips the metadata of a JPEG and limits a review picture to 1600 px', async () => {
    const { b } = await member();
    const jpeg = await picture(2400, 1200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeTruthy();
    const r = await upload(b, jpeg, { meta: 'review', name: 'p.jpg', type: 'image/jpeg' });
    expect(r.status).toBe(200);
    expect([r.body.data!.width, r.body.data!.height]).toEqual([1600, 800]);
    const bytes = Buffer.from(await (await fetch(t.baseUrl + r.body.data!.url)).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
  });

  it('accepts WebP and GIF input', async () => {
    const { b } = await member();
    const webp = await picture(100, 100).webp().toBuffer();
    expect((await upload(b, webp, { type: 'image/webp', name: 'a.webp' })).status).toBe(200);
    const gif = await picture(100, 100).gif().toBuffer();
    expect((await upload(b, gif, { type: 'image/gif', name: 'a.gif', meta: 'review' })).status).toBe(200);
  });

  it('refuses non-images, whatever their name and type say, and stores nothing', async () => {
    const { b, memberId } = await member();
    for (const file of ['just some text', '<html><body>hi</body></html>', Buffer.from('%PDF-1.7 fake')]) {
      const r = await upload(b, file, { name: 'photo.png', type: 'image/png' });
      expect(r.status).toBe(415);
      expect(r.body.code).toBe('ERR_UPLOAD_NOT_IMAGE');
      expect(r.body.message).toBe('仅支持 JPG、PNG、WebP、GIF 格式的图片');
    }
    // A PNG cut in half: magic bytes right, structure and pixels broken.
    const half = (await png(200, 200)).subarray(0, 300);
    expect((await upload(b, half)).body.code).toBe('ERR_UPLOAD_NOT_IMAGE');
    // PNG magic bytes followed by garbage.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
    expect((await upload(b, fake)).status).toBe(415);
    // A real image too small to be a picture.
    const tiny = await png(4, 4);
    const small = await upload(b, tiny);
    expect(small.status).toBe(400);
    expect(small.body.code).toBe('ERR_UPLOAD_DIMENSIONS');
    expect(await stored(memberId)).toBe(0);
  });

  it('refuses polyglots: data after the end marker, HTML / script / PHP / ZIP inside', async () => {
    const { b, memberId } = await member();
    const good = await png(80, 80);
    const html = Buffer.concat([good, Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const zip = Buffer.concat([good, Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'), Buffer.alloc(64, 1)]);
    // A GIF whose comment extension carries a script (the structure is a valid GIF).
    const gif = await picture(40, 40).gif().toBuffer();
    const gct = gif[10] & 0x80 ? 3 * (1 << ((gif[10] & 7) + 1)) : 0;
    const at = 13 + gct;
    const text = Buffer.from('<script>alert(1)</script>');
    const gifScript = Buffer.concat([gif.subarray(0, at), Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0]), gif.subarray(at)]);
    // A JPEG with PHP in a comment segment (COM, FFFE) right after SOI.
    const jpeg = await picture(60, 60).jpeg().toBuffer();
    const php = Buffer.from('<?php system($_GET["c"]); ?>');
    const len = Buffer.alloc(2);
    len.writeUInt16BE(php.length + 2);
    const jpegPhp = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), len, php, jpeg.subarray(2)]);
    // Sharp itself decodes these fine: only the structural checks catch them.
    expect((await sharp(gifScript).metadata()).format).toBe('gif');
    expect((await sharp(jpegPhp).metadata()).format).toBe('jpeg');
    const jpegTail = Buffer.concat([jpeg, Buffer.from('GIF89a<svg onload=alert(1)>')]);

    for (const [file, type] of [
      [html, 'image/png'],
      [zip, 'image/png'],
      [gifScript, 'image/gif'],
      [jpegPhp, 'image/jpeg'],
      [jpegTail, 'image/jpeg'],
    ] as const) {
      const r = await upload(b, file, { type });
      expect(r.status, type).toBe(400);
      expect(r.body.code).toBe('ERR_UPLOAD_UNSAFE');
      expect(r.body.message).toBe('图片包含不安全的内容，请更换图片');
    }
    expect(await stored(memberId)).toBe(0);
  });

  it('refuses a file over 2 MB with 413 and a Chinese message, storing nothing', async () => {
    const { b, memberId } = await member();
    const big = Buffer.concat([await png(64, 64), Buffer.alloc(2 * 1024 * 1024, 0)]);
    const r = await upload(b, big);
    expect(r.status).toBe(413);
    expect(r.body.code).toBe('ERR_UPLOAD_TOO_LARGE');
    expect(r.body.message).toBe('图片大小不能超过2MB，请压缩后重新上传');
    // Far beyond the limit: refused from the declared length, before the body is read.
    const huge = await upload(b, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('ERR_UPLOAD_TOO_LARGE');
    expect(await stored(memberId)).toBe(0);
    // The limit itself is inside: exactly 2 MB of zero padding after a small PNG is still too much, 1.5 MB is fine.
    const ok = Buffer.concat([await png(64, 64), Buffer.alloc(1536 * 1024, 0)]);
    expect((await upload(b, ok)).status).toBe(200);
  });

  it('checks the request: member only, fileMeta, one file field', async () => {
    const anon = await new Browser(t.baseUrl).prime();
    expect((await upload(anon, await png())).status).toBe(401);
    await anon.post('/api/auth/login/anonymous/token', {});
    const visitor = await upload(anon, await png());
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('E_USER_4010');

    const { b, memberId } = await member();
    const bad = await upload(b, await png(), { meta: 'banner' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('上传类型不正确');
    const missing = await upload(b, await png(), { field: 'picture' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('ERR_UPLOAD_FILE_REQUIRED');
    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(await png())]), 'a.png');
    two.append('file', new Blob([new Uint8Array(await png())]), 'b.png');
    const twice = await b.request('POST', '/api/sys/upload?fileMeta=avatar', { form: two });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('每次只能上传一张图片');
    const json = await b.post('/api/sys/upload?fileMeta=avatar', { file: 'x' });
    expect(json.status).toBe(400);
    expect(await stored(memberId)).toBe(0);
  });

  it('serves unknown or malformed ids as 404', async () => {
    expect((await fetch(`${t.baseUrl}/media/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/media/uploads/..%2f..%2fetc.webp`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/media/uploads/abc.png`)).status).toBe(404);
  });
});
