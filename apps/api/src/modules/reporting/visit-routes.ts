/**
 * POST /api/sys/visit (issue #16 概览): the storefront's once-a-day visitor beacon. Public and
 * without a CSRF token (a beacon cannot carry one, and a forged one only adds a visitor row);
 * the body is the contract's zod schema (bad input → 400); each IP may send VISIT_LIMIT beacons
 * a minute (429 beyond), counted in this process's memory: the beacon does one insert, and a
 * second database write per hit for the counter would double its cost for a figure no one
 * can abuse into more than a wrong visitor count.
 */
import type { FastifyInstance } from 'fastify';
import { visitEndpoints } from '@shop/contracts/endpoints/visits';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import { fail } from '../../platform/shop-error.ts';
import type { ApiContext } from '../../platform/types.ts';
import type { VisitStore } from './visits.store.ts';

/** Generous: many shoppers can share one address (a carrier's or an office's NAT), each sending one beacon a day. */
export const VISIT_LIMIT = 120;
const WINDOW_MS = 60_000;

/** Fixed one-minute windows per IP; the whole map is dropped when the window turns, so it never grows past a minute of addresses. */
export function createIpWindowLimiter(limit: number, windowMs: number) {
  let windowStart = 0;
  let hits = new Map<string, number>();
  return (ip: string, nowMs: number): number | null => {
    const start = Math.floor(nowMs / windowMs) * windowMs;
    if (start !== windowStart) {
      windowStart = start;
      hits = new Map();
    }
    const n = (hits.get(ip) ?? 0) + 1;
    hits.set(ip, n);
    return n > limit ? Math.max(1, Math.ceil((start + windowMs - nowMs) / 1000)) : null;
  };
}

export function visitRoutes(api: FastifyInstance, ctx: ApiContext, visits: VisitStore): void {
  const limited = createIpWindowLimiter(VISIT_LIMIT, WINDOW_MS);
  routeEndpoint(
    api,
    visitEndpoints.record,
    async (req, reply) => {
      const retryAfter = limited(req.ip || 'unknown', ctx.clock.nowMs());
      if (retryAfter !== null) throw fail('E_RATE_LIMITED', { data: { retryAfter }, headers: { 'retry-after': String(retryAfter) } });
      await visits.record(req.body.visitorId);
      reply.header('cache-control', 'no-store');
      return ok(req, null);
    },
    { config: { csrf: false } },
  );
}
