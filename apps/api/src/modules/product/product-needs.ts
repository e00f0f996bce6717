/**
 * What the product module needs from other modules, declared here and satisfied structurally
 * by what app.ts hands over: marketing's activities of SKUs (the product page's flash-sale,
 * pre-sale and ladder prices), the order module's reviewable order lines (reviews/review-needs.ts),
 * the member behind a request. No product file imports another module but media and uploads
 * (pure picture URLs and the uploaded-image check).
 */
import type { StockAlerts } from './stock-alerts.ts';
import type { SkuActivity } from '@shop/contracts/pdp-rules';
import type { ApiContext, AuthState } from '../../platform/types.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import type { CatalogueReads } from './catalogue-reads.ts';
import type { DetailReads } from './detail-reads.ts';
import type { StockService } from './stock.service.ts';
import type { TtmService } from './ttm/ttm.service.ts';
import type { ReviewPort } from './reviews/review-needs.ts';

/** The member behind a request (member module). */
export interface ProductMembers {
  ofAuth(auth: AuthState): Promise<{ id: number } | undefined>;
  requireOfAuth(auth: AuthState): Promise<{ id: number; nickname: string }>;
}

/** What registerProduct needs. */
export interface ProductNeeds {
  ctx: ApiContext;
  members: ProductMembers;
  /**
   * Marketing's activities of SKUs. `publicData`: the public data stamp the product page read
   * (pdp/live-stock.ts), so that the rows are kept for it and only their own stock read live.
   */
  activities: {
    forSkus(
      skuCodes: readonly string[],
      siteCd: string,
      now: Date,
      opts?: { includeEnded?: boolean; publicData?: string },
    ): Promise<Map<string, SkuActivity[]>>;
  };
  /** The order module's reviewable lines (a member reviews what they received). */
  reviewLines: ReviewPort;
}

/** What the product module provides. */
export interface ProductProvides {
  /**
   * Catalogue reads for other modules (the product module owns the catalogue tables); each
   * consumer types it by what it needs (cart/cart-needs.ts, order/catalogue-needs.ts, …).
   */
  catalogue: CatalogueReads;
  /** TTM early-access qualification: cart and checkout refuse a TTM product to an unverified shopper. */
  ttm: TtmService;
  /** SKU stock: reserve with one conditional UPDATE, release on cancel (order module). */
  stock: StockService;
  /** Product-detail reads: which products are bespoke (customized orders). */
  productDetails: DetailReads;
  /** SKUs on sale at or below their stock alert level (the back office's 概览, issue #16). */
  stockAlerts: StockAlerts;
}

/** The needs plus the product module's own catalogue and TTM service, as its files take them (each a Pick of it). */
export interface ProductParts extends ProductNeeds {
  catalogue: CatalogueReads;
  /** Listings, search and recommendations from the catalogue in memory. */
  listing: CatalogRepository;
  ttm: TtmService;
}
