/**
 * Module entry: sign-in through the external account provider (OpenID Connect, openid-client)
 * and enterprise SSO (samsso/token, entGetToken) (issue #6).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../../module-deps.ts';

export function registerAccountProviderModule(_api: FastifyInstance, _deps: ModuleDeps): void {}

/**
 * Outside /api: the local stand-in of the external account provider (oidc-provider), where a
 * configuration asks for it (tests, npm run dev, npm start outside production).
 */
export async function mountAccountProviderSandbox(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
