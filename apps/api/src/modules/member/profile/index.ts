/**
 * Module entry: the personal centre's own data (issue #6) — home page summary, personal
 * information, nickname, avatar, phone replacement, settings.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerProfileModule(_api: FastifyInstance, _deps: ModuleDeps): void {}
