/**
 * A console route that takes one picture as multipart/form-data (the catalogue's and the
 * content area's uploads): the file-size, part and framing limits, refusals in the envelope
 * (too large, more than one file, none), and the one file's bytes.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyEndpoint } from '@shop/contracts/endpoint';
import { UPLOAD_MAX_BYTES } from '@shop/contracts/profile';
import type { StaffPermission } from '@shop/contracts/staff';
import type { AdminRoute } from './admin-route.ts';
import { ok } from './envelope.ts';
import { apiErrorHandler } from './error-handler.ts';
import type { EndpointRouteOptions } from './endpoint-route.ts';
import { fail } from './shop-error.ts';

/** Room for the multipart framing around one file of the maximum size. */
const FRAMING_SLACK = 64 * 1024;
const ONE_PICTURE = '每次只能上传一张图片';

function pictureErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return apiErrorHandler(fail('ERR_UPLOAD_TOO_LARGE') as unknown as FastifyError, req, reply);
  if (err.code === 'FST_FILES_LIMIT' || err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FIELDS_LIMIT')
    return apiErrorHandler(fail('ERR_UPLOAD_FILE_REQUIRED', { message: ONE_PICTURE }) as unknown as FastifyError, req, reply);
  return apiErrorHandler(err, req, reply);
}

/** The route options of a one-picture upload. */
const pictureUploadOptions: EndpointRouteOptions = {
  config: { multipartOptions: { limits: { files: 1, fileSize: UPLOAD_MAX_BYTES, fields: 5, parts: 6 } } },
  errorHandler: pictureErrorHandler,
  onRequest: [
    async (req: FastifyRequest) => {
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > UPLOAD_MAX_BYTES + FRAMING_SLACK) throw fail('ERR_UPLOAD_TOO_LARGE');
    },
  ],
  schema: { body: undefined, consumes: ['multipart/form-data'] },
};

/** The uploaded file's bytes; refused when there is none or more than one. */
function uploadedPicture(req: FastifyRequest): Buffer {
  const body = (req.body ?? {}) as unknown as Record<string, unknown>;
  if (Array.isArray(body.file)) throw fail('ERR_UPLOAD_FILE_REQUIRED', { message: ONE_PICTURE });
  if (!Buffer.isBuffer(body.file)) throw fail('ERR_UPLOAD_FILE_REQUIRED');
  return body.file;
}

/** A store that checks, re-encodes and keeps a picture (the catalogue admin's). */
export interface PictureStore {
  store(staffId: number, file: Buffer, now: Date): Promise<{ id: string; url: string; width: number; height: number; size: number }>;
}

/** Registers a console upload of one picture into `pictures`, behind `permission`; the stored picture is logged with who sent it. */
export function routePictureUpload(
  route: AdminRoute,
  endpoint: AnyEndpoint,
  permission: StaffPermission,
  deps: { staffOf(req: FastifyRequest): { id: number }; pictures: PictureStore; now(): Date; what: string },
): void {
  route(
    endpoint,
    permission,
    async (req) => {
      const who = deps.staffOf(req);
      const stored = await deps.pictures.store(who.id, uploadedPicture(req), deps.now());
      req.log.info({ pictureId: stored.id, size: stored.size, staffId: who.id }, `${deps.what} picture uploaded`);
      return ok(req, stored);
    },
    pictureUploadOptions,
  );
}
