import { COOKIES } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { TokenSigner } from './tokens.ts';
import type { AuthState } from './types.ts';

/** The token from `Authorization: Bearer …` or, for browsers, the HttpOnly `authorization` cookie. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (m) return m[1];
  }
  const cookie = req.cookies[COOKIES.authorization];
  return cookie ? cookie.replace(/^Bearer\s+/i, '') : undefined;
}

export async function resolveAuth(req: FastifyRequest, tokens: TokenSigner): Promise<AuthState> {
  const token = tokenOf(req);
  if (!token) return { kind: 'none' };
  if (token.length > 4096) return { kind: 'invalid', reason: 'invalid' };
  const result = await tokens.verify(token);
  if (!result.ok) return { kind: 'invalid', reason: result.reason };
  const { claims } = result;
  if (claims.typ === 'anonymous') return { kind: 'anonymous', anonId: claims.sub };
  return { kind: 'member', userNo: claims.sub, sessionId: claims.sid! };
}

/**
 * As resolveAuth, and a member token whose session has ended (signed out, revoked for token
 * reuse) counts as invalid. One database read for a member token; none for others.
 */
export async function resolveLiveAuth(req: FastifyRequest, tokens: TokenSigner, isSessionActive: (sessionId: string) => Promise<boolean>): Promise<AuthState> {
  const auth = await resolveAuth(req, tokens);
  if (auth.kind === 'member' && !(await isSessionActive(auth.sessionId))) return { kind: 'invalid', reason: 'invalid' };
  return auth;
}
