/**
 * The shape of each block kind's `payload` column. The column is jsonb written by operators
 * (and the seed), so the service checks every payload before serving it: one malformed
 * block is left out and logged instead of failing the whole header.
 */
import { z } from 'zod';
import { bannerSchema, footerSchema, linkSchema, navGroupSchema } from '@shop/contracts';

export const BLOCK_KINDS = {
  nav: 'nav',
  footerColumn: 'footer-column',
  /** position legal / social / regions */
  footerLinks: 'footer-links',
  banner: 'banner',
  /** position = the ad position code (posCd) */
  ad: 'ad',
  /** position = the top banner id of the getTopBanner paths */
  topBanner: 'top-banner',
  hotSearch: 'hot-search',
} as const;

/** The ad position served by GET /api/cms/content/indexAd. */
export const INDEX_AD_POSITION = 'INDEX_AD';

/** A picture for small screens, used on h5 and app when given. */
const imageMobile = z.string().min(1).optional();

export const navPayloadSchema = navGroupSchema;
export const footerColumnPayloadSchema = footerSchema.shape.columns.element;
export const footerLinksPayloadSchema = z.object({ links: z.array(linkSchema) });
export const bannerPayloadSchema = bannerSchema.omit({ id: true }).extend({ imageMobile });
export const adPayloadSchema = z.object({ title: z.string(), subtitle: z.string(), image: z.string(), imageMobile, href: z.string() });
export const topBannerPayloadSchema = z.object({ text: z.string().min(1), href: z.string(), background: z.string() });
export const hotSearchPayloadSchema = z.object({ keyword: z.string().trim().min(1).max(64) });
