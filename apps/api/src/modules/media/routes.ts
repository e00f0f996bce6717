/**
 * GET /media/product/{type}/{view}/{hex}.svg: generated product pictures. The URL names
 * everything the picture depends on, so it is cached for a year as immutable. Anything
 * that is not a known type, view and 6-digit colour answers a plain 404.
 */
import type { FastifyInstance } from 'fastify';
import { isColourHex, isProductType, isProductView, productSvg } from './product-svg.ts';
import { sendSvg } from './send-svg.ts';

const FILE = /^([0-9a-f]{6})\.svg$/i;
/** Drawn documents by URL; bounded, as the colour space is not. */
const CACHE_MAX = 2000;

export function productMediaRoutes(app: FastifyInstance) {
  const cache = new Map<string, string>();

  app.get<{ Params: { type: string; view: string; file: string } }>('/media/product/:type/:view/:file', { schema: { hide: true } }, async (req, reply) => {
    const { type, view, file } = req.params;
    const hex = FILE.exec(file)?.[1]?.toLowerCase();
    if (!hex || !isColourHex(hex) || !isProductType(type) || !isProductView(view)) return sendSvg(reply, null);
    const key = `${type}/${view}/${hex}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = productSvg(type, view, hex);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, svg);
    }
    return sendSvg(reply, svg);
  });
}
