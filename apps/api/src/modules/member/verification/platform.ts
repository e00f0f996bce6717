/** The client address of a request (behind the trusted proxy when configured). */
import type { FastifyRequest } from 'fastify';

export const clientIp = (req: FastifyRequest): string => req.ip || 'unknown';

export const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
export const memberOnly = { auth: 'member' } as const;

/** Where a server-to-server call to a sandbox in this app goes (config.publicBaseUrl, else the request's origin). */
export function selfBase(req: FastifyRequest, publicBaseUrl: string | undefined): string {
  return (publicBaseUrl ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');
}
