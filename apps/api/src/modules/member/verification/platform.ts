/** The client address of a request (behind the trusted proxy when configured). */
import type { FastifyRequest } from 'fastify';

export const clientIp = (req: FastifyRequest): string => req.ip || 'unknown';

export const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
export const memberOnly = { auth: 'member' } as const;
