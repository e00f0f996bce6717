/**
 * Uploaded pictures: check, decode, re-encode, store.
 *
 * A file is accepted only when (1) its magic bytes say JPEG, PNG, WebP or GIF, (2) its own
 * structure ends exactly at the end of the file and it carries no signature of another file
 * type (image-check.ts), (3) sharp decodes it completely as that same format within the pixel
 * limit, and (4) the re-encoding succeeds: metadata stripped (EXIF, GPS, ICC comments…), EXIF
 * orientation applied, avatars 400×400 cover crop, review pictures at most 1600 px on the long
 * side, always WebP. Only then is one row inserted — a refused file leaves nothing behind.
 *
 * Storage choice: the re-encoded bytes live in PostgreSQL (uploaded_images.data, bytea). They
 * are small (an avatar ≈ 10–30 KB, a review picture ≤ a few hundred KB), the row is written
 * in the same database as the member who owns it (no orphan files, no second store to back
 * up or share between instances), and the media route serves them with a year-long immutable
 * cache so the database is read about once per picture per browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import type Sharp from 'sharp';
import { and, count, eq, inArray } from 'drizzle-orm';
import { schema, type Database, type Db, type Tx } from '@shop/db';
import { uploadUrlOf, type FileMeta, type UploadResult } from '@shop/contracts/profile';
import { fail } from '../../platform/shop-error.ts';
import { checkImageStructure } from './image-check.ts';

const u = schema.uploadedImages;

/** Decoding bigger pictures than this (≈ 40 megapixels) is refused: a 2 MB PNG could otherwise unpack to gigabytes. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MIN_SIDE = 16;

let sharpModule: Promise<typeof Sharp> | undefined;
/**
 * sharp (libvips) loads with the first picture to re-encode, not with the server: most
 * processes never see an upload, and loading it costs each one ≈ 20 MB RSS.
 */
function loadSharp(): Promise<typeof Sharp> {
  if (!sharpModule) {
    sharpModule = import('sharp').then(({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    });
    // A failed load is tried again with the next picture.
    sharpModule.catch(() => {
      sharpModule = undefined;
    });
  }
  return sharpModule;
}

export interface ReencodedImage {
  data: Buffer;
  width: number;
  height: number;
  sourceFormat: string;
}

/** Checks and re-encodes a file; throws the catalogue error that says why it is refused. */
export async function reencodeImage(file: Buffer, purpose: FileMeta): Promise<ReencodedImage> {
  if (file.length === 0) throw fail('ERR_UPLOAD_FILE_REQUIRED');
  const check = checkImageStructure(file);
  if (!check.ok) {
    if (check.reason === 'not_image' || check.reason === 'truncated') throw fail('ERR_UPLOAD_NOT_IMAGE', { data: { reason: check.reason } });
    throw fail('ERR_UPLOAD_UNSAFE', { data: { reason: check.reason } });
  }
  const sharp = await loadSharp();
  let meta: Sharp.Metadata;
  try {
    meta = await sharp(file, { failOn: 'warning', limitInputPixels: false }).metadata();
  } catch {
    throw fail('ERR_UPLOAD_NOT_IMAGE', { data: { reason: 'undecodable' } });
  }
  if (meta.format !== check.format) throw fail('ERR_UPLOAD_NOT_IMAGE', { data: { reason: 'format_mismatch' } });
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w < MIN_SIDE || h < MIN_SIDE || w * h > MAX_INPUT_PIXELS) throw fail('ERR_UPLOAD_DIMENSIONS');
  try {
    const pipeline = sharp(file, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(
        purpose === 'avatar'
          ? { width: 400, height: 400, fit: 'cover', position: 'centre' }
          : { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: purpose === 'avatar' ? 82 : 80, effort: 4 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, sourceFormat: check.format };
  } catch {
    // The header read fine but the pixels do not decode (truncated or corrupt data).
    throw fail('ERR_UPLOAD_NOT_IMAGE', { data: { reason: 'undecodable' } });
  }
}

export function createUploadService({ database }: { database: Database }) {
  const { db } = database;

  return {
    /** Checks, re-encodes and stores one picture of `memberId`. */
    async store(memberId: number, purpose: FileMeta, file: Buffer, now: Date): Promise<UploadResult> {
      const img = await reencodeImage(file, purpose);
      const id = randomBytes(16).toString('base64url');
      await db.insert(u).values({
        id,
        memberId,
        purpose,
        contentType: 'image/webp',
        width: img.width,
        height: img.height,
        byteSize: img.data.length,
        sha256: createHash('sha256').update(img.data).digest('hex'),
        sourceFormat: img.sourceFormat,
        data: img.data,
        createdAt: now,
      });
      return { id, url: uploadUrlOf(id), width: img.width, height: img.height, size: img.data.length };
    },

    /** The stored picture for the media route. */
    async read(id: string) {
      const [row] = await db.select({ data: u.data, contentType: u.contentType, sha256: u.sha256 }).from(u).where(eq(u.id, id)).limit(1);
      return row;
    },

    async countOf(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(u).where(eq(u.memberId, memberId));
      return row.n;
    },
  };
}

/**
 * For other modules (reviews, the avatar): which of `ids` are pictures `memberId` uploaded
 * (for `purpose` when given). Another member's id, or an unknown one, is simply not returned.
 */
/**
 * Which of these upload ids belong to the member (and purpose). Other modules call this, in
 * their own transaction when they pass one, instead of reading uploaded_images.
 */
export async function findOwnedUploads(
  db: Db | Tx,
  memberId: number,
  ids: string[],
  purpose?: FileMeta,
): Promise<{ id: string; url: string; purpose: FileMeta }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: u.id, purpose: u.purpose })
    .from(u)
    .where(and(eq(u.memberId, memberId), inArray(u.id, ids), purpose ? eq(u.purpose, purpose) : undefined));
  return rows.map((r) => ({ id: r.id, url: uploadUrlOf(r.id), purpose: r.purpose }));
}

export type UploadService = ReturnType<typeof createUploadService>;
