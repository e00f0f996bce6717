/**
 * GET /media/product/{type}/{view}/{hex}.svg: generated product pictures (view: front, back,
 * side, angle, or rot-{0–359} for a frame of the 360° view). The URL names
 * everything the picture depends on, so it is cached for a year as immutable. Anything
 * that is not a known type, view and 6-digit colour answers a plain 404.
 */
import type { FastifyInstance } from 'fastify';
import { isColourHex, isProductType, isProductView, productSvg } from './product-svg.ts';
import { productRotationSvg, rotationAngle } from './product-rotation.ts';
import { sendSvg } from './send-svg.ts';

const FILE = /^([0-9a-f]{6})\.svg$/i;
/** Drawn documents by URL; bounded, as the colour space is not. */
const CACHE_MAX = 2000;

export function productMediaRoutes(app: FastifyInstance) {
  const cache = new Map<string, string>();

  app.get<{ Params: { type: string; view: string; file: string } }>('/media/product/:type/:view/:file', { schema: { hide: true } }, async (req, reply) => {
    const { type, view, file } = req.params;
    const hex = FILE.exec(file)?.[1]?.toLowerCase();
    // A view is a still (front, back, side, angle) or a 360° frame (rot-0 … rot-359).
    const angle = rotationAngle(view);
    if (!hex || !isColourHex(hex) || !isProductType(type) || (!isProductView(view) && angle === null)) return sendSvg(reply, null);
    const key = `${type}/${view}/${hex}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = angle === null ? productSvg(type, view as Parameters<typeof productSvg>[1], hex) : productRotationSvg(type, angle, hex);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, svg);
    }
    return sendSvg(reply, svg);
  });
}
