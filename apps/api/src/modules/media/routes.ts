/**
 * GET /media/product/{type}/{design}/{view}/{hex}.svg: generated product pictures (design: a
 * design key of that type, see design-grammar.ts; view: front, back, side, angle, or
 * rot-{0–359} for a frame of the 360° view). The URL names everything the picture depends
 * on, so it is cached for a year as immutable. GET /media/product/{type}/{view}/{hex}.svg,
 * the address before designs existed, draws the type's default design (pictures stored in
 * reviews and content keep working). Anything that is not exactly a known type, design,
 * view and 6-digit colour answers a plain 404.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ProductType } from '@shop/contracts';
import { DESIGN_KEY_MAX } from './design-grammar.ts';
import { DEFAULT_DESIGNS } from './designs.ts';
import { isColourHex, isDesignOf, isProductType, isProductView, productSvg, type ProductView } from './product-svg.ts';
import { productRotationSvg, rotationAngle } from './product-rotation.ts';
import { sendSvg } from './send-svg.ts';

const FILE = /^([0-9a-f]{6})\.svg$/i;
/** Drawn documents by URL; bounded, as the colour space is not. */
const CACHE_MAX = 2000;

export function productMediaRoutes(app: FastifyInstance) {
  const cache = new Map<string, string>();

  function answer(reply: FastifyReply, type: string, design: string | null, view: string, file: string) {
    const hex = FILE.exec(file)?.[1]?.toLowerCase();
    // A view is a still (front, back, side, angle) or a 360° frame (rot-0 … rot-359).
    const angle = rotationAngle(view);
    if (!hex || !isColourHex(hex) || !isProductType(type) || (!isProductView(view) && angle === null)) return sendSvg(reply, null);
    if (design !== null && (design.length > DESIGN_KEY_MAX || !isDesignOf(type, design))) return sendSvg(reply, null);
    const drawn = design ?? DEFAULT_DESIGNS[type as ProductType];
    const key = `${type}/${drawn}/${view}/${hex}`;
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = angle === null ? productSvg(type, drawn, view as ProductView, hex) : productRotationSvg(type, drawn, angle, hex);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(key, svg);
    }
    return sendSvg(reply, svg);
  }

  app.get<{ Params: { type: string; design: string; view: string; file: string } }>(
    '/media/product/:type/:design/:view/:file',
    { schema: { hide: true } },
    async (req, reply) => {
      const { type, design, view, file } = req.params;
      return answer(reply, type, design, view, file);
    },
  );
  app.get<{ Params: { type: string; view: string; file: string } }>('/media/product/:type/:view/:file', { schema: { hide: true } }, async (req, reply) => {
    const { type, view, file } = req.params;
    return answer(reply, type, null, view, file);
  });
}
