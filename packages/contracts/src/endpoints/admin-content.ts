/**
 * 内容 of the back office (issue #16): home banners, top banners, hot searches, product-page
 * notices, home ads, menu groups, footer columns and footer links — list, create, edit, publish / unpublish, reorder — and the upload of their pictures.
 * Every call needs cms.write; every write is audited and reaches the shop at once (the CMS
 * table's NOTIFY public_data empties the shop's caches and its kept visitor pages).
 */
import { defineEndpoint } from '../endpoint.ts';
import {
  CONTENT_SECTIONS,
  contentBlockSchema,
  contentIdParamsSchema,
  contentInputSchema,
  contentListQuerySchema,
  contentListSchema,
  contentPictureUploadedSchema,
  contentPublishInputSchema,
  contentReorderInputSchema,
  type ContentSection,
} from '../content-admin.ts';
import { cataloguePictureBodySchema } from './admin-catalogue.ts';

const tags = ['admin-content'];
const GUARD = '需要管理后台登录（Cookie admin_session，路径 /api/admin）与权限 cms.write。';

/** The five calls of one section, under /api/admin/content/{section}. */
function sectionEndpoints<S extends ContentSection>(section: S) {
  const { title } = CONTENT_SECTIONS[section];
  const base = `/api/admin/content/${section}` as const;
  const input = contentInputSchema(section);
  return {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      query: contentListQuerySchema,
      data: contentListSchema,
      summary: `${title}列表`,
      description: `${GUARD} 按位置、展示端、上下线筛选；按位置与排序。live 表示商城此刻是否展示（已上线且在时间窗口内）。`,
      tags,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      body: input,
      data: contentBlockSchema,
      summary: `新建${title}`,
      description: `${GUARD} 新建为已上线，排在该位置最后；链接须为本商城路径或允许的 https 地址，结束时间须晚于开始时间。记入审计日志。`,
      tags,
    }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${base}/:id`,
      params: contentIdParamsSchema,
      body: input,
      data: contentBlockSchema,
      summary: `修改${title}`,
      description: `${GUARD} 整条替换（位置、展示端、时间窗口与内容）；排序与上下线不变。记入审计日志（修改前后）。`,
      tags,
    }),
    publish: defineEndpoint({
      method: 'POST',
      path: `${base}/:id/publish`,
      params: contentIdParamsSchema,
      body: contentPublishInputSchema,
      data: contentBlockSchema,
      summary: `上线或下线${title}`,
      description: `${GUARD} published=true 上线、false 下线（保留，商城不再展示）。记入审计日志。`,
      tags,
    }),
    reorder: defineEndpoint({
      method: 'POST',
      path: `${base}/reorder`,
      body: contentReorderInputSchema,
      data: contentListSchema,
      summary: `${title}排序`,
      description: `${GUARD} ids 须恰为该位置的全部内容，各一次，靠前的先展示。记入审计日志。`,
      tags,
    }),
  };
}

const banners = sectionEndpoints('banners');
const topBanners = sectionEndpoints('top-banners');
const hotSearches = sectionEndpoints('hot-searches');
const pdpNotices = sectionEndpoints('pdp-notices');
const ads = sectionEndpoints('ads');
const nav = sectionEndpoints('nav');
const footerColumns = sectionEndpoints('footer-columns');
const footerLinks = sectionEndpoints('footer-links');

export const adminContentEndpoints = {
  bannerList: banners.list,
  bannerCreate: banners.create,
  bannerUpdate: banners.update,
  bannerPublish: banners.publish,
  bannerReorder: banners.reorder,
  topBannerList: topBanners.list,
  topBannerCreate: topBanners.create,
  topBannerUpdate: topBanners.update,
  topBannerPublish: topBanners.publish,
  topBannerReorder: topBanners.reorder,
  hotSearchList: hotSearches.list,
  hotSearchCreate: hotSearches.create,
  hotSearchUpdate: hotSearches.update,
  hotSearchPublish: hotSearches.publish,
  hotSearchReorder: hotSearches.reorder,
  pdpNoticeList: pdpNotices.list,
  pdpNoticeCreate: pdpNotices.create,
  pdpNoticeUpdate: pdpNotices.update,
  pdpNoticePublish: pdpNotices.publish,
  pdpNoticeReorder: pdpNotices.reorder,
  adList: ads.list,
  adCreate: ads.create,
  adUpdate: ads.update,
  adPublish: ads.publish,
  adReorder: ads.reorder,
  navList: nav.list,
  navCreate: nav.create,
  navUpdate: nav.update,
  navPublish: nav.publish,
  navReorder: nav.reorder,
  footerColumnList: footerColumns.list,
  footerColumnCreate: footerColumns.create,
  footerColumnUpdate: footerColumns.update,
  footerColumnPublish: footerColumns.publish,
  footerColumnReorder: footerColumns.reorder,
  footerLinksList: footerLinks.list,
  footerLinksCreate: footerLinks.create,
  footerLinksUpdate: footerLinks.update,
  footerLinksPublish: footerLinks.publish,
  footerLinksReorder: footerLinks.reorder,
  uploadPicture: defineEndpoint({
    method: 'POST',
    path: '/api/admin/content/pictures',
    body: cataloguePictureBodySchema,
    data: contentPictureUploadedSchema,
    summary: '上传内容图片',
    description: `${GUARD} multipart/form-data，字段 file（一张，≤2MB，JPEG / PNG / WebP / GIF，按文件头识别并完整解码，夹带其他文件特征的拒绝）；去除元数据、长边不超过1600px，重新编码为 WebP（与商品图片相同的检查与存储）。`,
    tags,
  }),
};

/** Each section's calls, for the API's routes and the console's screens. */
export const CONTENT_SECTION_ENDPOINTS = {
  banners,
  'top-banners': topBanners,
  'hot-searches': hotSearches,
  'pdp-notices': pdpNotices,
  ads,
  nav,
  'footer-columns': footerColumns,
  'footer-links': footerLinks,
} satisfies Record<ContentSection, unknown>;
