// Generated from ../endpoints/cms.ts by `npm run generate:endpoint-refs`: do not edit.
import type { cmsEndpoints as cmsDefinitions } from '../endpoints/cms.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const cmsEndpoints = {
  topBannerPc: ref<typeof cmsDefinitions.topBannerPc>('GET', '/api/cms/content/pc/v1/getTopBanner/:id'),
  topBannerPcExtra: ref<typeof cmsDefinitions.topBannerPcExtra>('GET', '/api/cms/content/pc/v1/getTopBanner/:id/:extra'),
  topBannerH5: ref<typeof cmsDefinitions.topBannerH5>('GET', '/api/cms/content/h5/v1/getTopBanner/:id'),
  topBannerApp: ref<typeof cmsDefinitions.topBannerApp>('GET', '/api/cms/app/content/app/v1/getTopBanner/:id'),
  indexAd: ref<typeof cmsDefinitions.indexAd>('GET', '/api/cms/content/indexAd'),
  adList: ref<typeof cmsDefinitions.adList>('GET', '/api/cms/advertise/:platform/getAdList/:posCd'),
  pdpAdList: ref<typeof cmsDefinitions.pdpAdList>('GET', '/api/cms/advertise/:platform/getAdPdpList/:posCd/:spuCd'),
  pdpGiftRemark: ref<typeof cmsDefinitions.pdpGiftRemark>('GET', '/api/cms/advertise/:platform/getAdPdpMap/PDP_GIFT_REMARK/:code'),
  nav: ref<typeof cmsDefinitions.nav>('GET', '/api/cms/:platform/nav'),
  footer: ref<typeof cmsDefinitions.footer>('GET', '/api/cms/:platform/footer'),
  banners: ref<typeof cmsDefinitions.banners>('GET', '/api/cms/:platform/banners'),
  hotSearch: ref<typeof cmsDefinitions.hotSearch>('GET', '/api/cms/search/hot'),
};
