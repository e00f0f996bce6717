/**
 * Module entry: uploaded images (avatars, review pictures) — POST /api/sys/upload?fileMeta=…
 * checks, re-encodes and stores them; they are served outside /api (issue #6).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadEndpoints } from '@shop/contracts/endpoints/uploads';
import { UPLOAD_ID_PATTERN, UPLOAD_MAX_BYTES } from '@shop/contracts/profile';
import type { ApiContext, AuthState } from '../../platform/types.ts';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { apiErrorHandler } from '../../platform/error-handler.ts';
import { fail } from '../../platform/shop-error.ts';
import { createUploadService } from './upload.service.ts';

export { findOwnedUploads, reencodeImage } from './upload.service.ts';

/** What the upload module needs: the API context and the member behind a request (member module). */
export interface UploadsNeeds {
  ctx: ApiContext;
  members: { requireOfAuth(auth: AuthState): Promise<{ id: number }> };
}

/** Room for the multipart framing around one file of the maximum size. */
const FRAMING_SLACK = 64 * 1024;

/** Multipart limit errors of this route answered with the upload's own Chinese messages. */
function uploadErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return apiErrorHandler(fail('ERR_UPLOAD_TOO_LARGE') as unknown as FastifyError, req, reply);
  if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT')
    return apiErrorHandler(fail('ERR_UPLOAD_FILE_REQUIRED', { message: '每次只能上传一张图片' }) as unknown as FastifyError, req, reply);
  return apiErrorHandler(err, req, reply);
}

export function registerUploads(api: FastifyInstance, deps: UploadsNeeds): void {
  const uploads = createUploadService({ database: deps.ctx.database });

  routeEndpoint(
    api,
    uploadEndpoints.upload,
    async (req) => {
      const member = await deps.members.requireOfAuth(req.auth);
      // The multipart parser's fields (attachFieldsToBody: 'keyValues'), checked here.
      const body = (req.body ?? {}) as unknown as Record<string, unknown>;
      const file = Array.isArray(body.file) ? undefined : body.file;
      if (Array.isArray(body.file)) throw fail('ERR_UPLOAD_FILE_REQUIRED', { message: '每次只能上传一张图片' });
      if (!Buffer.isBuffer(file)) throw fail('ERR_UPLOAD_FILE_REQUIRED');
      const stored = await uploads.store(member.id, req.query.fileMeta, file, deps.ctx.clock.now());
      req.log.info({ uploadId: stored.id, purpose: req.query.fileMeta, size: stored.size }, 'image uploaded');
      return ok(req, stored);
    },
    {
      config: {
        // One file of at most 2 MB; busboy stops buffering at the limit (the rest is discarded, never kept).
        multipartOptions: { limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, parts: 6 } },
      },
      errorHandler: uploadErrorHandler,
      // A declared body far beyond the limit is refused before a byte of it is read.
      onRequest: async (req) => {
        const declared = Number(req.headers['content-length'] ?? 0);
        if (declared > UPLOAD_MAX_BYTES + FRAMING_SLACK) throw fail('ERR_UPLOAD_TOO_LARGE');
      },
      // The definition's body is the caller's FormData: here the multipart parser reads it and the handler checks it.
      schema: { body: undefined, consumes: ['multipart/form-data'] },
    },
  );
}

/** Outside /api: the stored images, by their unguessable id. */
export function registerUploadMedia(app: FastifyInstance, ctx: ApiContext): void {
  const uploads = createUploadService({ database: ctx.database });
  app.get<{ Params: { file: string } }>('/media/uploads/:file', { schema: { hide: true } }, async (req, reply) => {
    const m = /^(.+)\.webp$/.exec(req.params.file);
    const id = m?.[1];
    const row = id && UPLOAD_ID_PATTERN.test(id) ? await uploads.read(id) : undefined;
    const common = {
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cross-origin-resource-policy': 'same-origin',
    };
    if (!row) return reply.code(404).headers(common).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
    const etag = `"${row.sha256}"`;
    reply.headers(common).header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(row.contentType).header('content-disposition', 'inline').send(row.data);
  });
}
