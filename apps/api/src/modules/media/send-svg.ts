/**
 * How the shop answers a generated picture (product, banner, icon): the picture is a pure
 * function of its URL, so it is cached for a year as immutable; opened directly, an SVG is a
 * document on our origin, so it is allowed no scripts and no fetches. `null` is a plain 404.
 */
import type { FastifyReply } from 'fastify';

export function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) return reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not Found');
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
