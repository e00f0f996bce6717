/**
 * The shop's service promises (issue #14 item 8): blocks of kind `service-promise` in
 * cms_blocks, `position` = the site code, so each site (cn, student, enterprise …) says what
 * it promises; a site with none of its own shows the main shop's (cn). Live like every block
 * (platforms, time window, sort order). A promise may leave out purchases it does not cover
 * (`exceptFor`: bespoke orders, product types); asked for the SKUs being bought, the service
 * leaves such a promise out, or names the products it does not cover when it covers some.
 */
import { z } from 'zod';
import { PRODUCT_TYPES } from '@shop/contracts/catalog';
import type { CmsPlatform } from '@shop/contracts';
import { DEFAULTS } from '@shop/contracts/constants';
import type { ServicePromise, ServicePromises } from '@shop/contracts/service-promises';
import type { Clock } from '../../platform/clock.ts';
import type { CmsRepository } from './cms.repository.ts';
import type { CmsLog } from './cms.service.ts';

/** cms_blocks.kind of a promise. */
const SERVICE_PROMISE_KIND = 'service-promise';

/** What the promises need of the catalogue (CmsNeeds.catalogue): the SKUs' products, one read. */
export interface PromiseCatalogue {
  checkoutSkus(codes: readonly string[], siteCode: string): Promise<ReadonlyMap<string, { spuCode: string; productName: string; productType: string }>>;
}

/** An internal path: the promise explains itself on one of the shop's pages. */
const internalPath = z.string().regex(/^\/(?!\/)[^\s]{0,299}$/, { error: '链接须为站内路径' });

export const servicePromisePayloadSchema = z.object({
  code: z.string().regex(/^[a-z0-9-]{1,40}$/),
  title: z.string().trim().min(1).max(12),
  summary: z.string().trim().min(1).max(80),
  href: internalPath,
  exceptFor: z
    .object({
      /** A bespoke (个性化定制) purchase is not covered. */
      bespoke: z.boolean().default(false),
      /** Products of these types are not covered. */
      productTypes: z.array(z.enum(PRODUCT_TYPES)).default([]),
    })
    .default({ bespoke: false, productTypes: [] }),
});
export type ServicePromisePayload = z.output<typeof servicePromisePayloadSchema>;

/** A product being bought, as the promises judge it. */
export interface PromiseProduct {
  name: string;
  productType: string;
}

/**
 * The promises that hold for a purchase. `products` empty: no product named, every promise
 * but the bespoke-excluded ones (when `bespoke`). A promise covering none of the products is
 * left out; one covering some lists the others (`except`, names once each, in their order).
 */
export function promisesFor(payloads: readonly ServicePromisePayload[], products: readonly PromiseProduct[], bespoke: boolean): ServicePromise[] {
  const out: ServicePromise[] = [];
  for (const p of payloads) {
    if (bespoke && p.exceptFor.bespoke) continue;
    const excluded = products.filter((x) => (p.exceptFor.productTypes as readonly string[]).includes(x.productType));
    if (products.length > 0 && excluded.length === products.length) continue;
    out.push({ code: p.code, title: p.title, summary: p.summary, href: p.href, except: [...new Set(excluded.map((x) => x.name))] });
  }
  return out;
}

export interface ServicePromiseDeps {
  repo: CmsRepository;
  clock: Clock;
  catalogue: PromiseCatalogue;
  log: CmsLog;
}

export function createServicePromises({ repo, clock, catalogue, log }: ServicePromiseDeps) {
  /** The site's live promises with valid payloads (a bad block is logged and left out). */
  async function ofSite(platform: CmsPlatform, siteCd: string, at: Date): Promise<ServicePromisePayload[]> {
    const rows = await repo.liveBlocks({ kind: SERVICE_PROMISE_KIND, platform, position: siteCd, at });
    const out: ServicePromisePayload[] = [];
    for (const row of rows) {
      const parsed = servicePromisePayloadSchema.safeParse(row.payload);
      if (parsed.success) out.push(parsed.data);
      else log.warn({ blockId: row.id, kind: SERVICE_PROMISE_KIND, issues: parsed.error.issues.slice(0, 3) }, 'cms block payload invalid; left out');
    }
    return out;
  }

  return {
    async list(q: { platform: CmsPlatform; siteCd: string; skuCds: readonly string[]; bespoke: boolean }): Promise<ServicePromises> {
      const at = clock.now();
      const [own, skus] = await Promise.all([
        ofSite(q.platform, q.siteCd, at),
        q.skuCds.length > 0 ? catalogue.checkoutSkus(q.skuCds, q.siteCd) : Promise.resolve(new Map()),
      ]);
      // A site without promises of its own makes the main shop's.
      const fallback = own.length === 0 && q.siteCd !== DEFAULTS.siteCd;
      const payloads = fallback ? await ofSite(q.platform, DEFAULTS.siteCd, at) : own;
      // Unknown codes are ignored: the answer is about the products that exist.
      const products = q.skuCds.flatMap((code) => {
        const sku = skus.get(code);
        return sku ? [{ name: sku.productName, productType: sku.productType }] : [];
      });
      return { siteCd: fallback ? DEFAULTS.siteCd : q.siteCd, promises: promisesFor(payloads, products, q.bespoke) };
    },
  };
}

export type ServicePromiseService = ReturnType<typeof createServicePromises>;
