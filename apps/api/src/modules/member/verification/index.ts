/**
 * Module entry: member binding and tags, visit records, student and enterprise verification
 * with the email adapter (issue #6).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerVerificationModule(_api: FastifyInstance, _deps: ModuleDeps): void {}
