/**
 * Generated artwork at the site root (not under /api: these are pictures, not envelopes):
 * `/media/banner/{id}.svg` and `/media/icon/{name}.svg` (answered like every generated picture: send-svg.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerSvg } from './banner-svg.ts';
import { iconSvg } from './icons.ts';
import { sendSvg } from '../media/index.ts';

const SVG_FILE = /^([a-z0-9-]{1,64})\.svg$/;
// Any text: a malformed name is a 404 like an unknown one, not a 400.
const fileParams = z.object({ file: z.string() });

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
