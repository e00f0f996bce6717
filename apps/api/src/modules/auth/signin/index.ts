/**
 * Module entry: sign-in paths other than SMS and the account provider (issue #6) — QR login
 * (getQrToken / getQrScan / confirm), mini-program (wxmp/mpLogin/token), app sign-in and the
 * assistant / community redirects.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerSigninModule(_api: FastifyInstance, _deps: ModuleDeps): void {}
