/**
 * Module entry: product. Catalogue, listing and search (#3); the product page (pdp/), reviews
 * (reviews/), comparison and trade-in estimates (compare/), TTM early access (ttm/) and the
 * share poster (share/). Needs and provides: product-needs.ts (ProductNeeds, ProductProvides).
 */
import type { FastifyInstance } from 'fastify';
import { createCatalogRepository } from './catalog.repository.ts';
import { createCatalogueReads } from './catalogue-reads.ts';
import { createDetailReads } from './detail-reads.ts';
import { createListingService } from './listing.service.ts';
import { productRoutes } from './routes.ts';
import { createStockService } from './stock.service.ts';
import { createStockAlerts } from './stock-alerts.ts';
import { registerPdp } from './pdp/register.ts';
import { registerReviews } from './reviews/register.ts';
import { registerCompare } from './compare/register.ts';
import { registerTtm } from './ttm/register.ts';
import { registerShare } from './share/register.ts';
import { createCustomGoods } from './bespoke/custom-goods.ts';
import { customGoodsRoutes } from './bespoke/custom-goods-routes.ts';
import { createTtmService } from './ttm/ttm.service.ts';
import type { ProductNeeds, ProductParts, ProductProvides } from './product-needs.ts';
import { registerCatalogueAdminRoutes, registerCataloguePictureMedia, type CatalogueAdminProvides } from './admin/register.ts';
import type { CatalogueAdminNeeds } from './admin/catalogue-admin-needs.ts';
import type { ApiContext } from '../../platform/types.ts';

export type { ProductNeeds, ProductProvides } from './product-needs.ts';
export type { CatalogueAdminNeeds } from './admin/catalogue-admin-needs.ts';
export type { CatalogueAdminProvides } from './admin/register.ts';

export function registerProduct(api: FastifyInstance, needs: ProductNeeds): ProductProvides {
  const { database, clock } = needs.ctx;
  const listing = createCatalogRepository(database, needs.ctx.publicData);
  const deps: ProductParts = { ...needs, catalogue: createCatalogueReads(database), listing, ttm: createTtmService({ database, clock }) };
  productRoutes(api, createListingService(listing));
  registerPdp(api, deps);
  registerReviews(api, deps);
  registerCompare(api, deps);
  registerTtm(api, deps);
  registerShare(api, deps);
  customGoodsRoutes(api, createCustomGoods(database));
  return {
    catalogue: deps.catalogue,
    ttm: deps.ttm,
    stock: createStockService(),
    productDetails: createDetailReads(database),
    stockAlerts: createStockAlerts(database),
  };
}

/**
 * The console's 商品 area (issue #16): /api/admin/catalogue/* (categories, products, prices,
 * pictures, stock). Registered after the staff module, whose permission hook and audit it needs.
 * Provides the picture store (checks, re-encoding, /media/catalogue) to the content area.
 */
export function registerCatalogueAdmin(api: FastifyInstance, needs: CatalogueAdminNeeds): CatalogueAdminProvides {
  return registerCatalogueAdminRoutes(api, needs);
}

/** Outside /api: the pictures operators uploaded, /media/catalogue/{id}.webp. */
export function registerCatalogueMedia(app: FastifyInstance, ctx: ApiContext): void {
  registerCataloguePictureMedia(app, ctx.database);
}
