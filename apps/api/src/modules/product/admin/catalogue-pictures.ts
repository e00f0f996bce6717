/**
 * Product pictures uploaded in the console: checked and re-encoded by the uploads module's rules
 * (magic bytes, structure ends at the end of the file, no other file type's signature, complete
 * decode, metadata stripped, at most 1600 px, WebP), then kept in catalogue_pictures — the
 * catalogue owns its pictures — and served under /media/catalogue/{id}.webp, a year-long
 * immutable cache on an unguessable id.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { schema, type Database } from '@shop/db';
import { reencodeImage } from '../../uploads/index.ts';
import { cataloguePictureUrl } from './picture-url.ts';

export { cataloguePictureUrl };

const pictures = schema.cataloguePictures;
const ID = /^[A-Za-z0-9_-]{22}$/;

export function createCataloguePictures(database: Database) {
  const { db } = database;
  return {
    async store(staffId: number, file: Buffer, now: Date) {
      const img = await reencodeImage(file, 'review');
      const id = randomBytes(16).toString('base64url');
      await db.insert(pictures).values({
        id,
        staffId,
        width: img.width,
        height: img.height,
        byteSize: img.data.length,
        sha256: createHash('sha256').update(img.data).digest('hex'),
        sourceFormat: img.sourceFormat,
        data: img.data,
        createdAt: now,
      });
      return { id, url: cataloguePictureUrl(id), width: img.width, height: img.height, size: img.data.length };
    },
    async read(id: string) {
      if (!ID.test(id)) return undefined;
      const [row] = await db.select({ data: pictures.data, sha256: pictures.sha256 }).from(pictures).where(eq(pictures.id, id)).limit(1);
      return row;
    },
  };
}

/** Outside /api: the pictures, by id. */
export function cataloguePictureMedia(app: FastifyInstance, database: Database): void {
  const store = createCataloguePictures(database);
  app.get<{ Params: { file: string } }>('/media/catalogue/:file', { schema: { hide: true } }, async (req, reply) => {
    const id = /^(.+)\.webp$/.exec(req.params.file)?.[1];
    const row = id ? await store.read(id) : undefined;
    const common = {
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
    };
    if (!row) return reply.code(404).headers(common).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
    const etag = `"${row.sha256}"`;
    reply.headers(common).header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').header('content-disposition', 'inline').send(row.data);
  });
}
