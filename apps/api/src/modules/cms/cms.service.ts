/**
 * What the header, footer and pages show: live blocks for a platform, turned into the
 * contract shapes of @shop/contracts/cms. "Live" is decided by the server clock (the same
 * clock the shop's activity windows use), so a test or an operator preview can move it.
 */
import type { z } from 'zod';
import type { Ad, Banner, CmsPlatform, Footer, NavGroup, SysConfig } from '@shop/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { CmsRepository, BlockRow } from './cms.repository.ts';
import {
  adPayloadSchema,
  bannerPayloadSchema,
  BLOCK_KINDS,
  footerColumnPayloadSchema,
  footerLinksPayloadSchema,
  hotSearchPayloadSchema,
  INDEX_AD_POSITION,
  navPayloadSchema,
  topBannerPayloadSchema,
} from './cms-payloads.ts';
import { buildSysConfig, copyrightOf, filingLinks } from './sys-config.ts';

export interface CmsLog {
  warn(obj: object, msg: string): void;
}

export interface CmsServiceDeps {
  repo: CmsRepository;
  clock: Clock;
  brandName: string;
  log: CmsLog;
}

export type TopBanner = { id: string; text: string; href: string; background: string };

/** Small screens (h5, app) get the portrait picture when the block has one. */
const pictureFor = (platform: CmsPlatform, p: { image: string; imageMobile?: string }) => (platform !== 'pc' && p.imageMobile ? p.imageMobile : p.image);

export function createCmsService({ repo, clock, brandName, log }: CmsServiceDeps) {
  /** Live blocks whose payload is valid, with the parsed payload; a bad one is logged and skipped. */
  async function live<S extends z.ZodType>(kind: string, platform: CmsPlatform, payloadSchema: S, position?: string) {
    const rows = await repo.liveBlocks({ kind, platform, position, at: clock.now() });
    const out: { row: BlockRow; payload: z.output<S> }[] = [];
    for (const row of rows) {
      const parsed = payloadSchema.safeParse(row.payload);
      if (parsed.success) out.push({ row, payload: parsed.data });
      else log.warn({ blockId: row.id, kind, issues: parsed.error.issues.slice(0, 3) }, 'cms block payload invalid; left out');
    }
    return out;
  }

  const adsAt = async (platform: CmsPlatform, posCd: string): Promise<Ad[]> =>
    (await live(BLOCK_KINDS.ad, platform, adPayloadSchema, posCd)).map(({ row, payload }) => ({
      id: row.id,
      posCd: row.position,
      title: payload.title,
      subtitle: payload.subtitle,
      image: pictureFor(platform, payload),
      href: payload.href,
      sort: row.sortOrder,
    }));

  return {
    async nav(platform: CmsPlatform): Promise<NavGroup[]> {
      return (await live(BLOCK_KINDS.nav, platform, navPayloadSchema)).map(({ payload }) => payload);
    },

    async footer(platform: CmsPlatform): Promise<Footer> {
      const [columns, extras, settings] = await Promise.all([
        live(BLOCK_KINDS.footerColumn, platform, footerColumnPayloadSchema),
        live(BLOCK_KINDS.footerLinks, platform, footerLinksPayloadSchema),
        repo.settings(),
      ]);
      const linksAt = (position: string) => extras.filter(({ row }) => row.position === position).flatMap(({ payload }) => payload.links);
      return {
        columns: columns.map(({ payload }) => payload),
        // The year is the clock's, at this read: never cached with the content.
        copyright: copyrightOf(settings, brandName, clock.now()),
        filings: filingLinks(settings),
        legal: linksAt('legal'),
        social: linksAt('social'),
        regions: linksAt('regions'),
      };
    },

    async banners(platform: CmsPlatform, position: string): Promise<Banner[]> {
      return (await live(BLOCK_KINDS.banner, platform, bannerPayloadSchema, position)).map(({ row, payload }) => ({
        id: row.id,
        title: payload.title,
        subtitle: payload.subtitle,
        image: pictureFor(platform, payload),
        href: payload.href,
        theme: payload.theme,
      }));
    },

    ads: adsAt,
    indexAds: (platform: CmsPlatform) => adsAt(platform, INDEX_AD_POSITION),

    /** The first live top banner with that id, or null: no top banner is a normal answer. */
    async topBanner(platform: CmsPlatform, id: string): Promise<TopBanner | null> {
      const [first] = await live(BLOCK_KINDS.topBanner, platform, topBannerPayloadSchema, id);
      return first ? { id: first.row.position, ...first.payload } : null;
    },

    /** Popular searches, without duplicates (a windowed keyword may repeat a standing one). */
    async hotSearches(platform: CmsPlatform): Promise<string[]> {
      const keywords = (await live(BLOCK_KINDS.hotSearch, platform, hotSearchPayloadSchema)).map(({ payload }) => payload.keyword);
      return [...new Set(keywords)];
    },

    async sysConfig(): Promise<SysConfig> {
      return buildSysConfig(await repo.settings(), brandName);
    },
  };
}

export type CmsService = ReturnType<typeof createCmsService>;
