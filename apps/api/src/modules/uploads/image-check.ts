/**
 * Structural checks on an uploaded file before anything decodes it: which image format its
 * magic bytes say, where the image really ends (walking the format's own structure: PNG
 * chunks to IEND, JPEG segments and entropy-coded data to EOI, GIF blocks to the trailer,
 * the WebP RIFF length), and whether it carries the signature of another kind of file
 * (HTML, script, PHP, SVG, PDF, ZIP). A file with bytes after its end, or with such a
 * signature anywhere, is a polyglot and refused — even though the stored copy is always a
 * fresh re-encoding, the original is never accepted.
 */

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export type CheckResult =
  | { ok: true; format: ImageFormat; end: number }
  | { ok: false; reason: 'not_image' | 'truncated' | 'trailing_data' | 'embedded_payload'; detail?: string };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffFormat(buf: Buffer): ImageFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (buf.length >= 6) {
    const head = buf.toString('latin1', 0, 6);
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Offset just past the PNG's IEND chunk, or -1 when the chunk structure runs off the end. */
function pngEnd(buf: Buffer): number {
  let off = 8;
  while (off + 12 <= buf.length) {
    const len = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    const next = off + 12 + len;
    if (len > 0x7fffffff || next > buf.length) return -1;
    if (type === 'IEND') return next;
    off = next;
  }
  return -1;
}

/** Offset just past the JPEG's EOI marker (FFD9), walking segments and entropy-coded data. */
function jpegEnd(buf: Buffer): number {
  let off = 2;
  while (off < buf.length) {
    if (buf[off] !== 0xff) return -1;
    while (off < buf.length && buf[off] === 0xff) off++; // fill bytes
    if (off >= buf.length) return -1;
    const marker = buf[off++];
    if (marker === 0xd9) return off;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (off + 2 > buf.length) return -1;
    const len = buf.readUInt16BE(off);
    if (len < 2 || off + len > buf.length) return -1;
    off += len;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 00 or a restart marker.
      while (off + 1 < buf.length) {
        if (buf[off] === 0xff) {
          const b = buf[off + 1];
          if (b === 0x00 || (b >= 0xd0 && b <= 0xd7) || b === 0xff) {
            off += b === 0xff ? 1 : 2;
            continue;
          }
          break;
        }
        off++;
      }
      if (off + 1 >= buf.length) return -1;
    }
  }
  return -1;
}

/** Skips GIF data sub-blocks from `off`; answers the offset after the block terminator. */
function gifSubBlocks(buf: Buffer, off: number): number {
  while (off < buf.length) {
    const size = buf[off];
    off += 1;
    if (size === 0) return off;
    off += size;
  }
  return -1;
}

/** Offset just past the GIF trailer (0x3B), walking its blocks. */
function gifEnd(buf: Buffer): number {
  if (buf.length < 13) return -1;
  let off = 13;
  const flags = buf[10];
  if (flags & 0x80) off += 3 * (1 << ((flags & 0x07) + 1));
  while (off < buf.length) {
    const b = buf[off];
    if (b === 0x3b) return off + 1;
    if (b === 0x21) {
      if (off + 2 > buf.length) return -1;
      off = gifSubBlocks(buf, off + 2);
    } else if (b === 0x2c) {
      if (off + 10 > buf.length) return -1;
      const f = buf[off + 9];
      off += 10;
      if (f & 0x80) off += 3 * (1 << ((f & 0x07) + 1));
      off += 1; // LZW minimum code size
      off = gifSubBlocks(buf, off);
    } else return -1;
    if (off < 0) return -1;
  }
  return -1;
}

/** Offset just past the RIFF container, by its length field (a pad byte after it is zero and allowed). */
function webpEnd(buf: Buffer): number {
  const end = 8 + buf.readUInt32LE(4);
  return end <= buf.length ? end : -1;
}

/**
 * Signatures of other file types. Text ones are matched case-insensitively and are at least
 * five bytes long, so compressed pixel data matches one by chance about once in 10^4 files of
 * 2 MB; the ZIP headers (4 bytes) about once in 2·10^3 — an acceptable refusal rate for the
 * protection (a ZIP/JAR/Office polyglot needs them).
 */
const TEXT_SIGNATURES = ['<script', '<html', '<?php', '<iframe', '<svg', '<body', '<!doctype', 'javascript:', '<object', '<embed', '%pdf-', '<?xml'];
const BINARY_SIGNATURES: Buffer[] = [
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.from('PK\x01\x02', 'latin1'),
  Buffer.from('Rar!\x1a\x07', 'latin1'),
];

export function findEmbeddedPayload(buf: Buffer): string | null {
  const lower = buf.toString('latin1').toLowerCase();
  for (const s of TEXT_SIGNATURES) if (lower.includes(s)) return s;
  for (const s of BINARY_SIGNATURES) if (buf.includes(s)) return s.toString('latin1').replace(/[^\x20-\x7e]/g, '.');
  return null;
}

export function checkImageStructure(buf: Buffer): CheckResult {
  const format = sniffFormat(buf);
  if (!format) return { ok: false, reason: 'not_image' };
  const end = format === 'png' ? pngEnd(buf) : format === 'jpeg' ? jpegEnd(buf) : format === 'gif' ? gifEnd(buf) : webpEnd(buf);
  if (end < 0) return { ok: false, reason: 'truncated' };
  if (end < buf.length) {
    // Zero padding some encoders add is harmless; anything else after the end is another file.
    const tail = buf.subarray(end);
    if (!tail.every((b) => b === 0)) return { ok: false, reason: 'trailing_data', detail: `${tail.length} bytes after the end marker` };
  }
  const payload = findEmbeddedPayload(buf);
  if (payload) return { ok: false, reason: 'embedded_payload', detail: payload };
  return { ok: true, format, end };
}
