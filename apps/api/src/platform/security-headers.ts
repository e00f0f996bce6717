/**
 * Security headers on every answer of the process (API, pages, assets, sandbox pages),
 * through @fastify/helmet, registered on the root instance before any route (issue #12).
 *
 * - Content-Security-Policy: scripts only from our origin or inline with this answer's nonce
 *   (the SSR pages put it on every inline script; no 'unsafe-inline' for scripts). Styles keep
 *   'unsafe-inline': React renders style attributes, and the sandbox pages carry a <style>.
 *   No form-action: checkout forms post to payment gateways and the sign-in forms to the
 *   account provider, on other origins in production.
 * - frame-ancestors 'none' + X-Frame-Options DENY: nobody frames the cashier or any page.
 * - HSTS only when the public origin is https (on plain http it would be ignored anyway and
 *   would pin a developer's localhost to https).
 * - Permissions-Policy (helmet has no option for it): the shop uses none of these features.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;
/**
 * helmet itself, the copy @fastify/helmet is built on. The plugin made a new helmet middleware
 * (every option parsed and checked again) on each request, for every API call a page makes
 * in-process as well: a few per cent of a signed-in page's CPU. Here it is made once; the
 * headers are the same, and the CSP nonce is still asked for per answer (a directive function).
 */
const require = createRequire(import.meta.url);
const helmet = createRequire(require.resolve('@fastify/helmet'))('helmet') as (options: object) => HelmetMiddleware;

// One nonce per answer, made on first use (the CSP header or the renderer, whichever asks first).
const NONCES = new WeakMap<ServerResponse, string>();

/** This answer's CSP nonce, for the inline scripts of a page (`cspNonce(reply.raw)`). */
export function cspNonce(res: ServerResponse): string {
  let nonce = NONCES.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    NONCES.set(res, nonce);
  }
  return nonce;
}

/** Features a page may use; every other one listed is off for us and for any frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'clipboard-read=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export interface SecurityHeaderOptions {
  /** The shop's public origin (PUBLIC_URL); https turns on HSTS and upgrade-insecure-requests. */
  publicUrl?: string;
  /** `npm run dev`: Vite's hot-reload socket listens on its own port. */
  development?: boolean;
}

export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): Promise<void> {
  const https = opts.publicUrl ? new URL(opts.publicUrl).protocol === 'https:' : false;
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res)}'`],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // blob: the avatar editor reads back the picture it cropped (fetch of its own object URL).
        connectSrc: ["'self'", 'blob:', ...(opts.development ? ['ws:'] : [])],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Payment and provider windows opened from a page may need their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Product pictures may be shown by the brand's own sites (MAIN_SITE_URL) on sibling hosts.
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sibling hosts of the shop's domain may still be plain http: this host only, no preload.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    // X-Content-Type-Options: nosniff is on by default.
  });
  // First of the onRequest hooks, on the raw answer: refusals and hijacked answers carry them too.
  app.addHook('onRequest', (req, reply, done) => {
    applyHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  // On the raw answer like helmet's own headers, so hijacked answers (oidc-provider) carry it too.
  app.addHook('onRequest', async (_req, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}
