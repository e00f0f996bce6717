/**
 * A kept page compressed once (issue #15: compressing 100+ KB of HTML on every answer cost
 * more than everything else a cache hit does), while every answer still carries its own CSP
 * nonce. The page is cut at each nonce placeholder and each piece compressed on its own
 * (raw deflate ending in a full flush, so it ends on a byte boundary and refers to nothing
 * outside itself). An answer is the pieces with its nonce between them as uncompressed
 * ("stored") deflate blocks, inside a gzip header and trailer: one valid gzip stream whose
 * checksum is computed per answer over bytes already in memory.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface SplicedGzip {
  /** The page's text between placeholders. */
  pieces: Buffer[];
  /** Each piece compressed; all but the last end without closing the stream. */
  compressed: Buffer[];
  /** Uncompressed length of the pieces, nonces not counted. */
  length: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

export function prepareSplicedGzip(body: string, placeholder: string): SplicedGzip {
  const pieces = body.split(placeholder).map((p) => Buffer.from(p));
  const compressed = pieces.map((piece, i) =>
    deflateRawSync(piece, { level: 9, finishFlush: i === pieces.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH }),
  );
  return { pieces, compressed, length: pieces.reduce((n, p) => n + p.length, 0) };
}

/** A stored deflate block (not the last) holding `data`; starts and ends on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // BFINAL 0, BTYPE 00 (stored), padded to the byte
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * The page uncompressed with `nonce` in place of every placeholder, as bytes: sending the page
 * as a string made every answer encode 100+ KB of mostly Chinese text to UTF-8 twice (once to
 * count Content-Length, once to write), most of a cache hit's cost for a client without gzip.
 */
export function splicedPlain(page: SplicedGzip, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(filler);
    parts.push(piece);
  });
  return Buffer.concat(parts, page.length + filler.length * (page.pieces.length - 1));
}

/** The gzip stream of the page with `nonce` in place of every placeholder. */
export function splicedGzip(page: SplicedGzip, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  if (filler.length > 0xffff) throw new Error('nonce too long for one stored block');
  const stored = storedBlock(filler);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.pieces.forEach((piece, i) => {
    parts.push(page.compressed[i]!);
    // Not for an empty piece: Node 20's crc32 can answer 0 for no bytes instead of the value given.
    if (piece.length > 0) crc = crc32(piece, crc);
    if (i < page.pieces.length - 1) {
      parts.push(stored);
      crc = crc32(filler, crc);
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.length + filler.length * (page.pieces.length - 1)) >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** Whether the client takes gzip (Accept-Encoding names gzip or *, with no q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}
