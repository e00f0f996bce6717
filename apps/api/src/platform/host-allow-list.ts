/**
 * Host allow-list (issue #12): with a configured public origin, a request naming another
 * host is refused before anything reads it, so no link, redirect or cache entry can be
 * built from an attacker's Host. Loopback is always accepted: health checks and the
 * server's own calls to its sandboxes use 127.0.0.1 / localhost. Without PUBLIC_URL every
 * Host is accepted (the shop then uses its listen address, never the Host, for links).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERRORS } from '@shop/contracts';
import { errorEnvelope, pathOf } from './envelope.ts';

export interface HostAllowListOptions {
  publicUrl?: string;
  /** More accepted hosts (ALLOWED_HOSTS): `name` (any port) or `name:port`. */
  allowedHosts?: readonly string[];
}

/** `name` and `port` of a Host header value, lower-cased; undefined when malformed. */
function splitHost(value: string): { name: string; port?: string } | undefined {
  const v = value.trim().toLowerCase();
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(v);
  if (!m) return undefined;
  return { name: m[1]!.replace(/\.$/, ''), port: m[2] };
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** Decides whether a Host is ours; undefined publicUrl means every Host is. */
export function createHostCheck(opts: HostAllowListOptions): ((host: string | undefined) => boolean) | undefined {
  if (!opts.publicUrl) return undefined;
  const entries = [new URL(opts.publicUrl).hostname, ...(opts.allowedHosts ?? [])].map((h) => splitHost(h)).filter((h) => h !== undefined);
  return (host) => {
    if (!host) return false;
    const given = splitHost(host);
    if (!given) return false;
    if (LOOPBACK.test(given.name)) return true;
    // An entry without a port accepts the name on any port (a proxy may or may not add one).
    return entries.some((e) => e.name === given.name && (e.port === undefined || e.port === given.port));
  };
}

/** Parses ALLOWED_HOSTS: comma-separated, blanks ignored. */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
}

/** Registers the check as the first onRequest hook of the app (after the security headers). */
export function registerHostAllowList(app: FastifyInstance, opts: HostAllowListOptions): void {
  const allowed = createHostCheck(opts);
  if (!allowed) return;
  // The listen address itself (HOST set to a specific interface): the server's own calls to its
  // sandboxes go there (origins.ts self()).
  const own = () => {
    const a = app.server.address();
    if (!a || typeof a === 'string') return undefined;
    return `${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`.toLowerCase();
  };
  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    // The Host the client sent (X-Forwarded-Host only when the proxy is trusted).
    if (allowed(req.host) || req.host?.toLowerCase() === own()) return;
    req.log.warn({ reason: 'host not allowed' }, 'request refused');
    const def = ERRORS.E_HOST_NOT_ALLOWED;
    reply.code(def.status).header('cache-control', 'no-store');
    // Neither answer names the Host: an envelope under /api, a short text page elsewhere.
    if (pathOf(req.url) === '/api' || req.url.startsWith('/api/')) return reply.send(errorEnvelope(pathOf(req.url), 'E_HOST_NOT_ALLOWED', def.message));
    return reply.type('text/plain; charset=utf-8').send(def.message);
  });
}
