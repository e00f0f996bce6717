/** The help centre's fixed lists and limits, free of zod so the browser bundle can import them (the schemas are in ./help-centre.ts). */

/** The guide pages, in the order of their navigation (spec 2.11). */
export const GUIDE_SLUGS = ['about', 'process', 'preferential', 'paytype', 'invoice', 'distribution', 'aftersales', 'contact'] as const;
export type GuideSlug = (typeof GUIDE_SLUGS)[number];
/** The mini-program page's slug in the pages table. */
export const WECHAT_PAGE_SLUG = 'wechat-xcx';

/** Longest FAQ search text. */
export const FAQ_SEARCH_MAX = 50;
/** At most this many search results. */
export const FAQ_SEARCH_LIMIT = 30;

export const FAQ_VOTES = ['helpful', 'unhelpful'] as const;
export type FaqVoteValue = (typeof FAQ_VOTES)[number];
