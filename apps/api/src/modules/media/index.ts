/**
 * Module entry: generated product pictures (incl. 360° frames), each product after its own
 * design (README.md). Needs nothing; provides the picture URLs and drawings other modules put
 * on their answers (pure functions), and registers GET /media/product/… outside /api.
 */
import type { FastifyInstance } from 'fastify';
import { productMediaRoutes } from './routes.ts';

export { PRODUCT_VIEWS, isDesignOf, isProductType, productImageUrl, productSvg, type ProductView } from './product-svg.ts';
export { rotationImageUrl } from './product-rotation.ts';
export { sendSvg } from './send-svg.ts';

/** Registers the picture routes on the root app (plain images, outside /api). */
export function registerMedia(app: FastifyInstance): void {
  productMediaRoutes(app);
}
