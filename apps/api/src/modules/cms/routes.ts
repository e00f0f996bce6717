/**
 * CMS and system-configuration routes. The top-banner, index-ad, ad-list and config paths
 * are the ones spec 7 names; navigation, footer, banners and popular searches are ours.
 * All are public: a visitor's header needs them before any sign-in. Registered from their
 * definitions in @shop/contracts/endpoints/cms and /sys.
 */
import type { FastifyInstance } from 'fastify';
import { cmsEndpoints } from '@shop/contracts/endpoints/cms';
import { sysEndpoints } from '@shop/contracts/endpoints/sys';
import { ok } from '../../platform/envelope.ts';
import { routeEndpoint } from '../../platform/endpoint-route.ts';
import type { CmsService } from './cms.service.ts';
import { contentPlatformOf } from './platforms.ts';

export function cmsRoutes(api: FastifyInstance, cms: CmsService) {
  routeEndpoint(api, cmsEndpoints.topBannerPc, async (req) => ok(req, await cms.topBanner('pc', req.params.id)));
  routeEndpoint(api, cmsEndpoints.topBannerPcExtra, async (req) => ok(req, await cms.topBanner('pc', req.params.id)));
  routeEndpoint(api, cmsEndpoints.topBannerH5, async (req) => ok(req, await cms.topBanner('h5', req.params.id)));
  routeEndpoint(api, cmsEndpoints.topBannerApp, async (req) => ok(req, await cms.topBanner('app', req.params.id)));

  routeEndpoint(api, cmsEndpoints.indexAd, async (req) => ok(req, await cms.indexAds(contentPlatformOf(req.query.platform))));
  routeEndpoint(api, cmsEndpoints.adList, async (req) => ok(req, await cms.ads(contentPlatformOf(req.params.platform), req.params.posCd)));
  routeEndpoint(api, cmsEndpoints.nav, async (req) => ok(req, await cms.nav(contentPlatformOf(req.params.platform))));
  routeEndpoint(api, cmsEndpoints.footer, async (req) => ok(req, await cms.footer(contentPlatformOf(req.params.platform))));
  routeEndpoint(api, cmsEndpoints.banners, async (req) => ok(req, await cms.banners(contentPlatformOf(req.params.platform), req.query.position)));
  routeEndpoint(api, cmsEndpoints.hotSearch, async (req) => ok(req, await cms.hotSearches(contentPlatformOf(req.query.platform))));

  routeEndpoint(api, sysEndpoints.config, async (req) => ok(req, await cms.sysConfig()));
}
