// Generated from ../endpoints/admin-content.ts by `npm run generate:endpoint-refs`: do not edit.
import type { adminContentEndpoints as adminContentDefinitions } from '../endpoints/admin-content.ts';
import { endpointRef as ref } from '../endpoint.ts';

export const adminContentEndpoints = {
  bannerList: ref<typeof adminContentDefinitions.bannerList>('GET', '/api/admin/content/banners'),
  bannerCreate: ref<typeof adminContentDefinitions.bannerCreate>('POST', '/api/admin/content/banners'),
  bannerUpdate: ref<typeof adminContentDefinitions.bannerUpdate>('PUT', '/api/admin/content/banners/:id'),
  bannerPublish: ref<typeof adminContentDefinitions.bannerPublish>('POST', '/api/admin/content/banners/:id/publish'),
  bannerReorder: ref<typeof adminContentDefinitions.bannerReorder>('POST', '/api/admin/content/banners/reorder'),
  topBannerList: ref<typeof adminContentDefinitions.topBannerList>('GET', '/api/admin/content/top-banners'),
  topBannerCreate: ref<typeof adminContentDefinitions.topBannerCreate>('POST', '/api/admin/content/top-banners'),
  topBannerUpdate: ref<typeof adminContentDefinitions.topBannerUpdate>('PUT', '/api/admin/content/top-banners/:id'),
  topBannerPublish: ref<typeof adminContentDefinitions.topBannerPublish>('POST', '/api/admin/content/top-banners/:id/publish'),
  topBannerReorder: ref<typeof adminContentDefinitions.topBannerReorder>('POST', '/api/admin/content/top-banners/reorder'),
  hotSearchList: ref<typeof adminContentDefinitions.hotSearchList>('GET', '/api/admin/content/hot-searches'),
  hotSearchCreate: ref<typeof adminContentDefinitions.hotSearchCreate>('POST', '/api/admin/content/hot-searches'),
  hotSearchUpdate: ref<typeof adminContentDefinitions.hotSearchUpdate>('PUT', '/api/admin/content/hot-searches/:id'),
  hotSearchPublish: ref<typeof adminContentDefinitions.hotSearchPublish>('POST', '/api/admin/content/hot-searches/:id/publish'),
  hotSearchReorder: ref<typeof adminContentDefinitions.hotSearchReorder>('POST', '/api/admin/content/hot-searches/reorder'),
  pdpNoticeList: ref<typeof adminContentDefinitions.pdpNoticeList>('GET', '/api/admin/content/pdp-notices'),
  pdpNoticeCreate: ref<typeof adminContentDefinitions.pdpNoticeCreate>('POST', '/api/admin/content/pdp-notices'),
  pdpNoticeUpdate: ref<typeof adminContentDefinitions.pdpNoticeUpdate>('PUT', '/api/admin/content/pdp-notices/:id'),
  pdpNoticePublish: ref<typeof adminContentDefinitions.pdpNoticePublish>('POST', '/api/admin/content/pdp-notices/:id/publish'),
  pdpNoticeReorder: ref<typeof adminContentDefinitions.pdpNoticeReorder>('POST', '/api/admin/content/pdp-notices/reorder'),
  uploadPicture: ref<typeof adminContentDefinitions.uploadPicture>('POST', '/api/admin/content/pictures'),
};
