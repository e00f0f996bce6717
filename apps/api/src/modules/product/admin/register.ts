/** The console's 商品 area (issue #16): admin routes under /api/admin/catalogue and the pictures under /media/catalogue. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '@shop/db';
import { createCatalogueAdmin } from './catalogue-admin.service.ts';
import { catalogueAdminRoutes } from './catalogue-admin-routes.ts';
import { cataloguePictureMedia, createCataloguePictures } from './catalogue-pictures.ts';
import { createStockAdmin } from './stock-admin.service.ts';
import { createServiceAdmin } from './service-admin.service.ts';
import { serviceAdminRoutes } from './service-admin-routes.ts';
import type { CatalogueAdminNeeds } from './catalogue-admin-needs.ts';
import { createTtmCodesAdmin } from '../ttm/ttm-codes-admin.ts';
import { ttmCodesAdminRoutes } from '../ttm/ttm-codes-admin-routes.ts';
import { createBundleAdmin } from './bundle-admin.service.ts';
import { createGiftAdmin } from './gift-admin.service.ts';
import { bundleAdminRoutes } from './bundle-admin-routes.ts';

/** What the 商品 area gives other console areas: the picture store (the content area's banners use it). */
export interface CatalogueAdminProvides {
  pictures: ReturnType<typeof createCataloguePictures>;
}

export function registerCatalogueAdminRoutes(api: FastifyInstance, needs: CatalogueAdminNeeds): CatalogueAdminProvides {
  const { database, clock, config } = needs.ctx;
  const pictures = createCataloguePictures(database);
  catalogueAdminRoutes(api, needs, createCatalogueAdmin({ database, clock, secret: config.secret }), createStockAdmin({ database, clock }), pictures);
  serviceAdminRoutes(api, needs, createServiceAdmin({ database, clock }));
  // 营销 → TTM 邀请码: the product module owns the TTM tables, so it serves the console's screen of them.
  ttmCodesAdminRoutes(api, needs, createTtmCodesAdmin({ database, clock }));
  // 营销 → 套装 / 赠品: the product module owns the bundles and sku_gifts tables the shop reads.
  bundleAdminRoutes(api, needs, createBundleAdmin({ database, clock }), createGiftAdmin({ database }));
  return { pictures };
}

export function registerCataloguePictureMedia(app: FastifyInstance, database: Database): void {
  cataloguePictureMedia(app, database);
}
