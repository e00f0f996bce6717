/** The console's 商品 area (issue #16): admin routes under /api/admin/catalogue and the pictures under /media/catalogue. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '@shop/db';
import { createCatalogueAdmin } from './catalogue-admin.service.ts';
import { catalogueAdminRoutes } from './catalogue-admin-routes.ts';
import { cataloguePictureMedia, createCataloguePictures } from './catalogue-pictures.ts';
import { createStockAdmin } from './stock-admin.service.ts';
import type { CatalogueAdminNeeds } from './catalogue-admin-needs.ts';

export function registerCatalogueAdminRoutes(api: FastifyInstance, needs: CatalogueAdminNeeds): void {
  const { database, clock, config } = needs.ctx;
  catalogueAdminRoutes(
    api,
    needs,
    createCatalogueAdmin({ database, clock, secret: config.secret }),
    createStockAdmin({ database, clock }),
    createCataloguePictures(database),
  );
}

export function registerCataloguePictureMedia(app: FastifyInstance, database: Database): void {
  cataloguePictureMedia(app, database);
}
