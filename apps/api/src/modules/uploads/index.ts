/**
 * Module entry: uploaded images (avatars, review pictures) — POST /api/sys/upload?fileMeta=…
 * checks, re-encodes and stores them; they are served outside /api (issue #6).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps.ts';

export function registerUploadModule(_api: FastifyInstance, _deps: ModuleDeps): void {}

/** Outside /api: the stored images, by their unguessable id. */
export function uploadMediaRoutes(_app: FastifyInstance, _deps: ModuleDeps): void {}
