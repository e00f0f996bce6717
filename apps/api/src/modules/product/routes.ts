/**
 * Catalogue routes: category tree, listing, search, suggestions and the header's new/hot
 * recommendations (the three newRec paths of spec 7, one per platform family). All public;
 * prices follow the site code (?siteCd=, else the siteCd cookie, else cn). Registered from
 * their definitions in @shop/contracts/endpoints/catalog.
 */
import type { FastifyInstance } from 'fastify';
import { COOKIES } from '@shop/contracts';
import { catalogEndpoints } from '@shop/contracts/endpoints/catalog';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { ListingService } from './listing.service.ts';
import { keptJson } from './kept-json.ts';
import { resolveSiteCode } from '@shop/contracts/site';

export function productRoutes(api: FastifyInstance, listing: ListingService) {
  const site = (req: { cookies: Record<string, string | undefined> }, fromQuery: string | undefined) => resolveSiteCode(fromQuery, req.cookies[COOKIES.siteCd]);

  routeEndpoint(api, catalogEndpoints.categoryTree, async (req) => ok(req, await listing.categoryTree()));
  // Listing and search answers are kept with the catalogue snapshot, and so is their JSON text.
  const listText = keptJson(catalogEndpoints.list);
  routeEndpoint(api, catalogEndpoints.list, async (req, reply) => listText(req, reply, await listing.listing(req.query, site(req, req.query.siteCd))));
  const searchText = keptJson(catalogEndpoints.search);
  routeEndpoint(api, catalogEndpoints.search, async (req, reply) => searchText(req, reply, await listing.search(req.query, site(req, req.query.siteCd))));
  routeEndpoint(api, catalogEndpoints.suggest, async (req) => ok(req, await listing.suggest(req.query.keyword, site(req, req.query.siteCd))));

  for (const endpoint of [catalogEndpoints.newRecPc, catalogEndpoints.newRecH5, catalogEndpoints.newRecApp])
    routeEndpoint(api, endpoint, async (req) => ok(req, await listing.newRec(site(req, req.query.siteCd))));
}
