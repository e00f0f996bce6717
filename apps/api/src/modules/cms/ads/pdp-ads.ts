/**
 * Product-page ads from the CMS (cms_blocks, edited like every other block):
 * - kind 'pdp-ad', position = posCd (PDP_BANNER, PDP_SIDE …), payload.spuCodes: the SPUs it
 *   is for; an empty list is the position's default, shown when no block names the SPU.
 * - kind 'pdp-gift-remark', position PDP_GIFT_REMARK, payload.codes: SKU or SPU codes; an
 *   empty list is the default remark, given only to products that do have gifts (the catalogue's hasGifts).
 * The scrolling notices (PDP_HORSE_RACE_LAMP) are plain ads served by the CMS module's getAdList.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CmsPlatform } from '@shop/contracts';
import type { PdpAd } from '@shop/contracts/delivery';
import { cmsEndpoints } from '@shop/contracts/endpoints/cms';
import { ok } from '../../../platform/envelope.ts';
import { routeEndpoint } from '../../../platform/endpoint-route.ts';
import type { CmsParts } from '../cms-needs.ts';
import { createCmsRepository } from '../cms.repository.ts';
import { contentPlatformOf } from '../platforms.ts';
import type { AdsCatalogue } from './ads-needs.ts';

export const PDP_AD_KIND = 'pdp-ad';
export const PDP_GIFT_REMARK_KIND = 'pdp-gift-remark';
export const PDP_GIFT_REMARK_POSITION = 'PDP_GIFT_REMARK';

const codeList = z.array(z.string()).default([]);
const pdpAdPayload = z.object({
  spuCodes: codeList,
  title: z.string(),
  subtitle: z.string().default(''),
  image: z.string(),
  imageMobile: z.string().optional(),
  href: z.string(),
});
const giftRemarkPayload = z.object({ codes: codeList, text: z.string().min(1) });

/** Blocks for this code if any name it, else the defaults (empty code list). */
export function pickForCode<T extends { codes: string[] }>(blocks: T[], codes: string[]): T[] {
  for (const c of codes) {
    const specific = blocks.filter((b) => b.codes.includes(c));
    if (specific.length) return specific;
  }
  return blocks.filter((b) => b.codes.length === 0);
}

export function pdpAdRoutes(api: FastifyInstance, deps: Pick<CmsParts, 'ctx'>, catalog: AdsCatalogue) {
  const repo = createCmsRepository(deps.ctx.database);

  async function live<S extends z.ZodType>(kind: string, platform: CmsPlatform, position: string, payloadSchema: S) {
    const rows = await repo.liveBlocks({ kind, platform, position, at: deps.ctx.clock.now() });
    return rows.flatMap((row) => {
      const parsed = payloadSchema.safeParse(row.payload);
      if (!parsed.success) {
        api.log.warn({ blockId: row.id, kind }, 'pdp block payload invalid; left out');
        return [];
      }
      return [{ row, payload: parsed.data as z.output<S> }];
    });
  }

  routeEndpoint(api, cmsEndpoints.pdpAdList, async (req) => {
    const platform = contentPlatformOf(req.params.platform);
    const blocks = (await live(PDP_AD_KIND, platform, req.params.posCd, pdpAdPayload)).map((b) => ({ ...b, codes: b.payload.spuCodes }));
    const ads: PdpAd[] = pickForCode(blocks, [req.params.spuCd]).map(({ row, payload }) => ({
      id: row.id,
      posCd: row.position,
      title: payload.title,
      subtitle: payload.subtitle,
      image: platform !== 'pc' && payload.imageMobile ? payload.imageMobile : payload.image,
      href: payload.href,
      sort: row.sortOrder,
    }));
    return ok(req, ads);
  });

  routeEndpoint(api, cmsEndpoints.pdpGiftRemark, async (req) => {
    const { code } = req.params;
    const platform = contentPlatformOf(req.params.platform);
    const sku = await catalog.sku(code);
    const codes = sku ? [sku.skuCode, sku.spuCode] : [code];
    const blocks = (await live(PDP_GIFT_REMARK_KIND, platform, PDP_GIFT_REMARK_POSITION, giftRemarkPayload)).map((b) => ({ ...b, codes: b.payload.codes }));
    const [first] = pickForCode(blocks, codes);
    if (!first) return ok(req, { code, remark: '' });
    if (first.codes.length === 0) {
      // The default remark only for products that really come with a gift.
      const skuCodes = sku ? [sku.skuCode] : (await catalog.skusOf(code)).map((s) => s.skuCode);
      if (!(await catalog.hasGifts(skuCodes))) return ok(req, { code, remark: '' });
    }
    return ok(req, { code, remark: first.payload.text });
  });
}
