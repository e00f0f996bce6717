/**
 * Generated artwork at the site root (not under /api: these are pictures, not envelopes):
 * `/media/banner/{id}.svg` and `/media/icon/{name}.svg`. The pictures are a pure function of
 * the path and change only with a deploy, so they are cached for a year as immutable.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerSvg } from './banner-svg.ts';
import { iconSvg } from './icons.ts';

const SVG_FILE = /^([a-z0-9-]{1,64})\.svg$/;
// Any text: a malformed name is a 404 like an unknown one, not a 400.
const fileParams = z.object({ file: z.string() });

function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
  return (
    reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // Opened directly, an SVG is a document on our origin: allow it no scripts and no fetches.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  );
}

/** The name before `.svg`, or null for anything else (another extension, odd characters). */
function nameOf(file: string): string | null {
  return SVG_FILE.exec(file)?.[1] ?? null;
}

export function mediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/media/banner/:file', { schema: { hide: true, params: fileParams } }, async (req, reply) => {
    const name = nameOf(req.params.file);
    return sendSvg(reply, name ? bannerSvg(name) : null);
  });
  r.get('/media/icon/:file', { schema: { hide: true, params: fileParams } }, async (req, reply) => {
    const name = nameOf(req.params.file);
    return sendSvg(reply, name ? iconSvg(name) : null);
  });
}
